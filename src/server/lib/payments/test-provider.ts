/**
 * The test mode: a payment provider built into Ladle, used when no Stripe keys are set (never in
 * production). Its checkout is a plain page served by Ladle ("no card is charged") with pay, fail
 * and cancel buttons; what follows is delivered as Stripe-shaped events, signed with Stripe's
 * scheme, to the same webhook receiver Stripe's events go to. Its clock can be moved forward
 * (renewals, failed renewals, period ends) for tests and demos.
 *
 * It keeps no state of its own: a subscription's state at "the provider" is what Ladle stored from
 * its events, which in test mode is the same thing. Only the refunds it made are remembered (in
 * memory), so that asking again answers the first refund, as Stripe's idempotency keys do.
 */
import { randomBytes } from "node:crypto";
import type { TBillingInterval } from "#core/subscriptions/subscription.schema.ts";
import { pastDueGraceMs, type TSubscriptionSnapshot } from "#core/subscriptions/subscription-state.ts";
import { ladleSubscriptionKey, readSubscriptionSnapshot } from "./payment-events.ts";
import {
  addInterval,
  findPlatformFee,
  type TPaymentProvider,
  type TProviderSubscription,
  type TRefund,
} from "./provider.ts";
import { signWebhook, type TWebhookEvent } from "./webhook-signature.ts";

/** Hands a signed event to the webhook receiver, as an HTTP delivery would. */
export type TDeliverWebhook = (rawBody: string, signature: string) => Promise<void>;

/** What the test provider needs to know of a subscription to bill it. */
export interface TTestSubscription extends TProviderSubscription {
  readerId: string;
  interval: TBillingInterval;
  amount: number;
  currency: string;
}

export interface TTestPaymentProvider extends TPaymentProvider {
  name: "test";
  /** The pay button: the subscription starts and its first period is paid. */
  completeCheckout(
    subscription: Omit<TTestSubscription, keyof TSubscriptionSnapshot | "providerSubscriptionId"> & {
      checkoutId: string;
    },
  ): Promise<void>;
  /**
   * Moves the subscription's clock `days` past its latest event (or now, if later), delivering what
   * would have happened meanwhile: renewals paid (or failed, with `renewal: "fail"`), the end of a
   * cancelled period, the end of a grace period. Returns how many events it delivered.
   */
  advanceClock(subscription: TTestSubscription, days: number, renewal: "pay" | "fail"): Promise<number>;
}

export function testProviderIds(subscriptionId: string) {
  return { subscription: `test_sub_${subscriptionId}`, customer: `test_cus_${subscriptionId}` };
}

/** The PaymentIntent that paid a test invoice, and its charge: made from the invoice's id. */
export function testPaymentIds(invoiceId: string) {
  const ref = invoiceId.replace(/^test_in_/, "");
  return { paymentIntent: `test_pi_${ref}`, charge: `test_ch_${ref}` };
}

let sequence = 0;

