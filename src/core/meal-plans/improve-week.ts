/**
 * A pass over the finished week: each slot may trade its recipe for one from its shortlist that
 * keeps every rule (the day's calories and protein included) and is worth more now that the whole
 * week is known: a Tuesday lunch can pick up the spinach that Thursday's dinner buys. Days are
 * planned in order, so only this pass lets early days see later ones.
 */
import type { TPlanContext } from "./plan-context.ts";
import type { TPlanMeal } from "./plan-options.ts";
import { TopScores } from "./plan-shortlists.ts";
import type { TChosenSlot } from "./plan-week.ts";
import type { WeekFoods } from "./week-foods.ts";

const passes = 2;
/** Same as the day search: a day at the window's edge gives up 0.3 of preference. */
const centreWeight = 3;

export function findDayTotals(context: TPlanContext, slots: readonly TChosenSlot[], skip: number) {
  let calories = 0;
  let protein = 0;
  for (const [s, slot] of slots.entries()) {
    if (s === skip) continue;
    calories += context.pool.calories[slot.index];
    const grams = context.pool.protein[slot.index];
    protein += Number.isNaN(grams) ? 0 : grams;
  }
  return { calories, protein };
}

/** What a slot's recipe is worth to the day and the week, or null when it would break the day's goals. */
export function findSlotValue(
  context: TPlanContext,
  foods: WeekFoods,
  slot: { meal: TPlanMeal; index: number },
  others: { calories: number; protein: number },
): number | null {
  const { pool, window, proteinTarget } = context;
  const { index } = slot;
  let value = context.findPreference(index) + foods.findWorth(index) + context.findMealFit(slot.meal, index);
  if (window) {
    const calories = others.calories + pool.calories[index];
    if (!(calories >= window.min && calories <= window.max)) return null;
    value -= (centreWeight * Math.abs(calories - window.goal)) / window.goal;
  }
  if (proteinTarget !== null) {
    const grams = pool.protein[index];
    if (others.protein + (Number.isNaN(grams) ? 0 : grams) < proteinTarget) return null;
  }
  return value;
}

/** How many recipes sharing the week's foods each meal adds to its shortlist. */
const sharingCount = 60;

/** The meal's allowed recipes with the most to share with the week's foods, preference breaking ties. */
function findSharingRecipes(context: TPlanContext, foods: WeekFoods, meal: TPlanMeal, hasTimeLimit: boolean): number[] {
  const allowed = context.eligibility.get(meal);
  if (!allowed) return [];
  const best = new TopScores(sharingCount);
  for (const index of hasTimeLimit ? allowed.limited : allowed.free) {
    best.offer(index, foods.findWorth(index) + context.findPreference(index));
  }
  return best.list();
}

export function improveWeek(context: TPlanContext, days: TChosenSlot[][], foods: WeekFoods, useCounts: Uint8Array) {
  // Beside each meal's shortlist, the recipes that share most with the week as planned: the
  // shortlist was drawn before the week's foods were known.
  const candidates = new Map<string, Int32Array>();
  const listCandidates = (meal: TPlanMeal, hasTimeLimit: boolean) => {
    const key = `${meal}:${hasTimeLimit}`;
    let list = candidates.get(key);
    if (!list) {
      const shortlist = context.findShortlist(meal, hasTimeLimit);
      list = Int32Array.from(new Set([...shortlist, ...findSharingRecipes(context, foods, meal, hasTimeLimit)]));
      candidates.set(key, list);
    }
    return list;
  };
  for (let pass = 0; pass < passes; pass++) {
    let changes = 0;
    for (const slots of days) {
      const hasTimeLimit = context.hasTimeLimitOn(slots[0]?.day ?? 1);
      for (const [s, slot] of slots.entries()) {
        if (slot.isLeftover || slot.hasLeftover) continue;
        const others = findDayTotals(context, slots, s);
        foods.remove(slot.index);
        let best = slot.index;
        let bestValue = findSlotValue(context, foods, slot, others) ?? Number.NEGATIVE_INFINITY;
        for (const index of listCandidates(slot.meal, hasTimeLimit)) {
          if (useCounts[index] !== 0) continue;
          const value = findSlotValue(context, foods, { meal: slot.meal, index }, others);
          if (value !== null && value > bestValue + 1e-9) {
            best = index;
            bestValue = value;
          }
        }
        if (best !== slot.index) {
          useCounts[slot.index]--;
          useCounts[best]++;
          slot.index = best;
          changes++;
        }
        foods.add(slot.index);
      }
    }
    if (changes === 0) return;
  }
}
