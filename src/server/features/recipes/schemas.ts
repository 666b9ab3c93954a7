/**
 * Response schemas of the recipe API, for OpenAPI and as a last guard: fastify serializes through
 * them, so a field missing here (ingredients in a teaser) can never reach a client.
 */
import { z } from "zod";
import { ZIngredientGroup, ZInstructionSection, ZNutrition } from "#core/recipes/recipe.schema.ts";
import { ZTextSegment } from "#core/recipes/search.schema.ts";
import { recipeVisibilities } from "#db/schema.ts";

export const ZRecipeIdParams = z.object({ id: z.string().min(1).max(64) });
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(48).default(24),
});

export const ZImageVariant = z.object({ width: z.number().int(), url: z.string() });
export const ZRating = z.object({ average: z.number(), count: z.number().int() });

const ZRecipeCommon = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  imageVariants: z.array(ZImageVariant),
  author: z
    .object({ id: z.string(), name: z.string(), username: z.string(), avatarUrl: z.string().nullable() })
    .nullable(),
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
  isOwner: z.boolean(),
});

export const ZRecipeTeaser = ZRecipeCommon.extend({ access: z.literal("teaser") }).describe(
  "A paywalled recipe for someone without access: no ingredients, steps or nutrition.",
);

export const ZRecipeFull = ZRecipeCommon.extend({
  access: z.literal("full"),
  ingredientGroups: z.array(ZIngredientGroup),
  instructionSections: z.array(ZInstructionSection),
  nutrition: ZNutrition.nullable(),
  sourceUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  attribution: z.string().nullable(),
  isFeatured: z.boolean(),
});

export const ZRecipeView = z.discriminatedUnion("access", [ZRecipeFull, ZRecipeTeaser]);

export const ZRecipeCard = z.object({
  id: z.uuid(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  totalMinutes: z.number().int().nullable(),
  author: z.object({ name: z.string(), username: z.string() }).nullable(),
  diets: z.array(z.string()),
  isPaywalled: z.boolean(),
  rating: ZRating.nullable(),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

export const ZMyRecipeCard = ZRecipeCard.extend({ visibility: z.enum(recipeVisibilities), updatedAt: z.date() });
export const ZRecentlyViewedCard = ZRecipeCard.extend({ viewedAt: z.date() });

export const ZRecipeImage = z.object({
  imageUrl: z.string(),
  imageVariants: z.array(ZImageVariant),
  srcset: z.string(),
});

export const ZRecipeDraft = z.object({
  draftKey: z.string(),
  data: z.record(z.string(), z.unknown()),
  updatedAt: z.date(),
});

export const ZReview = z.object({
  id: z.uuid(),
  recipeId: z.uuid(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
  author: z.object({ id: z.string(), name: z.string(), username: z.string(), avatarUrl: z.string().nullable() }),
});

export const ZReviewList = pageOf(ZReview).extend({
  summary: ZRating,
  mine: ZReview.nullable(),
  canReview: z.boolean(),
});

export const ZSaveResult = z.object({
  collection: z.object({ id: z.uuid(), name: z.string() }),
  isNewCollection: z.boolean(),
  wasAdded: z.boolean(),
});

export const ZMyCollection = z.object({
  id: z.uuid(),
  name: z.string(),
  isPublic: z.boolean(),
  recipeCount: z.number().int(),
  containsRecipe: z.boolean(),
});

export const ZSearchHit = ZRecipeCard.extend({ titleSegments: z.array(ZTextSegment), snippet: z.array(ZTextSegment) });
export const ZRecipeSearchResult = pageOf(ZSearchHit).extend({
  isTotalCapped: z.boolean(),
  corrections: z.array(z.object({ from: z.string(), to: z.string() })),
  mode: z.enum(["fulltext", "trigram", "filters"]),
});
export const ZUserSearchResult = pageOf(
  z.object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    avatarUrl: z.string().nullable(),
    isPublic: z.boolean(),
    bio: z.string(),
  }),
).extend({ isTotalCapped: z.boolean() });

export const ZCreatorCard = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string(),
  blog: z.object({ title: z.string(), shortlink: z.string(), hasPaywalledContent: z.boolean() }),
  followerCount: z.number().int(),
  recipeCount: z.number().int(),
  recentRecipeCount: z.number().int(),
});
