/**
 * The foods a plan buys, counted so that recipes sharing them are preferred: what is left of a
 * bunch of coriander or a tub of yogurt on Monday goes into Wednesday's lunch instead of the bin.
 * Kitchen staples (salt, oil, flour…) are not counted; they keep.
 */
import { findWasteWeight, toFoodWords } from "./food-words.ts";
import type { TPlanPool } from "./plan-pool.ts";

/**
 * Worth of a fresh food the week already buys (halved at each further use), and cost of one it
 * does not (one more thing to use up before it spoils), against a seeded preference of 0 to 1
 * between equally suited public recipes (and 10 more for a saved one: no sharing of foods
 * outweighs that, see ./plan-pool.ts). Measured with bench/plan-quality.ts: a fifth fewer
 * fresh foods a week than the same slots filled at random.
 */
export const reuseWeights = { shared: 0.5, added: 0.5 } as const;

export class WeekFoods {
  private readonly counts: Uint16Array;

  constructor(private readonly pool: TPlanPool) {
    this.counts = new Uint16Array(pool.foodNames.length);
  }

  add(index: number): void {
    this.change(index, 1);
  }

  remove(index: number): void {
    this.change(index, -1);
  }

  /** What adding recipe `index` is worth to the week as it stands. */
  findWorth(index: number): number {
    const { pool, counts } = this;
    let worth = 0;
    for (let k = pool.foodStart[index]; k < pool.foodStart[index + 1]; k++) {
      const food = pool.foodIds[k];
      const weight = pool.wasteWeight[food];
      // Each further use of a food is worth less than the one before: the week shares many foods,
      // rather than eating the same one every day.
      const uses = counts[food];
      worth += weight * (uses > 0 ? reuseWeights.shared / uses : -reuseWeights.added);
    }
    return worth;
  }

  private change(index: number, by: 1 | -1): void {
    const { pool, counts } = this;
    for (let k = pool.foodStart[index]; k < pool.foodStart[index + 1]; k++) counts[pool.foodIds[k]] += by;
  }
}

/**
 * Foods a plan buys (staples and spices aside), and the fresh ones among them: how many distinct,
 * and how many of the plan's recipes use each on average (each recipe once, so leftovers do not
 * count as sharing).
 */
export function summarizePlanFoods(
  days: readonly { slots: readonly { recipeId: string; foods: readonly string[] }[] }[],
): {
  foodCount: number;
  freshFoodCount: number;
  foodUsesPerFood: number;
} {
  const foodsByRecipe = new Map<string, readonly string[]>();
  for (const day of days) for (const slot of day.slots) foodsByRecipe.set(slot.recipeId, slot.foods);
  const uses = new Map<string, { count: number; waste: number }>();
  for (const foods of foodsByRecipe.values()) {
    for (const name of new Set(foods)) {
      const key = toFoodWords(name).join(" ");
      const known = uses.get(key);
      if (known) known.count++;
      else uses.set(key, { count: 1, waste: findWasteWeight(name) });
    }
  }
  let foodCount = 0;
  let freshFoodCount = 0;
  let total = 0;
  for (const { count, waste } of uses.values()) {
    if (waste === 0) continue;
    foodCount++;
    total += count;
    if (waste >= 1) freshFoodCount++;
  }
  return {
    foodCount,
    freshFoodCount,
    foodUsesPerFood: foodCount === 0 ? 0 : Math.round((total / foodCount) * 100) / 100,
  };
}
