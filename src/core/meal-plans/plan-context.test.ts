import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateCandidates } from "../../../tests/helpers/plan-candidates.ts";
import { applyPlanChanges } from "./apply-plan-changes.ts";
import { createPlanContext, type TPlanContext } from "./plan-context.ts";
import { planDiets, planMeals, type TPlanOptions } from "./plan-options.ts";
import { indexPlanPool } from "./plan-pool.ts";
import type { TPlanChange } from "./plan-result.ts";
import { planWeek } from "./plan-week.ts";

const pool = indexPlanPool(generateCandidates({ count: 800, seed: 3 }));
const input = { candidates: pool };

const arbitraryRequest: fc.Arbitrary<Partial<TPlanOptions>> = fc.record({
  days: fc.integer({ min: 2, max: 7 }),
  meals: fc.subarray([...planMeals], { minLength: 2 }),
  diets: fc.subarray([...planDiets], { maxLength: 1 }),
  exclude: fc.subarray(["mushroom", "rice"], { maxLength: 1 }),
  caloriesPerDay: fc.option(fc.integer({ min: 1200, max: 3200 }), { nil: null }),
  proteinMin: fc.option(fc.integer({ min: 40, max: 130 }), { nil: null }),
  maxPrepMinutes: fc.option(fc.integer({ min: 15, max: 60 }), { nil: null }),
  allowLeftovers: fc.boolean(),
  seed: fc.integer(),
});

const arbitraryChange: fc.Arbitrary<TPlanChange> = fc.oneof(
  fc.record({ kind: fc.constant("caloriesPerDay" as const), value: fc.integer({ min: 1200, max: 3200 }) }),
  fc.record({ kind: fc.constant("proteinMin" as const), value: fc.integer({ min: 20, max: 120 }) }),
  fc.record({ kind: fc.constant("days" as const), value: fc.integer({ min: 1, max: 7 }) }),
  fc.constant({ kind: "allowLeftovers" as const, value: true as const }),
  fc.record({ kind: fc.constant("removeMeal" as const), value: fc.constantFrom(...planMeals) }),
  fc.record({ kind: fc.constant("maxPrepMinutes" as const), value: fc.constantFrom(null, 20, 45) }),
  fc.constant({ kind: "caloriesPerDay" as const, value: null }),
);

/** Which recipes each day got, or the day the week stopped at. */
function planOf(context: TPlanContext) {
  const week = planWeek(context);
  return week.isPlanned ? week.days.map((slots) => slots.map((slot) => slot.index)) : week.day;
}

describe("a request made from another one's context", () => {
  it("plans exactly as the same request made from scratch, and leaves the other one's plan as it was", () => {
    fc.assert(
      fc.property(arbitraryRequest, arbitraryChange, (request, change) => {
        const base = createPlanContext(request, input);
        const basePlan = planOf(base);
        const options = applyPlanChanges(base.options, [change]);
        fc.pre(options.meals.length > 0);
        const variant = createPlanContext(options, input, base);
        expect(planOf(variant)).toEqual(planOf(createPlanContext(options, input)));
        expect(planOf(base)).toEqual(basePlan);
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it("shares what the rules compiled only when the rules are the same", () => {
    const base = createPlanContext({ caloriesPerDay: 1800, diets: ["vegetarian"] }, input);
    const share = (change: TPlanChange) =>
      createPlanContext(applyPlanChanges(base.options, [change]), input, base).compiled === base.compiled;
    expect(share({ kind: "caloriesPerDay", value: 2000 })).toBe(true);
    expect(share({ kind: "allowLeftovers", value: true })).toBe(true);
    expect(share({ kind: "days", value: 3 })).toBe(true);
    expect(share({ kind: "caloriesPerDay", value: null })).toBe(false);
    expect(share({ kind: "removeDiet", value: "vegetarian" })).toBe(false);
    expect(createPlanContext(base.options, { candidates: [...pool.candidates] }, base).compiled).not.toBe(
      base.compiled,
    );
  });
});
