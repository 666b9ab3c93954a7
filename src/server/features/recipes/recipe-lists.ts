/**
 * Read-only recipe lists for the home page and feeds. Each returns card data only: a paywalled
 * recipe appears as a teaser (title, image and author, marked `isPaywalled`), and drafts and
 * private recipes never appear (except in the author's own list). Ingredients and steps are never
 * selected here.
 */
import { and, count, desc, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { TPage } from "#core/api/paging.ts";
import type { TMyRecipeCard, TRecipeCard } from "#core/recipes/recipe-view.schema.ts";
import type { TDb } from "#db/client.ts";
import { follows, profiles, recipeDailyStats, recipes, type TRecipeVisibility } from "#db/schema.ts";
import { findRatingSummaries } from "../reviews/ratings.ts";
import { listPaidBlogIds } from "./access.ts";

const maxLimit = 48;
export const listedVisibilities = ["public", "paywalled"] as const;

export const cardColumns = {
  id: recipes.id,
  title: recipes.title,
  imageUrl: recipes.imageUrl,
  totalMinutes: recipes.totalMinutes,
  diets: recipes.diets,
  visibility: recipes.visibility,
  authorName: profiles.name,
  authorUsername: profiles.username,
};

export type TCardRow = {
  id: string;
  title: string;
  imageUrl: string | null;
  totalMinutes: number | null;
  diets: string[];
  visibility: string;
  authorName: string | null;
  authorUsername: string | null;
};

function toCard(row: TCardRow): TRecipeCard {
  const isPaywalled = row.visibility === "paywalled";
  return {
    id: row.id,
    title: row.title,
    imageUrl: row.imageUrl,
    totalMinutes: isPaywalled ? null : row.totalMinutes,
    author: row.authorUsername ? { name: row.authorName ?? "", username: row.authorUsername } : null,
    diets: isPaywalled ? [] : row.diets,
    isPaywalled,
    rating: null,
  };
}

/** Cards for these rows, in order, with their ratings (one extra query for the whole list). */
export async function toCards(db: TDb, rows: TCardRow[]): Promise<TRecipeCard[]> {
  const ratings = await findRatingSummaries({ db, recipeIds: rows.map((r) => r.id) });
  return rows.map((row) => ({ ...toCard(row), rating: ratings.get(row.id) ?? null }));
}

function clampLimit(limit: number): number {
  return Math.min(Math.max(Math.trunc(limit) || 1, 1), maxLimit);
}

/** Recipes by public profiles, newest first; `isFeaturedOnly` keeps the editors' picks. */
export async function listFeedRecipes({
  db,
  limit,
  isFeaturedOnly = false,
}: {
  db: TDb;
  limit: number;
  isFeaturedOnly?: boolean;
}): Promise<TRecipeCard[]> {
  const conditions: SQL[] = [eq(recipes.visibility, "public"), eq(profiles.isPublic, true)];
  if (isFeaturedOnly) conditions.push(eq(recipes.isFeatured, true));
  const rows = await db
    .select(cardColumns)
    .from(recipes)
    .innerJoin(profiles, eq(profiles.id, recipes.authorId))
    .where(and(...conditions))
    .orderBy(desc(recipes.createdAt), desc(recipes.id))
    .limit(clampLimit(limit));
  return toCards(db, rows);
}

/** Trending looks at the last 7 days; a day's views and saves count half as much every 2 days. */
export const trendingWindowDays = 7;
export const trendingHalfLifeDays = 2;
/** A save says more than a view. */
export const trendingSaveWeight = 5;

/**
 * Trending recipes: views and saves over the last 7 days, time-decayed (per-day counts in
 * recipe_daily_stats, so the cost follows the number of recently active recipes, not all recipes).
 * When too few recipes have activity, featured then newest recipes fill the list.
 */
export async function listTrendingRecipes({
  db,
  limit,
  now = new Date(),
}: {
  db: TDb;
  limit: number;
  now?: Date;
}): Promise<TRecipeCard[]> {
  const size = clampLimit(limit);
  const today = now.toISOString().slice(0, 10);
  const score = sql<number>`sum((${recipeDailyStats.views} + ${trendingSaveWeight} * ${recipeDailyStats.saves})
    * power(0.5, (${today}::date - ${recipeDailyStats.day})::float8 / ${trendingHalfLifeDays}::float8))`;
  const scores = db
    .select({ recipeId: recipeDailyStats.recipeId, score: score.as("score") })
    .from(recipeDailyStats)
    .where(
      and(
        sql`${recipeDailyStats.day} > ${today}::date - ${trendingWindowDays}::int`,
        sql`${recipeDailyStats.day} <= ${today}::date`,
      ),
    )
    .groupBy(recipeDailyStats.recipeId)
    .as("scores");
  const listed = and(inArray(recipes.visibility, [...listedVisibilities]), eq(profiles.isPublic, true));
  const ranked = await db
    .select(cardColumns)
    .from(scores)
    .innerJoin(recipes, eq(recipes.id, scores.recipeId))
    .innerJoin(profiles, eq(profiles.id, recipes.authorId))
    .where(and(listed, sql`${scores.score} > 0`))
    .orderBy(desc(scores.score), desc(recipes.createdAt), desc(recipes.id))
    .limit(size);
  let rows: TCardRow[] = ranked;
  if (ranked.length < size) {
    const seen = ranked.map((r) => r.id);
    const fill = await db
      .select(cardColumns)
      .from(recipes)
      .innerJoin(profiles, eq(profiles.id, recipes.authorId))
      .where(and(listed, seen.length > 0 ? notInArray(recipes.id, seen) : undefined))
      .orderBy(desc(recipes.isFeatured), desc(recipes.createdAt), desc(recipes.id))
      .limit(size - ranked.length);
    rows = [...ranked, ...fill];
  }
  return toCards(db, rows);
}

/** Newest recipes from people the viewer follows (approved follows only, so private profiles too). */
export async function listRecipesFromFollowed({
  db,
  viewerId,
  limit,
}: {
  db: TDb;
  viewerId: string;
  limit: number;
}): Promise<TRecipeCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(recipes)
    .innerJoin(profiles, eq(profiles.id, recipes.authorId))
    .innerJoin(
      follows,
      and(eq(follows.followeeId, recipes.authorId), eq(follows.followerId, viewerId), eq(follows.isApproved, true)),
    )
    .where(inArray(recipes.visibility, [...listedVisibilities]))
    .orderBy(desc(recipes.createdAt), desc(recipes.id))
    .limit(clampLimit(limit));
  return toCards(db, rows);
}

