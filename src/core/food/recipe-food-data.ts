/**
 * What Ladle stores on each recipe from its ingredients: the canonical foods it uses (for diet
 * checks, meal-plan generation and search by ingredient) and its estimated nutrition per serving
 * with the estimate's coverage. Derived on every write and at start-up for rows without it.
 */
import type { TIngredientGroup } from "../recipes/recipe.schema.ts";
import { estimateRecipeNutrition, type TEstimateCoverage, type TMacros } from "./estimate-nutrition.ts";

/**
 * Raise when the food table or the rules change results: stored data of an older version is
 * derived again at the next start.
 */
export const foodDataVersion = 2;

/** The `estimated_nutrition` column. */
export interface TEstimatedNutrition {
  version: number;
  servings: number | null;
  /** Calories, protein, fat and carbohydrate per serving; null without servings. */
  perServing: TMacros | null;
  coverage: TEstimateCoverage;
  /** Whether enough of the recipe was understood for the estimate to be shown. */
  isReliable: boolean;
}

export interface TRecipeFoodData {
  /** Canonical food names, each once, in the order the recipe lists them. */
  foods: string[];
  estimatedNutrition: TEstimatedNutrition;
}

/**
 * The estimate a recipe page shows: none when the author gave nutrition (theirs is shown), nor
 * when too little of the recipe was understood or it has no servings.
 */
export function findShownEstimate(
  nutrition: Partial<Record<string, number>> | null,
  stored: TEstimatedNutrition | null,
): TMacros | null {
  const hasOwnNutrition = nutrition !== null && Object.values(nutrition).some((value) => typeof value === "number");
  if (hasOwnNutrition || !stored?.isReliable) return null;
  return stored.perServing;
}

export function deriveRecipeFoodData({
  ingredientGroups,
  servings,
}: {
  ingredientGroups: readonly TIngredientGroup[];
  servings: number | null;
}): TRecipeFoodData {
  const estimate = estimateRecipeNutrition({ lines: ingredientGroups.flatMap((group) => group.lines), servings });
  const foods = [...new Set(estimate.lines.flatMap((line) => (line.food ? [line.food.name] : [])))];
  return {
    foods,
    estimatedNutrition: {
      version: foodDataVersion,
      servings: estimate.servings,
      perServing: estimate.perServing,
      coverage: { ...estimate.coverage, weightShare: Math.round(estimate.coverage.weightShare * 1000) / 1000 },
      isReliable: estimate.isReliable,
    },
  };
}
