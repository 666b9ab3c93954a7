/**
 * A blog's money by month: what subscribers paid, Ladle's fee, what was refunded and what was paid
 * out. A payment counts in the month it was paid and its refund in the month it was refunded, so a
 * month's figures never change once the month is over, even when an old payment is refunded later.
 * Ladle's fee given back (with a reader's duplicate payment, with a refund made at the provider with
 * the fee ticked, or on its own) comes off the fees of the month it was given back, so the creator's
 * net for a payment given back whole is nothing.
 */
import type { TPaymentStatus } from "../subscriptions/subscription.schema.ts";
import { type TMonthKey, toMonthKey } from "./months.ts";

export interface TLedgerPayment {
  amount: number;
  fee: number;
  refundedAmount: number;
  /** Ladle's fee given back, out of `fee`. */
  refundedFee: number;
  status: TPaymentStatus;
  paidAt: Date;
  refundedAt: Date | null;
  /** When the fee was first given back. */
  feeRefundedAt: Date | null;
}

export type TPayoutStatus = "pending" | "paid" | "failed";

export interface TLedgerPayout {
  amount: number;
  status: TPayoutStatus;
  arrivalAt: Date;
}

/** One month's totals, in cents. `net` is what the creator earned: paid − fees − refunds. */
export interface TLedgerMonth {
  month: TMonthKey;
  paymentCount: number;
  paid: number;
  fees: number;
  refunds: number;
  payouts: number;
  net: number;
}

export type TLedgerTotals = Omit<TLedgerMonth, "month">;

/** A failed payment took no money, and a failed payout sent none. */
export function isMoneyIn(payment: Pick<TLedgerPayment, "status">): boolean {
  return payment.status !== "failed";
}

export function isMoneyOut(payout: Pick<TLedgerPayout, "status">): boolean {
  return payout.status !== "failed";
}

/** When a refund counts: its own date, or the payment's when the provider gave none. */
export function findRefundDate(payment: Pick<TLedgerPayment, "refundedAt" | "paidAt">): Date {
  return payment.refundedAt ?? payment.paidAt;
}

/** When Ladle's fee given back counts: its own date, else the refund's, else the payment's. */
export function findFeeRefundDate(payment: Pick<TLedgerPayment, "feeRefundedAt" | "refundedAt" | "paidAt">): Date {
  return payment.feeRefundedAt ?? findRefundDate(payment);
}

export function findRefundMonth(payment: TLedgerPayment): TMonthKey | null {
  if (!isMoneyIn(payment) || payment.refundedAmount <= 0) return null;
  return toMonthKey(findRefundDate(payment));
}

export function findFeeRefundMonth(payment: TLedgerPayment): TMonthKey | null {
  if (!isMoneyIn(payment) || payment.refundedFee <= 0) return null;
  return toMonthKey(findFeeRefundDate(payment));
}

export function emptyTotals(): TLedgerTotals {
  return { paymentCount: 0, paid: 0, fees: 0, refunds: 0, payouts: 0, net: 0 };
}

/** The totals of each of `months` (in their order); entries in other months are left out. */
export function sumLedgerByMonth({
  months,
  payments,
  payouts,
}: {
  months: readonly TMonthKey[];
  payments: readonly TLedgerPayment[];
  payouts: readonly TLedgerPayout[];
}): TLedgerMonth[] {
  const byMonth = new Map(months.map((month) => [month, { month, ...emptyTotals() }]));
  for (const payment of payments) {
    if (!isMoneyIn(payment)) continue;
    const paidIn = byMonth.get(toMonthKey(payment.paidAt));
    if (paidIn) {
      paidIn.paymentCount += 1;
      paidIn.paid += payment.amount;
      paidIn.fees += payment.fee;
    }
    const refundMonth = findRefundMonth(payment);
    const refundedIn = refundMonth ? byMonth.get(refundMonth) : undefined;
    if (refundedIn) refundedIn.refunds += payment.refundedAmount;
    const feeMonth = findFeeRefundMonth(payment);
    const feeBackIn = feeMonth ? byMonth.get(feeMonth) : undefined;
    if (feeBackIn) feeBackIn.fees -= payment.refundedFee;
  }
  for (const payout of payouts) {
    const month = byMonth.get(toMonthKey(payout.arrivalAt));
    if (month && isMoneyOut(payout)) month.payouts += payout.amount;
  }
  const rows = [...byMonth.values()];
  for (const row of rows) row.net = row.paid - row.fees - row.refunds;
  return rows;
}

/** The sum of several months' totals. */
export function sumLedgerMonths(rows: readonly TLedgerTotals[]): TLedgerTotals {
  const total = emptyTotals();
  for (const row of rows) {
    total.paymentCount += row.paymentCount;
    total.paid += row.paid;
    total.fees += row.fees;
    total.refunds += row.refunds;
    total.payouts += row.payouts;
    total.net += row.net;
  }
  return total;
}

/** The months any entry falls in, oldest first. */
export function findLedgerMonths(payments: readonly TLedgerPayment[], payouts: readonly TLedgerPayout[]): TMonthKey[] {
  const months = new Set<TMonthKey>();
  for (const payment of payments) {
    if (!isMoneyIn(payment)) continue;
    months.add(toMonthKey(payment.paidAt));
    const refundMonth = findRefundMonth(payment);
    if (refundMonth) months.add(refundMonth);
    const feeMonth = findFeeRefundMonth(payment);
    if (feeMonth) months.add(feeMonth);
  }
  for (const payout of payouts) months.add(toMonthKey(payout.arrivalAt));
  return [...months].sort();
}
