import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { searchDay, type TDayChoice, type TDaySlotChoices } from "./day-search.ts";

let nextIndex = 0;
function choice(calories: number, score: number, protein = 0): TDayChoice {
  return { index: nextIndex++, calories, score, protein, isLeftover: false };
}

const window = { goal: 1800, min: 1620, max: 1980 };

describe("one day's search", () => {
  it("takes the most wanted recipes whose calories land in the window", () => {
    const slots: TDaySlotChoices[] = [
      { meal: "breakfast", choices: [choice(900, 5), choice(400, 1)] },
      { meal: "lunch", choices: [choice(900, 5), choice(600, 1)] },
      { meal: "dinner", choices: [choice(900, 5), choice(800, 1)] },
    ];
    const result = searchDay(slots, window, null);
    expect(result.isFound).toBe(true);
    if (!result.isFound) return;
    const total = result.picks.reduce((sum, pick) => sum + pick.calories, 0);
    expect(total).toBeGreaterThanOrEqual(window.min);
    expect(total).toBeLessThanOrEqual(window.max);
    // Two of the 900s would be 1,800 plus at least 400: one 900 is all the window has room for.
    expect(result.picks.filter((pick) => pick.calories === 900)).toHaveLength(1);
  });

  it("weighs protein more until the day reaches the minimum", () => {
    const slots: TDaySlotChoices[] = [
      { meal: "lunch", choices: [choice(600, 3, 10), choice(600, 1, 45)] },
      { meal: "dinner", choices: [choice(800, 3, 15), choice(800, 1, 50)] },
    ];
    const result = searchDay(slots, null, 90);
    expect(result.isFound && result.picks.map((pick) => pick.protein)).toEqual([45, 50]);
    const impossible = searchDay(slots, null, 200);
    expect(impossible).toMatchObject({ isFound: false, reason: "protein", bestProtein: 95 });
  });

  it("never picks one recipe for two meals of a day", () => {
    const shared = choice(700, 10);
    const slots: TDaySlotChoices[] = [
      { meal: "lunch", choices: [shared, choice(700, 1)] },
      { meal: "dinner", choices: [shared, choice(700, 1)] },
    ];
    const result = searchDay(slots, null, null);
    expect(result.isFound && new Set(result.picks.map((pick) => pick.index)).size).toBe(2);
  });

  it("finds a day in the window whenever one exists (against trying every combination)", () => {
    const arbitrarySlot = fc.array(fc.integer({ min: 50, max: 1200 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(
        fc.array(arbitrarySlot, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 500, max: 3000 }),
        (slotCalories, goal) => {
          const dayWindow = { goal, min: Math.ceil(goal * 0.9), max: Math.floor(goal * 1.1) };
          const slots = slotCalories.map((list, s) => ({
            meal: (["breakfast", "lunch", "dinner"] as const)[s],
            choices: list.map((calories) => choice(calories, 1)),
          }));
          const sums = slotCalories.reduce<number[]>(
            (totals, list) => totals.flatMap((total) => list.map((calories) => total + calories)),
            [0],
          );
          const exists = sums.some((sum) => sum >= dayWindow.min && sum <= dayWindow.max);
          const result = searchDay(slots, dayWindow, null);
          if (!exists) expect(result.isFound).toBe(false);
          else if (result.isFound) {
            const total = result.picks.reduce((sum, pick) => sum + pick.calories, 0);
            expect(total).toBeGreaterThanOrEqual(dayWindow.min);
            expect(total).toBeLessThanOrEqual(dayWindow.max);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
