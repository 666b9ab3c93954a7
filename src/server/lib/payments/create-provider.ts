/** Picks the payment provider from the configuration: Stripe with keys, test mode without (not in production). */
import { createHmac } from "node:crypto";
import type { TEnv } from "#server/env.ts";
import type { TPaymentProvider } from "./provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";
import { createTestPaymentProvider, type TDeliverWebhook } from "./test-provider.ts";

/** Null in production without Stripe keys: nobody can subscribe until they are set. */
export function createPaymentProvider({
  env,
  deliver,
}: {
  env: TEnv;
  deliver: TDeliverWebhook;
}): TPaymentProvider | null {
  const feePercent = env.PLATFORM_FEE_PERCENT;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      feePercent,
      apiUrl: env.STRIPE_API_URL ?? null,
      timeoutMs: env.STRIPE_TIMEOUT_MS,
    });
  }
  if (env.isProduction) return null;
  return createTestPaymentProvider({
    publicUrl: env.publicUrl,
    // Else derived from the server's secret, so every process of one install signs and checks alike.
    webhookSecret:
      env.STRIPE_WEBHOOK_SECRET ??
      `whsec_test_${createHmac("sha256", env.authSecret).update("ladle-test-payments").digest("hex")}`,
    feePercent,
    deliver,
  });
}
