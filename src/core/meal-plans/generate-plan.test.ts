import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateCandidates } from "../../../tests/helpers/plan-candidates.ts";
import { findPlanViolations } from "../../../tests/helpers/plan-violations.ts";
import { generateMealPlan } from "./generate-plan.ts";
import { planDiets, planMeals, type TPlanOptions } from "./plan-options.ts";
import type { TPlanCandidate } from "./plan-pool.ts";
import type { TGeneratedPlan } from "./plan-result.ts";
import { summarizePlanFoods } from "./week-foods.ts";

const excludable = ["mushroom", "tomato", "spinach", "garlic", "red onion", "feta", "coriander", "rice"];

const arbitraryRequest: fc.Arbitrary<Partial<TPlanOptions>> = fc.record({
  days: fc.integer({ min: 1, max: 7 }),
  meals: fc.subarray([...planMeals], { minLength: 1 }),
  people: fc.integer({ min: 1, max: 6 }),
  diets: fc.subarray([...planDiets], { maxLength: 2 }),
  exclude: fc.subarray(excludable, { maxLength: 3 }),
  caloriesPerDay: fc.option(fc.integer({ min: 1200, max: 3200 }), { nil: null }),
  proteinMin: fc.option(fc.integer({ min: 40, max: 130 }), { nil: null }),
  maxPrepMinutes: fc.option(fc.integer({ min: 10, max: 90 }), { nil: null }),
  timeLimitDays: fc.constantFrom("weekdays" as const, "every-day" as const),
  startWeekday: fc.constantFrom("monday" as const, "thursday" as const, "saturday" as const),
  allowLeftovers: fc.boolean(),
  seed: fc.integer(),
});

const pools = new Map<string, TPlanCandidate[]>();
function poolOf(count: number, seed: number): TPlanCandidate[] {
  const key = `${count}:${seed}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = generateCandidates({ count, seed });
    pools.set(key, pool);
  }
  return pool;
}

function layoutOf(plan: TGeneratedPlan) {
  return plan.days.map((day) => ({ day: day.day, slots: day.slots }));
}

describe("generated plans keep every hard rule", () => {
  it("never breaks a diet, an exclusion, the time limit, a meal, the no-repeat rule or a day's goals", () => {
    fc.assert(
      fc.property(
        arbitraryRequest,
        fc.constantFrom(300, 800, 2000),
        fc.integer({ min: 1, max: 4 }),
        (request, size, poolSeed) => {
          const candidates = poolOf(size, poolSeed);
          const outcome = generateMealPlan(request, { candidates });
          if (!outcome.isPlanned) {
            expect(outcome.failure.message.length).toBeGreaterThan(10);
            expect(outcome.failure.blockers.length).toBeGreaterThan(0);
            return;
          }
          expect(findPlanViolations(layoutOf(outcome.plan), request, candidates)).toEqual([]);
          for (const day of outcome.plan.days) {
            for (const slot of day.slots) {
              expect(slot.servings).toBe(
                slot.isLeftover ? 0 : (request.people ?? 1) * (slotHasLeftover(outcome.plan, slot.recipeId) ? 2 : 1),
              );
            }
          }
        },
      ),
      { numRuns: 120 },
    );
  }, 60_000);
});

function slotHasLeftover(plan: TGeneratedPlan, recipeId: string): boolean {
  return plan.days.some((day) => day.slots.some((slot) => slot.recipeId === recipeId && slot.isLeftover));
}

describe("calorie goals", () => {
  it("puts every day within 10% of the goal when the pool allows it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1500, max: 2200 }),
        fc.integer(),
        fc.constantFrom<TPlanOptions["meals"]>(
          ["breakfast", "lunch", "dinner"],
          ["breakfast", "lunch", "dinner", "snack"],
          ["dinner"],
          ["lunch", "dinner"],
        ),
        (caloriesPerDay, seed, meals) => {
          const candidates = poolOf(3000, 11);
          const request = { days: 7, meals, caloriesPerDay, seed };
          const outcome = generateMealPlan(request, { candidates });
          expect(outcome.isPlanned).toBe(true);
          if (!outcome.isPlanned) return;
          const window = outcome.plan.calorieWindow;
          for (const day of outcome.plan.days) {
            expect(day.totals.hasAllCalories).toBe(true);
            expect(day.totals.calories).toBeGreaterThanOrEqual(window?.min ?? 0);
            expect(day.totals.calories).toBeLessThanOrEqual(window?.max ?? 0);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 30_000);

  it("sizes a plan of dinners only for the dinner's share of the day", () => {
    const outcome = generateMealPlan(
      { meals: ["dinner"], caloriesPerDay: 1800, seed: 3 },
      { candidates: poolOf(3000, 11) },
    );
    expect(outcome.isPlanned && outcome.plan.calorieWindow).toEqual({ goal: 720, min: 648, max: 792 });
  });
});

describe("seeds", () => {
  it("gives the same plan for the same seed, whatever order the pool lists its recipes in", () => {
    fc.assert(
      fc.property(arbitraryRequest, (request) => {
        const candidates = poolOf(800, 2);
        const reversed = [...candidates].reverse();
        const first = generateMealPlan(request, { candidates });
        expect(generateMealPlan(request, { candidates })).toEqual(first);
        expect(generateMealPlan(request, { candidates: reversed })).toEqual(first);
      }),
      { numRuns: 40 },
    );
  }, 30_000);

  it("gives a different plan for a different seed", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        fc.pre(a !== b);
        const candidates = poolOf(2000, 5);
        const plans = [a, b].map((seed) => generateMealPlan({ days: 7, seed }, { candidates }));
        const ids = plans.map((outcome) =>
          outcome.isPlanned ? outcome.plan.days.flatMap((day) => day.slots.map((slot) => slot.recipeId)).join() : "",
        );
        expect(ids[0]).not.toBe("");
        expect(ids[0]).not.toBe(ids[1]);
      }),
      { numRuns: 30 },
    );
  }, 30_000);
});

describe("preferences and reuse", () => {
  it("prefers the cook's saved recipes when they fit", () => {
    const candidates = poolOf(2000, 6);
    const outcome = generateMealPlan({ days: 7, meals: ["dinner"], seed: 4 }, { candidates });
    const saved = candidates.filter((c) => c.source === "saved" && c.meals.includes("dinner")).length;
    expect(outcome.isPlanned).toBe(true);
    if (!outcome.isPlanned) return;
    const chosen = outcome.plan.days.map((day) => candidates.find((c) => c.id === day.slots[0].recipeId)?.source);
    expect(chosen.filter((source) => source === "saved").length).toBe(Math.min(7, saved));
  });

  it("buys fewer fresh foods than the same slots filled at random", () => {
    const candidates = generateCandidates({ count: 2000, seed: 8, saved: 0, followed: 0 });
    const outcome = generateMealPlan({ days: 7, seed: 9 }, { candidates });
    expect(outcome.isPlanned).toBe(true);
    if (!outcome.isPlanned) return;
    const meals = ["breakfast", "lunch", "dinner"];
    const random = candidates.filter((c) => c.meals.some((m) => meals.includes(m))).slice(0, 21);
    const randomFoods = summarizePlanFoods([{ slots: random.map((c) => ({ recipeId: c.id, foods: c.foods })) }]);
    expect(outcome.plan.freshFoodCount).toBeLessThan(randomFoods.freshFoodCount);
  });
});
