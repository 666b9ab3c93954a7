/**
 * What the API and the pages answer about recipes. Fastify serializes responses through these
 * schemas, so a field missing here (ingredients in a teaser) can never reach a client; the browser
 * and the services take their types from them.
 */
import { z } from "zod";
import { recipeVisibilities, ZIngredientGroup, ZInstructionSection, ZNutrition } from "./recipe.schema.ts";

export const ZRecipeIdParams = z.object({ id: z.string().min(1).max(64) });

/** One width of an uploaded photo (WebP). */
export const ZImageVariant = z.object({ width: z.number().int(), url: z.string() });
export type TImageVariant = z.infer<typeof ZImageVariant>;

/** A raster rendition of the recipe's image for link previews and search results (JPEG, 1200 wide). */
export const ZShareImage = z.object({
  ratio: z.enum(["16:9", "4:3", "1:1"]),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type TShareImage = z.infer<typeof ZShareImage>;

export const ZRating = z.object({ average: z.number(), count: z.number().int() });
export type TRating = z.infer<typeof ZRating>;

export const ZRecipeAuthor = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
});
export type TRecipeAuthor = z.infer<typeof ZRecipeAuthor>;

const ZRecipeCommon = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** WebP widths for srcset; empty for images that were not uploaded. */
  imageVariants: z.array(ZImageVariant),
  /** JPEG renditions of the current image in 16:9, 4:3 and 1:1; empty until they are made. */
  shareImages: z.array(ZShareImage),
  author: ZRecipeAuthor.nullable(),
  blog: z.object({ id: z.string(), title: z.string(), shortlink: z.string() }).nullable(),
  servings: z.number().int().nullable(),
  yieldText: z.string().nullable(),
  prepMinutes: z.number().int().nullable(),
  cookMinutes: z.number().int().nullable(),
  totalMinutes: z.number().int().nullable(),
  courses: z.array(z.string()),
  cuisines: z.array(z.string()),
  diets: z.array(z.string()),
  visibility: z.enum(recipeVisibilities),
  createdAt: z.date(),
  updatedAt: z.date(),
  rating: ZRating,
  /** The viewer wrote it (may edit and delete it). */
  isOwner: z.boolean(),
});

export const ZRecipeTeaser = ZRecipeCommon.extend({ access: z.literal("teaser") }).describe(
  "A paywalled recipe for someone without access: no ingredients, steps or nutrition.",
);
export type TRecipeTeaser = z.infer<typeof ZRecipeTeaser>;

/** Per serving, estimated by Ladle from the ingredient lines (src/core/food). */
export const ZEstimatedNutrition = z.object({
  calories: z.number(),
  proteinContent: z.number(),
  fatContent: z.number(),
  carbohydrateContent: z.number(),
});
export type TEstimatedNutritionView = z.infer<typeof ZEstimatedNutrition>;

export const ZRecipeFull = ZRecipeCommon.extend({
  access: z.literal("full"),
  ingredientGroups: z.array(ZIngredientGroup),
  instructionSections: z.array(ZInstructionSection),
  nutrition: ZNutrition.nullable(),
  estimatedNutrition: ZEstimatedNutrition.nullable().describe(
    "Estimated from the ingredients: given only when the recipe has no nutrition of its own and enough of its ingredients were understood.",
  ),
  sourceUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  attribution: z.string().nullable(),
  isFeatured: z.boolean(),
});
export type TRecipeFull = z.infer<typeof ZRecipeFull>;

/**
 * The fields the recipe editor edits, as a saved recipe has them (the form's starting point):
 * everything the author wrote, nothing about who wrote it or how it is doing.
 */
export const ZEditableRecipe = ZRecipeFull.pick({
  title: true,
  description: true,
  servings: true,
  yieldText: true,
  prepMinutes: true,
  cookMinutes: true,
  totalMinutes: true,
  ingredientGroups: true,
  instructionSections: true,
  courses: true,
  cuisines: true,
  diets: true,
  nutrition: true,
  sourceUrl: true,
  videoUrl: true,
  attribution: true,
  visibility: true,
});
export type TEditableRecipe = z.infer<typeof ZEditableRecipe>;

/** A recipe as one viewer may see it. */
export const ZRecipeView = z.discriminatedUnion("access", [ZRecipeFull, ZRecipeTeaser]);
export type TRecipeView = z.infer<typeof ZRecipeView>;

/** The small picture of a recipe a form about it shows (Save Recipe, Review Recipe). */
export interface TRecipeThumb {
  id: string;
  title: string;
  imageUrl: string | null;
  authorName: string | null;
}

export function toRecipeThumb(recipe: Pick<TRecipeView, "id" | "title" | "imageUrl" | "author">): TRecipeThumb {
  return { id: recipe.id, title: recipe.title, imageUrl: recipe.imageUrl, authorName: recipe.author?.name ?? null };
}

/** A recipe in a list: a paywalled one shows only its title, image and author. */
export const ZRecipeCard = z.object({
  id: z.uuid(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  /** Null for paywalled teasers and recipes without a time. */
  totalMinutes: z.number().int().nullable(),
  author: z.object({ name: z.string(), username: z.string() }).nullable(),
  /** Empty for paywalled teasers. */
  diets: z.array(z.string()),
  isPaywalled: z.boolean(),
  /** Null until the recipe has a review. */
  rating: ZRating.nullable(),
});
export type TRecipeCard = z.infer<typeof ZRecipeCard>;

/** The author's own list shows every visibility. */
export const ZMyRecipeCard = ZRecipeCard.extend({ visibility: z.enum(recipeVisibilities), updatedAt: z.date() });
export type TMyRecipeCard = z.infer<typeof ZMyRecipeCard>;

export const ZRecentlyViewedCard = ZRecipeCard.extend({ viewedAt: z.date() });
export type TRecentlyViewedCard = z.infer<typeof ZRecentlyViewedCard>;

export const ZRecipeImage = z.object({
  imageUrl: z.string(),
  imageVariants: z.array(ZImageVariant),
  srcset: z.string(),
});
export type TRecipeImage = z.infer<typeof ZRecipeImage>;

/** The editor's autosaved form, stored as sent. */
export const ZRecipeDraft = z.object({
  draftKey: z.string(),
  data: z.record(z.string(), z.unknown()),
  updatedAt: z.date(),
});
export type TRecipeDraft = z.infer<typeof ZRecipeDraft>;

/**
 * What Add Recipe, Submit Edit Recipe and /recipe/{id}/draft open with: the recipe (none when
 * adding), the autosave worth offering, and whether "Subscribers only" may be chosen.
 */
export interface TRecipeEditorData {
  recipe: TRecipeFull | null;
  draft: TRecipeDraft | null;
  /** The author's blog is paywalled. */
  canPaywall: boolean;
}
