/**
 * A Ladle recipe as the writers take it: everything its author wrote, read in full (the exporter
 * only ever hands over recipes the reader may read whole, never a paywalled teaser).
 */

import type {
  TIngredientGroup,
  TInstructionSection,
  TNutrition,
  TRecipeVisibility,
} from "../../recipes/recipe.schema.ts";
import type { TKeptDetails } from "../kept-details.schema.ts";

export interface TExportedRecipe {
  id: string;
  title: string;
  description: string;
  servings: number | null;
  yieldText: string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  ingredientGroups: TIngredientGroup[];
  instructionSections: TInstructionSection[];
  courses: string[];
  cuisines: string[];
  diets: string[];
  nutrition: TNutrition | null;
  sourceUrl: string | null;
  videoUrl: string | null;
  /** "Adapted from …": who the recipe came from before Ladle. */
  attribution: string | null;
  visibility: TRecipeVisibility;
  author: { name: string; username: string } | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  /**
   * What the cook kept from the app they moved in from (their rating, notes and tags): only in
   * their own archive, never in a recipe downloaded by a reader.
   */
  kept?: TKeptDetails | null;
}

/** "Serves 4", "Makes 1 loaf", as one string a reader of another app understands. */
export function describeYields(recipe: Pick<TExportedRecipe, "servings" | "yieldText">): string | null {
  if (recipe.yieldText) return recipe.yieldText;
  return recipe.servings ? `${recipe.servings} ${recipe.servings === 1 ? "serving" : "servings"}` : null;
}

/** A file name from the title: "Lemon Chicken & Rice" → "lemon-chicken-rice"; "recipe" when nothing is left. */
export function slugOf(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || "recipe";
}
