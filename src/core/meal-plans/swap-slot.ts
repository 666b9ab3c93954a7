/**
 * Swapping one slot of a plan: the best other recipe for that meal on that day that keeps every
 * rule, the day's calorie window and protein minimum included, and repeats nothing already in the
 * plan. `avoid` lists recipes the cook has swapped away before, so pressing swap again moves on.
 */

import { listDayRules } from "./day-shortfall.ts";
import { toPlanDay, toPlanSlot } from "./generate-plan.ts";
import { findDayTotals, findSlotValue } from "./improve-week.ts";
import { createPlanContext, type TPlanContext, type TPlanPoolInput } from "./plan-context.ts";
import type { TPlanMeal, TPlanOptions } from "./plan-options.ts";
import type { TPlanDay, TPlanFailure, TPlanSlot } from "./plan-result.ts";
import type { TChosenSlot } from "./plan-week.ts";
import { describeRecipes } from "./plan-wording.ts";
import { WeekFoods } from "./week-foods.ts";

/** What a swap needs of a plan: which recipe fills each slot. */
export interface TPlanLayout {
  days: { day: number; slots: { meal: TPlanMeal; recipeId: string; isLeftover: boolean }[] }[];
}

export type TSwapOutcome =
  | { isSwapped: true; days: TPlanDay[]; slot: TPlanSlot }
  | { isSwapped: false; failure: TPlanFailure };

/** Thrown for a plan the pool cannot read back: a slot, or a recipe, that is not there. */
export class PlanLayoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PlanLayoutError";
  }
}

function toChosenSlots(context: TPlanContext, layout: TPlanLayout): TChosenSlot[][] {
  const days = layout.days.map((entry) =>
    entry.slots.map((slot) => {
      const index = context.pool.indexById.get(slot.recipeId);
      if (index === undefined) throw new PlanLayoutError(`Recipe ${slot.recipeId} is not one this plan can use.`);
      return { day: entry.day, meal: slot.meal, index, isLeftover: slot.isLeftover, hasLeftover: false };
    }),
  );
  for (const slot of days.flat()) {
    if (slot.isLeftover) {
      const cooked = days.flat().find((other) => other.index === slot.index && !other.isLeftover);
      if (cooked) cooked.hasLeftover = true;
    }
  }
  return days;
}

export function swapPlanSlot(
  layout: TPlanLayout,
  target: { day: number; meal: TPlanMeal; avoid?: readonly string[] },
  options: Partial<TPlanOptions>,
  poolInput: TPlanPoolInput,
): TSwapOutcome {
  const context = createPlanContext(options, poolInput);
  const days = toChosenSlots(context, layout);
  const dayIndex = layout.days.findIndex((entry) => entry.day === target.day);
  const slots = days[dayIndex] ?? [];
  const position = slots.findIndex((slot) => slot.meal === target.meal);
  if (position < 0) throw new PlanLayoutError(`The plan has no ${target.meal} on day ${target.day}.`);
  const current = slots[position];

  // The recipe leaves the plan wherever it was: a slot that ate its leftovers cooks afresh.
  for (const slot of days.flat()) {
    if (slot.index === current.index && slot !== current) slot.isLeftover = false;
    if (slot.index === current.index) slot.hasLeftover = false;
  }
  const used = new Set(days.flat().map((slot) => slot.index));
  const avoided = new Set(
    (target.avoid ?? []).flatMap((id) => {
      const index = context.pool.indexById.get(id);
      return index === undefined ? [] : [index];
    }),
  );
  const foods = new WeekFoods(context.pool);
  for (const slot of days.flat()) if (slot !== current && !slot.isLeftover) foods.add(slot.index);
  const others = findDayTotals(context, slots, position);
  const hasTimeLimit = context.hasTimeLimitOn(target.day);
  const eligibility = context.eligibility.get(target.meal);
  const allowed = eligibility ? (hasTimeLimit ? eligibility.limited : eligibility.free) : new Int32Array();

  let best = -1;
  let bestValue = Number.NEGATIVE_INFINITY;
  let unusedCount = 0;
  for (const index of allowed) {
    if (used.has(index) || avoided.has(index)) continue;
    unusedCount++;
    const value = findSlotValue(context, foods, { meal: target.meal, index }, others);
    if (value !== null && value > bestValue) {
      best = index;
      bestValue = value;
    }
  }
  if (best < 0) return { isSwapped: false, failure: describeNoSwap(context, target, unusedCount, hasTimeLimit) };

  current.index = best;
  current.isLeftover = false;
  const planDays = days.map((chosen, d) => toPlanDay(context, layout.days[d].day, chosen));
  return { isSwapped: true, days: planDays, slot: toPlanSlot(context, current) };
}

/**
 * Why no recipe can take the slot. It suggests nothing: a change to the rules would be tried on the
 * whole plan, while a swap keeps the rest of it as it is; the cook can change the options and plan
 * again.
 */
function describeNoSwap(
  context: TPlanContext,
  target: { day: number; meal: TPlanMeal },
  unusedCount: number,
  hasTimeLimit: boolean,
): TPlanFailure {
  const recipes = describeRecipes(listDayRules(context, hasTimeLimit), { meal: target.meal, isPlural: false });
  if (unusedCount === 0) {
    return {
      blockers: ["noRepeats"],
      meal: target.meal,
      day: target.day,
      message: `Every ${recipes} is already in the plan.`,
      relaxations: [],
    };
  }
  const goals = [
    context.window ? "within 10% of its calorie goal" : null,
    context.proteinTarget !== null ? `at ${context.proteinTarget} g of protein or more` : null,
  ].filter(Boolean);
  return {
    blockers: [
      ...(context.window ? (["caloriesPerDay"] as const) : []),
      ...(context.proteinTarget !== null ? (["proteinMin"] as const) : []),
    ],
    meal: target.meal,
    day: target.day,
    message: `No other ${recipes} keeps day ${target.day} ${goals.join(" and ")}.`,
    relaxations: [],
  };
}
