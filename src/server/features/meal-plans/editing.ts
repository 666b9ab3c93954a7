/**
 * Making and changing plans: the details, and the recipes in each meal. Every change is the
 * owner's, checked on the plan; every recipe put in a plan must be one its owner can see.
 */
import { randomBytes } from "node:crypto";
import { and, count, eq, gte, inArray, max, sql } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type {
  TMealPlanCreate,
  TMealPlanEntryInput,
  TMealPlanEntryUpdate,
  TMealPlanUpdate,
} from "#core/meal-plans/meal-plan-input.schema.ts";
import type { TMealPlanFull } from "#core/meal-plans/meal-plan-view.schema.ts";
import { mealPlanLimits, type TMealSlot } from "#core/meal-plans/meal-slots.ts";
import { entryNotFoundMessage } from "#core/meal-plans/plan-messages.ts";
import { toSlug } from "#core/meal-plans/slug.ts";
import type { TDb } from "#db/client.ts";
import { mealPlanEntries, mealPlans, recipes } from "#db/schema.ts";
import { consumeRateLimit, rateLimitKey } from "#server/lib/rate-limits.ts";
import { isUniqueViolation } from "#server/lib/unique-violation.ts";
import { queueFollowedPostNotices } from "../notifications/notices.ts";
import { findOwnPlan, findPlanRowById, type TPlanRow, type TUserPlan } from "./access.ts";
import { buildOwnerView, resolveRecipeReaches } from "./plan-view.ts";

/** New plans (made or copied) per user: generous for a person, a wall for a script. */
export const newPlanRateLimits = [
  { windowSeconds: 60, max: 20 },
  { windowSeconds: 24 * 60 * 60, max: 300 },
];

type TInsertedEntry = { day: number; slot: TMealSlot; recipeId: string; servings: number; note: string };

function fieldError(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", { message: `${field}: ${message}` });
}

/** Refuses a burst of new plans from one user (429). */
export async function limitNewPlans({ db, userId }: { db: TDb; userId: string }): Promise<void> {
  const limit = await consumeRateLimit({
    db,
    key: rateLimitKey("meal-plan-new", "user", userId),
    rules: newPlanRateLimits,
  });
  if (!limit.isAllowed) throw new AppError("RATE_LIMITED");
}

/** Ids among `recipeIds` the user may not put in a plan (missing, or someone else's private recipe). */
export async function findUnusableRecipes({
  db,
  userId,
  recipeIds,
}: {
  db: TDb;
  userId: string;
  recipeIds: string[];
}): Promise<Set<string>> {
  const unique = [...new Set(recipeIds)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .select({ id: recipes.id, authorId: recipes.authorId, visibility: recipes.visibility, blogId: recipes.blogId })
    .from(recipes)
    .where(inArray(recipes.id, unique));
  const reachOf = await resolveRecipeReaches({ db, viewerId: userId, recipes: rows });
  const usable = new Set(rows.filter((r) => reachOf(r) !== "none").map((r) => r.id));
  return new Set(unique.filter((id) => !usable.has(id)));
}

/** Positions in each meal in the order given, and no meal past its limit. */
export function placeEntries(entries: TInsertedEntry[]): (TInsertedEntry & { position: number })[] {
  const counts = new Map<string, number>();
  return entries.map((entry, i) => {
    const key = `${entry.day}:${entry.slot}`;
    const position = counts.get(key) ?? 0;
    if (position >= mealPlanLimits.maxEntriesPerMeal)
      throw fieldError(`entries.${i}`, `A meal holds at most ${mealPlanLimits.maxEntriesPerMeal} recipes.`);
    counts.set(key, position + 1);
    return { ...entry, position };
  });
}

function newSlug(title: string): string {
  // The random tail keeps addresses unique and unguessable from the title alone.
  return `${toSlug(title, 60) || "meal-plan"}-${randomBytes(4).toString("hex")}`;
}

/**
 * Stores a new plan with its entries (already placed) and answers the owner's view. Used by
 * Create Meal Plan, a saved generated preview, and Copy Meal Plan.
 */
export async function insertPlan({
  db,
  userId,
  plan,
  entries,
  copiedFromId = null,
}: {
  db: TDb;
  userId: string;
  plan: Omit<TMealPlanCreate, "entries" | "diets"> & { diets: string[] };
  entries: TInsertedEntry[];
  copiedFromId?: string | null;
}): Promise<TMealPlanFull> {
  const placed = placeEntries(entries);
  for (let attempt = 0; ; attempt++) {
    try {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(mealPlans)
          .values({ ...plan, ownerId: userId, urlSlug: newSlug(plan.title), copiedFromId })
          .returning({ id: mealPlans.id });
        if (placed.length > 0)
          await tx.insert(mealPlanEntries).values(placed.map((entry) => ({ ...entry, mealPlanId: row.id })));
        return row.id;
      });
      return await ownerViewOf(db, id);
    } catch (error) {
      if (attempt < 2 && isUniqueViolation(error, "meal_plans_url_slug_key")) continue;
      throw error;
    }
  }
}

