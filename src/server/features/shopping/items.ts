/**
 * Writes to a list's lines. Each is its own small change to the rows it names (never a rewrite of
 * the whole list), so two people ticking, adding and editing at once each keep what they did. An
 * operation id makes a write happen once however often it is sent. An edit replaces an item's
 * lines with one new line and points the old ones at it, so a tick or a second edit aimed at the
 * old lines (sent by someone who had not seen the first edit yet) lands on the new one.
 */
import { and, count, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { parseIngredientLine } from "#core/recipes/ingredient-lines.ts";
import type { TIngredientGroup } from "#core/recipes/recipe.schema.ts";
import { recipeNotFoundMessage } from "#core/recipes/recipes.api.ts";
import {
  scaleRecipeLines,
  scaleRecipeLinesExcept,
  type TEditedSource,
  type TScaledLine,
} from "#core/shopping/recipe-lines.ts";
import {
  maxListLines,
  type TAddItemsInput,
  type TAddMealPlanInput,
  type TAddRecipeInput,
  type TCheckItemsInput,
  type TEditItemInput,
  type TRemoveItemsInput,
} from "#core/shopping/shopping-list.schema.ts";
import type { TDb } from "#db/client.ts";
import { blogs, shoppingListItems, shoppingListOperations, shoppingLists } from "#db/schema.ts";
import { listMealPlanRecipeServings } from "../meal-plans/lists.ts";
import { queueSharedListNotice } from "../notifications/notices.ts";
import { findRecipeForViewer } from "../recipes/viewer-recipe.ts";
import { requireListAccess } from "./lists.ts";
import { loadListView } from "./view.ts";

export interface TListWrite {
  db: TDb;
  userId: string;
  listId: string;
}

type TNewLine = TScaledLine & {
  id?: string;
  recipeId?: string | null;
  recipeTitle?: string | null;
  servings?: number | null;
  isChecked?: boolean;
  editedFrom?: TEditedSource[] | null;
};

export const itemNotFoundMessage = "We couldn't find that item on your list.";

/**
 * Runs `apply` in a transaction unless the operation id was applied before, then answers the list.
 * The id is recorded in the same transaction, so a write that fails can be sent again.
 */
async function writeOnce(
  { db, userId, listId }: TListWrite,
  opId: string | undefined,
  apply: (tx: TDb) => Promise<void>,
) {
  await requireListAccess({ db, listId, userId });
  await db.transaction(async (tx) => {
    if (opId) {
      const fresh = await tx
        .insert(shoppingListOperations)
        .values({ id: opId, userId })
        .onConflictDoNothing()
        .returning({ id: shoppingListOperations.id });
      if (fresh.length === 0) return;
    }
    await apply(tx);
    // The others on a shared list hear of it (at most once per burst of changes).
    await queueSharedListNotice({ db: tx, listId, actorId: userId });
  });
  return loadListView({ db, listId, userId });
}

async function insertLines(tx: TDb, { userId, listId }: Omit<TListWrite, "db">, lines: TNewLine[]) {
  const [{ live }] = await tx
    .select({ live: count() })
    .from(shoppingListItems)
    .where(and(eq(shoppingListItems.listId, listId), isNull(shoppingListItems.removedAt)));
  if (live + lines.length > maxListLines) {
    throw new AppError("VALIDATION_FAILED", {
      message: `Your list is full (${maxListLines} lines). Clear the ticked items first.`,
    });
  }
  // A line id the browser chose that is taken already is skipped, never someone else's line overwritten.
  await tx
    .insert(shoppingListItems)
    .values(lines.map((line) => ({ ...line, listId, createdBy: userId })))
    .onConflictDoNothing();
}

/**
 * The lines still on the list that these ids stand for now: a line replaced by an edit stands for
 * its replacement. Locked until the transaction ends, so concurrent edits of one item queue up.
 * None of them on this list at all is a 404.
 */
async function resolveLiveLines(tx: TDb, listId: string, lineIds: readonly string[]) {
  let ids = [...new Set(lineIds)];
  const live = new Map<
    string,
    {
      id: string;
      text: string;
      isChecked: boolean;
      recipeId: string | null;
      recipeTitle: string | null;
      servings: number | null;
      editedFrom: TEditedSource[] | null;
    }
  >();
  let isAnyFound = false;
  for (let depth = 0; depth < 20 && ids.length > 0; depth++) {
    const rows = await tx
      .select({
        id: shoppingListItems.id,
        replacedBy: shoppingListItems.replacedBy,
        removedAt: shoppingListItems.removedAt,
        text: shoppingListItems.text,
        isChecked: shoppingListItems.isChecked,
        recipeId: shoppingListItems.recipeId,
        recipeTitle: shoppingListItems.recipeTitle,
        servings: shoppingListItems.servings,
        editedFrom: shoppingListItems.editedFrom,
      })
      .from(shoppingListItems)
      .where(and(eq(shoppingListItems.listId, listId), inArray(shoppingListItems.id, ids)))
      .for("update");
    isAnyFound ||= rows.length > 0;
    const next: string[] = [];
    for (const { replacedBy, removedAt, ...row } of rows) {
      if (replacedBy) next.push(replacedBy);
      else if (removedAt === null) live.set(row.id, row);
    }
    ids = next.filter((id) => !live.has(id));
  }
  if (!isAnyFound) throw new AppError("NOT_FOUND", { message: itemNotFoundMessage });
  return [...live.values()];
}

interface TShoppableRecipe {
  id: string;
  title: string;
  servings: number | null;
  ingredientGroups: TIngredientGroup[];
}

/** The recipe when the viewer may read its ingredients; null when they may not (a paywalled one). */
async function findShoppableRecipe(db: TDb, userId: string, recipeId: string): Promise<TShoppableRecipe | null> {
  const recipe = await findRecipeForViewer({ db, recipeId, viewerId: userId });
  if (!recipe) throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
  return recipe.access === "full" ? recipe : null;
}

function hasIngredients(recipe: TShoppableRecipe): boolean {
  return recipe.ingredientGroups.some((group) => group.lines.length > 0);
}

/** The recipe's lines at `servings` (its own when null). */
function recipeLinesAt(recipe: TShoppableRecipe, servings: number | null): TNewLine[] {
  return scaleRecipeLines(recipe.ingredientGroups, recipe.servings, servings).map((line) => ({
    ...line,
    recipeId: recipe.id,
    recipeTitle: recipe.title,
    servings,
  }));
}

/**
 * Puts a recipe on the list for `servings` more (its own servings when null). A recipe is on a
 * list once (a product rule): added again, its lines make way for lines scaled to the servings
 * added up, so the servings the list shows and its amounts agree. A line that reads the same at
 * the new servings ("salt, to taste") stays ticked. A line the cook edited stays as they wrote it,
 * ticked or not, and the recipe's lines it replaced are not written again. A recipe without
 * servings cannot add up and is left as it is.
 */
async function putRecipeOnList(
  tx: TDb,
  write: Omit<TListWrite, "db">,
  recipe: TShoppableRecipe,
  wanted: number | null | undefined,
) {
  const servings = wanted ?? recipe.servings;
  const onList = await tx
    .select({
      id: shoppingListItems.id,
      text: shoppingListItems.text,
      servings: shoppingListItems.servings,
      isChecked: shoppingListItems.isChecked,
      isEdited: isNotNull(shoppingListItems.editedFrom),
    })
    .from(shoppingListItems)
    .where(
      and(
        eq(shoppingListItems.listId, write.listId),
        eq(shoppingListItems.recipeId, recipe.id),
        isNull(shoppingListItems.removedAt),
      ),
    )
    .for("update");
  if (onList.length === 0) {
    // Back afresh: lines the cook removed while it was on the list before come back with it.
    await forgetDismissed(tx, write.listId, recipe.id);
    return insertLines(tx, write, recipeLinesAt(recipe, servings));
  }
  // Lists written before this rule may hold a recipe more than once, at different servings.
  const before = [...new Set(onList.flatMap((line) => line.servings ?? []))].reduce((sum, each) => sum + each, 0);
  if (servings === null || before === 0) return;
  const total = before + servings;
  const edited = onList.filter((line) => line.isEdited);
  const written = onList.filter((line) => !line.isEdited);
  const ticked = new Set(written.filter((line) => line.isChecked).map((line) => line.text));
  if (written.length > 0) {
    await markRemoved(
      tx,
      written.map((line) => line.id),
    );
  }
  // The cook's lines keep their words; they are on the list for the new servings all the same.
  if (edited.length > 0) {
    await tx
      .update(shoppingListItems)
      .set({ servings: total })
      .where(
        inArray(
          shoppingListItems.id,
          edited.map((line) => line.id),
        ),
      );
  }
  const lines = scaleRecipeLinesExcept(
    recipe.ingredientGroups,
    recipe.servings,
    total,
    await listLinesLeftOut(tx, write.listId, recipe.id),
  ).map((line) => ({ ...line, recipeId: recipe.id, recipeTitle: recipe.title, servings: total }));
  if (lines.length === 0) return;
  await insertLines(
    tx,
    write,
    lines.map((line) => ({ ...line, isChecked: ticked.has(line.text) })),
  );
}

/**
 * The recipe's lines not to write again: those that edits still on the list replaced (an item
 * merged from several recipes and edited is a line of no recipe, and still stands for each
 * recipe's lines), and those the cook removed (an edited line removed stands for what it replaced).
 */
async function listLinesLeftOut(
  tx: TDb,
  listId: string,
  recipeId: string,
): Promise<Pick<TEditedSource, "text" | "servings">[]> {
  const rows = await tx
    .select({
      recipeId: shoppingListItems.recipeId,
      text: shoppingListItems.text,
      servings: shoppingListItems.servings,
      editedFrom: shoppingListItems.editedFrom,
    })
    .from(shoppingListItems)
    .where(
      and(
        eq(shoppingListItems.listId, listId),
        or(
          and(isNull(shoppingListItems.removedAt), isNotNull(shoppingListItems.editedFrom)),
          eq(shoppingListItems.isDismissed, true),
        ),
      ),
    );
  return rows.flatMap((row) => {
    if (row.editedFrom) return row.editedFrom.filter((source) => source.recipeId === recipeId);
    return row.recipeId === recipeId ? [{ text: row.text, servings: row.servings }] : [];
  });
}

/** The recipe is on the list afresh: what the cook removed from it before no longer counts. */
async function forgetDismissed(tx: TDb, listId: string, recipeId: string) {
  await tx
    .update(shoppingListItems)
    .set({ isDismissed: false })
    .where(
      and(
        eq(shoppingListItems.listId, listId),
        eq(shoppingListItems.isDismissed, true),
        or(
          eq(shoppingListItems.recipeId, recipeId),
          sql`${shoppingListItems.editedFrom} @> ${JSON.stringify([{ recipeId }])}::jsonb`,
        ),
      ),
    );
}

/** Takes lines off the list: marked removed, as every removal is. */
async function markRemoved(tx: TDb, lineIds: string[]) {
  await tx.update(shoppingListItems).set({ removedAt: sql`now()` }).where(inArray(shoppingListItems.id, lineIds));
}

/** Adds to the list one at a time: two adds of one recipe at once still leave it on the list once. */
async function lockList(tx: TDb, listId: string) {
  await tx.select({ id: shoppingLists.id }).from(shoppingLists).where(eq(shoppingLists.id, listId)).for("update");
}

export async function addRecipeToList({ input, ...write }: TListWrite & { input: TAddRecipeInput }) {
  const recipe = await findShoppableRecipe(write.db, write.userId, input.recipeId);
  if (!recipe) throw new AppError("FORBIDDEN", { message: "Subscribe to the blog to shop for this recipe." });
  if (!hasIngredients(recipe)) throw new AppError("BAD_REQUEST", { message: "This recipe has no ingredients to add." });
  return writeOnce(write, input.opId, async (tx) => {
    await lockList(tx, write.listId);
    await putRecipeOnList(tx, write, recipe, input.servings);
  });
}

/**
 * Every recipe of a plan the viewer can read, each at the servings planned; the answer says how many
 * went on the list, and how many were left out because they are for a blog's subscribers, and whose.
 * A plan whose recipes are all locked is a 403, as a locked recipe alone is.
 */
export async function addMealPlanToList({ input, ...write }: TListWrite & { input: TAddMealPlanInput }) {
  const plan = await listMealPlanRecipeServings({ db: write.db, viewerId: write.userId, mealPlanId: input.mealPlanId });
  const planned: { recipe: TShoppableRecipe; servings: number | null }[] = [];
  let lockedRecipeCount = plan.lockedRecipeCount;
  const lockedBlogIds = new Set(plan.lockedBlogIds);
  for (const { recipeId, servings } of plan.items) {
    const recipe = await findRecipeForViewer({ db: write.db, recipeId, viewerId: write.userId });
    if (!recipe) throw new AppError("NOT_FOUND", { message: recipeNotFoundMessage });
    if (recipe.access !== "full") {
      // Locked since the plan was read (a subscription that just ended).
      lockedRecipeCount += 1;
      if (recipe.blog) lockedBlogIds.add(recipe.blog.id);
    } else if (hasIngredients(recipe)) planned.push({ recipe, servings });
  }
  if (planned.length === 0 && lockedRecipeCount > 0) {
    throw new AppError("FORBIDDEN", { message: "Subscribe to the blog to shop for this meal plan." });
  }
  if (planned.length === 0) {
    throw new AppError("BAD_REQUEST", { message: "This meal plan has no recipes with ingredients to add yet." });
  }
  const view = await writeOnce(write, input.opId, async (tx) => {
    await lockList(tx, write.listId);
    for (const { recipe, servings } of planned) await putRecipeOnList(tx, write, recipe, servings);
  });
  const lockedBlogs =
    lockedBlogIds.size === 0
      ? []
      : await write.db
          .select({ title: blogs.title })
          .from(blogs)
          .where(inArray(blogs.id, [...lockedBlogIds]))
          .orderBy(blogs.title);
  return {
    ...view,
    addedRecipeCount: planned.length,
    lockedRecipeCount,
    lockedBlogTitles: lockedBlogs.map((blog) => blog.title),
  };
}

function parseTypedLine(text: string): TNewLine {
  const { quantity, quantityMax, unit, food } = parseIngredientLine(text);
  return { text, quantity, quantityMax, unit, food };
}

export function addItemsToList({ input, ...write }: TListWrite & { input: TAddItemsInput }) {
  const lines = input.texts.map((text, index) => ({ ...parseTypedLine(text), id: input.lineIds?.[index] }));
  return writeOnce(write, input.opId, (tx) => insertLines(tx, write, lines));
}

export function checkListItems({ input, ...write }: TListWrite & { input: TCheckItemsInput }) {
  return writeOnce(write, input.opId, async (tx) => {
    const lines = await resolveLiveLines(tx, write.listId, input.lineIds);
    if (lines.length === 0) return;
    await tx
      .update(shoppingListItems)
      .set({ isChecked: input.isChecked })
      .where(
        inArray(
          shoppingListItems.id,
          lines.map((line) => line.id),
        ),
      );
  });
}

export function removeListItems({ input, ...write }: TListWrite & { input: TRemoveItemsInput }) {
  return writeOnce(write, input.opId, async (tx) => {
    const lines = await resolveLiveLines(tx, write.listId, input.lineIds);
    if (lines.length === 0) return;
    await markRemoved(
      tx,
      lines.map((line) => line.id),
    );
    // The cook's choice: adding the recipe again while it is on the list leaves these out.
    await tx
      .update(shoppingListItems)
      .set({ isDismissed: true })
      .where(
        inArray(
          shoppingListItems.id,
          lines.map((line) => line.id),
        ),
      );
  });
}

/**
 * Replaces the item's lines with one line of the new text. The new line keeps the recipe its lines
 * share (if they share one), is ticked only if all of them were, and remembers the recipes' lines
 * it replaced (those an earlier edit replaced included), so adding a recipe again leaves it be. An
 * edit of an item someone else just removed puts it back: the edit says what should be on the list.
 */
export function editListItem({ input, ...write }: TListWrite & { input: TEditItemInput }) {
  return writeOnce(write, input.opId, async (tx) => {
    const lines = await resolveLiveLines(tx, write.listId, input.lineIds);
    const recipeIds = new Set(lines.map((line) => line.recipeId));
    const source = recipeIds.size === 1 ? lines[0] : null;
    const [replacement] = await tx
      .insert(shoppingListItems)
      .values({
        ...parseTypedLine(input.text),
        listId: write.listId,
        createdBy: write.userId,
        recipeId: source?.recipeId ?? null,
        recipeTitle: source?.recipeTitle ?? null,
        servings: source?.servings ?? null,
        isChecked: lines.length > 0 && lines.every((line) => line.isChecked),
        editedFrom: lines.flatMap(
          (line) =>
            line.editedFrom ??
            (line.recipeId ? [{ recipeId: line.recipeId, text: line.text, servings: line.servings }] : []),
        ),
      })
      .returning({ id: shoppingListItems.id });
    if (lines.length === 0) return;
    await tx
      .update(shoppingListItems)
      .set({ removedAt: sql`now()`, replacedBy: replacement.id })
      .where(
        inArray(
          shoppingListItems.id,
          lines.map((line) => line.id),
        ),
      );
  });
}

export function clearCheckedItems({ opId, ...write }: TListWrite & { opId?: string }) {
  return writeOnce(write, opId, async (tx) => {
    await tx
      .update(shoppingListItems)
      .set({ removedAt: sql`now()` })
      .where(
        and(
          eq(shoppingListItems.listId, write.listId),
          eq(shoppingListItems.isChecked, true),
          isNull(shoppingListItems.removedAt),
        ),
      );
  });
}