/** Event ids that sort in the order they were made, so two events of the same second keep their order. */
function nextEventId(): string {
  sequence = (sequence + 1) % 1_000_000;
  return `evt_test_${Date.now().toString().padStart(14, "0")}${sequence.toString().padStart(6, "0")}_${randomBytes(4).toString("hex")}`;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createTestPaymentProvider({
  publicUrl,
  webhookSecret,
  feePercent,
  deliver,
}: {
  publicUrl: string;
  webhookSecret: string;
  feePercent: number;
  deliver: TDeliverWebhook;
}): TTestPaymentProvider {
  let sentCount = 0;
  /** Refunds made, by their idempotency key. */
  const refunds = new Map<string, TRefund>();

  async function send(type: string, object: Record<string, unknown>, at: Date): Promise<TWebhookEvent> {
    sentCount += 1;
    const event: TWebhookEvent = { id: nextEventId(), type, created: seconds(at), data: { object } };
    const payload = JSON.stringify({ ...event, object: "event", livemode: false });
    await deliver(payload, signWebhook(payload, webhookSecret));
    return event;
  }

  function subscriptionObject(
    subscriptionId: string,
    state: { status: string; cancelAtPeriodEnd: boolean; periodStart: Date; periodEnd: Date },
  ) {
    const ids = testProviderIds(subscriptionId);
    return {
      id: ids.subscription,
      object: "subscription",
      customer: ids.customer,
      status: state.status,
      cancel_at_period_end: state.cancelAtPeriodEnd,
      metadata: { [ladleSubscriptionKey]: subscriptionId },
      items: {
        data: [{ current_period_start: seconds(state.periodStart), current_period_end: seconds(state.periodEnd) }],
      },
    };
  }

  async function sendInvoice(
    subscription: Pick<TTestSubscription, "id" | "amount" | "currency">,
    period: { start: Date; end: Date },
    outcome: "paid" | "failed",
    at: Date,
  ) {
    const invoiceId = `test_in_${subscription.id}_${seconds(period.end)}`;
    await send(
      outcome === "paid" ? "invoice.paid" : "invoice.payment_failed",
      {
        id: invoiceId,
        object: "invoice",
        status: outcome === "paid" ? "paid" : "open",
        currency: subscription.currency,
        amount_due: subscription.amount,
        amount_paid: outcome === "paid" ? subscription.amount : 0,
        application_fee_amount: findPlatformFee(subscription.amount, feePercent),
        hosted_invoice_url: `${publicUrl}/api/payments/test-receipts/${invoiceId}`,
        // As Stripe's current API versions: the invoice names no charge nor PaymentIntent; its
        // payment's own event (below) does.
        status_transitions: { paid_at: outcome === "paid" ? seconds(at) : null },
        lines: { data: [{ period: { start: seconds(period.start), end: seconds(period.end) } }] },
        parent: {
          subscription_details: {
            subscription: testProviderIds(subscription.id).subscription,
            metadata: { [ladleSubscriptionKey]: subscription.id },
          },
        },
      },
      at,
    );
    if (outcome !== "paid") return;
    await send(
      "invoice_payment.paid",
      {
        id: `test_inpay_${invoiceId.replace(/^test_in_/, "")}`,
        object: "invoice_payment",
        invoice: invoiceId,
        status: "paid",
        is_default: true,
        currency: subscription.currency,
        amount_requested: subscription.amount,
        amount_paid: subscription.amount,
        payment: { type: "payment_intent", payment_intent: testPaymentIds(invoiceId).paymentIntent },
        status_transitions: { paid_at: seconds(at), canceled_at: null },
      },
      at,
    );
  }

  async function sendState(
    subscription: Pick<TTestSubscription, "id" | "interval">,
    type: string,
    state: { status: string; cancelAtPeriodEnd: boolean; periodEnd: Date },
    at: Date,
  ): Promise<TSubscriptionSnapshot> {
    const object = subscriptionObject(subscription.id, {
      ...state,
      periodStart: addInterval(state.periodEnd, subscription.interval, -1),
    });
    const event = await send(type, object, at);
    return readSubscriptionSnapshot(object, event.id, new Date(event.created * 1000));
  }

  return {
    name: "test",
    feePercent,
    webhookSecret,

    async createPrices() {
      const id = randomBytes(6).toString("hex");
      return { monthly: `test_price_${id}_month`, yearly: `test_price_${id}_year` };
    },

    async createCheckout(request) {
      const checkoutId = `test_cs_${randomBytes(12).toString("hex")}`;
      // Where to go afterwards travels with the page, as it does with Stripe's checkout.
      const query = new URLSearchParams({ success: request.successUrl, cancel: request.cancelUrl });
      return { url: `${publicUrl}/api/payments/test-checkout/${checkoutId}?${query}`, checkoutId };
    },

    async expireCheckout() {
      // Nothing to close: the checkout page is Ladle's own, and paying it checks what the reader
      // already subscribes to (features/subscriptions/test-mode.ts).
    },

    async completeCheckout(subscription) {
      const now = new Date();
      const periodEnd = addInterval(now, subscription.interval);
      const ids = testProviderIds(subscription.id);
      await send(
        "checkout.session.completed",
        {
          id: subscription.checkoutId,
          object: "checkout.session",
          mode: "subscription",
          client_reference_id: subscription.id,
          subscription: ids.subscription,
          customer: ids.customer,
          metadata: { [ladleSubscriptionKey]: subscription.id },
        },
        now,
      );
      await sendState(
        subscription,
        "customer.subscription.created",
        { status: "active", cancelAtPeriodEnd: false, periodEnd },
        now,
      );
      await sendInvoice(subscription, { start: now, end: periodEnd }, "paid", now);
    },

    async setCancelAtPeriodEnd(subscription, cancelAtPeriodEnd) {
      if (!subscription.currentPeriodEnd) throw new Error("A subscription without a period cannot be cancelled.");
      // After the subscription's latest event, even when the test clock has moved past today.
      const at = new Date(Math.max(Date.now(), (subscription.stateAt?.getTime() ?? 0) + 1000));
      const status = subscription.status === "past_due" ? "past_due" : "active";
      return sendState(
        subscription,
        "customer.subscription.updated",
        { status, cancelAtPeriodEnd, periodEnd: subscription.currentPeriodEnd },
        at,
      );
    },

    async cancelNow({ subscriptionId }) {
      // Nothing runs on at the provider in test mode: the event is all there is to cancelling.
      const now = new Date();
      const object = subscriptionObject(subscriptionId, {
        status: "canceled",
        cancelAtPeriodEnd: false,
        periodStart: now,
        periodEnd: now,
      });
      await send("customer.subscription.deleted", object, now);
    },

    async refundDuplicatePayment(request) {
      const key = `refund-${request.subscriptionId}-${request.invoiceId}`;
      const made = refunds.get(key);
      if (made) return made;
      const paid = testPaymentIds(request.invoiceId);
      const chargeId = request.chargeId ?? paid.charge;
      const refund: TRefund = { chargeId, amount: request.amount, isFeeRefunded: true };
      const now = new Date();
      // Stripe's event for it: the charge (naming its PaymentIntent, not the invoice), with
      // everything refunded so far.
      await send(
        "charge.refunded",
        {
          id: chargeId,
          object: "charge",
          amount: request.amount,
          amount_refunded: request.amount,
          currency: request.currency,
          refunded: true,
          payment_intent: request.paymentIntentId ?? paid.paymentIntent,
          customer: testProviderIds(request.subscriptionId).customer,
          refunds: {
            data: [
              {
                id: `test_re_${randomBytes(8).toString("hex")}`,
                object: "refund",
                amount: request.amount,
                charge: chargeId,
                payment_intent: request.paymentIntentId ?? paid.paymentIntent,
                reason: "duplicate",
                status: "succeeded",
                created: seconds(now),
                metadata: { [ladleSubscriptionKey]: request.subscriptionId, ladle_invoice_id: request.invoiceId },
              },
            ],
          },
        },
        now,
      );
      // Ladle's fee went back with it: Stripe says so in an event of its own, naming the platform's
      // charge as the fee's originating transaction (its `charge` is the creator's side of it).
      const fee = findPlatformFee(request.amount, feePercent);
      const feeId = `test_fee_${chargeId.replace(/^test_ch_/, "")}`;
      await send(
        "application_fee.refunded",
        {
          id: feeId,
          object: "application_fee",
          amount: fee,
          amount_refunded: fee,
          charge: chargeId.replace(/^test_ch_/, "test_py_"),
          originating_transaction: chargeId,
          fee_source: { type: "charge", charge: chargeId.replace(/^test_ch_/, "test_py_") },
          currency: request.currency,
          refunded: true,
          refunds: {
            object: "list",
            data: [
              {
                id: `test_fr_${randomBytes(8).toString("hex")}`,
                object: "fee_refund",
                amount: fee,
                currency: request.currency,
                fee: feeId,
                created: seconds(now),
              },
            ],
          },
        },
        now,
      );
      // Remembered once its events are out: a try that failed to deliver them makes it again.
      refunds.set(key, refund);
      return refund;
    },

    async readRefundedAmount({ chargeId, paymentIntentId }) {
      // The test mode's refunds never fail, and it makes no others: what it refunded of the charge.
      const charge = chargeId ?? (paymentIntentId ? paymentIntentId.replace(/^test_pi_/, "test_ch_") : null);
      const amount = [...refunds.values()]
        .filter((refund) => refund.chargeId !== null && refund.chargeId === charge)
        .reduce((sum, refund) => sum + refund.amount, 0);
      return { chargeId: charge, amount };
    },

    async startOnboarding({ userId, returnUrl }) {
      // Nothing to fill in: the test account can take payments at once.
      return { url: returnUrl, accountId: `test_acct_${userId}`, isComplete: true };
    },

    async advanceClock(subscription, days, renewal) {
      let clock = new Date(Math.max(Date.now(), subscription.stateAt?.getTime() ?? 0));
      const target = new Date(clock.getTime() + days * 24 * 60 * 60 * 1000);
      let status = subscription.status;
      let periodEnd = subscription.currentPeriodEnd;
      let graceEndsAt = subscription.graceEndsAt;
      const { cancelAtPeriodEnd } = subscription;
      const countBefore = sentCount;
      const state = (type: string, next: string, at: Date) =>
        sendState(subscription, type, { status: next, cancelAtPeriodEnd, periodEnd: periodEnd as Date }, at);
      while (periodEnd && (status === "active" || status === "past_due")) {
        if (status === "past_due") {
          if (renewal === "pay") {
            // The retry goes through: the period already started is paid.
            const start = addInterval(periodEnd, subscription.interval, -1);
            await sendInvoice(subscription, { start, end: periodEnd }, "paid", clock);
            await state("customer.subscription.updated", "active", clock);
            status = "active";
            continue;
          }
          if (graceEndsAt && graceEndsAt <= target) {
            await state("customer.subscription.deleted", "canceled", graceEndsAt);
          }
          break;
        }
        if (periodEnd > target) break;
        if (cancelAtPeriodEnd) {
          await state("customer.subscription.deleted", "canceled", periodEnd);
          break;
        }
        const start = periodEnd;
        clock = periodEnd;
        periodEnd = addInterval(start, subscription.interval);
        await sendInvoice(subscription, { start, end: periodEnd }, renewal === "pay" ? "paid" : "failed", clock);
        status = renewal === "pay" ? "active" : "past_due";
        if (status === "past_due") graceEndsAt = new Date(clock.getTime() + pastDueGraceMs);
        await state("customer.subscription.updated", status, clock);
      }
      return sentCount - countBefore;
    },
  };
}