async function ownerViewOf(db: TDb, mealPlanId: string): Promise<TMealPlanFull> {
  const row = await findPlanRowById({ db, mealPlanId });
  if (!row) throw new AppError("NOT_FOUND");
  return buildOwnerView({ db, row });
}

export async function createMealPlan({
  db,
  userId,
  input,
}: {
  db: TDb;
  userId: string;
  input: TMealPlanCreate;
}): Promise<TMealPlanFull> {
  const unusable = await findUnusableRecipes({ db, userId, recipeIds: input.entries.map((e) => e.recipeId) });
  const badIndex = input.entries.findIndex((e) => unusable.has(e.recipeId));
  if (badIndex >= 0) throw fieldError(`entries.${badIndex}.recipeId`, "We couldn't find that recipe.");
  await limitNewPlans({ db, userId });
  const { entries, ...plan } = input;
  const created = await insertPlan({ db, userId, plan, entries });
  if (plan.visibility !== "private") {
    await queueFollowedPostNotices({
      db,
      post: { authorId: userId, kind: "meal-plan", id: created.id, title: created.title },
    });
  }
  return created;
}

export async function updateMealPlan({
  db,
  userId,
  mealPlanId,
  input,
}: TUserPlan & {
  input: TMealPlanUpdate;
}): Promise<TMealPlanFull> {
  const row = await findOwnPlan({ db, userId, mealPlanId });
  if (input.visibility !== undefined && row.publicationId && input.visibility !== row.visibility)
    throw fieldError("visibility", "This plan is published: unpublish it first to change who can see it.");
  await db.transaction(async (tx) => {
    if (input.dayCount !== undefined && input.dayCount < row.dayCount)
      await tx
        .delete(mealPlanEntries)
        .where(and(eq(mealPlanEntries.mealPlanId, row.id), gte(mealPlanEntries.day, input.dayCount)));
    await tx
      .update(mealPlans)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(mealPlans.id, row.id));
  });
  return ownerViewOf(db, row.id);
}

export async function deleteMealPlan({ db, userId, mealPlanId }: TUserPlan) {
  const row = await findOwnPlan({ db, userId, mealPlanId });
  await db.delete(mealPlans).where(eq(mealPlans.id, row.id));
}

async function checkRecipe(db: TDb, userId: string, recipeId: string) {
  const unusable = await findUnusableRecipes({ db, userId, recipeIds: [recipeId] });
  if (unusable.size > 0) throw fieldError("recipeId", "We couldn't find that recipe.");
}

function checkDay(row: TPlanRow, day: number) {
  if (day >= row.dayCount) throw fieldError("day", `Day ${day + 1} is past the plan's ${row.dayCount} days.`);
}

async function countMeal(db: TDb, mealPlanId: string, day: number, slot: TMealSlot, exceptId?: string) {
  const [{ total, last }] = await db
    .select({ total: count(), last: max(mealPlanEntries.position) })
    .from(mealPlanEntries)
    .where(
      and(
        eq(mealPlanEntries.mealPlanId, mealPlanId),
        eq(mealPlanEntries.day, day),
        eq(mealPlanEntries.slot, slot),
        exceptId ? sql`${mealPlanEntries.id} <> ${exceptId}` : undefined,
      ),
    );
  return { total: Number(total), last: last === null ? -1 : Number(last) };
}

function touchPlan(db: Pick<TDb, "update">, mealPlanId: string) {
  return db.update(mealPlans).set({ updatedAt: new Date() }).where(eq(mealPlans.id, mealPlanId));
}

