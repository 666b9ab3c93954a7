ALTER TABLE "recipes" ADD COLUMN "foods" text[];--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "estimated_nutrition" jsonb;--> statement-breakpoint
CREATE INDEX "recipes_foods_idx" ON "recipes" USING gin ("foods");