/**
 * Stripe: Checkout Sessions in subscription mode, Billing for renewals, Connect for creators (the
 * money goes to the creator's connected account, less the platform's application fee). Tests
 * point the library at a fake API on 127.0.0.1 (STRIPE_API_URL).
 *
 * Stripe that says nothing for `timeoutMs`, answers 5xx or 429, or cannot be reached is an outage:
 * AppError("UNAVAILABLE") with a message for the person and Stripe's own words as its cause. So is
 * Stripe refusing Ladle's own key (401, 403): the person can do nothing about it, and it must not
 * read as their session ending. Any other refusal (a 4xx) is a request Ladle should not have made:
 * a 502 that says nothing changed, with Stripe's words kept for the log, never shown. Calls are not
 * retried here: a person presses again, and a job's tries are the queue's, with backoff.
 */
import Stripe from "stripe";
import { AppError } from "#core/errors.ts";
import {
  paymentProviderRefusedMessage,
  paymentProviderUnavailableMessage,
} from "#core/subscriptions/payment-provider-messages.ts";
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

/** Stripe's errors as Ladle's: an outage (503) or a refusal (502); Ladle's own errors as they are. */
export function fromStripeError(error: unknown, timeoutMs: number): unknown {
  const details = error as { type?: unknown; statusCode?: unknown; message?: unknown };
  if (typeof details.type !== "string" || !details.type.startsWith("Stripe")) return error;
  const message = typeof details.message === "string" ? details.message : String(error);
  const status = typeof details.statusCode === "number" ? details.statusCode : null;
  const outage = (cause: string) =>
    new AppError("UNAVAILABLE", { message: paymentProviderUnavailableMessage, cause: new Error(cause) });
  if (details.type === "StripeConnectionError") {
    return outage(
      /timeout/i.test(message)
        ? `Stripe did not answer within ${timeoutMs} ms.`
        : `Stripe could not be reached: ${message}`,
    );
  }
  if (status === null || status >= 500 || status === 429)
    return outage(`Stripe answered ${status ?? "without a status"}: ${message}`);
  if (status === 401 || status === 403) return outage(`Stripe refused Ladle's key (${status}): ${message}`);
  return new AppError("INTERNAL", {
    status: 502,
    message: paymentProviderRefusedMessage,
    cause: new Error(`Stripe answered ${status}: ${message}`),
  });
}

/** An id, or the id of an expanded object. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === "string" ? value : (value?.id ?? null);
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
  /** One call to Stripe, its errors made Ladle's (503 or 502). */
  async function ask<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw fromStripeError(error, settings.timeoutMs);
    }
  }
  /**
   * What paid an invoice, when its `invoice_payment.paid` event has not told Ladle yet: current API
   * versions name it only in the invoice's expanded `payments`.
   */
  async function findInvoicePayment(invoiceId: string, chargeId: string | null) {
    const invoice = await ask(() => stripe.invoices.retrieve(invoiceId, { expand: ["payments"] }));
    const paid = invoice.payments?.data.find((payment) => payment.status === "paid")?.payment;
    const paymentIntent = idOf(paid?.payment_intent);
    return { paymentIntent, charge: paymentIntent ? null : (idOf(paid?.charge) ?? chargeId) };
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
      // Side by side: a silent Stripe costs one timeout, not two.
      const [monthly, yearly] = await Promise.all([
        create(monthlyAmount, "month"),
        yearlyAmount === null ? null : create(yearlyAmount, "year"),
      ]);
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

    async expireCheckout(checkoutId) {
      await ask(() => stripe.checkout.sessions.expire(checkoutId));
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
        throw fromStripeError(error, settings.timeoutMs);
      }
    },

    async refundDuplicatePayment(request) {
      const { paymentIntent, charge } = request.paymentIntentId
        ? { paymentIntent: request.paymentIntentId, charge: null }
        : await findInvoicePayment(request.invoiceId, request.chargeId);
      if (!paymentIntent && !charge) throw new Error(`Stripe has no paid payment for invoice ${request.invoiceId}.`);
      try {
        const refund = await stripe.refunds.create(
          {
            ...(paymentIntent ? { payment_intent: paymentIntent } : { charge: charge as string }),
            reason: "duplicate",
            // A destination charge: the creator's share comes back from their account, and Ladle's fee too.
            reverse_transfer: true,
            refund_application_fee: true,
            metadata: { [ladleSubscriptionKey]: request.subscriptionId, ladle_invoice_id: request.invoiceId },
          },
          // Once per subscription and invoice, however often the job asks.
          { idempotencyKey: `refund-${request.subscriptionId}-${request.invoiceId}` },
        );
        if (refund.status === "failed" || refund.status === "canceled") {
          throw new Error(
            `Stripe's refund ${refund.id} ${refund.status}: ${refund.failure_reason ?? "no reason given"}.`,
          );
        }
        return { chargeId: idOf(refund.charge) ?? charge, amount: refund.amount, isFeeRefunded: true };
      } catch (error) {
        // Refunded already, by hand at Stripe: there is nothing left to give back.
        if ((error as { code?: unknown }).code === "charge_already_refunded") {
          return { chargeId: charge, amount: request.amount, isFeeRefunded: false };
        }
        throw fromStripeError(error, settings.timeoutMs);
      }
    },

    async readRefundedAmount({ chargeId, paymentIntentId }) {
      if (chargeId) {
        const charge = await ask(() => stripe.charges.retrieve(chargeId));
        return { chargeId: charge.id, amount: charge.amount_refunded };
      }
      if (!paymentIntentId) throw new Error("A charge is read by its id or its PaymentIntent's.");
      // A refund may name only the PaymentIntent: its latest charge is the one that paid.
      const intent = await ask(() => stripe.paymentIntents.retrieve(paymentIntentId, { expand: ["latest_charge"] }));
      const latest = intent.latest_charge;
      // Never charged: nothing was refunded of it.
      if (latest === null) return { chargeId: null, amount: 0 };
      const charge = typeof latest === "string" ? await ask(() => stripe.charges.retrieve(latest)) : latest;
      return { chargeId: charge.id, amount: charge.amount_refunded };
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
