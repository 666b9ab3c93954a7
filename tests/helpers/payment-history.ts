/**
 * A year of a paywalled blog's money, written straight into the tables: subscribers who join in
 * different months, monthly and yearly, some who leave mid-month, refunds made in a later month than
 * their payment, a failed renewal, and a payout on the 7th of every month.
 */
import type { TDb } from "#db/client.ts";
import { insertUser } from "#db/factories/index.ts";
import { payments, payouts, subscriptions } from "#db/schema.ts";

const day = 24 * 60 * 60 * 1000;

function monthStart(now: Date, monthsAgo: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
}

interface TPlannedSubscriber {
  startsMonthsAgo: number;
  /** Day of the month it starts (and renews) on. */
  dayOfMonth: number;
  interval: "month" | "year";
  /** Months after the start it ends on the 14th; null: still subscribed. */
  endsAfterMonths: number | null;
}

const planned: TPlannedSubscriber[] = [
  { startsMonthsAgo: 11, dayOfMonth: 3, interval: "month", endsAfterMonths: null },
  { startsMonthsAgo: 11, dayOfMonth: 28, interval: "year", endsAfterMonths: null },
  { startsMonthsAgo: 9, dayOfMonth: 15, interval: "month", endsAfterMonths: 4 },
  { startsMonthsAgo: 7, dayOfMonth: 1, interval: "month", endsAfterMonths: null },
  { startsMonthsAgo: 5, dayOfMonth: 20, interval: "month", endsAfterMonths: 2 },
  { startsMonthsAgo: 3, dayOfMonth: 9, interval: "year", endsAfterMonths: null },
  { startsMonthsAgo: 2, dayOfMonth: 11, interval: "month", endsAfterMonths: null },
  { startsMonthsAgo: 0, dayOfMonth: 1, interval: "month", endsAfterMonths: null },
];

export async function insertPaymentHistory(db: TDb, { blogId, now = new Date() }: { blogId: string; now?: Date }) {
  let invoice = 0;
  const paymentRows: Array<typeof payments.$inferInsert> = [];
  for (const [index, plan] of planned.entries()) {
    const reader = await insertUser(db, { completedRegistration: true });
    const start = new Date(monthStart(now, plan.startsMonthsAgo).getTime() + (plan.dayOfMonth - 1) * day + 3_600_000);
    const createdAt = start > now ? new Date(now.getTime() - 60_000) : start;
    const endedAt =
      plan.endsAfterMonths === null
        ? null
        : new Date(monthStart(now, plan.startsMonthsAgo - plan.endsAfterMonths).getTime() + 13 * day + 7_200_000);
    const amount = plan.interval === "month" ? 500 + index * 100 : 5000 + index * 100;
    const [subscription] = await db
      .insert(subscriptions)
      .values({
        readerId: reader.id,
        blogId,
        interval: plan.interval,
        amount,
        currency: "usd",
        status: endedAt ? "canceled" : "active",
        currentPeriodEnd: new Date(now.getTime() + 20 * day),
        endedAt,
        provider: "test",
        providerSubscriptionId: `hist_sub_${blogId}_${index}`,
        createdAt,
      })
      .returning({ id: subscriptions.id });
    const step = plan.interval === "month" ? 1 : 12;
    for (let months = plan.startsMonthsAgo; months >= 0; months -= step) {
      const paidAt =
        months === plan.startsMonthsAgo
          ? createdAt
          : new Date(monthStart(now, months).getTime() + (plan.dayOfMonth - 1) * day);
      if (paidAt > now || (endedAt && paidAt >= endedAt)) continue;
      invoice += 1;
      // Every fifth payment is refunded a month later (or half of it); the seventh fails.
      const isRefunded = invoice % 5 === 0;
      const refundedAt = isRefunded ? new Date(Math.min(paidAt.getTime() + 32 * day, now.getTime())) : null;
      paymentRows.push({
        subscriptionId: subscription.id,
        blogId,
        amount,
        fee: Math.round(amount * 0.1),
        currency: "usd",
        status: invoice === 7 ? "failed" : isRefunded ? "refunded" : "paid",
        refundedAmount: isRefunded ? (invoice % 10 === 0 ? amount : Math.floor(amount / 2)) : 0,
        refundedAt,
        paidAt,
        providerInvoiceId: `hist_in_${blogId}_${invoice}`,
      });
    }
  }
  await db.insert(payments).values(paymentRows);
  const payoutRows = Array.from({ length: 12 }, (_, monthsAgo) => ({
    blogId,
    amount: 1000 + monthsAgo * 37,
    currency: "usd",
    status: monthsAgo === 4 ? ("failed" as const) : monthsAgo === 0 ? ("pending" as const) : ("paid" as const),
    arrivalAt: new Date(monthStart(now, monthsAgo).getTime() + 6 * day),
    providerPayoutId: `hist_po_${blogId}_${monthsAgo}`,
  })).filter((row) => row.arrivalAt <= now);
  if (payoutRows.length > 0) await db.insert(payouts).values(payoutRows);
  return { paymentCount: paymentRows.length };
}
