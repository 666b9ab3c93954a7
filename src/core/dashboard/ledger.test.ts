import { describe, expect, it } from "vitest";
import {
  findFeeRefundDate,
  findLedgerMonths,
  findRefundDate,
  sumLedgerByMonth,
  sumLedgerMonths,
  type TLedgerPayment,
} from "./ledger.ts";

const payment = (overrides: Partial<TLedgerPayment>): TLedgerPayment => ({
  amount: 500,
  fee: 50,
  refundedAmount: 0,
  refundedFee: 0,
  status: "paid",
  paidAt: new Date("2026-03-10T12:00:00Z"),
  refundedAt: null,
  feeRefundedAt: null,
  ...overrides,
});

describe("sumLedgerByMonth", () => {
  it("counts a refund in the month it was made, leaving the payment's month as it was", () => {
    const rows = sumLedgerByMonth({
      months: ["2026-03", "2026-04"],
      payments: [
        payment({ status: "refunded", refundedAmount: 500, refundedAt: new Date("2026-04-02T09:00:00Z") }),
        payment({ amount: 5000, fee: 500, paidAt: new Date("2026-03-31T23:59:59Z") }),
      ],
      payouts: [{ amount: 900, status: "paid", arrivalAt: new Date("2026-04-05T00:00:00Z") }],
    });
    expect(rows).toEqual([
      { month: "2026-03", paymentCount: 2, paid: 5500, fees: 550, refunds: 0, payouts: 0, net: 4950 },
      { month: "2026-04", paymentCount: 0, paid: 0, fees: 0, refunds: 500, payouts: 900, net: -500 },
    ]);
  });

  it("buckets by UTC month: a minute past midnight on the 1st is the new month", () => {
    const [march, april] = sumLedgerByMonth({
      months: ["2026-03", "2026-04"],
      payments: [payment({ paidAt: new Date("2026-04-01T00:01:00Z") })],
      payouts: [],
    });
    expect(march.paid).toBe(0);
    expect(april.paid).toBe(500);
  });

  it("leaves out failed payments and failed payouts, and a partial refund takes only what was given back", () => {
    const [row] = sumLedgerByMonth({
      months: ["2026-03"],
      payments: [
        payment({ status: "failed" }),
        payment({ refundedAmount: 125, refundedAt: new Date("2026-03-20T00:00:00Z") }),
      ],
      payouts: [
        { amount: 300, status: "failed", arrivalAt: new Date("2026-03-12T00:00:00Z") },
        { amount: 200, status: "pending", arrivalAt: new Date("2026-03-30T00:00:00Z") },
      ],
    });
    expect(row).toMatchObject({ paymentCount: 1, paid: 500, fees: 50, refunds: 125, payouts: 200, net: 325 });
  });

  it("takes a fee given back with its refund off the refund month's fees: a duplicate refunded whole nets nothing", () => {
    const [march, april] = sumLedgerByMonth({
      months: ["2026-03", "2026-04"],
      payments: [
        payment({
          status: "refunded",
          refundedAmount: 500,
          refundedFee: 50,
          refundedAt: new Date("2026-03-10T12:01:00Z"),
        }),
        payment({
          paidAt: new Date("2026-03-31T23:59:00Z"),
          status: "refunded",
          refundedAmount: 500,
          refundedFee: 50,
          refundedAt: new Date("2026-04-01T00:01:00Z"),
        }),
      ],
      payouts: [],
    });
    expect(march).toMatchObject({ paymentCount: 2, paid: 1000, fees: 50, refunds: 500, net: 450 });
    expect(april).toMatchObject({ paymentCount: 0, paid: 0, fees: -50, refunds: 500, net: -450 });
    expect(sumLedgerMonths([march, april])).toMatchObject({ paid: 1000, fees: 0, refunds: 1000, net: 0 });
  });

  it("takes a fee given back without any refund off the fees of the month it was given back", () => {
    const [march, april, may] = sumLedgerByMonth({
      months: ["2026-03", "2026-04", "2026-05"],
      payments: [
        // Given back on its own in April: the reader kept what they paid.
        payment({ refundedFee: 50, feeRefundedAt: new Date("2026-04-15T08:00:00Z") }),
        // A refund that failed back to nothing after the fee had gone back in May.
        payment({ refundedFee: 20, feeRefundedAt: new Date("2026-05-02T08:00:00Z") }),
      ],
      payouts: [],
    });
    expect(march).toMatchObject({ paymentCount: 2, paid: 1000, fees: 100, refunds: 0, net: 900 });
    expect(april).toMatchObject({ paymentCount: 0, fees: -50, refunds: 0, net: 50 });
    expect(may).toMatchObject({ fees: -20, refunds: 0, net: 20 });
    expect(sumLedgerMonths([march, april, may])).toMatchObject({ paid: 1000, fees: 30, net: 970 });
  });

  it("counts a refund and its fee each in its own month when they fall either side of midnight", () => {
    const [march, april] = sumLedgerByMonth({
      months: ["2026-03", "2026-04"],
      payments: [
        payment({
          status: "refunded",
          refundedAmount: 500,
          refundedAt: new Date("2026-03-31T23:59:30Z"),
          refundedFee: 50,
          feeRefundedAt: new Date("2026-04-01T00:00:10Z"),
        }),
      ],
      payouts: [],
    });
    expect(march).toMatchObject({ paid: 500, fees: 50, refunds: 500, net: -50 });
    expect(april).toMatchObject({ fees: -50, refunds: 0, net: 50 });
  });

  it("adds months into totals whose net is paid − fees − refunds", () => {
    const rows = sumLedgerByMonth({
      months: ["2026-01", "2026-02"],
      payments: [
        payment({ paidAt: new Date("2026-01-03T00:00:00Z") }),
        payment({ paidAt: new Date("2026-02-03T00:00:00Z"), refundedAmount: 500, refundedAt: new Date("2026-02-04") }),
      ],
      payouts: [],
    });
    const totals = sumLedgerMonths(rows);
    expect(totals).toEqual({ paymentCount: 2, paid: 1000, fees: 100, refunds: 500, payouts: 0, net: 400 });
    expect(totals.net).toBe(totals.paid - totals.fees - totals.refunds);
  });
});

