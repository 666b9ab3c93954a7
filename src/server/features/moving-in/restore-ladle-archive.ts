/**
 * Moving in from Ladle's own archive, after its recipes are saved: recreates the collections, meal
 * plans and shopping list for the importing cook. `recipeIds` maps each recipe's id at export to
 * the recipe saved for it now; a reference to another cook's recipe keeps its id when that recipe
 * is still on this Ladle for the importer to read (an archive moved back to the same site), and is
 * left out otherwise. Reviews are not restored: they are about other cooks' recipes, and a rating
 * belongs on the recipe as the reviewer read it, not replayed from a file.
 */
import { and, count, eq, inArray, isNull, or } from "drizzle-orm";
import { ZCollectionInput } from "#core/collections/collection.schema.ts";
import { ZMealPlanCreate } from "#core/meal-plans/meal-plan-input.schema.ts";
import type {
  TArchivedCollection,
  TArchivedMealPlan,
  TArchivedShoppingList,
} from "#core/moving-in/ladle-archive.schema.ts";
import { parseIngredientLine } from "#core/recipes/ingredient-lines.ts";
import type { TEditedSource } from "#core/shopping/recipe-lines.ts";
import { maxListLines } from "#core/shopping/shopping-list.schema.ts";
import type { TDb } from "#db/client.ts";
import { blogs, collectionRecipes, collections, profiles, recipes, shoppingListItems } from "#db/schema.ts";
import { forgetProfilePages } from "../collections/service.ts";
import { insertPlan } from "../meal-plans/editing.ts";
import { isRecipeId } from "../recipes/access.ts";
import { findOrCreateOwnList } from "../shopping/lists.ts";

export interface TRestoredLists {
  collections: number;
  mealPlans: number;
  shoppingListItems: number;
  /** References to recipes that are not on this Ladle for the importer (left out). */
  missingRecipes: number;
}

interface TRestore {
  db: TDb;
  userId: string;
  lists: {
    collections: readonly TArchivedCollection[];
    mealPlans: readonly TArchivedMealPlan[];
    shoppingLists: readonly TArchivedShoppingList[];
  };
  /** Ladle id at export → id of the recipe saved for the importer. */
  recipeIds: ReadonlyMap<string, string>;
}

/** Recipes other than the imported ones that the importer may read here: their own, public, paywalled. */
async function findReadableRecipes(db: TDb, userId: string, ids: string[]): Promise<Set<string>> {
  const candidates = [...new Set(ids)].filter(isRecipeId);
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      and(
        inArray(recipes.id, candidates),
        or(eq(recipes.authorId, userId), inArray(recipes.visibility, ["public", "paywalled"])),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

function allReferences(lists: TRestore["lists"]): string[] {
  return [
    ...lists.collections.flatMap((c) => [
      ...c.recipes.map((r) => r.recipeId),
      ...(c.coverRecipeId ? [c.coverRecipeId] : []),
    ]),
    ...lists.mealPlans.flatMap((p) => p.entries.map((e) => e.recipeId)),
    ...lists.shoppingLists.flatMap((l) =>
      l.items.flatMap((i) => [...(i.recipeId ? [i.recipeId] : []), ...(i.editedFrom ?? []).map((e) => e.recipeId)]),
    ),
  ];
}

export async function restoreLadleArchiveLists({ db, userId, lists, recipeIds }: TRestore): Promise<TRestoredLists> {
  const readable = await findReadableRecipes(
    db,
    userId,
    allReferences(lists).filter((id) => !recipeIds.has(id)),
  );
  let missingRecipes = 0;
  const find = (id: string): string | null => recipeIds.get(id) ?? (readable.has(id) ? id : null);
  const resolve = (id: string): string | null => {
    const found = find(id);
    if (!found) missingRecipes += 1;
    return found;
  };
  const [blog] = await db
    .select({ hasPaywalledContent: blogs.hasPaywalledContent })
    .from(blogs)
    .where(eq(blogs.ownerId, userId));
  const canPaywall = blog?.hasPaywalledContent === true;

  const restored = { collections: 0, mealPlans: 0, shoppingListItems: 0 };
  await db.transaction(async (tx) => {
    for (const archived of lists.collections) {
      if (await restoreCollection(tx, userId, archived, { resolve, canPaywall })) restored.collections += 1;
    }
  });
  for (const archived of lists.mealPlans) {
    if (await restoreMealPlan(db, userId, archived, resolve)) restored.mealPlans += 1;
  }
  restored.shoppingListItems = await restoreShoppingList(db, userId, lists.shoppingLists, { resolve, find });
  // The cook's profile lists their public collections.
  if (restored.collections > 0) {
    const [profile] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, userId));
    forgetProfilePages(profile?.username ?? null);
  }
  return { ...restored, missingRecipes };
}

