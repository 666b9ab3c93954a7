/**
 * Reads the provider's webhook events (Stripe's shapes; the test mode writes the same) into what
 * Ladle acts on. Only the fields Ladle uses are read, each checked, so an event of another shape is
 * ignored rather than misread.
 */
import type { TSubscriptionStatus } from "#core/subscriptions/subscription.schema.ts";
import type { TSubscriptionSnapshot } from "#core/subscriptions/subscription-state.ts";
import type { TWebhookEvent } from "./webhook-signature.ts";

/** Which subscription an event is about: Ladle's id from the metadata, or the provider's id. */
export interface TSubscriptionRef {
  subscriptionId: string | null;
  providerSubscriptionId: string | null;
}

export type TPaymentEvent =
  | ({ kind: "checkout-completed"; checkoutId: string; providerCustomerId: string | null } & TSubscriptionRef)
  | ({ kind: "subscription-changed"; snapshot: TSubscriptionSnapshot } & TSubscriptionRef)
  | ({
      kind: "invoice";
      invoiceId: string;
      status: "paid" | "failed";
      amount: number;
      fee: number;
      currency: string;
      receiptUrl: string | null;
      /** Named on the invoice only by older API versions, or in its `payments` when expanded. */
      paymentIntentId: string | null;
      chargeId: string | null;
      periodStart: Date | null;
      periodEnd: Date | null;
      at: Date;
    } & TSubscriptionRef)
  /** An invoice's payment went through: which PaymentIntent (or charge, without one) paid it. */
  | { kind: "invoice-payment"; invoiceId: string; paymentIntentId: string | null; chargeId: string | null }
  | {
      kind: "refund";
      /** The provider's event id: what a read of the charge it may ask for is keyed by. */
      eventId: string;
      chargeId: string | null;
      paymentIntentId: string | null;
      /** Named by older API versions only: today's charges do not say which invoice they paid. */
      invoiceId: string | null;
      /** Everything refunded of the charge so far (a partial refund, then another, add up). */
      refundedAmount: number;
      at: Date;
    }
  /**
   * A refund failed (or was cancelled) at the provider, so it no longer counts. The event names
   * only that refund, not what is left refunded of the charge: Ladle asks the provider for that.
   */
  | { kind: "refund-failed"; eventId: string; chargeId: string | null; paymentIntentId: string | null; at: Date }
  /**
   * Ladle's application fee given back (Stripe's `application_fee.refunded`): with a refund made
   * by hand when the fee was ticked to go back, or on its own.
   */
  | {
      kind: "fee-refund";
      /** The charge the fee came from, as each API version may name it; the platform's charge first. */
      chargeIds: string[];
      /** Everything given back of the fee so far. */
      refundedFee: number;
      at: Date;
    }
  | { kind: "account-updated"; accountId: string; isComplete: boolean }
  | {
      kind: "payout";
      accountId: string;
      payoutId: string;
      amount: number;
      currency: string;
      status: "pending" | "paid" | "failed";
      arrivalAt: Date;
    }
  | { kind: "ignored" };

type TObject = Record<string, unknown>;

const asObject = (value: unknown): TObject | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as TObject) : null;
const asString = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const asNumber = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;
/** An id, or the id of an expanded object. */
const asId = (value: unknown): string | null => asString(value) ?? asString(asObject(value)?.id);
const fromSeconds = (value: unknown): Date | null => {
  const seconds = asNumber(value);
  return seconds === null ? null : new Date(seconds * 1000);
};

export const ladleSubscriptionKey = "ladle_subscription_id";

function metadataId(...sources: unknown[]): string | null {
  for (const source of sources) {
    const id = asString(asObject(asObject(source)?.metadata)?.[ladleSubscriptionKey]);
    if (id) return id;
  }
  return null;
}

/** Stripe's statuses in Ladle's four. */
export function toSubscriptionStatus(status: string | null): TSubscriptionStatus {
  switch (status) {
    case "active":
    case "trialing":
      return "active";
    case "past_due":
    case "unpaid":
      return "past_due";
    case "canceled":
    case "incomplete_expired":
      return "canceled";
    default:
      return "incomplete";
  }
}

/** The period's end: on the subscription's item in current API versions, on the subscription before. */
function findPeriodEnd(subscription: TObject): Date | null {
  const items = asObject(subscription.items)?.data;
  const item = Array.isArray(items) ? asObject(items[0]) : null;
  return fromSeconds(item?.current_period_end) ?? fromSeconds(subscription.current_period_end);
}

/** When the event happened (whole seconds, as Stripe writes it; the event id breaks ties). */
function eventTime(event: TWebhookEvent): Date {
  return new Date(event.created * 1000);
}

export function readSubscriptionSnapshot(subscription: TObject, eventId: string, at: Date): TSubscriptionSnapshot {
  return {
    eventId,
    at,
    status: toSubscriptionStatus(asString(subscription.status)),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    periodEnd: findPeriodEnd(subscription),
  };
}

/**
 * The ids of the money behind an invoice payment (Stripe's InvoicePayment `payment`): its
 * PaymentIntent, or its charge when there is no PaymentIntent.
 */
function readPaymentIds(payment: TObject | null): { paymentIntentId: string | null; chargeId: string | null } {
  return { paymentIntentId: asId(payment?.payment_intent), chargeId: asId(payment?.charge) };
}

