CREATE TABLE "convertkit_connections" (
	"creator_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account_name" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"refresh_token_encrypted" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_name" text,
	"includes_followers" boolean DEFAULT false NOT NULL,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "convertkit_local_contacts" (
	"creator_id" text NOT NULL,
	"reader_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "convertkit_local_contacts_creator_id_reader_id_target_type_target_id_pk" PRIMARY KEY("creator_id","reader_id","target_type","target_id")
);
--> statement-breakpoint
CREATE TABLE "convertkit_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"creator_id" text NOT NULL,
	"session_hash" text NOT NULL,
	"code_verifier_encrypted" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_consents" (
	"reader_id" text NOT NULL,
	"creator_id" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_consents_reader_id_creator_id_pk" PRIMARY KEY("reader_id","creator_id")
);
--> statement-breakpoint
ALTER TABLE "convertkit_connections" ADD CONSTRAINT "convertkit_connections_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convertkit_local_contacts" ADD CONSTRAINT "convertkit_local_contacts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convertkit_local_contacts" ADD CONSTRAINT "convertkit_local_contacts_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convertkit_oauth_states" ADD CONSTRAINT "convertkit_oauth_states_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_consents" ADD CONSTRAINT "newsletter_consents_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_consents" ADD CONSTRAINT "newsletter_consents_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "convertkit_local_contacts_creator_added_idx" ON "convertkit_local_contacts" USING btree ("creator_id","added_at");--> statement-breakpoint
CREATE INDEX "convertkit_oauth_states_creator_idx" ON "convertkit_oauth_states" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "newsletter_consents_creator_idx" ON "newsletter_consents" USING btree ("creator_id");