CREATE TABLE "blog_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blog_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_category_recipes" (
	"category_id" uuid NOT NULL,
	"recipe_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_category_recipes_category_id_recipe_id_pk" PRIMARY KEY("category_id","recipe_id")
);
--> statement-breakpoint
CREATE TABLE "blog_collections" (
	"blog_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_collections_blog_id_collection_id_pk" PRIMARY KEY("blog_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "blog_featured_recipes" (
	"blog_id" uuid NOT NULL,
	"recipe_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_featured_recipes_blog_id_recipe_id_pk" PRIMARY KEY("blog_id","recipe_id")
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "avatar_key" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "banner_key" text;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_category_recipes" ADD CONSTRAINT "blog_category_recipes_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_category_recipes" ADD CONSTRAINT "blog_category_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_collections" ADD CONSTRAINT "blog_collections_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_collections" ADD CONSTRAINT "blog_collections_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_featured_recipes" ADD CONSTRAINT "blog_featured_recipes_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_featured_recipes" ADD CONSTRAINT "blog_featured_recipes_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_categories_blog_slug_key" ON "blog_categories" USING btree ("blog_id","slug");--> statement-breakpoint
CREATE INDEX "blog_categories_order_idx" ON "blog_categories" USING btree ("blog_id","position");--> statement-breakpoint
CREATE INDEX "blog_category_recipes_recipe_idx" ON "blog_category_recipes" USING btree ("recipe_id");--> statement-breakpoint
CREATE INDEX "blog_collections_collection_idx" ON "blog_collections" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "blog_featured_recipes_recipe_idx" ON "blog_featured_recipes" USING btree ("recipe_id");