/**
 * Changing collections, by their owner only: create, rename and describe, choose the cover and who
 * sees it, reorder, add and remove recipes, delete. Every change moves the collection's
 * `updated_at`, which the database announces (the change bus), so cached profile pages that list it
 * are dropped in every process.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type {
  TCollectionEditor,
  TCollectionInput,
  TCollectionOrder,
  TCollectionUpdate,
  TCollectionView,
} from "#core/collections/collection.schema.ts";
import { collectionChangedMessage, maxCollectionRecipes } from "#core/collections/collection.schema.ts";
import { AppError } from "#core/errors.ts";
import { recipeNotFoundMessage } from "#core/recipes/recipes.api.ts";
import type { TDb } from "#db/client.ts";
import { collectionRecipes, collections } from "#db/schema.ts";
import { assertUnchangedSince } from "#server/lib/edit-conflict.ts";
import type { TStorage } from "#server/lib/storage/storage.ts";
import { countRecipeSave } from "../recipes/view-counts.ts";
import { findRecipeForViewer } from "../recipes/viewer-recipe.ts";
import { assertVisibilityAllowed, findCollectionForOwner, hasPaywalledBlog, touchedNow } from "./access.ts";
import { coverKeysOf, removeCoverImages } from "./covers.ts";
import {
  consumeCollectionCreate,
  deleteRecipeFromCollection,
  forgetProfilePages,
  insertRecipeIntoCollection,
} from "./service.ts";
import { findCollectionForViewer, findCovers, listCollectionRecipes } from "./viewer-collection.ts";

type TOwnerAction = { db: TDb; userId: string; collectionId: string };

async function findOwnView({ db, userId, collectionId }: TOwnerAction): Promise<TCollectionView> {
  const view = await findCollectionForViewer({ db, collectionId, viewerId: userId });
  if (!view) throw new AppError("INTERNAL", { message: "A collection vanished while its owner changed it." });
  return view;
}

export async function createCollection({
  db,
  userId,
  input,
}: {
  db: TDb;
  userId: string;
  input: TCollectionInput;
}): Promise<TCollectionView> {
  if (input.visibility === "paywalled")
    assertVisibilityAllowed(input.visibility, await hasPaywalledBlog({ db, userId }));
  await consumeCollectionCreate({ db, userId });
  const [row] = await db
    .insert(collections)
    .values({ ownerId: userId, name: input.name, description: input.description, visibility: input.visibility })
    .returning({ id: collections.id });
  const view = await findOwnView({ db, userId, collectionId: row.id });
  forgetProfilePages(view.owner.username);
  return view;
}

export async function updateCollection({
  db,
  userId,
  collectionId,
  input,
  storage,
}: TOwnerAction & { input: TCollectionUpdate; storage: TStorage }): Promise<TCollectionView> {
  const current = await findCollectionForOwner({ db, userId, collectionId });
  if (input.visibility !== undefined && input.visibility !== current.visibility) {
    assertVisibilityAllowed(input.visibility, current.hasPaywalledBlog === true);
  }
  if (input.cover?.source === "recipe") {
    const [held] = await db
      .select({ recipeId: collectionRecipes.recipeId })
      .from(collectionRecipes)
      .where(and(eq(collectionRecipes.collectionId, current.id), eq(collectionRecipes.recipeId, input.cover.recipeId)))
      .limit(1);
    if (!held) {
      throw new AppError("VALIDATION_FAILED", { message: "cover.recipeId: Choose a recipe from this collection." });
    }
  }
  await db.transaction(async (tx) => {
    await assertUnchangedSince({
      tx,
      table: collections,
      updatedAt: collections.updatedAt,
      where: eq(collections.id, current.id),
      expectedUpdatedAt: input.expectedUpdatedAt,
      message: collectionChangedMessage,
    });
    await tx
      .update(collections)
      .set({
        ...touchedNow,
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.visibility !== undefined && { visibility: input.visibility }),
        ...(input.cover && {
          coverRecipeId: input.cover.source === "recipe" ? input.cover.recipeId : null,
          coverImageVariants: [],
        }),
      })
      .where(eq(collections.id, current.id));
  });
  // The photo the owner replaced with a recipe's (or with none) is no longer used by anything.
  if (input.cover) await storage.removeUnreferenced(coverKeysOf(current.id, current.coverImageVariants));
  forgetProfilePages(current.ownerUsername);
  return findOwnView({ db, userId, collectionId: current.id });
}

/** Deletes the collection (its recipes stay on Ladle); its uploaded cover goes first. */
export async function deleteCollection({
  db,
  userId,
  collectionId,
  storage,
}: TOwnerAction & { storage: TStorage }): Promise<void> {
  const current = await findCollectionForOwner({ db, userId, collectionId });
  await removeCoverImages({ storage, collectionId: current.id, variants: current.coverImageVariants });
  await db.delete(collections).where(eq(collections.id, current.id));
  forgetProfilePages(current.ownerUsername);
}

