/** The signed-in user's collections, as the Save Recipe page lists them. */
import { and, asc, eq, sql } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";
import { collectionRecipes, collections } from "#db/schema.ts";

export interface TMyCollection {
  id: string;
  name: string;
  isPublic: boolean;
  recipeCount: number;
  /** Whether the given recipe is already in it (false without a recipeId). */
  containsRecipe: boolean;
}

export const collectionNotFoundMessage = "We couldn't find that collection among yours.";

/** Your collections in the order you made them; with `recipeId`, which of them hold that recipe. */
export async function listMyCollections({
  db,
  userId,
  recipeId,
}: {
  db: TDb;
  userId: string;
  recipeId?: string;
}): Promise<TMyCollection[]> {
  const rows = await db
    .select({
      id: collections.id,
      name: collections.name,
      isPublic: collections.isPublic,
      recipeCount: sql<number>`(select count(*)::int from ${collectionRecipes} where ${collectionRecipes.collectionId} = ${collections.id})`,
      containsRecipe: recipeId
        ? sql<boolean>`exists (select 1 from ${collectionRecipes} where ${collectionRecipes.collectionId} = ${collections.id} and ${collectionRecipes.recipeId} = ${recipeId})`
        : sql<boolean>`false`,
    })
    .from(collections)
    .where(eq(collections.ownerId, userId))
    .orderBy(asc(collections.createdAt), asc(collections.id));
  return rows.map((r) => ({ ...r, recipeCount: Number(r.recipeCount), containsRecipe: Boolean(r.containsRecipe) }));
}

/** A collection of this user's, or NOT_FOUND (someone else's collection looks the same as none). */
export async function findOwnCollection({
  db,
  userId,
  collectionId,
}: {
  db: TDb;
  userId: string;
  collectionId: string;
}): Promise<{ id: string; name: string }> {
  const [row] = await db
    .select({ id: collections.id, name: collections.name })
    .from(collections)
    .where(and(eq(collections.id, collectionId), eq(collections.ownerId, userId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", { message: collectionNotFoundMessage });
  return row;
}
