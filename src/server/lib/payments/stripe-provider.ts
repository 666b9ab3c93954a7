/**
 * Stripe: Checkout Sessions in subscription mode, Billing for renewals, Connect for creators (the
 * money goes to the creator's connected account, less the platform's application fee). Tests
 * point the library at a fake API on 127.0.0.1 (STRIPE_API_URL).
 */
import Stripe from "stripe";
import { ladleSubscriptionKey, readSubscriptionSnapshot } from "./payment-events.ts";
import type { TPaymentProvider } from "./provider.ts";

export interface TStripeSettings {
  secretKey: string;
  webhookSecret: string;
  feePercent: number;
  /** Another API origin (a fake in tests); Stripe's own when null. */
  apiUrl: string | null;
}

export function createStripeProvider(settings: TStripeSettings): TPaymentProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
          protocol: api.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  return {
    name: "stripe",
    feePercent: settings.feePercent,
    webhookSecret: settings.webhookSecret,

    async createPrices({ blogTitle, currency, monthlyAmount, yearlyAmount }) {
      const create = (amount: number, interval: "month" | "year") =>
        stripe.prices.create({
          currency,
          unit_amount: amount,
          recurring: { interval },
          product_data: { name: `${blogTitle} subscription` },
        });
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
      const session = await stripe.checkout.sessions.create(
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
      );
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL.");
      return { url: session.url, checkoutId: session.id };
    },

    async setCancelAtPeriodEnd(subscription, cancelAtPeriodEnd) {
      const updated = await stripe.subscriptions.update(subscription.providerSubscriptionId, {
        cancel_at_period_end: cancelAtPeriodEnd,
      });
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
        throw error;
      }
    },

    async startOnboarding({ userId, email, accountId, returnUrl, refreshUrl }) {
      const account =
        accountId === null
          ? await stripe.accounts.create({ type: "express", email, metadata: { ladle_user_id: userId } })
          : await stripe.accounts.retrieve(accountId);
      const isComplete = account.charges_enabled === true && account.payouts_enabled === true;
      if (isComplete) return { url: returnUrl, accountId: account.id, isComplete };
      const link = await stripe.accountLinks.create({
        account: account.id,
        type: "account_onboarding",
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return { url: link.url, accountId: account.id, isComplete };
    },
  };
}
