ALTER TABLE "collection_recipes" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "cover_recipe_id" uuid;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "cover_image_variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_cover_recipe_id_recipes_id_fk" FOREIGN KEY ("cover_recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_recipes_order_idx" ON "collection_recipes" USING btree ("collection_id","position");