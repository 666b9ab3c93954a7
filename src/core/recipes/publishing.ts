/**
 * What a recipe needs before others may read it (a product rule): published, that is public or for
 * a blog's subscribers, it has at least one ingredient and at least one step. Private recipes and
 * drafts may hold whatever the cook has so far. The recipe form checks this before it sends, and
 * the server again before it stores; an import asked to publish an incomplete recipe keeps it
 * private instead of refusing it.
 */
import type { TRecipeVisibility } from "./recipe.schema.ts";

/** Who may read a recipe beyond its author: anyone, or the subscribers of its blog. */
export const publishedVisibilities: readonly TRecipeVisibility[] = ["public", "paywalled"];

export function isPublished(visibility: TRecipeVisibility): boolean {
  return publishedVisibilities.includes(visibility);
}

/** The parts a published recipe cannot be without. */
export type TPublishingPart = "ingredients" | "steps";

export interface TPublishingGap {
  part: TPublishingPart;
  /** The recipe input's field the gap is about (the API names it in its message). */
  path: "ingredientGroups" | "instructionSections";
  message: string;
}

export const publishingGaps: Record<TPublishingPart, TPublishingGap> = {
  ingredients: {
    part: "ingredients",
    path: "ingredientGroups",
    message: "Add at least one ingredient before publishing.",
  },
  steps: { part: "steps", path: "instructionSections", message: "Add at least one step before publishing." },
};

/** A recipe as the form, the API or the database holds it: only the parts this rule reads. */
export interface TPublishable {
  visibility: TRecipeVisibility;
  ingredientGroups: readonly { lines: readonly unknown[] }[];
  instructionSections: readonly { steps: readonly unknown[] }[];
}

/** What stops the recipe being published as it is; nothing for a private recipe or a draft. */
export function findPublishingGaps(recipe: TPublishable): TPublishingGap[] {
  if (!isPublished(recipe.visibility)) return [];
  const gaps: TPublishingGap[] = [];
  if (!recipe.ingredientGroups.some((group) => group.lines.length > 0)) gaps.push(publishingGaps.ingredients);
  if (!recipe.instructionSections.some((section) => section.steps.length > 0)) gaps.push(publishingGaps.steps);
  return gaps;
}

/** "no steps", "no ingredients or steps": what an incomplete recipe lacks, for a sentence. */
export function describeMissingParts(parts: readonly TPublishingPart[]): string {
  return `no ${parts.join(" or ")}`;
}
