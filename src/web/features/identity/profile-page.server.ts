/**
 * Data for /me and /u/:username, from the same services the API uses (get_profile, your recipes,
 * your collections). Meal plans do not exist yet: the pages show an empty state for them.
 */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { TProfileView } from "#core/auth/profile.schema.ts";
import type { TDb } from "#db/client.ts";
import { collectionRecipes, profiles, recipes } from "#db/schema.ts";
import { listMyCollections, type TMyCollection } from "#server/features/collections/service.ts";
import { findProfile } from "#server/features/profiles/service.ts";
import {
  cardColumns,
  listedVisibilities,
  listMyRecipes,
  type TRecipeCard,
  toCards,
} from "#server/features/recipes/service.ts";

export const profileRecipeLimit = 12;

export interface TCollectionSummary extends Omit<TMyCollection, "containsRecipe"> {
  coverUrl: string | null;
}

export async function loadOwnProfilePage({ db, userId }: { db: TDb; userId: string }) {
  const [profile, recipePage, collections] = await Promise.all([
    findProfile({ db, profileId: userId, viewerId: userId }),
    listMyRecipes({ db, userId, pageSize: profileRecipeLimit }),
    listMyCollections({ db, userId }),
  ]);
  const covers = await findCollectionCovers({ db, collectionIds: collections.map((c) => c.id) });
  return {
    profile: profile && !profile.is_restricted ? profile : null,
    recipes: recipePage.items as TRecipeCard[],
    recipeTotal: recipePage.total,
    collections: collections.map(
      ({ containsRecipe: _, ...collection }): TCollectionSummary => ({
        ...collection,
        coverUrl: covers.get(collection.id) ?? null,
      }),
    ),
  };
}

export async function loadPublicProfilePage({
  db,
  username,
  viewerId,
}: {
  db: TDb;
  username: string;
  viewerId: string | null;
}): Promise<{ profile: TProfileView; recipes: TRecipeCard[]; recipeTotal: number } | null> {
  const profile = await findProfile({ db, username, viewerId });
  if (!profile) return null;
  if (profile.is_restricted) return { profile, recipes: [], recipeTotal: 0 };
  const { items, total } = await listListedRecipesByAuthor({ db, authorId: profile.id, limit: 24 });
  return { profile, recipes: items, recipeTotal: total };
}

/** An author's listed recipes (public, and paywalled ones as teasers), newest first. */
async function listListedRecipesByAuthor({ db, authorId, limit }: { db: TDb; authorId: string; limit: number }) {
  const where = and(eq(recipes.authorId, authorId), inArray(recipes.visibility, [...listedVisibilities]));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(cardColumns)
      .from(recipes)
      .innerJoin(profiles, eq(profiles.id, recipes.authorId))
      .where(where)
      .orderBy(desc(recipes.createdAt), desc(recipes.id))
      .limit(limit),
    db.select({ total: count() }).from(recipes).where(where),
  ]);
  return { items: await toCards(db, rows), total: Number(total) };
}

/** The first recipe image in each collection, for its card. */
async function findCollectionCovers({ db, collectionIds }: { db: TDb; collectionIds: string[] }) {
  const covers = new Map<string, string>();
  if (collectionIds.length === 0) return covers;
  const rows = await db
    .select({ collectionId: collectionRecipes.collectionId, imageUrl: recipes.imageUrl })
    .from(collectionRecipes)
    .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
    .where(and(inArray(collectionRecipes.collectionId, collectionIds), sql`${recipes.imageUrl} is not null`))
    .orderBy(asc(collectionRecipes.collectionId), asc(collectionRecipes.addedAt));
  for (const row of rows) if (row.imageUrl && !covers.has(row.collectionId)) covers.set(row.collectionId, row.imageUrl);
  return covers;
}
