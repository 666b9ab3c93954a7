CREATE TABLE "recipe_imports" (
	"recipe_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"url_key" text NOT NULL,
	"requested_url_key" text,
	"source_url" text NOT NULL,
	"site_name" text,
	"author" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_imports" ADD CONSTRAINT "recipe_imports_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_imports" ADD CONSTRAINT "recipe_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_imports_user_url_key" ON "recipe_imports" USING btree ("user_id","url_key");--> statement-breakpoint
CREATE INDEX "recipe_imports_url_key_idx" ON "recipe_imports" USING btree ("url_key");--> statement-breakpoint
CREATE INDEX "recipe_imports_requested_url_key_idx" ON "recipe_imports" USING btree ("requested_url_key");