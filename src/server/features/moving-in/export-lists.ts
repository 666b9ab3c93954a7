/**
 * The lists of Ladle's archive besides recipes: the user's collections, meal plans, shopping list
 * and reviews, with recipes named by id and title (a collection may hold other cooks' recipes).
 */
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type {
  TArchivedCollection,
  TArchivedMealPlan,
  TArchivedReview,
  TArchivedShoppingList,
} from "#core/moving-in/ladle-archive.schema.ts";
import type { TDb } from "#db/client.ts";
import {
  collectionRecipes,
  collections,
  mealPlanEntries,
  mealPlans,
  recipes,
  reviews,
  shoppingListItems,
  shoppingLists,
} from "#db/schema.ts";

type TOwner = { db: TDb; userId: string };

const iso = (value: Date) => value.toISOString();

/**
 * Recipes the user may still read: their own, and other cooks' public or paywalled ones (whose
 * titles anyone sees). Another cook's recipe that turned private since it was saved is left out
 * of the archive altogether, as it is left out of the user's collection pages.
 */
const isReadableBy = (userId: string) =>
  or(eq(recipes.authorId, userId), inArray(recipes.visibility, ["public", "paywalled"]));

export async function listCollectionsForExport({ db, userId }: TOwner): Promise<TArchivedCollection[]> {
  const rows = await db
    .select()
    .from(collections)
    .where(eq(collections.ownerId, userId))
    .orderBy(asc(collections.createdAt), asc(collections.id));
  if (rows.length === 0) return [];
  const members = await db
    .select({
      collectionId: collectionRecipes.collectionId,
      recipeId: collectionRecipes.recipeId,
      recipeTitle: recipes.title,
    })
    .from(collectionRecipes)
    .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
    .where(
      and(
        inArray(
          collectionRecipes.collectionId,
          rows.map((row) => row.id),
        ),
        isReadableBy(userId),
      ),
    )
    .orderBy(asc(collectionRecipes.position), asc(collectionRecipes.addedAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    coverRecipeId: row.coverRecipeId,
    recipes: members
      .filter((member) => member.collectionId === row.id)
      .map(({ recipeId, recipeTitle }) => ({ recipeId, recipeTitle })),
    createdAt: iso(row.createdAt),
  }));
}

export async function listMealPlansForExport({ db, userId }: TOwner): Promise<TArchivedMealPlan[]> {
  const plans = await db
    .select()
    .from(mealPlans)
    .where(eq(mealPlans.ownerId, userId))
    .orderBy(asc(mealPlans.createdAt), asc(mealPlans.id));
  if (plans.length === 0) return [];
  const entries = await db
    .select({
      mealPlanId: mealPlanEntries.mealPlanId,
      day: mealPlanEntries.day,
      slot: mealPlanEntries.slot,
      position: mealPlanEntries.position,
      recipeId: mealPlanEntries.recipeId,
      recipeTitle: recipes.title,
      servings: mealPlanEntries.servings,
      note: mealPlanEntries.note,
    })
    .from(mealPlanEntries)
    .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(
      and(
        inArray(
          mealPlanEntries.mealPlanId,
          plans.map((plan) => plan.id),
        ),
        isReadableBy(userId),
      ),
    )
    .orderBy(asc(mealPlanEntries.day), asc(mealPlanEntries.slot), asc(mealPlanEntries.position));
  return plans.map((plan) => ({
    id: plan.id,
    title: plan.title,
    description: plan.description,
    startDate: plan.startDate,
    dayCount: plan.dayCount,
    diets: plan.diets,
    visibility: plan.visibility,
    entries: entries.filter((entry) => entry.mealPlanId === plan.id).map(({ mealPlanId: _plan, ...entry }) => entry),
    createdAt: iso(plan.createdAt),
  }));
}

/** The list the user owns (a household's shared list belongs to its owner's archive). */
export async function listShoppingListsForExport({ db, userId }: TOwner): Promise<TArchivedShoppingList[]> {
  const lists = await db.select().from(shoppingLists).where(eq(shoppingLists.ownerId, userId));
  if (lists.length === 0) return [];
  const items = await db
    .select({
      listId: shoppingListItems.listId,
      text: shoppingListItems.text,
      recipeId: shoppingListItems.recipeId,
      recipeTitle: shoppingListItems.recipeTitle,
      servings: shoppingListItems.servings,
      isChecked: shoppingListItems.isChecked,
      editedFrom: shoppingListItems.editedFrom,
    })
    .from(shoppingListItems)
    .where(
      and(
        inArray(
          shoppingListItems.listId,
          lists.map((list) => list.id),
        ),
        isNull(shoppingListItems.removedAt),
      ),
    )
    .orderBy(asc(shoppingListItems.seq));
  return lists.map((list) => ({
    id: list.id,
    items: items.filter((item) => item.listId === list.id).map(({ listId: _list, ...item }) => item),
    createdAt: iso(list.createdAt),
  }));
}

/** The user's reviews; the recipe's title only while they may still read it (their words are theirs either way). */
export async function listReviewsForExport({ db, userId }: TOwner): Promise<TArchivedReview[]> {
  const rows = await db
    .select({
      recipeId: reviews.recipeId,
      recipeTitle: sql<string | null>`case when ${isReadableBy(userId)} then ${recipes.title} end`,
      rating: reviews.rating,
      text: reviews.text,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .innerJoin(recipes, eq(recipes.id, reviews.recipeId))
    .where(eq(reviews.authorId, userId))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) }));
}
