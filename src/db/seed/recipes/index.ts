import { breakfastAndBakingRecipes } from "./breakfast-and-baking.ts";
import { chickenAndMeatRecipes } from "./chicken-and-meat.ts";
import { everydayRecipeLists } from "./everyday/index.ts";
import { fishSidesSnacksDrinksRecipes } from "./fish-sides-snacks-drinks.ts";
import { pastaAndGrainRecipes } from "./pasta-and-grains.ts";
import { saladAndSoupRecipes } from "./salads-and-soups.ts";
import type { TDemoRecipe } from "./types.ts";
import { vegetarianRecipes } from "./vegetarian.ts";

export type { TDemoAuthor, TDemoRecipe } from "./types.ts";

/**
 * The hand-written demo recipes, interleaved by category so each page of "newest" shows a mix.
 * They are the most recent ones.
 */
export const featuredDemoRecipes: TDemoRecipe[] = interleave([
  chickenAndMeatRecipes,
  vegetarianRecipes,
  pastaAndGrainRecipes,
  saladAndSoupRecipes,
  breakfastAndBakingRecipes,
  fishSidesSnacksDrinksRecipes,
]);

/** The everyday recipes (breakfasts to drinks, for every diet), interleaved by kind of meal; older. */
export const everydayDemoRecipes: TDemoRecipe[] = interleave(everydayRecipeLists);

/** Every demo recipe, newest first. */
export const demoRecipes: TDemoRecipe[] = [...featuredDemoRecipes, ...everydayDemoRecipes];

function interleave<T>(lists: T[][]): T[] {
  const result: T[] = [];
  const longest = Math.max(...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) if (i < list.length) result.push(list[i]);
  }
  return result;
}
