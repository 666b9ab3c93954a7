/**
 * One recipe as a given viewer may see it, in one query. A teaser is built field by field from an
 * allowlist, so a new column can never leak into it; contents are copied only for "full" access.
 *
 * What a visitor (no session) sees is the same for every visitor, and recipe pages are mostly read
 * by visitors (search engines, shared links): each process keeps that view for a few seconds.
 * Writes in this process forget it at once; other processes catch up within the TTL. Only the
 * visitor's view is cached, so a paywalled recipe's cached form is always its teaser.
 */

import { eq, sql } from "drizzle-orm";
import { findShownEstimate } from "#core/food/recipe-food-data.ts";
import type { TRecipeTeaser, TRecipeView } from "#core/recipes/recipe-view.schema.ts";
import { findCurrentShareImages } from "#core/recipes/share-images.ts";
import type { TReviewList } from "#core/reviews/review.schema.ts";
import type { TDb } from "#db/client.ts";
import { blogs, profiles, recipes, reviews } from "#db/schema.ts";
import { keyedCacheFor } from "#server/lib/ttl-cache.ts";
import { forgetAllCachedPages, forgetCachedPages } from "#server/plugins/page-cache.ts";
import { forgetPersonalStatesOfRecipe } from "../me/state-cache.ts";
import { isRecipeId, resolveRecipeAccess } from "./access.ts";

type TRecipeCommon = Omit<TRecipeTeaser, "access">;

const commonColumns = {
  id: recipes.id,
  authorId: recipes.authorId,
  blogId: recipes.blogId,
  title: recipes.title,
  description: recipes.description,
  imageUrl: recipes.imageUrl,
  imageVariants: recipes.imageVariants,
  shareImages: recipes.shareImages,
  servings: recipes.servings,
  yieldText: recipes.yieldText,
  prepMinutes: recipes.prepMinutes,
  cookMinutes: recipes.cookMinutes,
  totalMinutes: recipes.totalMinutes,
  courses: recipes.courses,
  cuisines: recipes.cuisines,
  diets: recipes.diets,
  visibility: recipes.visibility,
  createdAt: recipes.createdAt,
  updatedAt: recipes.updatedAt,
  authorName: profiles.name,
  authorUsername: profiles.username,
  authorAvatarUrl: profiles.avatarUrl,
  blogTitle: blogs.title,
  blogShortlink: blogs.shortlink,
  ratingAverage: sql<
    string | null
  >`(select round(avg(${reviews.rating}), 1) from ${reviews} where ${reviews.recipeId} = ${recipes.id})`,
  ratingCount: sql<number>`(select count(*)::int from ${reviews} where ${reviews.recipeId} = ${recipes.id})`,
  // Read in the same round trip, but copied into the result only when access is "full".
  ingredientGroups: recipes.ingredientGroups,
  instructionSections: recipes.instructionSections,
  nutrition: recipes.nutrition,
  estimatedNutrition: recipes.estimatedNutrition,
  sourceUrl: recipes.sourceUrl,
  videoUrl: recipes.videoUrl,
  attribution: recipes.attribution,
  isFeatured: recipes.isFeatured,
};

/** A recipe asked for by someone (`viewerId` null: a visitor). */
export interface TRecipeForViewer {
  db: TDb;
  recipeId: string;
  viewerId: string | null;
}

export const visitorCacheTtlMs = 5_000;

const visitorRecipes = keyedCacheFor<TRecipeView | null>("visitor-recipes", visitorCacheTtlMs, 2000);
const visitorReviews = keyedCacheFor<TReviewList>("visitor-reviews", visitorCacheTtlMs, 2000);

/**
 * The recipe for this viewer (null viewer: a visitor, served from the short cache), or null when it
 * does not exist for them (missing, or private/draft and not theirs). Paywalled without access: the
 * teaser. A visitor's result is shared: never mutate it.
 */
export function findRecipeForViewer({ db, recipeId, viewerId }: TRecipeForViewer): Promise<TRecipeView | null> {
  if (viewerId) return queryRecipe({ db, recipeId, viewerId });
  // Ids are case-insensitive to the database: one cache entry per recipe, whatever the spelling.
  const key = recipeId.toLowerCase();
  return visitorRecipes.get(db, key, () => queryRecipe({ db, recipeId: key, viewerId: null }));
}

