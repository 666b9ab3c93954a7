/**
 * A Ladle recipe in the neutral shape every reader of another app produces: what Ladle's own
 * archive must read back to, field by field.
 */
import { buildRecipeJsonLd } from "../../recipes/json-ld.ts";
import type { TMovedRecipe } from "../moved-recipe.ts";
import { describeYields, type TExportedRecipe } from "./exported-recipe.ts";
import { archiveVisibilityOf } from "./json-ld.ts";

/** The recipe's nutrition as schema.org writes it ("12.5 g"): the same text the archive holds. */
export function nutritionTextOf(recipe: TExportedRecipe): Record<string, string> {
  const jsonLd = buildRecipeJsonLd(
    { ...recipe, images: [], ingredientGroups: [], instructionSections: [] },
    { url: "https://ladle.invalid/" },
  );
  const { "@type": _type, ...nutrients } = (jsonLd.nutrition ?? {}) as Record<string, string>;
  return nutrients;
}

/** A time of zero says nothing (schema.org durations leave it out). */
function minutesOf(value: number | null): number | null {
  return value !== null && value > 0 ? value : null;
}

export function toMovedRecipe(
  recipe: TExportedRecipe,
  { origin, photos }: { origin: string; photos: TMovedRecipe["photos"] },
): TMovedRecipe {
  const prepMinutes = minutesOf(recipe.prepMinutes);
  const cookMinutes = minutesOf(recipe.cookMinutes);
  // schema.org's totalTime is prep plus cook when the recipe gives no total of its own.
  const totalMinutes =
    minutesOf(recipe.totalMinutes) ??
    (prepMinutes !== null || cookMinutes !== null ? minutesOf((prepMinutes ?? 0) + (cookMinutes ?? 0)) : null);
  return {
    origin,
    title: recipe.title,
    description: recipe.description.trim() ? recipe.description : null,
    ingredientGroups: recipe.ingredientGroups.map((group) => ({
      purpose: group.name,
      lines: group.lines.map((line) => line.text),
    })),
    instructionSections: recipe.instructionSections.map((section) => ({ name: section.name, steps: section.steps })),
    yields: describeYields(recipe),
    prepMinutes,
    cookMinutes,
    totalMinutes,
    tags: recipe.diets,
    cuisine: recipe.cuisines.join(", ") || null,
    course: recipe.courses.join(", ") || null,
    rating: recipe.kept?.rating ?? null,
    notes: recipe.kept?.notes ?? null,
    sourceUrl: recipe.sourceUrl,
    author: recipe.attribution,
    nutrition: nutritionTextOf(recipe),
    photos,
    photoUrls: [],
    ladle: { id: recipe.id, visibility: archiveVisibilityOf(recipe), keptTags: recipe.kept?.tags ?? [] },
  };
}