/** One page of cards matching `where`, in `order`, with the total; rows keep `updatedAt`. */
async function selectCardPage(db: TDb, where: SQL | undefined, order: SQL[], page: number, size: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...cardColumns, updatedAt: recipes.updatedAt })
      .from(recipes)
      .leftJoin(profiles, eq(profiles.id, recipes.authorId))
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset((Math.max(1, page) - 1) * size),
    db.select({ total: count() }).from(recipes).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** Cards shown whole, for readers who may read the recipes themselves: no teaser blanking. */
async function toWholeCards(db: TDb, rows: (TCardRow & { updatedAt: Date })[]) {
  const cards = await toCards(db, rows);
  return cards.map((card, i) => ({ ...card, totalMinutes: rows[i].totalMinutes, diets: rows[i].diets }));
}

/** The signed-in user's own recipes, every visibility, most recently changed first. */
export async function listMyRecipes({
  db,
  userId,
  visibility,
  page = 1,
  pageSize = 24,
}: {
  db: TDb;
  userId: string;
  visibility?: TRecipeVisibility;
  page?: number;
  pageSize?: number;
}): Promise<TPage<TMyRecipeCard>> {
  const size = clampLimit(pageSize);
  const where = and(eq(recipes.authorId, userId), visibility ? eq(recipes.visibility, visibility) : undefined);
  const { rows, total } = await selectCardPage(db, where, [desc(recipes.updatedAt), desc(recipes.id)], page, size);
  const cards = await toWholeCards(db, rows);
  return {
    items: cards.map((card, i) => ({
      ...card,
      visibility: rows[i].visibility as TRecipeVisibility,
      updatedAt: rows[i].updatedAt,
    })),
    page,
    pageSize: size,
    total,
  };
}

/**
 * /purchased_recipes: paywalled recipes the viewer has bought or unlocked by subscription, newest
 * first. Empty until subscriptions exist (`listPaidBlogIds`).
 */
export async function listPurchasedRecipes({
  db,
  viewerId,
  page = 1,
  pageSize = 24,
}: {
  db: TDb;
  viewerId: string;
  page?: number;
  pageSize?: number;
}): Promise<TPage<TRecipeCard>> {
  const size = clampLimit(pageSize);
  const blogIds = await listPaidBlogIds({ db, viewerId });
  if (blogIds.length === 0) return { items: [], page, pageSize: size, total: 0 };
  const where = and(eq(recipes.visibility, "paywalled"), inArray(recipes.blogId, blogIds));
  const { rows, total } = await selectCardPage(db, where, [desc(recipes.createdAt), desc(recipes.id)], page, size);
  // Paid for: shown whole, not as teasers.
  const cards = await toWholeCards(db, rows);
  return { items: cards.map((card) => ({ ...card, isPaywalled: false })), page, pageSize: size, total };
}

/**
 * An author's listed recipes (public, and paywalled ones as teasers), newest first, a page at a
 * time: their profile page.
 */
export async function listRecipesByAuthor({
  db,
  authorId,
  page = 1,
  pageSize = 24,
}: {
  db: TDb;
  authorId: string;
  page?: number;
  pageSize?: number;
}): Promise<TPage<TRecipeCard>> {
  const size = clampLimit(pageSize);
  const where = and(eq(recipes.authorId, authorId), inArray(recipes.visibility, [...listedVisibilities]));
  const { rows, total } = await selectCardPage(db, where, [desc(recipes.createdAt), desc(recipes.id)], page, size);
  return { items: await toCards(db, rows), page, pageSize: size, total };
}
