/**
 * A plan as one viewer may see it: its recipes each checked on their own (a private recipe of
 * someone else's is left out, a paywalled one without access shows only its title and photo), or,
 * for a teaser, how many recipes and which meals, and no recipe at all.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type {
  TMealPlanEntry,
  TMealPlanRecipe,
  TMealPlanView,
  TServingNutrition,
} from "#core/meal-plans/meal-plan-view.schema.ts";
import { mealSlots, type TMealSlot } from "#core/meal-plans/meal-slots.ts";
import { toSlug } from "#core/meal-plans/slug.ts";
import type { TDb } from "#db/client.ts";
import { mealPlanEntries, profiles, recipes } from "#db/schema.ts";
import { findReadableBlogIds, type TPlanAccess, type TPlanRow } from "./access.ts";

/** What of a recipe the viewer may see: all, its card as a teaser, or nothing. */
export type TRecipeReach = "full" | "teaser" | "none";

interface TRecipeFacts {
  authorId: string | null;
  visibility: string;
  blogId: string | null;
}

/** Decides each recipe's reach for one viewer with one query for all the paywalled ones. */
export async function resolveRecipeReaches<T extends TRecipeFacts>({
  db,
  viewerId,
  recipes: facts,
}: {
  db: TDb;
  viewerId: string | null;
  recipes: T[];
}): Promise<(recipe: T) => TRecipeReach> {
  const paywalledBlogs = facts.flatMap((r) => (r.visibility === "paywalled" && r.blogId ? [r.blogId] : []));
  const readable = await findReadableBlogIds({ db, viewerId, blogIds: paywalledBlogs });
  return (recipe) => {
    if (viewerId !== null && recipe.authorId === viewerId) return "full";
    if (recipe.visibility === "public") return "full";
    if (recipe.visibility === "paywalled") return recipe.blogId && readable.has(recipe.blogId) ? "full" : "teaser";
    return "none";
  };
}

const entryColumns = {
  id: mealPlanEntries.id,
  day: mealPlanEntries.day,
  slot: mealPlanEntries.slot,
  position: mealPlanEntries.position,
  servings: mealPlanEntries.servings,
  note: mealPlanEntries.note,
  recipeId: recipes.id,
  title: recipes.title,
  imageUrl: recipes.imageUrl,
  totalMinutes: recipes.totalMinutes,
  recipeServings: recipes.servings,
  diets: recipes.diets,
  nutrition: recipes.nutrition,
  estimatedNutrition: recipes.estimatedNutrition,
  visibility: recipes.visibility,
  authorId: recipes.authorId,
  blogId: recipes.blogId,
  authorName: profiles.name,
  authorUsername: profiles.username,
};

type TEntryRow = Awaited<ReturnType<typeof selectEntryRows>>[number];

function selectEntryRows(db: TDb, mealPlanIds: string[]) {
  return db
    .select({ ...entryColumns, mealPlanId: mealPlanEntries.mealPlanId })
    .from(mealPlanEntries)
    .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .leftJoin(profiles, eq(profiles.id, recipes.authorId))
    .where(inArray(mealPlanEntries.mealPlanId, mealPlanIds))
    .orderBy(asc(mealPlanEntries.day), asc(mealPlanEntries.position), asc(mealPlanEntries.createdAt));
}

const slotOrder = (slot: TMealSlot) => mealSlots.indexOf(slot);

/** Day, then meal in the day's order, then place within the meal. */
export function compareEntries(a: Pick<TEntryRow, "day" | "slot" | "position">, b: typeof a): number {
  return a.day - b.day || slotOrder(a.slot) - slotOrder(b.slot) || a.position - b.position;
}

/**
 * Calories and protein per serving: the recipe's own figures, else the estimate from its
 * ingredients when enough of them were understood.
 */
