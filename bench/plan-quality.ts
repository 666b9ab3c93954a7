/**
 * Meal-plan quality over 200 generated requests (varied days, meals, diets, exclusions, calorie
 * goals, protein minimums, time limits, leftovers) on a generated pool of 5,000 recipes:
 *
 * - calorie goals: the share of days within ±10% of the goal, over the requests where a plan
 *   exists (a request counts as feasible when the generator, or the same request with any of 20
 *   other seeds, finds one; a day of a feasible request without a plan counts as a miss);
 * - hard rules broken in the plans made, checked independently from the recipes' own tags, foods,
 *   titles and times (must be 0);
 * - ingredient reuse: distinct foods per plan (staples and spices aside), the fresh ones among them
 *   (produce, bread, meat, fish, dairy: what goes to waste), and recipes per food, against the same
 *   slots filled at random from recipes that keep the same hard rules;
 * - why the plans that could not be made failed.
 *
 *   npx tsx bench/plan-quality.ts        (BENCH_REQUESTS=n, default 200; BENCH_VERBOSE=1 prints failures)
 */
import { generateMealPlan } from "#core/meal-plans/generate-plan.ts";
import { completePlanOptions, findCalorieWindow, planDiets, type TPlanOptions } from "#core/meal-plans/plan-options.ts";
import type { TPlanCandidate } from "#core/meal-plans/plan-pool.ts";
import { createRandom } from "#core/meal-plans/seeded-random.ts";
import { summarizePlanFoods } from "#core/meal-plans/week-foods.ts";
import { generateCandidates } from "../tests/helpers/plan-candidates.ts";
import { findPlanViolations, listSlotViolations } from "../tests/helpers/plan-violations.ts";

const requestCount = Number(process.env.BENCH_REQUESTS ?? 200);
const isVerbose = process.env.BENCH_VERBOSE === "1";
const candidates = generateCandidates({ count: 5000, seed: 77 });
const random = createRandom(2026);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const chance = (share: number) => random() < share;

const mealSets: TPlanOptions["meals"][] = [
  ["breakfast", "lunch", "dinner"],
  ["breakfast", "lunch", "dinner"],
  ["breakfast", "lunch", "dinner", "snack"],
  ["lunch", "dinner"],
  ["dinner"],
];
const excludable = [
  "mushrooms",
  "tomatoes",
  "spinach",
  "coriander",
  "feta",
  "red onion",
  "rice",
  "eggs",
  "pork",
  "nuts",
];

function drawRequest(n: number): Partial<TPlanOptions> {
  return {
    days: pick([3, 5, 7, 7, 7]),
    meals: pick(mealSets),
    people: pick([1, 2, 4]),
    diets: planDiets.filter(() => chance(0.12)),
    exclude: excludable.filter(() => chance(0.1)),
    caloriesPerDay: chance(0.7) ? 1400 + Math.round(random() * 24) * 50 : null,
    proteinMin: chance(0.3) ? 50 + Math.round(random() * 14) * 5 : null,
    maxPrepMinutes: chance(0.4) ? pick([20, 30, 45]) : null,
    allowLeftovers: chance(0.2),
    seed: n,
  };
}

/** The same slots filled at random with recipes that keep the hard rules (no calorie goal). */
function fillAtRandom(options: TPlanOptions, days: { day: number; slots: { meal: string }[] }[]) {
  const used = new Set<string>();
  return days.map((day) => ({
    day: day.day,
    slots: day.slots.map((slot) => {
      const allowed = candidates.filter(
        (recipe) =>
          !used.has(recipe.id) && listSlotViolations(recipe, { meal: slot.meal, day: day.day }, options).length === 0,
      );
      const chosen = pick(allowed);
      used.add(chosen.id);
      return { recipeId: chosen.id, foods: chosen.foods };
    }),
  }));
}

const byId = new Map<string, TPlanCandidate>(candidates.map((recipe) => [recipe.id, recipe]));
let planned = 0;
let violations = 0;
let goalDays = 0;
let goalDaysMet = 0;
let feasibleMisses = 0;
const failures = new Map<string, number>();
const reuse = { planFoods: 0, randomFoods: 0, planFresh: 0, randomFresh: 0, planUses: 0, randomUses: 0, plans: 0 };
const started = performance.now();

for (let n = 0; n < requestCount; n++) {
  const request = drawRequest(n);
  const options = completePlanOptions(request);
  const outcome = generateMealPlan(request, { candidates });
  const window = findCalorieWindow(options);
  if (!outcome.isPlanned) {
    const key = outcome.failure.blockers.join("+");
    failures.set(key, (failures.get(key) ?? 0) + 1);
    if (isVerbose) console.log(`✗ ${JSON.stringify(request)}\n    ${outcome.failure.message}`);
    if (window) {
      const isFeasible = Array.from({ length: 20 }, (_, k) => k + 1000).some(
        (seed) => generateMealPlan({ ...request, seed }, { candidates }).isPlanned,
      );
      if (isFeasible) {
        feasibleMisses++;
        goalDays += options.days;
      }
    }
    continue;
  }
  planned++;
  const { plan } = outcome;
  violations += findPlanViolations(plan.days, request, candidates).filter((v) => !v.includes("calories")).length;
  if (window) {
    for (const day of plan.days) {
      goalDays++;
      const calories = day.slots.reduce((sum, slot) => sum + (byId.get(slot.recipeId)?.caloriesPerServing ?? 0), 0);
      if (calories >= window.min && calories <= window.max) goalDaysMet++;
    }
  }
  const randomDays = fillAtRandom(options, plan.days);
  const mine = summarizePlanFoods(plan.days);
  const theirs = summarizePlanFoods(randomDays);
  reuse.plans++;
  reuse.planFoods += mine.foodCount;
  reuse.randomFoods += theirs.foodCount;
  reuse.planFresh += mine.freshFoodCount;
  reuse.randomFresh += theirs.freshFoodCount;
  reuse.planUses += mine.foodUsesPerFood;
  reuse.randomUses += theirs.foodUsesPerFood;
}

const pct = (part: number, whole: number) => `${whole === 0 ? "–" : ((100 * part) / whole).toFixed(1)}%`;
console.log(
  `Meal-plan quality: ${requestCount} requests over ${candidates.length.toLocaleString("en-US")} generated recipes`,
);
console.log(`plans made                         ${planned}/${requestCount}`);
console.log(`hard-rule violations in plans      ${violations}`);
console.log(
  `days within ±10% of calorie goal   ${pct(goalDaysMet, goalDays)} (${goalDaysMet}/${goalDays} days of feasible requests; ${feasibleMisses} feasible requests without a plan)`,
);
console.log(
  `distinct foods per plan            ${(reuse.planFoods / reuse.plans).toFixed(1)} generated vs ${(reuse.randomFoods / reuse.plans).toFixed(1)} random (${pct(reuse.randomFoods - reuse.planFoods, reuse.randomFoods)} fewer)`,
);
console.log(
  `fresh foods per plan               ${(reuse.planFresh / reuse.plans).toFixed(1)} generated vs ${(reuse.randomFresh / reuse.plans).toFixed(1)} random (${pct(reuse.randomFresh - reuse.planFresh, reuse.randomFresh)} fewer)`,
);
console.log(
  `recipes per food                   ${(reuse.planUses / reuse.plans).toFixed(2)} generated vs ${(reuse.randomUses / reuse.plans).toFixed(2)} random`,
);
console.log(
  `failures by blocking options       ${[...failures].map(([key, count]) => `${key} ${count}`).join(", ") || "none"}`,
);
console.log(`time                               ${((performance.now() - started) / 1000).toFixed(1)} s`);