/**
 * Puts the listed recipes first, in that order; the ones left out (another cook's recipe that has
 * turned private, which the owner can no longer see) keep their order after them.
 */
export async function reorderCollection({
  db,
  userId,
  collectionId,
  input,
}: TOwnerAction & { input: TCollectionOrder }): Promise<void> {
  const current = await findCollectionForOwner({ db, userId, collectionId });
  await db.transaction(async (tx) => {
    const held = await tx
      .select({ recipeId: collectionRecipes.recipeId })
      .from(collectionRecipes)
      .where(eq(collectionRecipes.collectionId, current.id))
      .orderBy(asc(collectionRecipes.position), asc(collectionRecipes.addedAt), asc(collectionRecipes.recipeId))
      .for("update");
    const heldIds = held.map((row) => row.recipeId);
    const wanted = input.recipeIds.map((id) => id.toLowerCase());
    const stranger = wanted.find((id) => !heldIds.includes(id));
    if (stranger) {
      throw new AppError("VALIDATION_FAILED", { message: `recipeIds: ${stranger} is not in this collection.` });
    }
    const order = [...wanted, ...heldIds.filter((id) => !wanted.includes(id))];
    const ids = sql.join(
      order.map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE collection_recipes SET position = o.place - 1
      FROM unnest(ARRAY[${ids}]::uuid[]) WITH ORDINALITY AS o(recipe_id, place)
      WHERE collection_recipes.collection_id = ${current.id} AND collection_recipes.recipe_id = o.recipe_id
    `);
    await tx.update(collections).set(touchedNow).where(eq(collections.id, current.id));
  });
  forgetProfilePages(current.ownerUsername);
}

/** Adds a recipe the owner may see to the end of their collection. */
export async function addRecipeToCollection({
  db,
  userId,
  collectionId,
  recipeId,
}: TOwnerAction & { recipeId: string }): Promise<{ wasAdded: boolean; recipeCount: number }> {
  const current = await findCollectionForOwner({ db, userId, collectionId });
  const recipe = await findRecipeForViewer({ db, recipeId, viewerId: userId });
  if (!recipe) throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
  const wasAdded = await db.transaction((tx) =>
    insertRecipeIntoCollection({ tx, collectionId: current.id, recipeId: recipe.id }),
  );
  if (wasAdded) await countRecipeSave({ db, recipeId: recipe.id });
  forgetProfilePages(current.ownerUsername);
  const view = await findOwnView({ db, userId, collectionId: current.id });
  return { wasAdded, recipeCount: view.recipeCount };
}

export async function removeRecipeFromCollection({
  db,
  userId,
  collectionId,
  recipeId,
}: TOwnerAction & { recipeId: string }): Promise<void> {
  const current = await findCollectionForOwner({ db, userId, collectionId });
  const wasThere = await db.transaction((tx) =>
    deleteRecipeFromCollection({ tx, collectionId: current.id, recipeId: recipeId.toLowerCase() }),
  );
  if (!wasThere) throw new AppError("NOT_FOUND", { message: "That recipe isn't in this collection." });
  forgetProfilePages(current.ownerUsername);
}

/** Edit Collection: the details, every recipe the owner can see in order, and the cover's source. */
export async function loadCollectionEditor({ db, userId, collectionId }: TOwnerAction): Promise<TCollectionEditor> {
  const current = await findCollectionForOwner({ db, userId, collectionId });
  const [recipeCards, covers] = await Promise.all([
    listCollectionRecipes({ db, collectionId: current.id, viewerId: userId, pageSize: maxCollectionRecipes }),
    findCovers({ db, collectionRows: [current], viewerId: userId }),
  ]);
  const coverRecipeId = recipeCards.some((card) => card.id === current.coverRecipeId) ? current.coverRecipeId : null;
  return {
    id: current.id,
    name: current.name,
    description: current.description,
    visibility: current.visibility,
    cover: covers.get(current.id) ?? null,
    coverSource: current.coverImageVariants.length > 0 ? "upload" : coverRecipeId ? "recipe" : "auto",
    coverRecipeId,
    recipes: recipeCards,
    canPaywall: current.hasPaywalledBlog === true || current.visibility === "paywalled",
    updatedAt: current.updatedAt,
  };
}
