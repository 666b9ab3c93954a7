import { describe, expect, it } from "vitest";
import { accumulateFollowers, countSubscribersByMonth, sumMrr, type TSubscriberRow } from "./subscribers.ts";

const subscriber = (overrides: Partial<TSubscriberRow>): TSubscriberRow => ({
  interval: "month",
  amount: 500,
  status: "active",
  cancelAtPeriodEnd: false,
  currentPeriodEnd: new Date("2026-12-01T00:00:00Z"),
  graceEndsAt: null,
  createdAt: new Date("2026-01-15T00:00:00Z"),
  endedAt: null,
  ...overrides,
});

const now = new Date("2026-11-20T12:00:00Z");

describe("sumMrr", () => {
  it("counts a yearly subscription as a twelfth, rounding once over the sum", () => {
    expect(sumMrr([subscriber({ interval: "year", amount: 5000 })])).toBe(417);
    // Twelve twelfths of 1000 cents rounded separately would be 12 × 83 = 996.
    const yearly = Array.from({ length: 12 }, () => subscriber({ interval: "year", amount: 1000 }));
    expect(sumMrr(yearly)).toBe(1000);
    expect(sumMrr([subscriber({}), subscriber({ interval: "year", amount: 6000 })])).toBe(1000);
  });
});

describe("countSubscribersByMonth", () => {
  it("churns a subscription that ends mid-month in that month: subscribed the month before, not at its end", () => {
    const ended = subscriber({
      status: "canceled",
      createdAt: new Date("2026-08-03T00:00:00Z"),
      endedAt: new Date("2026-10-14T08:00:00Z"),
    });
    const rows = countSubscribersByMonth({ months: ["2026-08", "2026-09", "2026-10", "2026-11"], rows: [ended], now });
    expect(rows).toEqual([
      { month: "2026-08", active: 1, new: 1, churned: 0, mrr: 500 },
      { month: "2026-09", active: 1, new: 0, churned: 0, mrr: 500 },
      { month: "2026-10", active: 0, new: 0, churned: 1, mrr: 0 },
      { month: "2026-11", active: 0, new: 0, churned: 0, mrr: 0 },
    ]);
  });

  it("counts now those with access: active, or past due within the grace period", () => {
    const rows = countSubscribersByMonth({
      months: ["2026-11"],
      rows: [
        subscriber({ interval: "year", amount: 6000 }),
        subscriber({ status: "past_due", graceEndsAt: new Date("2026-11-22T00:00:00Z") }),
        subscriber({ status: "past_due", graceEndsAt: new Date("2026-11-19T00:00:00Z") }),
        subscriber({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date("2026-11-18T00:00:00Z") }),
      ],
      now,
    });
    expect(rows[0]).toMatchObject({ active: 2, mrr: 1000 });
  });
});

describe("accumulateFollowers", () => {
  it("runs the total on from the follows before the first month", () => {
    expect(
      accumulateFollowers({
        months: ["2026-01", "2026-02", "2026-03"],
        newByMonth: new Map([["2026-02", 3]]),
        before: 10,
      }),
    ).toEqual([
      { month: "2026-01", new: 0, total: 10 },
      { month: "2026-02", new: 3, total: 13 },
      { month: "2026-03", new: 0, total: 13 },
    ]);
  });
});
