import { describe, expect, it } from "vitest";
import { formatDay, formatPlanDates, formatTotals, totalDay } from "./format.ts";

const withNutrition = (calories: number | null, protein: number | null, isEstimated = false) => ({
  recipe: { nutrition: calories === null && protein === null ? null : { calories, protein, isEstimated } },
});

describe("days", () => {
  it("names dated days by weekday and date, undated ones by number", () => {
    expect(formatDay("2026-03-02", 0)).toEqual({ name: "Monday", date: "2 Mar" });
    expect(formatDay("2026-02-28", 1)).toEqual({ name: "Sunday", date: "1 Mar" });
    expect(formatDay(null, 2)).toEqual({ name: "Day 3", date: null });
  });

  it("spans the plan's dates, or counts its days", () => {
    expect(formatPlanDates("2026-03-02", 7)).toBe("2 March 2026 – 8 March 2026");
    expect(formatPlanDates("2026-03-02", 1)).toBe("2 March 2026");
    expect(formatPlanDates(null, 1)).toBe("1 day");
  });
});

describe("a day's totals per person", () => {
  it("adds the known figures and counts the dishes without any", () => {
    const totals = totalDay([withNutrition(420, 30), withNutrition(610, null), withNutrition(null, null)] as never);
    expect(totals).toMatchObject({ calories: 1030, protein: 30, knownCount: 2, unknownCount: 1, isEstimated: false });
    expect(formatTotals(totals)).toBe("1,030 kcal · 30 g protein");
  });

  it("marks totals that include estimates, and has nothing to say without figures", () => {
    expect(formatTotals(totalDay([withNutrition(500.4, 20.6, true)] as never))).toBe("≈ 500 kcal · 21 g protein");
    expect(formatTotals(totalDay([withNutrition(null, null)] as never))).toBeNull();
  });
});
