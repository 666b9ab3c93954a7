/**
 * Lists of plans (yours, a user's), a public plan by its landing address, and what other features
 * read of a plan: recipes to plan with, and a plan's recipes with their servings for a shopping list.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { TPage } from "#core/api/paging.ts";
import { AppError } from "#core/errors.ts";
import type { TMealPlanSummary, TMealPlanView } from "#core/meal-plans/meal-plan-view.schema.ts";
import { mealPlanNotFoundMessage } from "#core/meal-plans/meal-plans.api.ts";
import type { TRecipeCard } from "#core/recipes/recipe-view.schema.ts";
import type { TDb } from "#db/client.ts";
import { collectionRecipes, collections, mealPlanEntries, mealPlans, profiles, recipes } from "#db/schema.ts";
import { findProfile } from "../identity/profiles.ts";
import { cardColumns, toCards } from "../recipes/recipe-lists.ts";
import { findPlanRow, findVisiblePlan, resolvePlanAccess } from "./access.ts";
import { buildPlanView, resolveRecipeReaches } from "./plan-view.ts";

/**
 * A plan's recipe count and cover photo, as subqueries on `meal_plans` (plan lists, a blog's plans).
 * The count is what the plan's page shows this viewer (plan-view.ts): someone else's private recipes
 * and drafts are left out, a paywalled recipe counts (its teaser shows).
 */
export function planCountAndCoverColumns(viewerId: string | null) {
  const isKnown = viewerId
    ? sql`(r.visibility in ('public', 'paywalled') or r.author_id = ${viewerId})`
    : sql`r.visibility in ('public', 'paywalled')`;
  return {
    recipeCount: sql<number>`(select count(*)::int from meal_plan_entries e join recipes r on r.id = e.recipe_id
      where e.meal_plan_id = meal_plans.id and ${isKnown})`,
    // Only a photo everyone may see: never one of a private recipe.
    coverUrl: sql<string | null>`(select r.image_url from meal_plan_entries e join recipes r on r.id = e.recipe_id
      where e.meal_plan_id = meal_plans.id and r.image_url is not null and r.visibility in ('public', 'paywalled')
      order by e.day, e.position limit 1)`,
  };
}

/**
 * A plan in a list, counted for `viewerId`. Written with table names: inside a select from one
 * table, drizzle leaves columns unqualified, and `id` in these subqueries would then be the entry's
 * or the recipe's own.
 */
export function summaryColumns(viewerId: string | null) {
  return {
    id: mealPlans.id,
    title: mealPlans.title,
    description: mealPlans.description,
    startDate: mealPlans.startDate,
    dayCount: mealPlans.dayCount,
    visibility: mealPlans.visibility,
    updatedAt: mealPlans.updatedAt,
    ...planCountAndCoverColumns(viewerId),
    isPublished: sql<boolean>`exists (select 1 from meal_plan_publications p where p.meal_plan_id = meal_plans.id)`,
  };
}

export function toSummary(
  row: { recipeCount: number; isPublished: boolean } & Omit<TMealPlanSummary, "recipeCount" | "isPublished">,
) {
  return { ...row, recipeCount: Number(row.recipeCount), isPublished: Boolean(row.isPublished) };
}

/** Your plans, most recently changed first (the Add to Meal Plan picker, /me). */
export async function listMyMealPlans({ db, userId, limit = 100 }: { db: TDb; userId: string; limit?: number }) {
  const rows = await db
    .select(summaryColumns(userId))
    .from(mealPlans)
    .where(eq(mealPlans.ownerId, userId))
    .orderBy(desc(mealPlans.updatedAt), desc(mealPlans.id))
    .limit(limit);
  return rows.map(toSummary);
}

/**
 * User Meal Plans: every plan for its owner; for anyone else the public and published ones, unless
 * the profile is private and they are not an approved follower. Each counts the recipes the viewer
 * would find on the plan's page.
 */
export async function listUserMealPlans({
  db,
  username,
  viewerId,
  page = 1,
  pageSize = 24,
  isPublicPage = false,
}: {
  db: TDb;
  username: string;
  viewerId: string | null;
  page?: number;
  pageSize?: number;
  /**
   * A profile's public page: only the plans others see, counted as a visitor sees them, so the page
   * is the same for every reader (and for its owner).
   */
  isPublicPage?: boolean;
}): Promise<TPage<TMealPlanSummary> & { owner: { id: string; name: string; username: string } }> {
  const profile = await findProfile({ db, username, viewerId });
  if (!profile) throw new AppError("NOT_FOUND", { message: "We couldn't find that cook." });
  const owner = { id: profile.id, name: profile.name, username: profile.username };
  if (profile.is_restricted) return { items: [], page, pageSize, total: 0, owner };
  const isEverything = viewerId === profile.id && !isPublicPage;
  const where = and(
    eq(mealPlans.ownerId, profile.id),
    isEverything ? undefined : inArray(mealPlans.visibility, ["public", "paywalled"]),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns(isPublicPage ? null : viewerId))
      .from(mealPlans)
      .where(where)
      .orderBy(desc(mealPlans.updatedAt), desc(mealPlans.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(mealPlans).where(where),
  ]);
  return { items: rows.map(toSummary), page, pageSize, total: Number(total), owner };
}

