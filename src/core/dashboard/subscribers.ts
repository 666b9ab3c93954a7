/**
 * Subscriber counts and monthly recurring revenue (MRR) of a blog, month by month.
 *
 * A subscriber is a subscription that was paid for at least once. It starts when created and is
 * churned in the month it ended. Right now it counts while it gives access (active, or past due
 * within its grace period: the same rule as the paywall); at the end of a past month it counted
 * when it had started and not yet ended. A yearly subscription adds a twelfth of its price to MRR.
 */

import type { TBillingInterval, TSubscriptionStatus } from "../subscriptions/subscription.schema.ts";
import { hasAccessAt } from "../subscriptions/subscription-state.ts";
import { findMonthRange, type TMonthKey, toMonthKey } from "./months.ts";

export interface TSubscriberRow {
  interval: TBillingInterval;
  amount: number;
  status: TSubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  graceEndsAt: Date | null;
  createdAt: Date;
  endedAt: Date | null;
}

export interface TSubscriberMonth {
  month: TMonthKey;
  /** Subscribers at the end of the month (now, for the current month). */
  active: number;
  new: number;
  churned: number;
  /** MRR at the end of the month, in cents. */
  mrr: number;
}

/** What one subscription brings in a month, before rounding (a yearly price over twelve). */
export function findMonthlyValue(row: Pick<TSubscriberRow, "interval" | "amount">): number {
  return row.interval === "year" ? row.amount / 12 : row.amount;
}

/** Cents, rounded once over the whole sum so that twelve yearly twelfths add up to the price. */
export function sumMrr(rows: readonly Pick<TSubscriberRow, "interval" | "amount">[]): number {
  return Math.round(rows.reduce((sum, row) => sum + findMonthlyValue(row), 0));
}

export function isSubscribedNow(row: TSubscriberRow, now: Date): boolean {
  return row.createdAt <= now && hasAccessAt(row, now);
}

export function wasSubscribedAt(row: TSubscriberRow, at: Date): boolean {
  return row.createdAt < at && (row.endedAt === null || row.endedAt >= at);
}

/** The rows subscribed at the end of `month`, or right now if `now` falls within it. */
export function listSubscribedAtMonthEnd(rows: readonly TSubscriberRow[], month: TMonthKey, now: Date) {
  const { end } = findMonthRange(month);
  if (now < end) return rows.filter((row) => isSubscribedNow(row, now));
  return rows.filter((row) => wasSubscribedAt(row, end));
}

export function countSubscribersByMonth({
  months,
  rows,
  now,
}: {
  months: readonly TMonthKey[];
  rows: readonly TSubscriberRow[];
  now: Date;
}): TSubscriberMonth[] {
  return months.map((month) => {
    const subscribed = listSubscribedAtMonthEnd(rows, month, now);
    return {
      month,
      active: subscribed.length,
      new: rows.filter((row) => toMonthKey(row.createdAt) === month).length,
      churned: rows.filter((row) => row.endedAt !== null && toMonthKey(row.endedAt) === month).length,
      mrr: sumMrr(subscribed),
    };
  });
}

export interface TFollowerMonth {
  month: TMonthKey;
  new: number;
  total: number;
}

/** New follows per month, and the running total from `before` (follows older than the first month). */
export function accumulateFollowers({
  months,
  newByMonth,
  before,
}: {
  months: readonly TMonthKey[];
  newByMonth: ReadonlyMap<TMonthKey, number>;
  before: number;
}): TFollowerMonth[] {
  let total = before;
  return months.map((month) => {
    const added = newByMonth.get(month) ?? 0;
    total += added;
    return { month, new: added, total };
  });
}
