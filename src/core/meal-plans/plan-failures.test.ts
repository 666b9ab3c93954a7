import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyPlanChanges } from "./apply-plan-changes.ts";
import { generateMealPlan } from "./generate-plan.ts";
import { completePlanOptions, type TPlanOptions } from "./plan-options.ts";
import type { TPlanCandidate } from "./plan-pool.ts";
import type { TPlanFailure } from "./plan-result.ts";

let next = 0;
function recipe(overrides: Partial<TPlanCandidate>): TPlanCandidate {
  next++;
  return {
    id: `recipe-${String(next).padStart(4, "0")}`,
    title: `Recipe ${next}`,
    meals: ["dinner"],
    diets: [],
    foods: ["onion"],
    caloriesPerServing: 500,
    proteinPerServing: 25,
    totalMinutes: 30,
    source: "public",
    ...overrides,
  };
}

function many(count: number, overrides: (n: number) => Partial<TPlanCandidate>): TPlanCandidate[] {
  return Array.from({ length: count }, (_, n) => recipe(overrides(n)));
}

/** Vegan breakfasts: quick ones all hold mushrooms, the rest take 30 to 40 minutes. */
const breakfastPool: TPlanCandidate[] = [
  ...many(10, (n) => ({ meals: ["breakfast"], diets: ["vegan"], foods: ["mushroom", "oat"], totalMinutes: 10 + n })),
  ...many(10, (n) => ({ meals: ["breakfast"], diets: ["vegan"], foods: ["oat", "banana"], totalMinutes: 30 + n })),
  ...many(10, () => ({ meals: ["breakfast"], diets: ["vegetarian"], foods: ["egg"], totalMinutes: 10 })),
];

function fail(request: Partial<TPlanOptions>, candidates: TPlanCandidate[]) {
  const outcome = generateMealPlan(request, { candidates });
  if (outcome.isPlanned) throw new Error("Expected no plan");
  return outcome.failure;
}

/** Taking any suggestion (the request with its changes, nothing else) makes a plan. */
function expectEachToPlan(failure: TPlanFailure, request: Partial<TPlanOptions>, candidates: TPlanCandidate[]) {
  for (const relaxation of failure.relaxations) {
    const relaxed = applyPlanChanges(completePlanOptions(request), relaxation.changes);
    expect(generateMealPlan(relaxed, { candidates }).isPlanned, relaxation.label).toBe(true);
  }
}

