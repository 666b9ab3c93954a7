CREATE TABLE "forgotten_payment_refs" (
	"ref_hash" text PRIMARY KEY NOT NULL,
	"forgotten_at" timestamp with time zone DEFAULT now() NOT NULL
);
