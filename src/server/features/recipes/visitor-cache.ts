/**
 * What a visitor (no session) sees of a recipe is the same for every visitor, and recipe pages are
 * mostly read by visitors (search engines, shared links): each process keeps that view for a few
 * seconds. Writes in this process forget it at once; other processes catch up within the TTL.
 * Only the visitor's view is cached, so a paywalled recipe's cached form is always its teaser.
 */
import type { TDb } from "#db/client.ts";
import { keyedCacheFor } from "#server/lib/ttl-cache.ts";
import { forgetCachedPages } from "#server/plugins/page-cache.ts";
import type { TReviewList } from "../reviews/service.ts";
import { findRecipeForViewer, type TRecipeView } from "./recipe-view.ts";

export const visitorCacheTtlMs = 5_000;

const recipes = keyedCacheFor<TRecipeView | null>("visitor-recipes", visitorCacheTtlMs, 2000);
const reviews = keyedCacheFor<TReviewList>("visitor-reviews", visitorCacheTtlMs, 2000);

/** `findRecipeForViewer` for a visitor, cached. The result is shared: never mutate it. */
export function findRecipeForVisitor({ db, recipeId }: { db: TDb; recipeId: string }): Promise<TRecipeView | null> {
  return recipes.get(db, recipeId, () => findRecipeForViewer({ db, recipeId, viewerId: null }));
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
  return reviews.get(db, recipeId, load);
}

/** After a change to the recipe or its reviews: its data and its cached pages go at once. */
export function forgetRecipeForVisitors({ db, recipeId }: { db: TDb; recipeId: string }): void {
  recipes.forget(db, recipeId);
  reviews.forget(db, recipeId);
  forgetCachedPages(`/recipe/${recipeId}`);
}
