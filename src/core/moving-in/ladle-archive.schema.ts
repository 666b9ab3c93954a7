/**
 * Ladle's own archive: what "Download everything you made" writes and moving in reads back. A zip
 * whose root holds `ladle-export.json` (this manifest), `recipes/<id>.json` (one schema.org Recipe
 * each, with `ladle:` keys), `photos/…`, and the lists below as JSON arrays. Recipes are referred to
 * by their Ladle id at export; a reference to someone else's recipe carries its title, so the file
 * still says what it was when that recipe is gone.
 */
import { z } from "zod";
import { collectionVisibilities } from "../collections/collection-limits.ts";
import { mealPlanVisibilities, mealSlots } from "../meal-plans/meal-slots.ts";

export const ladleArchiveFormat = "ladle-export";
export const ladleArchiveVersion = 1;

export const archiveFiles = {
  manifest: "ladle-export.json",
  collections: "collections.json",
  mealPlans: "meal-plans.json",
  shoppingLists: "shopping-lists.json",
  reviews: "reviews.json",
} as const;

export const ZArchiveManifest = z.object({
  format: z.literal(ladleArchiveFormat),
  version: z.literal(ladleArchiveVersion),
  exportedAt: z.string(),
  user: z.object({ username: z.string(), displayName: z.string() }),
});
export type TArchiveManifest = z.infer<typeof ZArchiveManifest>;

const ZRecipeRef = z.object({ recipeId: z.string(), recipeTitle: z.string().nullable() });

export const ZArchivedCollection = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  visibility: z.enum(collectionVisibilities),
  /** The recipe whose photo is the cover, when the owner chose one. */
  coverRecipeId: z.string().nullable(),
  /** In the owner's order. */
  recipes: z.array(ZRecipeRef),
  createdAt: z.string(),
});
export type TArchivedCollection = z.infer<typeof ZArchivedCollection>;

export const ZArchivedMealPlan = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The date of the first day (YYYY-MM-DD); null for undated days. */
  startDate: z.string().nullable(),
  dayCount: z.number().int(),
  diets: z.array(z.string()),
  visibility: z.enum(mealPlanVisibilities),
  entries: z.array(
    ZRecipeRef.extend({
      /** 0-based. */
      day: z.number().int(),
      slot: z.enum(mealSlots),
      position: z.number().int(),
      servings: z.number().int(),
      note: z.string(),
    }),
  ),
  createdAt: z.string(),
});
export type TArchivedMealPlan = z.infer<typeof ZArchivedMealPlan>;

export const ZArchivedShoppingList = z.object({
  id: z.string(),
  /** In the order they were added; lines someone removed are not kept. */
  items: z.array(
    z.object({
      text: z.string(),
      recipeId: z.string().nullable(),
      recipeTitle: z.string().nullable(),
      servings: z.number().int().nullable(),
      isChecked: z.boolean(),
      /**
       * For a line the cook edited: the recipe lines it replaced, so adding the recipe again leaves
       * it as they wrote it. Absent from archives made before it was kept.
       */
      editedFrom: z
        .array(
          z.object({
            recipeId: z.string(),
            text: z.string().max(500),
            servings: z.number().int().nullable(),
          }),
        )
        .max(100)
        .nullable()
        .optional(),
    }),
  ),
  createdAt: z.string(),
});
export type TArchivedShoppingList = z.infer<typeof ZArchivedShoppingList>;

export const ZArchivedReview = ZRecipeRef.extend({
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TArchivedReview = z.infer<typeof ZArchivedReview>;
