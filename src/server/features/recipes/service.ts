/**
 * Read-only recipe lists for the home page and feeds. Each returns card data only: a paywalled
 * recipe appears as a teaser (title, image and author, marked `isPaywalled`), and drafts and
 * private recipes never appear. Ingredients and steps are never selected here.
 */
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { follows, profiles, recipes } from "#db/schema.ts";

export interface TRecipeCard {
  id: string;
  title: string;
  imageUrl: string | null;
  /** Null for paywalled teasers and recipes without a time. */
  totalMinutes: number | null;
  author: { name: string; username: string } | null;
  /** Empty for paywalled teasers. */
  diets: string[];
  isPaywalled: boolean;
  /** Filled in once reviews exist. */
  rating: { average: number; count: number } | null;
}

const maxLimit = 48;
const listedVisibilities = ["public", "paywalled"] as const;

const cardColumns = {
  id: recipes.id,
  title: recipes.title,
  imageUrl: recipes.imageUrl,
  totalMinutes: recipes.totalMinutes,
  diets: recipes.diets,
  visibility: recipes.visibility,
  authorName: profiles.name,
  authorUsername: profiles.username,
};

type TCardRow = {
  id: string;
  title: string;
  imageUrl: string | null;
  totalMinutes: number | null;
  diets: string[];
  visibility: string;
  authorName: string;
  authorUsername: string;
};

function toCard(row: TCardRow): TRecipeCard {
  const isPaywalled = row.visibility === "paywalled";
  return {
    id: row.id,
    title: row.title,
    imageUrl: row.imageUrl,
    totalMinutes: isPaywalled ? null : row.totalMinutes,
    author: { name: row.authorName, username: row.authorUsername },
    diets: isPaywalled ? [] : row.diets,
    isPaywalled,
    rating: null,
  };
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
  return rows.map(toCard);
}

/**
 * Trending recipes. For now: featured first, then newest, with paywalled teasers mixed in.
 * The recipes feature replaces this ordering with recent views and saves.
 */
export async function listTrendingRecipes({ db, limit }: { db: TDb; limit: number }): Promise<TRecipeCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(recipes)
    .innerJoin(profiles, eq(profiles.id, recipes.authorId))
    .where(and(inArray(recipes.visibility, [...listedVisibilities]), eq(profiles.isPublic, true)))
    .orderBy(desc(recipes.isFeatured), desc(recipes.createdAt), desc(recipes.id))
    .limit(clampLimit(limit));
  return rows.map(toCard);
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
  return rows.map(toCard);
}