/**
 * Who the viewer is to the recipe: "none" when they may not see it, "author" when it is theirs,
 * "reader" otherwise. Whatever visitors see, everyone does: the visitors' cached copy answers for
 * a visitor, and for a signed-in reader of such a recipe (by its author), with no query.
 */
export async function findRecipeRelation({
  db,
  recipeId,
  viewerId,
}: TRecipeForViewer): Promise<"none" | "reader" | "author"> {
  const shared = await findRecipeForViewer({ db, recipeId, viewerId: null });
  if (shared && viewerId === null) return "reader";
  if (shared?.author) return shared.author.id === viewerId ? "author" : "reader";
  if (viewerId === null) return "none";
  const own = await findRecipeForViewer({ db, recipeId, viewerId });
  if (!own) return "none";
  return own.isOwner ? "author" : "reader";
}

/** A visitor's first page of reviews of a recipe, cached like the recipe. */
export function findReviewsForVisitor({
  db,
  recipeId,
  load,
}: {
  db: TDb;
  recipeId: string;
  load: () => Promise<TReviewList>;
}): Promise<TReviewList> {
  return visitorReviews.get(db, recipeId.toLowerCase(), load);
}

/**
 * After a change to the recipe or its reviews: its data, its cached pages and the readers' own
 * states on its page go at once in this process (the others hear of it through the change bus).
 */
export function forgetRecipeCopies({ db, recipeId }: { db: TDb; recipeId: string }): void {
  const key = recipeId.toLowerCase();
  visitorRecipes.forget(db, key);
  visitorReviews.forget(db, key);
  forgetCachedPages(`/recipe/${key}`);
  forgetPersonalStatesOfRecipe(key);
}

/** Every copy this process keeps of what visitors see of recipes (after messages may have been missed). */
export function forgetAllRecipesForVisitors({ db }: { db: TDb }): void {
  visitorRecipes.clear(db);
  visitorReviews.clear(db);
  forgetAllCachedPages();
}

async function queryRecipe({ db, recipeId, viewerId }: TRecipeForViewer): Promise<TRecipeView | null> {
  if (!isRecipeId(recipeId)) return null;
  const [row] = await db
    .select(commonColumns)
    .from(recipes)
    .leftJoin(profiles, eq(profiles.id, recipes.authorId))
    .leftJoin(blogs, eq(blogs.id, recipes.blogId))
    .where(eq(recipes.id, recipeId))
    .limit(1);
  if (!row) return null;
  const access = await resolveRecipeAccess({ db, viewerId, recipe: row });
  if (access === "none") return null;
  const rating = { average: Number(row.ratingAverage ?? 0), count: Number(row.ratingCount ?? 0) };
  const common: TRecipeCommon = {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    imageVariants: row.imageVariants,
    shareImages: findCurrentShareImages(row.imageUrl, row.shareImages),
    author:
      row.authorId && row.authorUsername
        ? {
            id: row.authorId,
            name: row.authorName ?? "",
            username: row.authorUsername,
            avatarUrl: row.authorAvatarUrl ?? null,
          }
        : null,
    blog:
      row.blogId && row.blogShortlink
        ? { id: row.blogId, title: row.blogTitle ?? "", shortlink: row.blogShortlink }
        : null,
    servings: row.servings,
    yieldText: row.yieldText,
    prepMinutes: row.prepMinutes,
    cookMinutes: row.cookMinutes,
    totalMinutes: row.totalMinutes,
    courses: row.courses,
    cuisines: row.cuisines,
    diets: row.diets,
    visibility: row.visibility,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    rating,
    isOwner: viewerId !== null && row.authorId === viewerId,
  };
  if (access === "teaser") return { ...common, access: "teaser" };
  return {
    ...common,
    access: "full",
    ingredientGroups: row.ingredientGroups,
    instructionSections: row.instructionSections,
    nutrition: row.nutrition,
    estimatedNutrition: findShownEstimate(row.nutrition, row.estimatedNutrition),
    sourceUrl: row.sourceUrl,
    videoUrl: row.videoUrl,
    attribution: row.attribution,
    isFeatured: row.isFeatured,
  };
}