/** The landing page's plan: public and published plans only (paywalled as a teaser). */
export async function findLandingPlan({
  db,
  viewerId,
  urlSlug,
}: {
  db: TDb;
  viewerId: string | null;
  urlSlug: string;
}): Promise<TMealPlanView> {
  const row = await findPlanRow({ db, where: eq(mealPlans.urlSlug, urlSlug.toLowerCase()) });
  if (!row || row.visibility === "private") throw new AppError("NOT_FOUND", { message: mealPlanNotFoundMessage });
  const access = await resolvePlanAccess({ db, viewerId, plan: row });
  if (access === "none") throw new AppError("NOT_FOUND", { message: mealPlanNotFoundMessage });
  return buildPlanView({ db, viewerId, row, access });
}

/** One plan as the viewer may see it. */
export async function findMealPlan({
  db,
  viewerId,
  mealPlanId,
}: {
  db: TDb;
  viewerId: string | null;
  mealPlanId: string;
}): Promise<TMealPlanView> {
  const { row, access } = await findVisiblePlan({ db, viewerId, mealPlanId });
  return buildPlanView({ db, viewerId, row, access });
}

/**
 * Recipes to plan with: those in your collections and your own (drafts aside), most recently
 * saved or changed first, and only those you can still see.
 */
export async function listSavedRecipes({
  db,
  userId,
  limit = 24,
}: {
  db: TDb;
  userId: string;
  limit?: number;
}): Promise<TRecipeCard[]> {
  const savedAt = sql<Date>`coalesce((select max(${collectionRecipes.addedAt}) from ${collectionRecipes}
    join ${collections} on ${collections.id} = ${collectionRecipes.collectionId}
    where ${collections.ownerId} = ${userId} and ${collectionRecipes.recipeId} = ${recipes.id}), ${recipes.updatedAt})`;
  const rows = await db
    .select({ ...cardColumns, authorId: recipes.authorId, blogId: recipes.blogId })
    .from(recipes)
    .leftJoin(profiles, eq(profiles.id, recipes.authorId))
    .where(
      sql`(${recipes.authorId} = ${userId} and ${recipes.visibility} <> 'draft') or ${recipes.id} in (
        select ${collectionRecipes.recipeId} from ${collectionRecipes}
        join ${collections} on ${collections.id} = ${collectionRecipes.collectionId}
        where ${collections.ownerId} = ${userId})`,
    )
    .orderBy(desc(savedAt), desc(recipes.id))
    .limit(limit);
  const reachOf = await resolveRecipeReaches({ db, viewerId: userId, recipes: rows });
  return toCards(
    db,
    rows.filter((row) => reachOf(row) !== "none"),
  );
}

/**
 * A plan's recipes with the servings planned, for a shopping list: only recipes whose ingredients
 * the viewer may read, the same recipe twice added up. NOT_FOUND when the viewer cannot see the
 * plan; a teaser gives nothing.
 */
export async function listMealPlanRecipeServings({
  db,
  viewerId,
  mealPlanId,
}: {
  db: TDb;
  viewerId: string | null;
  mealPlanId: string;
}): Promise<{
  mealPlan: { id: string; title: string };
  items: { recipeId: string; servings: number }[];
  /** Recipes of the plan left out because they are for a blog's subscribers (all of them in a subscribers' plan). */
  lockedRecipeCount: number;
  /** The blogs whose recipes were left out (none named for a subscribers' plan, which is left out whole). */
  lockedBlogIds: string[];
}> {
  const { row, access } = await findVisiblePlan({ db, viewerId, mealPlanId });
  const mealPlan = { id: row.id, title: row.title };
  const entries = await db
    .select({
      recipeId: mealPlanEntries.recipeId,
      servings: mealPlanEntries.servings,
      authorId: recipes.authorId,
      visibility: recipes.visibility,
      blogId: recipes.blogId,
    })
    .from(mealPlanEntries)
    .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(eq(mealPlanEntries.mealPlanId, row.id))
    .orderBy(mealPlanEntries.day, mealPlanEntries.position);
  if (access !== "full") {
    return {
      mealPlan,
      items: [],
      lockedRecipeCount: new Set(entries.map((entry) => entry.recipeId)).size,
      lockedBlogIds: [],
    };
  }
  const reachOf = await resolveRecipeReaches({ db, viewerId, recipes: entries });
  const servings = new Map<string, number>();
  const locked = new Set<string>();
  const lockedBlogIds = new Set<string>();
  for (const entry of entries) {
    const reach = reachOf(entry);
    if (reach === "full") servings.set(entry.recipeId, (servings.get(entry.recipeId) ?? 0) + entry.servings);
    else if (reach === "teaser") {
      locked.add(entry.recipeId);
      if (entry.blogId) lockedBlogIds.add(entry.blogId);
    }
  }
  return {
    mealPlan,
    items: [...servings].map(([recipeId, total]) => ({ recipeId, servings: total })),
    lockedRecipeCount: locked.size,
    lockedBlogIds: [...lockedBlogIds],
  };
}