describe("a request that cannot be met names the constraint and what would relax it", () => {
  it("names the diet, the excluded food and the time limit, and offers the least change first", () => {
    const request = {
      days: 5,
      meals: ["breakfast" as const],
      diets: ["vegan" as const],
      exclude: ["mushrooms"],
      maxPrepMinutes: 20,
      timeLimitDays: "every-day" as const,
    };
    const failure = fail(request, breakfastPool);
    expect(failure.message).toBe(
      "No vegan breakfast without mushrooms under 20 minutes: allow 35 minutes, drop 'no mushrooms' or drop 'vegan'.",
    );
    expect(failure.blockers).toEqual(expect.arrayContaining(["maxPrepMinutes", "exclude"]));
    expect(failure.meal).toBe("breakfast");
    // Each relaxation it offers does make a plan.
    expectEachToPlan(failure, request, breakfastPool);
  });

  it("counts what there is when there are too few, and suggests leftovers or fewer days", () => {
    const failure = fail({ days: 12, meals: ["breakfast"], diets: ["vegan"], exclude: ["mushrooms"] }, breakfastPool);
    expect(failure.message).toBe(
      "Only 10 vegan breakfasts without mushrooms, and the plan needs 12: drop 'no mushrooms', drop 'vegan' or allow leftovers.",
    );
    const plain = fail({ days: 2, meals: ["breakfast"] }, breakfastPool.slice(0, 1));
    expect(plain.blockers).toEqual(["recipes"]);
    expect(plain.message).toBe("Only 1 breakfast, and the plan needs 2: allow leftovers or plan 1 day.");
  });

  it("offers no change that would still leave the plan without recipes", () => {
    // Breakfast is short, but lunch and dinner have no recipes at all: leftovers, one day or no
    // breakfast would each fail on lunch.
    const failure = fail({ days: 2 }, breakfastPool.slice(0, 1));
    expect(failure.blockers).toEqual(["recipes"]);
    expect(failure.message).toBe("Only 1 breakfast, and the plan needs 2.");
    expect(failure.relaxations).toEqual([]);
  });

  it("says when a meal has no recipes at all", () => {
    const failure = fail({ meals: ["breakfast", "snack"] }, breakfastPool);
    expect(failure.blockers).toEqual(["meals"]);
    expect(failure.message).toBe("There are no snack recipes to plan with yet: leave out snack.");
  });

  it("says the pool is empty", () => {
    expect(fail({}, []).message).toBe("There are no recipes to plan with yet.");
  });

  it("names a calorie goal below the lightest possible day, with the goal that would work", () => {
    const pool = [
      ...many(10, (n) => ({ meals: ["breakfast"], caloriesPerServing: 400 + n })),
      ...many(10, (n) => ({ meals: ["lunch"], caloriesPerServing: 500 + n })),
      ...many(10, (n) => ({ meals: ["dinner"], caloriesPerServing: 600 + n })),
    ];
    const failure = fail({ days: 3, caloriesPerDay: 1000 }, pool);
    expect(failure.blockers[0]).toBe("caloriesPerDay");
    expect(failure.message).toBe(
      "No day comes within 10% of 1,000 calories (the lightest has 1,500): aim for 1,400 calories.",
    );
    const relaxed = applyPlanChanges(
      completePlanOptions({ days: 3, caloriesPerDay: 1000 }),
      failure.relaxations[0].changes,
    );
    expect(generateMealPlan(relaxed, { candidates: pool }).isPlanned).toBe(true);
  });

  it("suggests a calorie goal a whole plan can meet, not the one its lightest day fits", () => {
    // Forty calories between one recipe and the next: the lightest day has 1,500 calories, the
    // fifth lightest of five different days at least 1,660.
    const pool = [
      ...many(10, (n) => ({ meals: ["breakfast"], caloriesPerServing: 400 + 40 * n })),
      ...many(10, (n) => ({ meals: ["lunch"], caloriesPerServing: 500 + 40 * n })),
      ...many(10, (n) => ({ meals: ["dinner"], caloriesPerServing: 600 + 40 * n })),
    ];
    const request = { days: 5, caloriesPerDay: 1000 };
    // 1,400 calories is what one day of 1,500 fits (its window goes up to 1,540): five days cannot.
    expect(generateMealPlan({ ...request, caloriesPerDay: 1400 }, { candidates: pool }).isPlanned).toBe(false);
    const failure = fail(request, pool);
    expect(failure.message).toBe(
      "No day comes within 10% of 1,000 calories (the lightest has 1,500): aim for 1,700 calories.",
    );
    expectEachToPlan(failure, request, pool);
    // The nearest goal that works, to 50 calories.
    expect(generateMealPlan({ ...request, caloriesPerDay: 1650 }, { candidates: pool }).isPlanned).toBe(false);

    const heavy = fail({ days: 7, caloriesPerDay: 4000 }, pool);
    expect(heavy.message).toBe(
      "No day comes within 10% of 4,000 calories (the most filling has 2,580): aim for 2,350 calories.",
    );
    expectEachToPlan(heavy, { days: 7, caloriesPerDay: 4000 }, pool);
  });

  it("suggests a protein minimum a whole week of different recipes can reach", () => {
    const pool = many(10, (n) => ({ meals: ["dinner"], proteinPerServing: 20 + 3 * n }));
    const request = { days: 5, meals: ["dinner" as const], proteinMin: 150 };
    // The richest dinner (47 g, for the 40% of the day a dinner carries) reaches 115 g; the fifth
    // richest of five different dinners only 85 g.
    expect(generateMealPlan({ ...request, proteinMin: 115 }, { candidates: pool }).isPlanned).toBe(false);
    const failure = fail(request, pool);
    expect(failure.relaxations[0].label).toBe("ask for 85 g of protein");
    expectEachToPlan(failure, request, pool);
  });

  it("names a protein minimum no day can reach, with what can be reached", () => {
    const pool = many(10, (n) => ({ meals: ["dinner"], proteinPerServing: 20 + n }));
    const failure = fail({ days: 2, meals: ["dinner"], proteinMin: 100 }, pool);
    expect(failure.blockers).toEqual(["proteinMin"]);
    expect(failure.message).toBe("No dinner reaches 40 g of protein (the most is 29 g): ask for 70 g of protein.");
  });

  it("says when the week runs out of recipes that meet the calorie goal", () => {
    const pool = [
      ...many(3, () => ({ meals: ["dinner"], caloriesPerServing: 700 })),
      ...many(10, () => ({ meals: ["dinner"], caloriesPerServing: 300 })),
    ];
    const failure = fail({ days: 5, meals: ["dinner"], caloriesPerDay: 1800 }, pool);
    expect(failure.blockers).toEqual(["noRepeats", "caloriesPerDay"]);
    expect(failure.day).toBe(4);
    expect(failure.message).toContain("Only 3 days of dinners come within 10% of the 720 calories");
    // An average dinner here (392 calories) makes a 1,000-calorie day, whose 360 to 440 calories no
    // dinner has, nor has any goal between it and 1,800: only the suggestions that make a plan are
    // offered.
    expect(failure.relaxations.map((r) => r.label)).toEqual(["allow leftovers", "plan 3 days"]);
    expectEachToPlan(failure, { days: 5, meals: ["dinner"], caloriesPerDay: 1800 }, pool);
    const withLeftovers = generateMealPlan(
      { days: 5, meals: ["dinner"], caloriesPerDay: 1800, allowLeftovers: true },
      { candidates: pool },
    );
    expect(withLeftovers.isPlanned).toBe(true);
  });

  it("says one day in the singular", () => {
    const pool = [
      ...many(1, () => ({ meals: ["dinner"], caloriesPerServing: 700 })),
      ...many(10, () => ({ meals: ["dinner"], caloriesPerServing: 300 })),
    ];
    const failure = fail({ days: 3, meals: ["dinner"], caloriesPerDay: 1800 }, pool);
    expect(failure.day).toBe(2);
    expect(failure.message).toContain("Only 1 day of dinners comes within 10% of the 720 calories");
  });

  it("looks for the calorie goal nearest the cook's that does not run out of recipes", () => {
    // Dinners from 600 to 900 calories, 25 apart, and heavy and light ones. 1,500 calories a day is
    // 600 for dinner (540 to 660): three dinners. The average dinner (992) makes a 2,500-calorie day,
    // whose 900 to 1,100 calories one dinner has; 1,600 (576 to 704) has six.
    const pool = [
      ...many(13, (n) => ({ meals: ["dinner"], caloriesPerServing: 600 + 25 * n })),
      ...many(10, () => ({ meals: ["dinner"], caloriesPerServing: 2000 })),
      ...many(10, () => ({ meals: ["dinner"], caloriesPerServing: 300 })),
    ];
    const request = { days: 5, meals: ["dinner" as const], caloriesPerDay: 1500 };
    const failure = fail(request, pool);
    expect(failure.message).toBe(
      "Only 3 days of dinners come within 10% of the 600 calories a 1,500-calorie day leaves for dinner without repeating a recipe: aim for 1,600 calories, allow leftovers or plan 3 days.",
    );
    expectEachToPlan(failure, request, pool);
    for (const caloriesPerDay of [1550, 2500]) {
      expect(generateMealPlan({ ...request, caloriesPerDay }, { candidates: pool }).isPlanned).toBe(false);
    }
  });

  it("always answers a plan or a failure with a sentence, a named constraint and suggestions that work", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            meals: fc.subarray(["breakfast", "lunch", "dinner", "snack"], { minLength: 1 }),
            diets: fc.subarray(["vegan", "vegetarian", "gluten-free"]),
            foods: fc.subarray(["mushroom", "oat", "egg", "rice", "tofu"]),
            caloriesPerServing: fc.option(fc.integer({ min: 50, max: 1200 }), { nil: null }),
            proteinPerServing: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
            totalMinutes: fc.option(fc.integer({ min: 5, max: 120 }), { nil: null }),
          }),
          { maxLength: 40 },
        ),
        fc.record({
          days: fc.integer({ min: 1, max: 7 }),
          diets: fc.subarray(["vegan" as const, "gluten-free" as const]),
          exclude: fc.subarray(["mushrooms", "eggs"]),
          caloriesPerDay: fc.option(fc.integer({ min: 800, max: 3000 }), { nil: null }),
          proteinMin: fc.option(fc.integer({ min: 10, max: 150 }), { nil: null }),
          maxPrepMinutes: fc.option(fc.integer({ min: 5, max: 60 }), { nil: null }),
          allowLeftovers: fc.boolean(),
        }),
        (rows, request) => {
          const pool = rows.map((row) => recipe(row));
          const outcome = generateMealPlan(request, { candidates: pool });
          if (outcome.isPlanned) return;
          expect(outcome.failure.blockers.length).toBeGreaterThan(0);
          expect(outcome.failure.message).toMatch(/^[A-Z].+\.$/);
          expectEachToPlan(outcome.failure, request, pool);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});
