/**
 * The demo subscriptions: Luca's blog (`pro`) charges $5 a month or $50 a year, its payouts are set
 * up, and a year of readers' payments is on record: Jess (fan@demo) has subscribed monthly for
 * eleven months and still does; Sam (cook@demo) subscribed for four months, got the last one
 * refunded and cancelled; Maya (creator@demo) pays yearly; Nora (greens@demo) has paid monthly for
 * six months. Each payment carries the platform's 10% fee, and each month's takings were paid out
 * at the start of the next. They are test-mode rows (no card was ever charged).
 */
import { randomUUID } from "node:crypto";
import type { TBillingInterval } from "../../core/subscriptions/subscription.schema.ts";
import type { TBlogInsert } from "../factories/blog.ts";
import type { TUserInsert } from "../factories/user.ts";
import type { blogPrices, payments, payoutAccounts, payouts, subscriptions } from "../schema.ts";
import { demoAccounts, type TDemoAccountKey } from "./accounts.ts";

export interface TDemoSubscriptionRows {
  blogPrices: (typeof blogPrices.$inferInsert)[];
  payoutAccounts: (typeof payoutAccounts.$inferInsert)[];
  subscriptions: (typeof subscriptions.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  payouts: (typeof payouts.$inferInsert)[];
}

const monthly = 500;
const yearly = 5000;
const feePercent = 10;

interface TDemoReader {
  key: TDemoAccountKey;
  interval: TBillingInterval;
  /** Months before now that the subscription started. */
  startedMonthsAgo: number;
  /** Payments made (periods paid); the subscription is cancelled after them when set. */
  paidPeriods: number;
  isCancelled: boolean;
  /** Whether the last payment was refunded. */
  isLastRefunded: boolean;
}

const readers: TDemoReader[] = [
  { key: "fan", interval: "month", startedMonthsAgo: 11, paidPeriods: 12, isCancelled: false, isLastRefunded: false },
  { key: "cook", interval: "month", startedMonthsAgo: 10, paidPeriods: 4, isCancelled: true, isLastRefunded: true },
  { key: "creator", interval: "year", startedMonthsAgo: 7, paidPeriods: 1, isCancelled: false, isLastRefunded: false },
  { key: "greens", interval: "month", startedMonthsAgo: 6, paidPeriods: 7, isCancelled: false, isLastRefunded: false },
];

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

const monthKey = (date: Date) => `${date.getUTCFullYear()}-${date.getUTCMonth()}`;

export function buildDemoSubscriptions({
  users,
  blogs,
  now = new Date(),
}: {
  users: TUserInsert[];
  blogs: TBlogInsert[];
  now?: Date;
}): TDemoSubscriptionRows {
  const userIdOf = (key: TDemoAccountKey) => {
    const user = users.find((u) => u.email === demoAccounts[key]);
    if (!user?.id) throw new Error(`The demo data has no ${key} account.`);
    return user.id;
  };
  const blog = blogs.find((b) => b.ownerId === userIdOf("pro"));
  if (!blog?.id) throw new Error("The demo data has no blog for the pro account.");
  const blogId = blog.id;
  const rows: TDemoSubscriptionRows = {
    blogPrices: [
      {
        blogId,
        monthlyAmount: monthly,
        yearlyAmount: yearly,
        currency: "usd",
        providerMonthlyPriceId: "test_price_pro_month",
        providerYearlyPriceId: "test_price_pro_year",
      },
    ],
    payoutAccounts: [
      { userId: userIdOf("pro"), providerAccountId: `test_acct_${userIdOf("pro")}`, isOnboardingComplete: true },
    ],
    subscriptions: [],
    payments: [],
    payouts: [],
  };
  // Started a few days into the month, so renewals never fall on the seed's own day. In whole
  // seconds, as the provider's events give periods: a period a fraction of a second later than the
  // one a cancellation names would outrank it, and the demo subscriptions could not be cancelled.
  const start = (monthsAgo: number) => {
    const at = addMonths(now, -monthsAgo).getTime() - 3 * 24 * 60 * 60 * 1000;
    return new Date(Math.floor(at / 1000) * 1000);
  };
  for (const reader of readers) {
    const id = randomUUID();
    const amount = reader.interval === "year" ? yearly : monthly;
    const step = reader.interval === "year" ? 12 : 1;
    const startedAt = start(reader.startedMonthsAgo);
    const periodEnd = addMonths(startedAt, step * reader.paidPeriods);
    const lastPaidAt = addMonths(startedAt, step * (reader.paidPeriods - 1));
    rows.subscriptions.push({
      id,
      readerId: userIdOf(reader.key),
      blogId,
      interval: reader.interval,
      amount,
      currency: "usd",
      status: reader.isCancelled ? "canceled" : "active",
      cancelAtPeriodEnd: reader.isCancelled,
      currentPeriodEnd: periodEnd,
      endedAt: reader.isCancelled ? lastPaidAt : null,
      stateAt: lastPaidAt,
      stateEventId: `evt_seed_${id}`,
      provider: "test",
      providerCheckoutId: `test_cs_seed_${id}`,
      providerSubscriptionId: `test_sub_${id}`,
      providerCustomerId: `test_cus_${id}`,
      createdAt: startedAt,
    });
    for (let period = 0; period < reader.paidPeriods; period += 1) {
      const paidAt = addMonths(startedAt, step * period);
      const isRefunded = reader.isLastRefunded && period === reader.paidPeriods - 1;
      const invoiceId = `test_in_${id}_${Math.floor(addMonths(paidAt, step).getTime() / 1000)}`;
      rows.payments.push({
        subscriptionId: id,
        blogId,
        amount,
        fee: Math.round((amount * feePercent) / 100),
        currency: "usd",
        status: isRefunded ? "refunded" : "paid",
        refundedAmount: isRefunded ? amount : 0,
        refundedAt: isRefunded ? new Date(paidAt.getTime() + 2 * 24 * 60 * 60 * 1000) : null,
        receiptUrl: `/api/payments/test-receipts/${invoiceId}`,
        periodStart: paidAt,
        periodEnd: addMonths(paidAt, step),
        paidAt,
        providerInvoiceId: invoiceId,
        // As the test provider names what paid an invoice (server/lib/payments/test-provider.ts).
        providerPaymentIntentId: invoiceId.replace(/^test_in_/, "test_pi_"),
        providerChargeId: invoiceId.replace(/^test_in_/, "test_ch_"),
      });
    }
  }
  rows.payouts = buildPayouts(blogId, rows.payments, now);
  return rows;
}

/** Each past month's takings, less fees and refunds, paid out on the 2nd of the month after. */
function buildPayouts(blogId: string, paid: TDemoSubscriptionRows["payments"], now: Date) {
  const byMonth = new Map<string, { net: number; month: Date }>();
  for (const payment of paid) {
    const month = new Date(Date.UTC(payment.paidAt.getUTCFullYear(), payment.paidAt.getUTCMonth(), 1));
    const entry = byMonth.get(monthKey(month)) ?? { net: 0, month };
    entry.net += payment.amount - (payment.fee ?? 0) - (payment.refundedAmount ?? 0);
    byMonth.set(monthKey(month), entry);
  }
  return [...byMonth.values()]
    .map(({ net, month }) => ({
      net,
      arrivalAt: new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 2)),
    }))
    .filter(({ net, arrivalAt }) => net > 0 && arrivalAt < now)
    .map(({ net, arrivalAt }) => ({
      blogId,
      amount: net,
      currency: "usd",
      status: "paid" as const,
      arrivalAt,
      providerPayoutId: `test_po_${blogId}_${arrivalAt.toISOString().slice(0, 7)}`,
    }));
}