/** The paid one of an invoice's `payments`, present only when the invoice was read with them expanded. */
function findPaidPayment(invoice: TObject): TObject | null {
  const payments = asObject(invoice.payments)?.data;
  if (!Array.isArray(payments)) return null;
  const paid = payments.map(asObject).find((payment) => payment?.status === "paid");
  return asObject(paid?.payment);
}

function readInvoice(event: TWebhookEvent, object: TObject, status: "paid" | "failed"): TPaymentEvent {
  const invoiceId = asString(object.id);
  if (!invoiceId) return { kind: "ignored" };
  const details = asObject(asObject(object.parent)?.subscription_details);
  const lines = asObject(object.lines)?.data;
  const period = asObject((Array.isArray(lines) ? asObject(lines[0]) : null)?.period);
  const paidAt = fromSeconds(asObject(object.status_transitions)?.paid_at);
  const paid = readPaymentIds(findPaidPayment(object));
  return {
    kind: "invoice",
    subscriptionId: metadataId(details, object),
    providerSubscriptionId: asId(details?.subscription) ?? asId(object.subscription),
    invoiceId,
    status,
    amount: asNumber(status === "paid" ? object.amount_paid : object.amount_due) ?? 0,
    fee: asNumber(object.application_fee_amount) ?? 0,
    currency: asString(object.currency) ?? "usd",
    receiptUrl: asString(object.hosted_invoice_url),
    paymentIntentId: asId(object.payment_intent) ?? paid.paymentIntentId,
    chargeId: asId(object.charge) ?? paid.chargeId,
    periodStart: fromSeconds(period?.start) ?? fromSeconds(object.period_start),
    periodEnd: fromSeconds(period?.end) ?? fromSeconds(object.period_end),
    at: (status === "paid" ? paidAt : null) ?? eventTime(event),
  };
}

export function readPaymentEvent(event: TWebhookEvent): TPaymentEvent {
  const object = event.data.object;
  switch (event.type) {
    case "checkout.session.completed": {
      const checkoutId = asString(object.id);
      if (!checkoutId || object.mode !== "subscription") return { kind: "ignored" };
      return {
        kind: "checkout-completed",
        checkoutId,
        subscriptionId: metadataId(object) ?? asString(object.client_reference_id),
        providerSubscriptionId: asId(object.subscription),
        providerCustomerId: asId(object.customer),
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return {
        kind: "subscription-changed",
        subscriptionId: metadataId(object),
        providerSubscriptionId: asString(object.id),
        snapshot: readSubscriptionSnapshot(object, event.id, eventTime(event)),
      };
    case "invoice.paid":
      return readInvoice(event, object, "paid");
    case "invoice.payment_failed":
      return readInvoice(event, object, "failed");
    case "invoice_payment.paid": {
      const invoiceId = asId(object.invoice);
      const ids = readPaymentIds(asObject(object.payment));
      if (!invoiceId || (!ids.paymentIntentId && !ids.chargeId)) return { kind: "ignored" };
      return { kind: "invoice-payment", invoiceId, ...ids };
    }
    case "charge.refunded":
      return {
        kind: "refund",
        eventId: event.id,
        chargeId: asString(object.id),
        paymentIntentId: asId(object.payment_intent),
        invoiceId: asId(object.invoice),
        refundedAmount: asNumber(object.amount_refunded) ?? 0,
        at: eventTime(event),
      };
    case "charge.refund.updated":
    case "refund.failed": {
      const status = asString(object.status);
      const isUndone = status === "failed" || status === "canceled";
      const chargeId = asId(object.charge);
      const paymentIntentId = asId(object.payment_intent);
      if (!isUndone || (!chargeId && !paymentIntentId)) return { kind: "ignored" };
      return { kind: "refund-failed", eventId: event.id, chargeId, paymentIntentId, at: eventTime(event) };
    }
    case "application_fee.refunded": {
      // A destination charge's fee is taken from the creator's side of it (`charge`); the
      // platform's charge, the one Ladle knows, is its `originating_transaction`.
      const chargeIds = [
        asId(object.originating_transaction),
        asString(asObject(object.fee_source)?.charge),
        asId(object.charge),
      ].filter((id): id is string => id !== null);
      if (chargeIds.length === 0) return { kind: "ignored" };
      return {
        kind: "fee-refund",
        chargeIds: [...new Set(chargeIds)],
        refundedFee: asNumber(object.amount_refunded) ?? 0,
        at: eventTime(event),
      };
    }
    case "account.updated": {
      const accountId = asString(object.id);
      if (!accountId) return { kind: "ignored" };
      return {
        kind: "account-updated",
        accountId,
        isComplete: object.charges_enabled === true && object.payouts_enabled === true,
      };
    }
    case "payout.created":
    case "payout.paid":
    case "payout.failed": {
      const payoutId = asString(object.id);
      const accountId = asString(event.account);
      const arrivalAt = fromSeconds(object.arrival_date);
      if (!payoutId || !accountId || !arrivalAt) return { kind: "ignored" };
      const status = event.type === "payout.paid" ? "paid" : event.type === "payout.failed" ? "failed" : "pending";
      return {
        kind: "payout",
        accountId,
        payoutId,
        amount: asNumber(object.amount) ?? 0,
        currency: asString(object.currency) ?? "usd",
        status,
        arrivalAt,
      };
    }
    default:
      return { kind: "ignored" };
  }
}
