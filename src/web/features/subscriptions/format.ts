/** How subscriptions read on the page: prices, dates and what a status means for the reader. */
import { formatMoney as formatCents } from "#core/dashboard/money.ts";
import type { TBillingInterval, TSubscription } from "#core/subscriptions/subscription.schema.ts";
import { formatLongDate } from "#core/text/dates.ts";

/** Dates arrive as Date from a loader and as ISO text from the API. */
type TDateLike = Date | string;

export function formatDay(date: TDateLike): string {
  return formatLongDate(date);
}

/** A price or payment: "$5", "$4.99". */
export function formatMoney(amount: number, currency: string): string {
  return formatCents(amount, currency, { isCentsWhenAny: true });
}

export function formatPrice(amount: number, currency: string, interval: TBillingInterval): string {
  return `${formatMoney(amount, currency)}/${interval}`;
}

/** A subscription as the page shows it; dates may be Date or ISO text. */
export type TSubscriptionLike = Omit<
  TSubscription,
  "currentPeriodEnd" | "graceEndsAt" | "accessEndsAt" | "createdAt"
> & {
  currentPeriodEnd: TDateLike | null;
  graceEndsAt: TDateLike | null;
  accessEndsAt: TDateLike | null;
};

export interface TStatusWords {
  /** A word or two for the badge. */
  label: string;
  tone: "good" | "warning" | "ended";
  /** One sentence on what happens next. */
  line: string;
}

export function describeSubscription(subscription: TSubscriptionLike): TStatusWords {
  const { status, hasAccess, cancelAtPeriodEnd, accessEndsAt, currentPeriodEnd, blog } = subscription;
  const until = accessEndsAt ? formatDay(accessEndsAt) : null;
  if (subscription.isDuplicate) {
    return {
      label: "Ended",
      tone: "ended",
      line: `You were already subscribed to ${blog.title}, so this second subscription was ended and its payment refunded.`,
    };
  }
  if (status === "past_due" && hasAccess) {
    return {
      label: "Payment failed",
      tone: "warning",
      line: `Your last payment didn't go through. You can keep reading until ${until}; the card will be tried again before then.`,
    };
  }
  if (hasAccess && cancelAtPeriodEnd) {
    return {
      label: `Ends ${until}`,
      tone: "warning",
      line: `Cancelled. You can keep reading ${blog.title} until ${until}.`,
    };
  }
  if (hasAccess) {
    return { label: "Active", tone: "good", line: until ? `Renews on ${until}.` : "Active." };
  }
  if (status === "past_due") {
    return {
      label: "Paused",
      tone: "ended",
      line: "Your payment didn't go through, so subscriber recipes are locked until it does.",
    };
  }
  return {
    label: "Ended",
    tone: "ended",
    line: currentPeriodEnd ? `Ended on ${formatDay(currentPeriodEnd)}.` : "This subscription has ended.",
  };
}

/** The one-time markers a subscription's page is reached with after a change (`?cancelled=1`). */
export const arrivalKeys = ["subscribed", "cancelled", "reactivated"] as const;
export type TArrival = (typeof arrivalKeys)[number];

export function readArrival(search: URLSearchParams): TArrival | null {
  return arrivalKeys.find((key) => search.has(key)) ?? null;
}

/**
 * What a subscription's page says about the change the reader just made. Cancelling's news is the
 * status line itself ("Cancelled. You can keep reading … until …"), so the page says it once. When
 * the subscription no longer reads that way (the change was taken back in another tab), the page
 * says where it stands now instead: it isn't cancelled (and renews as usual), it was cancelled
 * again, or it has ended.
 */
export function describeArrival(arrival: TArrival, subscription: TSubscriptionLike): string {
  const { hasAccess, cancelAtPeriodEnd, blog } = subscription;
  const isRenewing = hasAccess && !cancelAtPeriodEnd && subscription.status !== "past_due";
  const current = describeSubscription(subscription).line;
  if (arrival === "subscribed") return `You're subscribed to ${blog.title}.`;
  if (arrival === "cancelled") {
    // The status line under it says when it renews.
    return !isRenewing || subscription.isDuplicate ? current : "Your subscription isn't cancelled: it renews as usual.";
  }
  return isRenewing && !subscription.isDuplicate ? "Your subscription continues." : current;
}
