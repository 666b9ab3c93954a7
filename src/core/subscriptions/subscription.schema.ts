/** What a subscription is, for the API and the pages. */
import { z } from "zod";
import { checkYearlyPrice } from "./price-input.ts";

export const billingIntervals = ["month", "year"] as const;
export type TBillingInterval = (typeof billingIntervals)[number];

/**
 * incomplete: checkout started, not paid; active: paid for the current period; past_due: a renewal
 * failed (access continues for the grace period); canceled: over.
 */
export const subscriptionStatuses = ["incomplete", "active", "past_due", "canceled"] as const;
export type TSubscriptionStatus = (typeof subscriptionStatuses)[number];

export const paymentStatuses = ["paid", "refunded", "failed"] as const;
export type TPaymentStatus = (typeof paymentStatuses)[number];

/** Lowest and highest price a creator may set, in cents: card fees eat anything smaller. */
export const minPriceAmount = 100;
export const maxPriceAmount = 100_000;

export const ZBlogPrices = z.object({
  monthlyAmount: z.number().int(),
  yearlyAmount: z.number().int().nullable(),
  currency: z.string(),
});
export type TBlogPrices = z.infer<typeof ZBlogPrices>;

const ZAmount = z
  .number()
  .int("must be a whole number of cents")
  .min(minPriceAmount, `must be at least ${minPriceAmount} cents`)
  .max(maxPriceAmount, `must be at most ${maxPriceAmount} cents`);

/** A yearly price that is not more than the monthly one is refused on its own field (a product rule). */
export const ZBlogPricesInput = z
  .object({
    monthlyAmount: ZAmount,
    yearlyAmount: ZAmount.nullable().default(null),
  })
  .superRefine((prices, context) => {
    const { error } = checkYearlyPrice(prices);
    if (error) context.addIssue({ code: "custom", path: ["yearlyAmount"], message: error });
  });
export type TBlogPricesInput = z.input<typeof ZBlogPricesInput>;

export const ZSubscription = z.object({
  id: z.uuid(),
  blog: z.object({ id: z.uuid(), title: z.string(), shortlink: z.string(), ownerName: z.string() }),
  interval: z.enum(billingIntervals),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(subscriptionStatuses),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.date().nullable(),
  graceEndsAt: z.date().nullable(),
  /** Whether the subscriber may read the blog's paywalled content right now. */
  hasAccess: z.boolean(),
  /** Until when access lasts without another payment (period end, or the grace period's end). */
  accessEndsAt: z.date().nullable(),
  /**
   * A second subscription to a blog the reader already subscribed to (an old checkout page paid):
   * it was ended at once and its payment is refunded.
   */
  isDuplicate: z.boolean(),
  createdAt: z.date(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

export const ZPayment = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  refundedAmount: z.number().int(),
  receiptUrl: z.string().nullable(),
  periodStart: z.date().nullable(),
  periodEnd: z.date().nullable(),
  paidAt: z.date(),
});
export type TPayment = z.infer<typeof ZPayment>;

export const ZPayoutStatus = z.object({
  hasAccount: z.boolean(),
  isOnboardingComplete: z.boolean(),
});
export type TPayoutStatus = z.infer<typeof ZPayoutStatus>;
