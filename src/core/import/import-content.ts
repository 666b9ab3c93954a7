/**
 * What an imported recipe says, as one canonical string: the same for the draft Ladle read from a
 * page and for the recipe a cook saves when they changed nothing. Ladle signs it with the page's
 * address at preview; a save whose content still matches is a recipe "as read", the only kind it
 * offers to other cooks who import the same address. Whitespace and the order of tags do not count.
 */
import type { TIngredientLineInput } from "../recipes/recipe-input.schema.ts";

interface TImportContentSource {
  title: string;
  description?: string | null;
  servings?: number | null;
  yieldText?: string | null;
  prepMinutes?: number | null;
  cookMinutes?: number | null;
  totalMinutes?: number | null;
  ingredientGroups: { name?: string | null; lines: (TIngredientLineInput | { text: string })[] }[];
  instructionSections: { name?: string | null; steps: string[] }[];
  courses?: readonly string[];
  cuisines?: readonly string[];
  diets?: readonly string[];
  nutrition?: Record<string, number | undefined> | null;
  videoUrl?: string | null;
}

const tidy = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
const sorted = (values: readonly string[] | undefined) => [...(values ?? [])].map(tidy).sort();

export function importContentOf(recipe: TImportContentSource, imageUrl: string | null): string {
  return JSON.stringify([
    tidy(recipe.title),
    tidy(recipe.description),
    recipe.servings ?? null,
    tidy(recipe.yieldText),
    [recipe.prepMinutes ?? null, recipe.cookMinutes ?? null, recipe.totalMinutes ?? null],
    recipe.ingredientGroups.map((group) => [
      tidy(group.name),
      group.lines.map((line) => tidy(typeof line === "string" ? line : line.text)),
    ]),
    recipe.instructionSections.map((section) => [tidy(section.name), section.steps.map(tidy)]),
    sorted(recipe.courses),
    sorted(recipe.cuisines),
    sorted(recipe.diets),
    Object.entries(recipe.nutrition ?? {})
      .filter(([, value]) => value !== undefined && value !== null)
      .sort(([a], [b]) => a.localeCompare(b)),
    tidy(recipe.videoUrl),
    tidy(imageUrl),
  ]);
}
