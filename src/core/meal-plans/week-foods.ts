/**
 * The foods a plan buys, counted so that recipes sharing them are preferred: what is left of a
 * bunch of coriander or a tub of yogurt on Monday goes into Wednesday's lunch instead of the bin.
 * Kitchen staples (salt, oil, flour…) are not counted; they keep.
 */
import { isStapleFood, toFoodWords } from "./food-words.ts";
import type { TPlanPool } from "./plan-pool.ts";

/** Worth of a food the week already buys, and cost of one it does not (another thing to use up). */
export const reuseWeights = { shared: 0.15, added: 0.05 } as const;

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
      if (pool.isStaple[food]) continue;
      worth += counts[food] > 0 ? reuseWeights.shared : -reuseWeights.added;
    }
    return worth;
  }

  private change(index: number, by: 1 | -1): void {
    const { pool, counts } = this;
    for (let k = pool.foodStart[index]; k < pool.foodStart[index + 1]; k++) counts[pool.foodIds[k]] += by;
  }
}

/**
 * Non-staple foods a plan buys: how many distinct, and how many of the plan's recipes use each on
 * average (each recipe once, so leftovers do not count as sharing).
 */
export function summarizePlanFoods(
  days: readonly { slots: readonly { recipeId: string; foods: readonly string[] }[] }[],
): {
  foodCount: number;
  foodUsesPerFood: number;
} {
  const foodsByRecipe = new Map<string, readonly string[]>();
  for (const day of days) for (const slot of day.slots) foodsByRecipe.set(slot.recipeId, slot.foods);
  const uses = new Map<string, number>();
  for (const foods of foodsByRecipe.values()) {
    for (const food of new Set(foods.map((name) => toFoodWords(name).join(" ")))) {
      if (food && !isStapleFood(food)) uses.set(food, (uses.get(food) ?? 0) + 1);
    }
  }
  let total = 0;
  for (const count of uses.values()) total += count;
  return { foodCount: uses.size, foodUsesPerFood: uses.size === 0 ? 0 : Math.round((total / uses.size) * 100) / 100 };
}
