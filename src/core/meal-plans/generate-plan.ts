/**
 * Automatic meal plans: days × meals of recipes that keep every hard rule (diets, excluded foods,
 * the time limit, the meal each recipe suits, no recipe twice unless leftovers are allowed), land
 * each day within 10% of the calorie goal and above the protein minimum, prefer the cook's own,
 * saved and followed recipes, and share foods across the week. The same seed gives the same plan.
 * No I/O: the pool comes in, the plan (or the reason there is none) goes out.
 *
 * Speed: the pool is indexed once (./plan-pool.ts), each meal's allowed recipes are cut to a
 * shortlist of a few hundred (./plan-shortlists.ts), and each day is a small knapsack over its slots
 * (./day-search.ts), followed by one improvement pass (./improve-week.ts). A request that cannot be
 * met says why, with the changes that would make a plan: each tried before it is offered
 * (./plan-remedies.ts).
 */
import { applyPlanChanges } from "./apply-plan-changes.ts";
import { describeDayFailure } from "./day-shortfall.ts";
import { improveWeek } from "./improve-week.ts";
import { findMealShortage } from "./meal-shortage.ts";
import { createPlanContext, type TPlanContext, type TPlanPoolInput } from "./plan-context.ts";
import { findWeekdayOf, type TPlanOptions } from "./plan-options.ts";
import { listDietsOf, listFoodsOf } from "./plan-pool.ts";
import { finishFailure, type TFailureDraft } from "./plan-remedies.ts";
import type { TGeneratedPlan, TPlanDay, TPlanOutcome, TPlanSlot, TPlanTotals } from "./plan-result.ts";
import { planWeek, type TChosenSlot } from "./plan-week.ts";
import { summarizePlanFoods } from "./week-foods.ts";

export function generateMealPlan(options: Partial<TPlanOptions>, poolInput: TPlanPoolInput): TPlanOutcome {
  const context = createPlanContext(options, poolInput);
  if (context.pool.size === 0) {
    return {
      isPlanned: false,
      failure: {
        blockers: ["recipes"],
        meal: null,
        day: null,
        message: "There are no recipes to plan with yet.",
        relaxations: [],
      },
    };
  }
  const outcome = planFor(context);
  if (outcome.isPlanned) return outcome;
  // Each suggestion is the same request with its changes: planned over the same pool, sharing what
  // this request compiled when the rules stay the same. Whether there is a plan is all a trial asks:
  // the improvement pass only trades recipes within a plan found.
  const input = { ...poolInput, candidates: context.pool };
  const failure = finishFailure(outcome.draft, context.options, (changes) => {
    const variant = createPlanContext(applyPlanChanges(context.options, changes), input, context);
    return !findMealShortage(variant) && planWeek(variant).isPlanned;
  });
  return { isPlanned: false, failure };
}

type TPlanAttempt = Extract<TPlanOutcome, { isPlanned: true }> | { isPlanned: false; draft: TFailureDraft };

function planFor(context: TPlanContext): TPlanAttempt {
  const shortage = findMealShortage(context);
  if (shortage) return { isPlanned: false, draft: shortage };
  const week = planWeek(context);
  if (!week.isPlanned) return { isPlanned: false, draft: describeDayFailure(context, week.day, week.failure) };
  improveWeek(context, week.days, week.foods, week.useCounts);
  return { isPlanned: true, plan: buildPlan(context, week.days) };
}

export function toPlanSlot(context: TPlanContext, slot: TChosenSlot): TPlanSlot {
  const { pool, options } = context;
  const candidate = pool.candidates[slot.index];
  const calories = pool.calories[slot.index];
  const protein = pool.protein[slot.index];
  const minutes = pool.minutes[slot.index];
  return {
    meal: slot.meal,
    recipeId: candidate.id,
    title: candidate.title,
    calories: Number.isNaN(calories) ? null : calories,
    protein: Number.isNaN(protein) ? null : protein,
    minutes: Number.isFinite(minutes) ? minutes : null,
    diets: listDietsOf(pool, slot.index),
    foods: listFoodsOf(pool, slot.index),
    servings: slot.isLeftover ? 0 : slot.hasLeftover ? options.people * 2 : options.people,
    isLeftover: slot.isLeftover,
  };
}

export function sumPlanSlots(slots: readonly TPlanSlot[]): TPlanTotals {
  return {
    calories: slots.reduce((sum, slot) => sum + (slot.calories ?? 0), 0),
    protein: slots.reduce((sum, slot) => sum + (slot.protein ?? 0), 0),
    hasAllCalories: slots.every((slot) => slot.calories !== null),
    hasAllProtein: slots.every((slot) => slot.protein !== null),
  };
}

export function toPlanDay(context: TPlanContext, day: number, chosen: readonly TChosenSlot[]): TPlanDay {
  const slots = chosen.map((slot) => toPlanSlot(context, slot));
  return {
    day,
    weekday: findWeekdayOf(day, context.options.startWeekday),
    hasTimeLimit: context.hasTimeLimitOn(day),
    slots,
    totals: sumPlanSlots(slots),
  };
}

function buildPlan(context: TPlanContext, days: readonly TChosenSlot[][]): TGeneratedPlan {
  const { options } = context;
  const planDays = days.map((chosen, d) => toPlanDay(context, d + 1, chosen));
  return {
    options,
    days: planDays,
    calorieWindow: context.window,
    proteinTarget: context.proteinTarget,
    ...summarizePlanFoods(planDays),
  };
}
