/** /me/blog/dashboard/history and /history/{month}: a blog's money, month by month and entry by entry. */

import type { TDashboardHistory, TDashboardMonth } from "#core/dashboard/dashboard.schema.ts";
import {
  findFeeRefundDate,
  findFeeRefundMonth,
  findLedgerMonths,
  findRefundDate,
  findRefundMonth,
  sumLedgerByMonth,
  sumLedgerMonths,
} from "#core/dashboard/ledger.ts";
import { findMonthRange, isMonthKey, listMonthsBetween, type TMonthKey, toMonthKey } from "#core/dashboard/months.ts";
import { AppError } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";
import {
  findOwnedPaywalledBlog,
  listLedgerPayments,
  listLedgerPayouts,
  type TDashboardQuery,
  type TOwnedBlog,
} from "./queries.ts";

function toDashboardBlog(blog: TOwnedBlog) {
  return { id: blog.id, title: blog.title, shortlink: blog.shortlink };
}

export async function loadDashboardHistory({
  db,
  blogId,
  userId,
  now = new Date(),
}: TDashboardQuery): Promise<TDashboardHistory> {
  const blog = await findOwnedPaywalledBlog({ db, blogId, userId });
  const [payments, payouts] = await Promise.all([
    listLedgerPayments({ db, blogId }),
    listLedgerPayouts({ db, blogId }),
  ]);
  const withEntries = findLedgerMonths(payments, payouts);
  const current = toMonthKey(now);
  // Every month from the first entry, quiet ones included, so the table reads as a calendar.
  const months = withEntries.length > 0 ? listMonthsBetween(withEntries[0], current) : [];
  const rows = sumLedgerByMonth({ months, payments, payouts });
  return {
    blog: toDashboardBlog(blog),
    currency: blog.currency,
    months: rows.reverse(),
    totals: sumLedgerMonths(rows),
  };
}

export async function loadDashboardMonth({
  db,
  blogId,
  userId,
  month,
  now = new Date(),
}: {
  db: TDb;
  blogId: string;
  userId: string;
  month: TMonthKey;
  now?: Date;
}): Promise<TDashboardMonth> {
  if (!isMonthKey(month)) throw new AppError("NOT_FOUND", { message: "That is not a month (YYYY-MM)." });
  const blog = await findOwnedPaywalledBlog({ db, blogId, userId });
  const [allPayments, allPayouts] = await Promise.all([
    listLedgerPayments({ db, blogId }),
    listLedgerPayouts({ db, blogId }),
  ]);
  const { start, end } = findMonthRange(month);
  const isInMonth = (at: Date | null) => at !== null && at >= start && at < end;
  const [totals] = sumLedgerByMonth({ months: [month], payments: allPayments, payouts: allPayouts });
  const withEntries = findLedgerMonths(allPayments, allPayouts);
  // A month still to come is a page only when something is due in it (a payout on its way).
  if (month > toMonthKey(now) && !withEntries.includes(month)) {
    throw new AppError("NOT_FOUND", { message: "That month hasn't come yet." });
  }
  return {
    blog: toDashboardBlog(blog),
    currency: blog.currency,
    month,
    totals: { ...totals },
    payments: allPayments
      .filter((payment) => isInMonth(payment.paidAt))
      .map(({ id, paidAt, amount, fee, status, interval }) => ({ id, paidAt, amount, fee, status, interval })),
    // A payment's refund and its fee given back, each counted in its own month (nearly always the same).
    refunds: allPayments.flatMap((payment) => {
      const isRefundHere = findRefundMonth(payment) === month;
      const isFeeBackHere = findFeeRefundMonth(payment) === month;
      if (!isRefundHere && !isFeeBackHere) return [];
      return [
        {
          paymentId: payment.id,
          refundedAt: isRefundHere ? findRefundDate(payment) : findFeeRefundDate(payment),
          paidAt: payment.paidAt,
          amount: isRefundHere ? payment.refundedAmount : 0,
          feeReturned: isFeeBackHere ? payment.refundedFee : 0,
        },
      ];
    }),
    payouts: allPayouts.filter((payout) => isInMonth(payout.arrivalAt)),
    previousMonth: withEntries.filter((m) => m < month).at(-1) ?? null,
    nextMonth: withEntries.find((m) => m > month) ?? null,
  };
}
