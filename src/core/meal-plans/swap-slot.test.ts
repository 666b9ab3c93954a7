import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateCandidates } from "../../../tests/helpers/plan-candidates.ts";
import { findPlanViolations } from "../../../tests/helpers/plan-violations.ts";
import { generateMealPlan } from "./generate-plan.ts";
import type { TPlanOptions } from "./plan-options.ts";
import type { TPlanCandidate } from "./plan-pool.ts";
import { PlanLayoutError, swapPlanSlot } from "./swap-slot.ts";

const candidates = generateCandidates({ count: 1500, seed: 21 });

const arbitraryRequest: fc.Arbitrary<Partial<TPlanOptions>> = fc.record({
  days: fc.integer({ min: 1, max: 7 }),
  diets: fc.subarray(["vegetarian" as const, "gluten-free" as const], { maxLength: 1 }),
  exclude: fc.subarray(["mushroom", "spinach"], { maxLength: 1 }),
  caloriesPerDay: fc.option(fc.integer({ min: 1500, max: 2200 }), { nil: null }),
  proteinMin: fc.option(fc.integer({ min: 50, max: 90 }), { nil: null }),
  maxPrepMinutes: fc.option(fc.integer({ min: 20, max: 60 }), { nil: null }),
  allowLeftovers: fc.boolean(),
  seed: fc.integer(),
});

describe("swapping a slot", () => {
  it("puts another recipe in that slot and keeps every rule of the plan", () => {
    fc.assert(
      fc.property(arbitraryRequest, fc.nat(), fc.nat(), (request, dayPick, mealPick) => {
        const outcome = generateMealPlan(request, { candidates });
        fc.pre(outcome.isPlanned);
        if (!outcome.isPlanned) return;
        const day = outcome.plan.days[dayPick % outcome.plan.days.length];
        const slot = day.slots[mealPick % day.slots.length];
        const swapped = swapPlanSlot(outcome.plan, { day: day.day, meal: slot.meal }, request, { candidates });
        if (!swapped.isSwapped) {
          expect(swapped.failure.day).toBe(day.day);
          expect(swapped.failure.message).toMatch(/^[A-Z].+\.$/);
          return;
        }
        expect(swapped.slot.recipeId).not.toBe(slot.recipeId);
        expect(swapped.slot.meal).toBe(slot.meal);
        expect(findPlanViolations(swapped.days, request, candidates)).toEqual([]);
        // Only the swapped slot (and a slot that ate its leftovers) changed.
        const changed = swapped.days.flatMap((d, n) =>
          d.slots.filter((s, m) => s.recipeId !== outcome.plan.days[n].slots[m].recipeId),
        );
        expect(changed).toEqual([swapped.slot]);
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it("moves on past recipes swapped away before, and is the same for the same seed", () => {
    const request = { days: 3, seed: 5 };
    const outcome = generateMealPlan(request, { candidates });
    if (!outcome.isPlanned) throw new Error("Expected a plan");
    const first = swapPlanSlot(outcome.plan, { day: 2, meal: "dinner" }, request, { candidates });
    if (!first.isSwapped) throw new Error("Expected a swap");
    expect(swapPlanSlot(outcome.plan, { day: 2, meal: "dinner" }, request, { candidates })).toEqual(first);
    const second = swapPlanSlot(outcome.plan, { day: 2, meal: "dinner", avoid: [first.slot.recipeId] }, request, {
      candidates,
    });
    if (!second.isSwapped) throw new Error("Expected a swap");
    expect(second.slot.recipeId).not.toBe(first.slot.recipeId);
    expect(second.slot.recipeId).not.toBe(outcome.plan.days[1].slots[2].recipeId);
  });

  it("says so when nothing else fits, and refuses a slot or recipe the plan does not have", () => {
    const pool = candidates.filter((c) => c.meals.includes("dinner")).slice(0, 3);
    const request = { days: 3, meals: ["dinner" as const], seed: 1 };
    const outcome = generateMealPlan(request, { candidates: pool });
    if (!outcome.isPlanned) throw new Error("Expected a plan");
    const swapped = swapPlanSlot(outcome.plan, { day: 1, meal: "dinner" }, request, { candidates: pool });
    expect(swapped.isSwapped).toBe(false);
    if (!swapped.isSwapped) {
      expect(swapped.failure.blockers).toEqual(["noRepeats"]);
      expect(swapped.failure.message).toBe("Every dinner is already in the plan.");
    }
    expect(() => swapPlanSlot(outcome.plan, { day: 9, meal: "dinner" }, request, { candidates: pool })).toThrow(
      PlanLayoutError,
    );
    const foreign = { days: [{ day: 1, slots: [{ meal: "dinner" as const, recipeId: "nope", isLeftover: false }] }] };
    expect(() => swapPlanSlot(foreign, { day: 1, meal: "dinner" }, request, { candidates: pool })).toThrow(
      "Recipe nope is not one this plan can use.",
    );
  });

  it("says why nothing else fits without suggesting a change it has not tried", () => {
    const dinner = (id: string, overrides: Partial<TPlanCandidate>): TPlanCandidate => ({
      id,
      title: `Dinner ${id}`,
      meals: ["dinner"],
      diets: ["vegetarian"],
      foods: ["rice"],
      caloriesPerServing: 700,
      proteinPerServing: 25,
      totalMinutes: 30,
      source: "public",
      ...overrides,
    });
    const pool = [
      dinner("a", {}),
      dinner("b", {}),
      dinner("c", {}),
      dinner("d", { diets: [], foods: ["chicken breast"] }),
      dinner("e", { caloriesPerServing: 2000 }),
    ];
    const swapFirst = (request: Partial<TPlanOptions>) => {
      const outcome = generateMealPlan(request, { candidates: pool });
      if (!outcome.isPlanned) throw new Error("Expected a plan");
      const swapped = swapPlanSlot(outcome.plan, { day: 1, meal: "dinner" }, request, { candidates: pool });
      if (swapped.isSwapped) throw new Error("Expected no swap");
      return swapped.failure;
    };

    // Dropping "vegetarian" would let the chicken in, but only for this dinner, not the plan.
    const vegetarian = swapFirst({ days: 3, meals: ["dinner"], diets: ["vegetarian"], caloriesPerDay: 1750, seed: 1 });
    expect(vegetarian).toMatchObject({
      blockers: ["caloriesPerDay"],
      message: "No other vegetarian dinner keeps day 1 within 10% of its calorie goal.",
      relaxations: [],
    });
    const every = swapFirst({ days: 4, meals: ["dinner"], diets: ["vegetarian"], seed: 1 });
    expect(every).toMatchObject({
      blockers: ["noRepeats"],
      message: "Every vegetarian dinner is already in the plan.",
      relaxations: [],
    });
  });
});