export function findServingNutrition(
  row: Pick<TEntryRow, "nutrition" | "estimatedNutrition">,
): TServingNutrition | null {
  const calories = row.nutrition?.calories ?? null;
  const protein = row.nutrition?.proteinContent ?? null;
  if (calories !== null || protein !== null) return { calories, protein, isEstimated: false };
  const estimate = row.estimatedNutrition;
  if (!estimate?.isReliable || !estimate.perServing) return null;
  return {
    calories: Math.round(estimate.perServing.calories),
    protein: Math.round(estimate.perServing.proteinContent),
    isEstimated: true,
  };
}

function toPlanRecipe(row: TEntryRow, reach: "full" | "teaser"): TMealPlanRecipe {
  const isTeaser = reach === "teaser";
  return {
    id: row.recipeId,
    title: row.title,
    imageUrl: row.imageUrl,
    totalMinutes: isTeaser ? null : row.totalMinutes,
    servings: row.recipeServings,
    diets: isTeaser ? [] : row.diets,
    author: row.authorUsername ? { name: row.authorName ?? "", username: row.authorUsername } : null,
    isPaywalled: row.visibility === "paywalled",
    nutrition: isTeaser ? null : findServingNutrition(row),
  };
}

/** The publication's page: its id, then the plan's title as words. */
export function publicationPath(publicationId: string, title: string): string {
  return `/publication/${publicationId}/${toSlug(title) || "meal-plan"}`;
}

/** The plan's rows shaped for this viewer; `access` comes from resolvePlanAccess. */
export async function buildPlanView({
  db,
  viewerId,
  row,
  access,
}: {
  db: TDb;
  viewerId: string | null;
  row: TPlanRow;
  access: Exclude<TPlanAccess, "none">;
}): Promise<TMealPlanView> {
  const rows = (await selectEntryRows(db, [row.id])).sort(compareEntries);
  const reachOf = await resolveRecipeReaches({ db, viewerId, recipes: rows });
  const visible = rows.flatMap((r) => {
    const reach = reachOf(r);
    return reach === "none" ? [] : [{ row: r, reach }];
  });
  const isTeaser = access === "teaser";
  // A teaser counts what a subscriber would find: someone else's private recipe is no more theirs.
  const slots = new Set(visible.map((v) => v.row.slot));
  const common = {
    id: row.id,
    title: row.title,
    description: row.description,
    startDate: row.startDate,
    dayCount: row.dayCount,
    diets: row.diets,
    visibility: row.visibility,
    urlSlug: row.urlSlug,
    owner: {
      id: row.ownerId,
      name: row.ownerName,
      username: row.ownerUsername,
      avatarUrl: row.ownerAvatarUrl,
    },
    isOwner: viewerId !== null && viewerId === row.ownerId,
    publication:
      row.publicationId && row.blogId && row.publishedAt
        ? {
            id: row.publicationId,
            isPaywalled: row.isPaywalled ?? false,
            publishedAt: row.publishedAt,
            blog: { id: row.blogId, title: row.blogTitle ?? "", shortlink: row.blogShortlink ?? "" },
            path: publicationPath(row.publicationId, row.title),
          }
        : null,
    recipeCount: visible.length,
    slots: mealSlots.filter((slot) => slots.has(slot)),
    // Only a photo everyone may see: never one of a private recipe.
    coverUrl: rows.find((r) => r.imageUrl && r.visibility !== "private" && r.visibility !== "draft")?.imageUrl ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  if (isTeaser) return { ...common, access: "teaser" };
  const entries: TMealPlanEntry[] = visible.map(({ row: r, reach }) => ({
    id: r.id,
    day: r.day,
    slot: r.slot,
    position: r.position,
    servings: r.servings,
    note: r.note,
    recipe: toPlanRecipe(r, reach as "full" | "teaser"),
  }));
  return { ...common, access: "full", entries };
}

/** The full view for the plan's owner (what every change answers with). */
export async function buildOwnerView({ db, row }: { db: TDb; row: TPlanRow }) {
  const view = await buildPlanView({ db, viewerId: row.ownerId, row, access: "full" });
  if (view.access !== "full") throw new Error("An owner always sees the whole plan.");
  return view;
}
