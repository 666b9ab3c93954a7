CREATE TABLE "moved_recipe_details" (
	"recipe_id" uuid PRIMARY KEY NOT NULL,
	"import_id" uuid,
	"rating" real,
	"notes" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moving_in_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"archive_key" text,
	"format" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"total" integer,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "moving_in_items" (
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"outcome" text NOT NULL,
	"title" text,
	"recipe_id" uuid,
	"reason" text,
	"is_photo_pending" boolean DEFAULT false NOT NULL,
	CONSTRAINT "moving_in_items_import_id_position_pk" PRIMARY KEY("import_id","position"),
	CONSTRAINT "moving_in_items_outcome_check" CHECK ("moving_in_items"."outcome" in ('imported', 'duplicate', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "moved_recipe_details" ADD CONSTRAINT "moved_recipe_details_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moved_recipe_details" ADD CONSTRAINT "moved_recipe_details_import_id_moving_in_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."moving_in_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moving_in_imports" ADD CONSTRAINT "moving_in_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moving_in_items" ADD CONSTRAINT "moving_in_items_import_id_moving_in_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."moving_in_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moving_in_items" ADD CONSTRAINT "moving_in_items_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moved_recipe_details_import_idx" ON "moved_recipe_details" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "moving_in_imports_user_created_idx" ON "moving_in_imports" USING btree ("user_id","created_at");