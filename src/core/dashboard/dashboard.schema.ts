/** What the blog dashboard's endpoints answer. Money is integer cents; months are "YYYY-MM" in UTC. */
import { z } from "zod";
import { billingIntervals, paymentStatuses } from "../subscriptions/subscription.schema.ts";

const ZCents = z.number().int();
const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month as YYYY-MM");

export const ZBlogIdParams = z.object({ blogId: z.uuid("must be a blog id") });
export const ZBlogMonthParams = ZBlogIdParams.extend({ month: ZMonth });

const ZDashboardBlog = z.object({ id: z.uuid(), title: z.string(), shortlink: z.string() });

const ZLedgerTotals = z.object({
  paymentCount: z.number().int(),
  paid: ZCents,
  fees: ZCents,
  refunds: ZCents,
  payouts: ZCents,
  net: ZCents,
});
export const ZLedgerMonth = ZLedgerTotals.extend({ month: ZMonth });

const ZSubscriberMonth = z.object({
  month: ZMonth,
  active: z.number().int(),
  new: z.number().int(),
  churned: z.number().int(),
  mrr: ZCents,
});

const ZFollowerMonth = z.object({ month: ZMonth, new: z.number().int(), total: z.number().int() });

const ZTopRecipe = z.object({ id: z.uuid(), title: z.string(), count: z.number().int() });

export const ZBlogDashboard = z.object({
  blog: ZDashboardBlog,
  currency: z.string(),
  /** The blog has set its subscription prices. */
  hasPrices: z.boolean(),
  /** Anyone ever paid for a subscription. */
  hasSubscribers: z.boolean(),
  month: ZMonth,
  now: z.object({
    activeSubscribers: z.number().int(),
    newSubscribers: z.number().int(),
    churnedSubscribers: z.number().int(),
    mrr: ZCents,
    earnings: ZCents,
    followers: z.number().int(),
  }),
  /** The last twelve months, oldest first, the current one last. */
  subscribers: z.array(ZSubscriberMonth),
  earnings: z.array(ZLedgerMonth),
  followers: z.array(ZFollowerMonth),
  topRecipes: z.object({
    days: z.number().int(),
    byViews: z.array(ZTopRecipe),
    bySaves: z.array(ZTopRecipe),
  }),
});
export type TBlogDashboard = z.infer<typeof ZBlogDashboard>;

export const ZDashboardHistory = z.object({
  blog: ZDashboardBlog,
  currency: z.string(),
  /** Every month from the first payment or payout to this one, newest first. */
  months: z.array(ZLedgerMonth),
  totals: ZLedgerTotals,
});
export type TDashboardHistory = z.infer<typeof ZDashboardHistory>;

export const ZDashboardMonth = z.object({
  blog: ZDashboardBlog,
  currency: z.string(),
  month: ZMonth,
  totals: ZLedgerTotals,
  payments: z.array(
    z.object({
      id: z.uuid(),
      paidAt: z.date(),
      amount: ZCents,
      fee: ZCents,
      status: z.enum(paymentStatuses),
      interval: z.enum(billingIntervals),
    }),
  ),
  refunds: z.array(
    z.object({
      paymentId: z.uuid(),
      refundedAt: z.date(),
      paidAt: z.date(),
      amount: ZCents,
      /** Ladle's fee given back, which comes off the month's fees. */
      feeReturned: ZCents,
    }),
  ),
  payouts: z.array(
    z.object({ id: z.uuid(), arrivalAt: z.date(), amount: ZCents, status: z.enum(["pending", "paid", "failed"]) }),
  ),
  /** Neighbouring months with any entry, for the page's previous and next links. */
  previousMonth: ZMonth.nullable(),
  nextMonth: ZMonth.nullable(),
});
export type TDashboardMonth = z.infer<typeof ZDashboardMonth>;
