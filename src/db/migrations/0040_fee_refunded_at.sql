ALTER TABLE "payments" ADD COLUMN "fee_refunded_at" timestamp with time zone;--> statement-breakpoint
-- A fee given back before this column counted in its refund's month; it keeps counting there.
UPDATE "payments" SET "fee_refunded_at" = coalesce("refunded_at", "paid_at") WHERE "refunded_fee" > 0;
