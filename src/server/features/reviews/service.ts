/**
 * Reviews: 1–5 stars and text, one per user per recipe (sending another edits it). Authors cannot
 * review their own recipes; a recipe you cannot see cannot be reviewed (404), nor can a paywalled
 * one you have not unlocked (403). Reviews of a paywalled recipe are listed only to readers with
 * access, since they may quote it; everyone sees the average and count.
 */
import { and, desc, eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { type TRecipeView, toRecipeThumb } from "#core/recipes/recipe-view.schema.ts";
import { recipeNotFoundMessage } from "#core/recipes/recipes.api.ts";
import type { TReview, TReviewInput, TReviewList } from "#core/reviews/review.schema.ts";
import type { TDb } from "#db/client.ts";
import { profiles, reviews } from "#db/schema.ts";
import type { TCookRecipe } from "../recipes/access.ts";
import { findRecipeForViewer, forgetRecipeCopies } from "../recipes/viewer-recipe.ts";

const reviewColumns = {
  id: reviews.id,
  recipeId: reviews.recipeId,
  rating: reviews.rating,
  text: reviews.text,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  authorId: reviews.authorId,
  authorName: profiles.name,
  authorUsername: profiles.username,
  authorAvatarUrl: profiles.avatarUrl,
};

type TReviewRow = {
  id: string;
  recipeId: string;
  rating: number;
  text: string;
  createdAt: Date;
  updatedAt: Date;
  authorId: string;
  authorName: string | null;
  authorUsername: string | null;
  authorAvatarUrl: string | null;
};

function toReview(row: TReviewRow): TReview {
  const { authorId, authorName, authorUsername, authorAvatarUrl, ...rest } = row;
  return {
    ...rest,
    author: { id: authorId, name: authorName ?? "", username: authorUsername ?? "", avatarUrl: authorAvatarUrl },
  };
}

async function findReviewable({ db, userId, recipeId }: { db: TDb; userId: string; recipeId: string }) {
  const recipe = await findRecipeForViewer({ db, recipeId, viewerId: userId });
  if (!recipe) throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
  if (recipe.isOwner) throw new AppError("FORBIDDEN", { message: "You can't review your own recipe." });
  if (recipe.access !== "full") {
    throw new AppError("FORBIDDEN", { message: "Subscribe to this blog to review its recipes for subscribers." });
  }
  return recipe;
}

/** The viewer's own review of a recipe, if they wrote one. */
export function findOwnReview({ db, recipeId, userId }: { db: TDb; recipeId: string; userId: string }) {
  return findReview(db, recipeId, userId);
}

async function findReview(db: TDb, recipeId: string, userId: string): Promise<TReview | null> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .leftJoin(profiles, eq(profiles.id, reviews.authorId))
    .where(and(eq(reviews.recipeId, recipeId), eq(reviews.authorId, userId)))
    .limit(1);
  return row ? toReview(row) : null;
}

/** What Review Recipe shows: the recipe, and the viewer's review to edit if there is one. */
export async function loadReviewForm({ db, userId, recipeId }: { db: TDb; userId: string; recipeId: string }) {
  const recipe = await findReviewable({ db, userId, recipeId });
  const mine = await findReview(db, recipe.id, userId);
  return { recipe: toRecipeThumb(recipe), mine: mine ? { rating: mine.rating, text: mine.text } : null };
}

/** Writes the viewer's review of a recipe, or changes it. `isNew` tells which. */
export async function upsertReview({
  db,
  userId,
  recipeId,
  input,
}: TCookRecipe & { input: TReviewInput }): Promise<{ review: TReview; isNew: boolean }> {
  await findReviewable({ db, userId, recipeId });
  const existing = await findReview(db, recipeId, userId);
  await db
    .insert(reviews)
    .values({ recipeId, authorId: userId, rating: input.rating, text: input.text })
    .onConflictDoUpdate({
      target: [reviews.recipeId, reviews.authorId],
      set: { rating: input.rating, text: input.text, updatedAt: new Date() },
    });
  forgetRecipeCopies({ db, recipeId });
  const review = await findReview(db, recipeId, userId);
  if (!review) throw new AppError("INTERNAL");
  return { review, isNew: existing === null };
}

export async function deleteReview({ db, userId, recipeId }: { db: TDb; userId: string; recipeId: string }) {
  const recipe = await findRecipeForViewer({ db, recipeId, viewerId: userId });
  if (!recipe) throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
  const deleted = await db
    .delete(reviews)
    .where(and(eq(reviews.recipeId, recipeId), eq(reviews.authorId, userId)))
    .returning({ id: reviews.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", { message: "You haven't reviewed this recipe." });
  forgetRecipeCopies({ db, recipeId });
}

/** Reviews of a recipe, newest first, or null when the viewer cannot see the recipe. */
export async function listReviews({
  db,
  recipeId,
  viewerId,
  page = 1,
  pageSize = 20,
}: {
  db: TDb;
  recipeId: string;
  viewerId: string | null;
  page?: number;
  pageSize?: number;
}): Promise<TReviewList | null> {
  const recipe = await findRecipeForViewer({ db, recipeId, viewerId });
  if (!recipe) return null;
  return listReviewsOfRecipe({ db, recipe, viewerId, page, pageSize });
}

/**
 * Reviews of a recipe the caller has already loaded for this viewer (the recipe page), so the
 * access check and the rating summary are not read twice.
 */
export async function listReviewsOfRecipe({
  db,
  recipe,
  viewerId,
  page = 1,
  pageSize = 20,
}: {
  db: TDb;
  recipe: Pick<TRecipeView, "id" | "isOwner" | "access" | "rating">;
  viewerId: string | null;
  page?: number;
  pageSize?: number;
}): Promise<TReviewList> {
  const recipeId = recipe.id;
  const size = Math.min(Math.max(1, Math.trunc(pageSize) || 20), 50);
  const summary = recipe.rating;
  const canReview = viewerId !== null && !recipe.isOwner && recipe.access === "full";
  if (recipe.access !== "full") {
    return { summary, items: [], page, pageSize: size, total: summary.count, mine: null, canReview };
  }
  // The summary already holds the count: with no reviews there is nothing to read.
  if (summary.count === 0) return { summary, items: [], page, pageSize: size, total: 0, mine: null, canReview };
  const [rows, mine] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .leftJoin(profiles, eq(profiles.id, reviews.authorId))
      .where(eq(reviews.recipeId, recipeId))
      .orderBy(desc(reviews.updatedAt), desc(reviews.id))
      .limit(size)
      .offset((Math.max(1, page) - 1) * size),
    viewerId ? findReview(db, recipeId, viewerId) : Promise.resolve(null),
  ]);
  return { summary, items: rows.map(toReview), page, pageSize: size, total: summary.count, mine, canReview };
}
