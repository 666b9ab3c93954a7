/** The signed-in user's collections, as the Save Recipe page lists them. */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { TMyCollection } from "#core/collections/collection.schema.ts";
import { AppError } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";
import { collectionRecipes, collections, recipes } from "#db/schema.ts";
import type { TCookMaybeRecipe } from "../recipes/access.ts";

export const collectionNotFoundMessage = "We couldn't find that collection among yours.";

/** Your collections in the order you made them; with `recipeId`, which of them hold that recipe. */
export async function listMyCollections({ db, userId, recipeId }: TCookMaybeRecipe): Promise<TMyCollection[]> {
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

/** The first recipe image in each collection, for its card. */
export async function findCollectionCovers({
  db,
  collectionIds,
}: {
  db: TDb;
  collectionIds: string[];
}): Promise<Map<string, string>> {
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