async function restoreCollection(
  tx: TDb,
  userId: string,
  archived: TArchivedCollection,
  { resolve, canPaywall }: { resolve: (id: string) => string | null; canPaywall: boolean },
): Promise<boolean> {
  const input = ZCollectionInput.safeParse({
    name: archived.name,
    description: archived.description,
    // Only a paywalled blog sells collections; anyone else's comes back private, never free.
    visibility: archived.visibility === "paywalled" && !canPaywall ? "private" : archived.visibility,
  });
  if (!input.success) return false;
  const ids = [...new Set(archived.recipes.flatMap((r) => resolve(r.recipeId) ?? []))];
  const cover = archived.coverRecipeId ? (resolve(archived.coverRecipeId) ?? null) : null;
  const [row] = await tx
    .insert(collections)
    .values({ ...input.data, ownerId: userId, coverRecipeId: cover && ids.includes(cover) ? cover : null })
    .returning({ id: collections.id });
  if (ids.length > 0) {
    await tx
      .insert(collectionRecipes)
      .values(ids.map((recipeId, position) => ({ collectionId: row.id, recipeId, position })));
  }
  return true;
}

async function restoreMealPlan(
  db: TDb,
  userId: string,
  archived: TArchivedMealPlan,
  resolve: (id: string) => string | null,
): Promise<boolean> {
  const input = ZMealPlanCreate.safeParse({
    title: archived.title,
    description: archived.description,
    startDate: archived.startDate,
    dayCount: archived.dayCount,
    diets: archived.diets,
    // A plan for subscribers was a publication on a blog: it comes back as the owner's private plan.
    visibility: archived.visibility === "paywalled" ? "private" : archived.visibility,
    entries: archived.entries.flatMap((entry) => {
      const recipeId = resolve(entry.recipeId);
      return recipeId
        ? [{ day: entry.day, slot: entry.slot, recipeId, servings: entry.servings, note: entry.note }]
        : [];
    }),
  });
  if (!input.success) return false;
  const { entries, ...plan } = input.data;
  await insertPlan({ db, userId, plan, entries });
  return true;
}

/** Lines go on the importer's own list after what it holds, as far as the list has room. */
async function restoreShoppingList(
  db: TDb,
  userId: string,
  archived: readonly TArchivedShoppingList[],
  recipesFor: {
    /** The recipe an item is for here (a miss is counted). */
    resolve: (id: string) => string | null;
    /** The same, for the recipe lines an edited item replaced (not counted: the item itself is). */
    find: (id: string) => string | null;
  },
): Promise<number> {
  const { resolve, find } = recipesFor;
  const items = archived.flatMap((list) => list.items).filter((item) => item.text.trim());
  if (items.length === 0) return 0;
  const listId = await findOrCreateOwnList(db, userId);
  const [{ live }] = await db
    .select({ live: count() })
    .from(shoppingListItems)
    .where(and(eq(shoppingListItems.listId, listId), isNull(shoppingListItems.removedAt)));
  const room = Math.max(0, maxListLines - live);
  const lines = items.slice(0, room).map((item) => {
    const { quantity, quantityMax, unit, food } = parseIngredientLine(item.text.slice(0, 500));
    return {
      listId,
      createdBy: userId,
      text: item.text.slice(0, 500),
      quantity,
      quantityMax,
      unit,
      food,
      recipeId: item.recipeId ? resolve(item.recipeId) : null,
      recipeTitle: item.recipeTitle,
      servings: item.servings,
      isChecked: item.isChecked,
      editedFrom: restoreEditedFrom(item.editedFrom, find),
    };
  });
  if (lines.length > 0) await db.insert(shoppingListItems).values(lines);
  return lines.length;
}

/** The replaced lines of an edited item, for the recipes saved here; none left is an unedited line's null. */
function restoreEditedFrom(
  editedFrom: TArchivedShoppingList["items"][number]["editedFrom"],
  find: (id: string) => string | null,
): TEditedSource[] | null {
  const sources = (editedFrom ?? []).flatMap((source) => {
    const recipeId = find(source.recipeId);
    return recipeId ? [{ ...source, recipeId }] : [];
  });
  return sources.length > 0 ? sources : null;
}
