/**
 * The week, a day at a time: each day's slots are filled by the day search from the meal's
 * shortlist, less what earlier days used, each recipe's worth raised by the foods it shares with
 * the week so far. Leftovers (when allowed) come back within two days, in a meal they suit.
 */
import { searchDay, type TDayChoice, type TDaySearchResult, type TDaySlotChoices } from "./day-search.ts";
import { isAllowedIn } from "./plan-constraints.ts";
import type { TPlanContext } from "./plan-context.ts";
import type { TPlanMeal } from "./plan-options.ts";
import { WeekFoods } from "./week-foods.ts";

export interface TChosenSlot {
  day: number;
  meal: TPlanMeal;
  index: number;
  isLeftover: boolean;
  /** A later slot eats this one's leftovers, so it cooks twice the servings. */
  hasLeftover: boolean;
}

export type TWeekResult =
  | { isPlanned: true; days: TChosenSlot[][]; foods: WeekFoods; useCounts: Uint8Array }
  | { isPlanned: false; day: number; failure: Extract<TDaySearchResult, { isFound: false }> };

/** What cooking once for two meals is worth next to a fresh recipe of the same appeal. */
const leftoverBonus = 0.1;
/** Leftovers keep this many days. */
const leftoverDays = 2;

export function toDayChoice(context: TPlanContext, index: number, score: number, isLeftover: boolean): TDayChoice {
  const { pool } = context;
  const protein = pool.protein[index];
  return { index, score, calories: pool.calories[index], protein: Number.isNaN(protein) ? 0 : protein, isLeftover };
}

function listLeftovers(
  context: TPlanContext,
  meal: TPlanMeal,
  day: number,
  earlier: readonly TChosenSlot[][],
  useCounts: Uint8Array,
): TDayChoice[] {
  const choices: TDayChoice[] = [];
  const hasTimeLimit = context.hasTimeLimitOn(day);
  for (let back = 1; back <= leftoverDays && day - back >= 1; back++) {
    for (const slot of earlier[day - back - 1]) {
      if (slot.isLeftover || slot.hasLeftover || useCounts[slot.index] !== 1) continue;
      if (!isAllowedIn(context.checker, slot.index, meal, hasTimeLimit)) continue;
      const score = context.findPreference(slot.index) + leftoverBonus + context.findMealFit(meal, slot.index);
      choices.push(toDayChoice(context, slot.index, score, true));
    }
  }
  return choices;
}

export function planWeek(context: TPlanContext): TWeekResult {
  const { options, pool } = context;
  const useCounts = new Uint8Array(pool.size);
  const foods = new WeekFoods(pool);
  const days: TChosenSlot[][] = [];
  for (let day = 1; day <= options.days; day++) {
    const hasTimeLimit = context.hasTimeLimitOn(day);
    const slots: TDaySlotChoices[] = options.meals.map((meal) => {
      const choices: TDayChoice[] = [];
      for (const index of context.findShortlist(meal, hasTimeLimit)) {
        if (useCounts[index] === 0) {
          const score = context.findPreference(index) + foods.findWorth(index) + context.findMealFit(meal, index);
          choices.push(toDayChoice(context, index, score, false));
        }
      }
      if (options.allowLeftovers) choices.push(...listLeftovers(context, meal, day, days, useCounts));
      return { meal, choices };
    });
    const result = searchDay(slots, context.window, context.proteinTarget);
    if (!result.isFound) return { isPlanned: false, day, failure: result };
    const chosen = result.picks.map((pick, s) => ({
      day,
      meal: options.meals[s],
      index: pick.index,
      isLeftover: pick.isLeftover,
      hasLeftover: false,
    }));
    for (const slot of chosen) {
      useCounts[slot.index]++;
      if (slot.isLeftover) markCooked(days, slot.index);
      else foods.add(slot.index);
    }
    days.push(chosen);
  }
  return { isPlanned: true, days, foods, useCounts };
}

function markCooked(days: readonly TChosenSlot[][], index: number): void {
  for (const slots of days) {
    for (const slot of slots) if (slot.index === index && !slot.isLeftover) slot.hasLeftover = true;
  }
}
