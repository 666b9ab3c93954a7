/**
 * Which diets a food rules out, by its flags: the recipe tags Ladle filters on (vegetarian, vegan,
 * gluten-free, dairy-free, nut-free) and the flags that break each.
 */
import type { TDiet } from "../recipes/tags.ts";
import type { TDietFlag, TFood } from "./food.ts";

export const flagsBreakingDiet: Record<TDiet, readonly TDietFlag[]> = {
  vegetarian: ["meat", "fish", "shellfish"],
  vegan: ["animal"],
  "gluten-free": ["gluten"],
  "dairy-free": ["dairy"],
  "nut-free": ["nut", "peanut"],
};

/** Whether a food can be part of a recipe for this diet. */
export function isFoodAllowedInDiet(food: Pick<TFood, "flags">, diet: TDiet): boolean {
  return !flagsBreakingDiet[diet].some((flag) => food.flags.includes(flag));
}

/** The diets (of Ladle's tags) that none of these foods breaks. */
export function findDietsOfFoods(foods: readonly Pick<TFood, "flags">[]): TDiet[] {
  const diets = Object.keys(flagsBreakingDiet) as TDiet[];
  return diets.filter((diet) => foods.every((food) => isFoodAllowedInDiet(food, diet)));
}
