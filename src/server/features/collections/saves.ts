/**
 * /recipe/{id}/save: put a recipe you can see into one of your collections, or into a new one.
 * Someone else's collection is a 404, exactly like a missing one. A first save counts for Trending.
 */
import { eq } from "drizzle-orm";
import type { TSaveRecipeInput, TSaveResult } from "#core/collections/collection.schema.ts";
import { AppError } from "#core/errors.ts";
import { toRecipeThumb } from "#core/recipes/recipe-view.schema.ts";
import { recipeNotFoundMessage } from "#core/recipes/recipes.api.ts";
import type { TDb } from "#db/client.ts";
import { collections, profiles } from "#db/schema.ts";
import type { TCookRecipe } from "../recipes/access.ts";
import { countRecipeSave } from "../recipes/view-counts.ts";
import { findRecipeForViewer } from "../recipes/viewer-recipe.ts";
import {
  consumeCollectionCreate,
  deleteRecipeFromCollection,
  findOwnCollection,
  forgetProfilePages,
  insertRecipeIntoCollection,
  listMyCollections,
} from "./service.ts";

async function findVisible(db: TDb, userId: string, recipeId: string) {
  const recipe = await findRecipeForViewer({ db, recipeId, viewerId: userId });
  if (!recipe) throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
  return recipe;
}

/** What Save Recipe shows: the recipe, and your collections marked where they hold it already. */
export async function loadSaveForm({ db, userId, recipeId }: { db: TDb; userId: string; recipeId: string }) {
  const recipe = await findVisible(db, userId, recipeId);
  const collections = await listMyCollections({ db, userId, recipeId: recipe.id });
  return { recipe: toRecipeThumb(recipe), collections };
}

export async function saveRecipe({
  db,
  userId,
  recipeId,
  input,
}: TCookRecipe & { input: TSaveRecipeInput }): Promise<TSaveResult> {
  const recipe = await findVisible(db, userId, recipeId);
  const existing =
    "collectionId" in input ? await findOwnCollection({ db, userId, collectionId: input.collectionId }) : null;
  if (!existing) await consumeCollectionCreate({ db, userId });
  const result = await db.transaction(async (tx) => {
    let collection = existing;
    if (!collection) {
      const name = "newCollectionName" in input ? input.newCollectionName : "Saved recipes";
      [collection] = await tx
        .insert(collections)
        .values({ ownerId: userId, name })
        .returning({ id: collections.id, name: collections.name });
    }
    const wasAdded = await insertRecipeIntoCollection({ tx, collectionId: collection.id, recipeId: recipe.id });
    return { collection, isNewCollection: existing === null, wasAdded };
  });
  if (result.wasAdded) await countRecipeSave({ db, recipeId: recipe.id });
  forgetProfilePages(await findUsername(db, userId));
  return result;
}

/** Takes the recipe out of one of your collections. */
export async function unsaveRecipe({
  db,
  userId,
  recipeId,
  collectionId,
}: {
  db: TDb;
  userId: string;
  recipeId: string;
  collectionId: string;
}): Promise<void> {
  await findOwnCollection({ db, userId, collectionId });
  await db.transaction((tx) => deleteRecipeFromCollection({ tx, collectionId, recipeId: recipeId.toLowerCase() }));
  forgetProfilePages(await findUsername(db, userId));
}

async function findUsername(db: TDb, userId: string): Promise<string | null> {
  const [row] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, userId));
  return row?.username ?? null;
}
