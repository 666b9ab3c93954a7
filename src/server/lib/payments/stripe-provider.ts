/**
 * Stripe: Checkout Sessions in subscription mode, Billing for renewals, Connect for creators (the
 * money goes to the creator's connected account, less the platform's application fee). Tests
 * point the library at a fake API on 127.0.0.1 (STRIPE_API_URL).
 *
 * Stripe that says nothing for `timeoutMs`, answers 5xx or 429, or cannot be reached is an outage:
 * AppError("UNAVAILABLE") with a message for the person and Stripe's own words as its cause. Calls
 * are not retried here: a person presses again, and a job's tries are the queue's, with backoff.
 */
import Stripe from "stripe";
import { AppError } from "#core/errors.ts";
import { ladleSubscriptionKey, readSubscriptionSnapshot } from "./payment-events.ts";
import type { TPaymentProvider } from "./provider.ts";

export interface TStripeSettings {
  secretKey: string;
  webhookSecret: string;
  feePercent: number;
  /** Another API origin (a fake in tests); Stripe's own when null. */
  apiUrl: string | null;
  /** How long one call may wait for Stripe's answer (STRIPE_TIMEOUT_MS). */
  timeoutMs: number;
}

export const paymentProviderUnavailableMessage =
  "Our payment provider isn't answering right now, so nothing has changed. Please try again in a few minutes.";

/** Stripe's error when it means Stripe is down or silent (a 503 to try again later); others as they are. */
export function toOutage(error: unknown, timeoutMs: number): unknown {
  const details = error as { type?: unknown; statusCode?: unknown; message?: unknown };
  const message = typeof details.message === "string" ? details.message : String(error);
  const status = typeof details.statusCode === "number" ? details.statusCode : null;
  let cause: Error;
  if (details.type === "StripeConnectionError") {
    cause = /timeout/i.test(message)
      ? new Error(`Stripe did not answer within ${timeoutMs} ms.`)
      : new Error(`Stripe could not be reached: ${message}`);
  } else if (status !== null && (status >= 500 || status === 429)) {
    cause = new Error(`Stripe answered ${status}: ${message}`);
  } else {
    return error;
  }
  return new AppError("UNAVAILABLE", { message: paymentProviderUnavailableMessage, cause });
}

export function createStripeProvider(settings: TStripeSettings): TPaymentProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 0,
    timeout: settings.timeoutMs,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
          protocol: api.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  /** One call to Stripe, its outages made Ladle's 503. */
  async function ask<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw toOutage(error, settings.timeoutMs);
    }
  }
  return {
    name: "stripe",
    feePercent: settings.feePercent,
    webhookSecret: settings.webhookSecret,

    async createPrices({ blogTitle, currency, monthlyAmount, yearlyAmount }) {
      const create = (amount: number, interval: "month" | "year") =>
        ask(() =>
          stripe.prices.create({
            currency,
            unit_amount: amount,
            recurring: { interval },
            product_data: { name: `${blogTitle} subscription` },
          }),
        );
      const monthly = await create(monthlyAmount, "month");
      const yearly = yearlyAmount === null ? null : await create(yearlyAmount, "year");
      return { monthly: monthly.id, yearly: yearly?.id ?? null };
    },

    async createCheckout(request) {
      const metadata = { [ladleSubscriptionKey]: request.subscriptionId };
      const lineItem = request.providerPriceId
        ? { price: request.providerPriceId, quantity: 1 }
        : {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amount,
              recurring: { interval: request.interval },
              product_data: { name: `${request.blog.title} subscription` },
            },
          };
      const session = await ask(() =>
        stripe.checkout.sessions.create(
          {
            mode: "subscription",
            line_items: [lineItem],
            client_reference_id: request.subscriptionId,
            customer_email: request.reader.email,
            metadata,
            subscription_data: {
              metadata,
              application_fee_percent: settings.feePercent,
              transfer_data: { destination: request.payoutAccountId },
            },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            ...(request.notice ? { custom_text: { submit: { message: request.notice } } } : {}),
          },
          // One session per Ladle subscription, however often the button is pressed.
          { idempotencyKey: `checkout-${request.subscriptionId}` },
        ),
      );
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL.");
      return { url: session.url, checkoutId: session.id };
    },

    async setCancelAtPeriodEnd(subscription, cancelAtPeriodEnd) {
      const updated = await ask(() =>
        stripe.subscriptions.update(subscription.providerSubscriptionId, {
          cancel_at_period_end: cancelAtPeriodEnd,
        }),
      );
      // Ordered after the events that came before it, and before Stripe's own event for this change.
      return readSubscriptionSnapshot(updated as unknown as Record<string, unknown>, `api_${Date.now()}`, new Date());
    },

    async cancelNow({ providerSubscriptionId }) {
      try {
        await stripe.subscriptions.cancel(
          providerSubscriptionId,
          {},
          { idempotencyKey: `cancel-${providerSubscriptionId}` },
        );
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return;
        throw toOutage(error, settings.timeoutMs);
      }
    },

    async startOnboarding({ userId, email, accountId, returnUrl, refreshUrl }) {
      const account = await ask(() =>
        accountId === null
          ? stripe.accounts.create({ type: "express", email, metadata: { ladle_user_id: userId } })
          : stripe.accounts.retrieve(accountId),
      );
      const isComplete = account.charges_enabled === true && account.payouts_enabled === true;
      if (isComplete) return { url: returnUrl, accountId: account.id, isComplete };
      const link = await ask(() =>
        stripe.accountLinks.create({
          account: account.id,
          type: "account_onboarding",
          return_url: returnUrl,
          refresh_url: refreshUrl,
        }),
      );
      return { url: link.url, accountId: account.id, isComplete };
    },
  };
}
