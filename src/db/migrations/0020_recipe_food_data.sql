ALTER TABLE "recipes" ADD COLUMN "foods" text[];--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "estimated_nutrition" jsonb;--> statement-breakpoint
CREATE INDEX "recipes_foods_idx" ON "recipes" USING gin ("foods");--> statement-breakpoint
CREATE INDEX "recipes_food_data_version_idx" ON "recipes" USING btree (coalesce(("estimated_nutrition"->>'version')::int, 0));