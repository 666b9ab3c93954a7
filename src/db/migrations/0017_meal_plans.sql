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
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_entries" ADD CONSTRAINT "meal_plan_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_publications" ADD CONSTRAINT "meal_plan_publications_meal_plan_id_meal_plans_id_fk" FOREIGN KEY ("meal_plan_id") REFERENCES "public"."meal_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plan_publications" ADD CONSTRAINT "meal_plan_publications_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_plans" ADD CONSTRAINT "meal_plans_copied_from_id_meal_plans_id_fk" FOREIGN KEY ("copied_from_id") REFERENCES "public"."meal_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meal_plan_entries_plan_idx" ON "meal_plan_entries" USING btree ("meal_plan_id","day","slot","position");--> statement-breakpoint
CREATE INDEX "meal_plan_entries_recipe_idx" ON "meal_plan_entries" USING btree ("recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plan_publications_plan_key" ON "meal_plan_publications" USING btree ("meal_plan_id");--> statement-breakpoint
CREATE INDEX "meal_plan_publications_blog_idx" ON "meal_plan_publications" USING btree ("blog_id","published_at");--> statement-breakpoint
CREATE INDEX "meal_plans_owner_updated_idx" ON "meal_plans" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_plans_url_slug_key" ON "meal_plans" USING btree ("url_slug");