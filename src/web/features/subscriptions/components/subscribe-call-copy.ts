/**
 * What the call to subscribe says, shared by the call and the stand-in the page shows until the
 * call has loaded (deferred-subscribe-call.tsx), so that the two never read differently.
 */
import type { TPaywallVariant } from "#core/subscriptions/paywall-experiment.ts";
import type { TBillingInterval, TBlogPrices } from "#core/subscriptions/subscription.schema.ts";
import { formatPrice } from "../format.ts";

export const visitorNote = "Sign in first; you'll come straight back here.";
export const registrationNote = "Finish creating your account first; you'll come straight back here.";
export const readerNote = "Cancel any time; you keep reading until the period you paid for ends.";

export interface TSubscribeCallProps {
  blogId: string;
  blogName: string;
  prices: TBlogPrices | null;
  isSignedIn: boolean;
}

/** The main button's interval and text, and the other interval's button when the blog has both prices. */
export function describeSubscribeCall(prices: TBlogPrices, variant: TPaywallVariant) {
  const monthly = formatPrice(prices.monthlyAmount, prices.currency, "month");
  const yearly = prices.yearlyAmount === null ? null : formatPrice(prices.yearlyAmount, prices.currency, "year");
  // The paywalled-blog experiment: the control, the value of subscribing first, or the yearly price first.
  const isYearlyFirst = variant === "yearly-first" && yearly !== null;
  const primary: TBillingInterval = isYearlyFirst ? "year" : "month";
  const primaryLabel =
    variant === "value" ? `Unlock every recipe for ${monthly}` : `Subscribe for ${isYearlyFirst ? yearly : monthly}`;
  const secondary: { interval: TBillingInterval; label: string } | null = isYearlyFirst
    ? { interval: "month", label: monthly }
    : yearly
      ? { interval: "year", label: yearly }
      : null;
  return { primary, primaryLabel, secondary };
}
