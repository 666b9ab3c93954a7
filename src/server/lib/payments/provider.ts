/**
 * What Ladle needs from a payment provider. Two implementations: Stripe (stripe-provider.ts) and a
 * test mode built into Ladle (test-provider.ts) for when no keys are set. Both tell Ladle what
 * happened through the same signed webhook events (Stripe's shapes and signature scheme), read by
 * one code path: see docs/decisions/022-payments.md.
 */
import type { TBillingInterval } from "#core/subscriptions/subscription.schema.ts";
import type { TSubscriptionSnapshot, TSubscriptionState } from "#core/subscriptions/subscription-state.ts";

export type TProviderName = "stripe" | "test";

export interface TCheckoutRequest {
  /** Ladle's subscription id: the provider's objects carry it in their metadata. */
  subscriptionId: string;
  reader: { id: string; email: string };
  blog: { id: string; title: string };
  interval: TBillingInterval;
  amount: number;
  currency: string;
  /** The provider's price for this amount and interval, when one was made. */
  providerPriceId: string | null;
  /** The creator's connected account, which receives the money less the platform's fee. */
  payoutAccountId: string;
  successUrl: string;
  cancelUrl: string;
  /** Shown beside the pay button: what else subscribing does (the creator's newsletter). */
  notice: string | null;
}

export interface TPriceRequest {
  blogTitle: string;
  currency: string;
  monthlyAmount: number;
  yearlyAmount: number | null;
}

export interface TOnboardingRequest {
  userId: string;
  email: string;
  /** The creator's account when they started before; a new one otherwise. */
  accountId: string | null;
  returnUrl: string;
  refreshUrl: string;
}

/** One paid invoice to give back in full, as Ladle recorded it. */
export interface TRefundRequest {
  /** Ladle's subscription id: the refund's idempotency key is made from it and the invoice. */
  subscriptionId: string;
  providerSubscriptionId: string | null;
  invoiceId: string;
  /**
   * What paid the invoice, as far as Ladle knows yet (Stripe's `invoice_payment.paid`; older API
   * versions named them on the invoice): its PaymentIntent, or its charge.
   */
  paymentIntentId?: string | null;
  chargeId: string | null;
  amount: number;
  currency: string;
}

/** What the provider gave back. */
export interface TRefund {
  /** The charge refunded, so the provider's own refund event finds Ladle's payment. */
  chargeId: string | null;
  amount: number;
  /** Whether Ladle's fee went back too (it does for a duplicate: nobody keeps money for a mistake). */
  isFeeRefunded: boolean;
}

/** A payment's money at the provider: its charge, or its PaymentIntent when the charge is not known. */
export interface TChargeRef {
  chargeId: string | null;
  paymentIntentId: string | null;
}

/** What the provider says is refunded of a charge now. */
export interface TRefundedAmount {
  chargeId: string | null;
  amount: number;
}

/** The subscription as Ladle stores it, for the calls that change it at the provider. */
export interface TProviderSubscription extends TSubscriptionState {
  id: string;
  interval: TBillingInterval;
  providerSubscriptionId: string;
}

export interface TPaymentProvider {
  name: TProviderName;
  /** Percent of each payment the platform keeps (PLATFORM_FEE_PERCENT). */
  feePercent: number;
  /** The secret webhook events are signed with. */
  webhookSecret: string;
  createPrices(request: TPriceRequest): Promise<{ monthly: string; yearly: string | null }>;
  /** A hosted checkout page for a subscription; the reader pays there and comes back. */
  createCheckout(request: TCheckoutRequest): Promise<{ url: string; checkoutId: string }>;
  /**
   * Closes a checkout nobody paid yet, so its page can no longer take a payment. Throws when the
   * provider refuses (a checkout already completed, or expired).
   */
  expireCheckout(checkoutId: string): Promise<void>;
  /**
   * Asks the provider to end the subscription when the period ends (or not to, after all). Returns
   * the subscription as the provider now describes it, so the page shows it at once; the webhook
   * event that follows says the same.
   */
  setCancelAtPeriodEnd(subscription: TProviderSubscription, cancelAtPeriodEnd: boolean): Promise<TSubscriptionSnapshot>;
  /**
   * Ends a subscription now, not at the period's end: its account is being deleted. A subscription
   * the provider no longer knows counts as cancelled.
   */
  cancelNow(subscription: { subscriptionId: string; providerSubscriptionId: string }): Promise<void>;
  /**
   * Gives a paid invoice's money back in full, and Ladle's fee and the creator's share with it (a
   * reader who paid twice for one blog). Asking again for the same subscription and invoice refunds
   * nothing more; a payment already refunded (by hand, at the provider) counts as refunded. The
   * provider's refund event follows, as for any refund.
   */
  refundDuplicatePayment(request: TRefundRequest): Promise<TRefund>;
  /**
   * Everything refunded of a charge so far, as the provider says now: a refund that failed or was
   * cancelled no longer counts. Read after a refund failed, since its event names only that refund.
   */
  readRefundedAmount(charge: TChargeRef): Promise<TRefundedAmount>;
  /** Where the creator sets up the account their money goes to. */
  startOnboarding(request: TOnboardingRequest): Promise<{ url: string; accountId: string; isComplete: boolean }>;
}

/** Adds one billing interval to a date (a month keeps the day where the month has it). */
export function addInterval(date: Date, interval: TBillingInterval, count = 1): Date {
  const next = new Date(date);
  if (interval === "year") next.setUTCFullYear(next.getUTCFullYear() + count);
  else next.setUTCMonth(next.getUTCMonth() + count);
  return next;
}

/** The platform's fee on an amount, in whole cents. */
export function findPlatformFee(amount: number, feePercent: number): number {
  return Math.round((amount * feePercent) / 100);
}
