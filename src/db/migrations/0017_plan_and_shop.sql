CREATE TABLE "meal_plan_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meal_plan_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"slot" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"recipe_id" uuid NOT NULL,
	"servings" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plan_entries_day_check" CHECK ("meal_plan_entries"."day" between 0 and 27),
	CONSTRAINT "meal_plan_entries_servings_check" CHECK ("meal_plan_entries"."servings" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "meal_plan_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meal_plan_id" uuid NOT NULL,
	"blog_id" uuid NOT NULL,
	"is_paywalled" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date,
	"day_count" integer NOT NULL,
	"diets" text[] DEFAULT '{}'::text[] NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"url_slug" text NOT NULL,
	"copied_from_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plans_day_count_check" CHECK ("meal_plans"."day_count" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "shopping_list_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "shopping_list_items_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"list_id" uuid NOT NULL,
	"recipe_id" uuid,
	"recipe_title" text,
	"servings" integer,
	"text" text NOT NULL,
	"quantity" double precision,
	"quantity_max" double precision,
	"unit" text,
	"food" text,
	"is_checked" boolean DEFAULT false NOT NULL,
	"replaced_by" uuid,
	"removed_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_list_members" (
	"list_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_members_list_id_user_id_pk" PRIMARY KEY("list_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shopping_list_operations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_lists_owner_id_unique" UNIQUE("owner_id")
);
--> statement-breakpoint
ALTER TABLE "collection_recipes" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "cover_recipe_id" uuid;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "cover_image_variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "foods" text[];--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "estimated_nutrition" jsonb;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_publications" ADD CONSTRAINT "meal_plan_publications_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_publications" ADD CONSTRAINT "meal_plan_publications_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_copied_from_id_meal_plans_id_fk" FOREIGN KEY ("copied_from_id") REFERENCES "public"."meal_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_items" ADD CONSTRAINT "shopping_list_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_members" ADD CONSTRAINT "shopping_list_members_list_id_shopping_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_members" ADD CONSTRAINT "shopping_list_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_list_operations" ADD CONSTRAINT "shopping_list_operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plan_entries_plan_idx" ON "meal_plan_entries" USING btree ("meal_plan_id","day","slot","position");--> statement-breakpoint
CREATE INDEX "meal_plan_entries_recipe_idx" ON "meal_plan_entries" USING btree ("recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plan_publications_plan_key" ON "meal_plan_publications" USING btree ("meal_plan_id");--> statement-breakpoint
CREATE INDEX "meal_plan_publications_blog_idx" ON "meal_plan_publications" USING btree ("blog_id","published_at");--> statement-breakpoint
CREATE INDEX "meal_plans_owner_updated_idx" ON "meal_plans" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plans_url_slug_key" ON "meal_plans" USING btree ("url_slug");--> statement-breakpoint
CREATE INDEX "shopping_list_items_list_idx" ON "shopping_list_items" USING btree ("list_id") WHERE "shopping_list_items"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "shopping_list_members_user_idx" ON "shopping_list_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_list_members_joined_key" ON "shopping_list_members" USING btree ("user_id") WHERE "shopping_list_members"."status" = 'joined';--> statement-breakpoint
CREATE INDEX "shopping_list_operations_applied_idx" ON "shopping_list_operations" USING btree ("applied_at");--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_cover_recipe_id_recipes_id_fk" FOREIGN KEY ("cover_recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_recipes_order_idx" ON "collection_recipes" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "recipes_foods_idx" ON "recipes" USING gin ("foods");--> statement-breakpoint
CREATE INDEX "recipes_food_data_version_idx" ON "recipes" USING btree (coalesce(("estimated_nutrition"->>'version')::int, 0));