describe("findLedgerMonths", () => {
  it("lists the month a fee was given back in, with no refund", () => {
    expect(
      findLedgerMonths([payment({ refundedFee: 50, feeRefundedAt: new Date("2026-07-09T00:00:00Z") })], []),
    ).toEqual(["2026-03", "2026-07"]);
  });

  it("lists the months with a payment, a refund or a payout, oldest first", () => {
    const months = findLedgerMonths(
      [
        payment({ refundedAmount: 10, refundedAt: new Date("2026-06-01T00:00:00Z") }),
        payment({ status: "failed", paidAt: new Date("2025-01-01") }),
      ],
      [{ amount: 1, status: "paid", arrivalAt: new Date("2026-01-15T00:00:00Z") }],
    );
    expect(months).toEqual(["2026-01", "2026-03", "2026-06"]);
  });
});

describe("findRefundDate and findFeeRefundDate", () => {
  const paidAt = new Date("2026-03-10T12:00:00Z");
  const refundedAt = new Date("2026-04-02T00:00:00Z");
  const feeRefundedAt = new Date("2026-05-07T00:00:00Z");

  it("date the fee given back by its own date, else the refund's, else the payment's", () => {
    expect(findFeeRefundDate(payment({ refundedAt, feeRefundedAt }))).toEqual(feeRefundedAt);
    expect(findFeeRefundDate(payment({ refundedAt }))).toEqual(refundedAt);
    expect(findFeeRefundDate(payment({}))).toEqual(paidAt);
  });

  it("date a refund by its own date, else the payment's, whatever the fee's", () => {
    expect(findRefundDate(payment({ refundedAt, feeRefundedAt }))).toEqual(refundedAt);
    expect(findRefundDate(payment({ feeRefundedAt }))).toEqual(paidAt);
  });
});
