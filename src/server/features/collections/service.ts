/** The signed-in user's own collections (the save menu, Save Recipe), and putting recipes in them. */
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { TMyCollection } from "#core/collections/collection.schema.ts";
import { collectionNotFoundMessage, maxCollectionRecipes } from "#core/collections/collection.schema.ts";
import { AppError } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";
import { collectionRecipes, collections } from "#db/schema.ts";
import { consumeRateLimit, rateLimitKey, type TRateLimitRule } from "#server/lib/rate-limits.ts";
import { forgetCachedPages } from "#server/plugins/page-cache.ts";
import type { TCookMaybeRecipe } from "../recipes/access.ts";
import { touchedNow } from "./access.ts";
import { countKnownRecipes } from "./viewer-collection.ts";

export { collectionNotFoundMessage };

/** New collections per cook: plenty for sorting a cookbook, too few to flood profiles. */
const collectionCreateLimits: TRateLimitRule[] = [
  { windowSeconds: 60, max: 10 },
  { windowSeconds: 60 * 60, max: 60 },
];

export async function consumeCollectionCreate({ db, userId }: { db: TDb; userId: string }): Promise<void> {
  const limit = await consumeRateLimit({
    db,
    key: rateLimitKey("collection-create", "user", userId),
    rules: collectionCreateLimits,
  });
  if (!limit.isAllowed) throw new AppError("RATE_LIMITED");
}

/**
 * Your collections in the order you made them; with `recipeId`, which of them hold that recipe.
 * Counts leave out other cooks' recipes that have since turned private.
 */
export async function listMyCollections({ db, userId, recipeId }: TCookMaybeRecipe): Promise<TMyCollection[]> {
  const rows = await db
    .select({ id: collections.id, name: collections.name, visibility: collections.visibility })
    .from(collections)
    .where(eq(collections.ownerId, userId))
    .orderBy(asc(collections.createdAt), asc(collections.id));
  const ids = rows.map((row) => row.id);
  const [counts, holding] = await Promise.all([
    countKnownRecipes({ db, collectionIds: ids, viewerId: userId }),
    recipeId && ids.length > 0
      ? db
          .select({ collectionId: collectionRecipes.collectionId })
          .from(collectionRecipes)
          .where(and(inArray(collectionRecipes.collectionId, ids), eq(collectionRecipes.recipeId, recipeId)))
      : [],
  ]);
  const holdingIds = new Set(holding.map((row) => row.collectionId));
  return rows.map((row) => ({ ...row, recipeCount: counts.get(row.id) ?? 0, containsRecipe: holdingIds.has(row.id) }));
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

/** One recipe in or out of one collection, inside the caller's transaction. */
interface TCollectionRecipeChange {
  tx: TDb;
  collectionId: string;
  recipeId: string;
}

/**
 * Puts the recipe last in the collection (nothing when it is there already) and moves the
 * collection's `updated_at`. Run it in the caller's transaction.
 */
export async function insertRecipeIntoCollection({
  tx,
  collectionId,
  recipeId,
}: TCollectionRecipeChange): Promise<boolean> {
  const [{ total }] = await tx
    .select({ total: count() })
    .from(collectionRecipes)
    .where(eq(collectionRecipes.collectionId, collectionId));
  const added = await tx
    .insert(collectionRecipes)
    .values({
      collectionId,
      recipeId,
      position: sql`(select coalesce(max(${collectionRecipes.position}) + 1, 0) from ${collectionRecipes} where ${collectionRecipes.collectionId} = ${collectionId})`,
    })
    .onConflictDoNothing()
    .returning({ recipeId: collectionRecipes.recipeId });
  if (added.length > 0 && Number(total) >= maxCollectionRecipes) {
    // Thrown inside the transaction, so the row just added goes again.
    throw new AppError("CONFLICT", {
      message: `A collection holds at most ${maxCollectionRecipes} recipes. Start another one.`,
    });
  }
  if (added.length > 0) await tx.update(collections).set(touchedNow).where(eq(collections.id, collectionId));
  return added.length > 0;
}

/** Takes the recipe out (and off the cover); says whether it was there. */
export async function deleteRecipeFromCollection({
  tx,
  collectionId,
  recipeId,
}: TCollectionRecipeChange): Promise<boolean> {
  const removed = await tx
    .delete(collectionRecipes)
    .where(and(eq(collectionRecipes.collectionId, collectionId), eq(collectionRecipes.recipeId, recipeId)))
    .returning({ recipeId: collectionRecipes.recipeId });
  await tx
    .update(collections)
    .set({
      ...touchedNow,
      coverRecipeId: sql`nullif(${collections.coverRecipeId}, ${recipeId}::uuid)`,
    })
    .where(eq(collections.id, collectionId));
  return removed.length > 0;
}

/**
 * A profile page lists its public collections and may be cached a few seconds: drop this process's
 * copies at once (other processes hear of it through the change bus, migration of the collections
 * triggers).
 */
export function forgetProfilePages(username: string | null): void {
  if (username) forgetCachedPages(`/u/${username.toLowerCase()}`);
}
