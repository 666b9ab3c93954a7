ALTER TABLE "payment_events" ADD COLUMN "awaiting_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_intent_id" text;--> statement-breakpoint
CREATE INDEX "payment_events_awaiting_idx" ON "payment_events" USING btree ("awaiting_ref") WHERE "payment_events"."awaiting_ref" is not null;--> statement-breakpoint
CREATE INDEX "payments_provider_payment_intent_idx" ON "payments" USING btree ("provider_payment_intent_id");--> statement-breakpoint
CREATE INDEX "payments_provider_charge_idx" ON "payments" USING btree ("provider_charge_id");