export async function addMealPlanEntry({
  db,
  userId,
  mealPlanId,
  input,
}: TUserPlan & {
  input: Required<TMealPlanEntryInput>;
}): Promise<TMealPlanFull> {
  const row = await findOwnPlan({ db, userId, mealPlanId });
  checkDay(row, input.day);
  await checkRecipe(db, userId, input.recipeId);
  const [{ total }] = await db
    .select({ total: count() })
    .from(mealPlanEntries)
    .where(eq(mealPlanEntries.mealPlanId, row.id));
  if (Number(total) >= mealPlanLimits.maxEntries)
    throw fieldError("recipeId", `A plan holds at most ${mealPlanLimits.maxEntries} recipes.`);
  const meal = await countMeal(db, row.id, input.day, input.slot);
  if (meal.total >= mealPlanLimits.maxEntriesPerMeal)
    throw fieldError("slot", `A meal holds at most ${mealPlanLimits.maxEntriesPerMeal} recipes.`);
  await db.transaction(async (tx) => {
    await tx.insert(mealPlanEntries).values({ ...input, mealPlanId: row.id, position: meal.last + 1 });
    await touchPlan(tx, row.id);
  });
  return ownerViewOf(db, row.id);
}

export async function updateMealPlanEntry({
  db,
  userId,
  mealPlanId,
  entryId,
  input,
}: TUserPlan & {
  entryId: string;
  input: TMealPlanEntryUpdate;
}): Promise<TMealPlanFull> {
  const row = await findOwnPlan({ db, userId, mealPlanId });
  const entry = await findEntry(db, row.id, entryId);
  const day = input.day ?? entry.day;
  const slot = input.slot ?? entry.slot;
  checkDay(row, day);
  if (input.recipeId) await checkRecipe(db, userId, input.recipeId);
  const isMoving = day !== entry.day || slot !== entry.slot || input.position !== undefined;
  await db.transaction(async (tx) => {
    const { servings, note, recipeId } = input;
    if (servings !== undefined || note !== undefined || recipeId !== undefined)
      await tx.update(mealPlanEntries).set({ servings, note, recipeId }).where(eq(mealPlanEntries.id, entry.id));
    if (isMoving) await moveEntry(tx, { mealPlanId: row.id, entryId: entry.id, day, slot, position: input.position });
    await touchPlan(tx, row.id);
  });
  return ownerViewOf(db, row.id);
}

/** Puts the entry at `position` of its new meal (last when none) and renumbers that meal. */
async function moveEntry(
  db: TDb,
  target: { mealPlanId: string; entryId: string; day: number; slot: TMealSlot; position?: number },
) {
  const others = await db
    .select({ id: mealPlanEntries.id })
    .from(mealPlanEntries)
    .where(
      and(
        eq(mealPlanEntries.mealPlanId, target.mealPlanId),
        eq(mealPlanEntries.day, target.day),
        eq(mealPlanEntries.slot, target.slot),
        sql`${mealPlanEntries.id} <> ${target.entryId}`,
      ),
    )
    .orderBy(mealPlanEntries.position, mealPlanEntries.createdAt);
  if (others.length >= mealPlanLimits.maxEntriesPerMeal)
    throw fieldError("slot", `A meal holds at most ${mealPlanLimits.maxEntriesPerMeal} recipes.`);
  const ids = others.map((o) => o.id);
  ids.splice(Math.min(target.position ?? ids.length, ids.length), 0, target.entryId);
  for (const [position, id] of ids.entries()) {
    await db
      .update(mealPlanEntries)
      .set(id === target.entryId ? { day: target.day, slot: target.slot, position } : { position })
      .where(eq(mealPlanEntries.id, id));
  }
}

async function findEntry(db: TDb, mealPlanId: string, entryId: string) {
  const [entry] = /^[0-9a-f-]{36}$/i.test(entryId)
    ? await db
        .select({ id: mealPlanEntries.id, day: mealPlanEntries.day, slot: mealPlanEntries.slot })
        .from(mealPlanEntries)
        .where(and(eq(mealPlanEntries.id, entryId), eq(mealPlanEntries.mealPlanId, mealPlanId)))
        .limit(1)
    : [];
  if (!entry) throw new AppError("NOT_FOUND", { message: entryNotFoundMessage });
  return entry;
}

export async function removeMealPlanEntry({
  db,
  userId,
  mealPlanId,
  entryId,
}: TUserPlan & {
  entryId: string;
}): Promise<TMealPlanFull> {
  const row = await findOwnPlan({ db, userId, mealPlanId });
  const entry = await findEntry(db, row.id, entryId);
  await db.transaction(async (tx) => {
    await tx.delete(mealPlanEntries).where(eq(mealPlanEntries.id, entry.id));
    await touchPlan(tx, row.id);
  });
  return ownerViewOf(db, row.id);
}
