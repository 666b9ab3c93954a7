import { eq, sql } from "drizzle-orm";
import type { TDb } from "../client.ts";
import { collectionRecipes, collections } from "../schema.ts";
import { uniqueToken } from "./unique.ts";

export type TCollectionInsert = typeof collections.$inferInsert;
export type TCollection = typeof collections.$inferSelect;

export function buildCollection(overrides: Partial<TCollectionInsert> & { ownerId: string }): TCollectionInsert {
  return {
    name: `Test collection ${uniqueToken()}`,
    description: "",
    visibility: "public",
    ...overrides,
  };
}

/** Stores a collection and, when given, puts the recipes in it (in the given order). */
export async function insertCollection(
  db: TDb,
  overrides: Partial<TCollectionInsert> & { ownerId: string; recipeIds?: string[] },
): Promise<TCollection> {
  const { recipeIds = [], ...values } = overrides;
  const [row] = await db.insert(collections).values(buildCollection(values)).returning();
  await addRecipesToCollection(db, row.id, recipeIds);
  return row;
}

/** Puts the recipes last in the collection, in the given order. */
export async function addRecipesToCollection(db: TDb, collectionId: string, recipeIds: string[]): Promise<void> {
  if (recipeIds.length === 0) return;
  const [{ next }] = await db
    .select({ next: sql<number>`coalesce(max(${collectionRecipes.position}) + 1, 0)::int` })
    .from(collectionRecipes)
    .where(eq(collectionRecipes.collectionId, collectionId));
  // Spaced a second apart so "recently added" ordering is stable.
  const start = Date.now() - recipeIds.length * 1000;
  await db
    .insert(collectionRecipes)
    .values(
      recipeIds.map((recipeId, i) => ({
        collectionId,
        recipeId,
        addedAt: new Date(start + i * 1000),
        position: Number(next) + i,
      })),
    )
    .onConflictDoNothing();
}
