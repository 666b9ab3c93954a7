/**
 * The recipes a cook's generated plan may draw from: public recipes (kept per process, indexed
 * once, dropped by the change bus when any recipe changes), plus what is theirs alone: their own
 * recipes (private ones too, never drafts), those they saved, those by creators they follow, and
 * paywalled ones they have paid for. A recipe the cook cannot read never comes in.
 *
 * Nutrition is the recipe's own when it has it, else the estimate from its ingredients when that
 * estimate covers enough of the recipe; foods are the canonical foods derived from its ingredients.
 */
import { and, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { expandExcludedTerm } from "#core/meal-plans/food-words.ts";
import type { TPlanPoolInput } from "#core/meal-plans/plan-context.ts";
import { planMeals } from "#core/meal-plans/plan-options.ts";
import {
  indexPlanPool,
  type TCandidateSource,
  type TPlanCandidate,
  type TPlanPool,
} from "#core/meal-plans/plan-pool.ts";
import type { TDb } from "#db/client.ts";
import { blogs, collectionRecipes, collections, follows, recipes } from "#db/schema.ts";
import { keyedCacheFor, processWide } from "#server/lib/ttl-cache.ts";
import { listPaidBlogIds } from "../recipes/access.ts";

/** A candidate with what the preview shows besides the generator's fields. */
export interface TPoolRecipe extends TPlanCandidate {
  imageUrl: string | null;
  /** Calories or protein came from the ingredients' estimate. */
  isEstimated: boolean;
}

const candidateColumns = {
  id: recipes.id,
  title: recipes.title,
  imageUrl: recipes.imageUrl,
  courses: recipes.courses,
  diets: recipes.diets,
  foods: recipes.foods,
  nutrition: recipes.nutrition,
  estimatedNutrition: recipes.estimatedNutrition,
  prepMinutes: recipes.prepMinutes,
  cookMinutes: recipes.cookMinutes,
  totalMinutes: recipes.totalMinutes,
};

type TCandidateRow = {
  [K in keyof typeof candidateColumns]: (typeof candidateColumns)[K]["_"]["data"] | null;
} & { id: string; title: string };

/** Only recipes a plan can use: suited to at least one meal. */
const isPlanMeal = sql`${recipes.courses} && ${sql.raw(`ARRAY[${planMeals.map((meal) => `'${meal}'`).join(",")}]::text[]`)}`;

export function toPlanCandidate(row: TCandidateRow, source: TCandidateSource): TPoolRecipe {
  const estimate = row.estimatedNutrition?.isReliable ? row.estimatedNutrition.perServing : null;
  const ownCalories = row.nutrition?.calories ?? null;
  const ownProtein = row.nutrition?.proteinContent ?? null;
  const calories = ownCalories ?? estimate?.calories ?? null;
  const protein = ownProtein ?? estimate?.proteinContent ?? null;
  const minutes =
    row.totalMinutes ?? (row.prepMinutes !== null ? row.prepMinutes + (row.cookMinutes ?? 0) : row.cookMinutes);
  return {
    id: row.id,
    title: row.title,
    meals: (row.courses ?? []).filter((course) => (planMeals as readonly string[]).includes(course)),
    diets: row.diets ?? [],
    foods: row.foods ?? [],
    caloriesPerServing: calories,
    proteinPerServing: protein,
    totalMinutes: minutes,
    prepMinutes: row.prepMinutes,
    source,
    imageUrl: row.imageUrl,
    isEstimated: (ownCalories === null && calories !== null) || (ownProtein === null && protein !== null),
  };
}

/** Every public recipe a plan can use, in id order, so the same seed gives the same plan. */
export async function loadPublicCandidates(db: TDb): Promise<TPoolRecipe[]> {
  const rows = await db
    .select(candidateColumns)
    .from(recipes)
    .where(and(eq(recipes.visibility, "public"), isPlanMeal))
    .orderBy(recipes.id);
  return rows.map((row) => toPlanCandidate(row, "public"));
}

export interface TPublicPool {
  candidates: TPoolRecipe[];
  pool: TPlanPool;
}

/** The public pool changes only when a recipe does; the change bus drops it then (and it ages out). */
const publicPools = keyedCacheFor<TPublicPool>("plan-candidates", 10 * 60_000, 1);

export function loadPublicPool(db: TDb): Promise<TPublicPool> {
  return publicPools.get(db, "public", async () => {
    const candidates = await loadPublicCandidates(db);
    return { candidates, pool: indexPlanPool(candidates) };
  });
}

/** After any recipe changed: the next plan reads the public recipes again. */
export function forgetPlanCandidates({ db }: { db: TDb }): void {
  publicPools.forget(db, "public");
  combinedPools.get(db)?.clear();
}

/**
 * The viewer's own part of the pool in one query: their recipes (not drafts), the recipes in their
 * collections, recipes by creators they follow and the paywalled recipes of blogs they pay for,
 * with which of those each is. Access is checked after: a saved recipe that went private, or a
 * paywalled one not paid for, is dropped.
 */
async function loadPersonalCandidates(db: TDb, viewerId: string): Promise<TPoolRecipe[]> {
  const [paidBlogIds, ownBlogs] = await Promise.all([
    listPaidBlogIds({ db, viewerId }),
    db.select({ id: blogs.id }).from(blogs).where(eq(blogs.ownerId, viewerId)),
  ]);
  const savedIds = db
    .select({ id: collectionRecipes.recipeId })
    .from(collectionRecipes)
    .innerJoin(collections, eq(collections.id, collectionRecipes.collectionId))
    .where(eq(collections.ownerId, viewerId));
  const followedIds = db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), eq(follows.isApproved, true)));
  const rows = await db
    .select({
      ...candidateColumns,
      authorId: recipes.authorId,
      blogId: recipes.blogId,
      visibility: recipes.visibility,
      isSaved: sql<boolean>`${recipes.id} in (${savedIds})`,
      isFollowed: sql<boolean>`coalesce(${recipes.authorId} in (${followedIds}), false)`,
    })
    .from(recipes)
    .where(
      and(
        isPlanMeal,
        ne(recipes.visibility, "draft"),
        or(
          eq(recipes.authorId, viewerId),
          inArray(recipes.id, savedIds),
          inArray(recipes.authorId, followedIds),
          paidBlogIds.length > 0
            ? and(eq(recipes.visibility, "paywalled"), inArray(recipes.blogId, paidBlogIds))
            : undefined,
        ),
      ),
    )
    .orderBy(recipes.id);
  const readableBlogs = new Set([...paidBlogIds, ...ownBlogs.map((blog) => blog.id)]);
  const candidates: TPoolRecipe[] = [];
  for (const row of rows) {
    const isOwn = row.authorId === viewerId;
    const isReadable =
      isOwn ||
      row.visibility === "public" ||
      (row.visibility === "paywalled" && row.blogId !== null && readableBlogs.has(row.blogId));
    if (!isReadable) continue;
    // A blog the cook pays for weighs as a creator they follow.
    candidates.push(toPlanCandidate(row, isOwn ? "own" : row.isSaved ? "saved" : "followed"));
  }
  return candidates;
}

/** Words that are also diet tags in every recipe's search text ("nut-free"): no use for finding a food. */
const tagWords = new Set(["nut", "nuts", "dairy", "gluten", "free", "vegan", "vegetarian", "pescatarian"]);

/**
 * A second check of each excluded food against the recipes' own words (title and ingredient lines,
 * through the search index), for ingredients the food table did not recognise.
 */
async function findExcludeMatches(db: TDb, terms: readonly string[]): Promise<Map<string, Set<string>>> {
  const matches = new Map<string, Set<string>>();
  await Promise.all(
    terms.map(async (term) => {
      const phrases = expandExcludedTerm(term).filter(
        (phrase) => !phrase.split(" ").some((word) => tagWords.has(word)),
      );
      if (phrases.length === 0) return;
      const query = sql.join(
        phrases.map((phrase) => sql`phraseto_tsquery('english', ${phrase})`),
        sql` || `,
      );
      const rows = await db
        .select({ id: recipes.id })
        .from(recipes)
        .where(and(ne(recipes.visibility, "draft"), sql`${recipes.searchVector} @@ (${query})` as SQL));
      matches.set(term, new Set(rows.map((row) => row.id)));
    }),
  );
  return matches;
}

export interface TViewerPool {
  input: TPlanPoolInput;
  /** Every recipe the plan may use, by id, for what the preview shows. */
  recipeById: ReadonlyMap<string, TPoolRecipe>;
}

/**
 * The pool for one viewer's plan: the shared public pool weighted by what is theirs, or (when they
 * can read recipes the public cannot) the public recipes with theirs added, indexed for this plan.
 */
export async function loadViewerPool({
  db,
  viewerId,
  exclude,
}: {
  db: TDb;
  viewerId: string | null;
  exclude: readonly string[];
}): Promise<TViewerPool> {
  const [shared, personal, excludeMatches] = await Promise.all([
    loadPublicPool(db),
    viewerId ? loadPersonalCandidates(db, viewerId) : Promise.resolve([]),
    exclude.length > 0 ? findExcludeMatches(db, exclude) : Promise.resolve(new Map<string, Set<string>>()),
  ]);
  const recipeById = new Map<string, TPoolRecipe>(shared.candidates.map((recipe) => [recipe.id, recipe]));
  const sources = new Map<string, TCandidateSource>();
  const extras: TPoolRecipe[] = [];
  for (const recipe of personal) {
    sources.set(recipe.id, recipe.source);
    if (!recipeById.has(recipe.id)) extras.push(recipe);
    recipeById.set(recipe.id, recipe);
  }
  const candidates = extras.length === 0 ? shared.pool : findCombinedPool(db, viewerId ?? "", shared, extras);
  return { input: { candidates, sources, excludeMatches }, recipeById };
}

interface TCombinedPool {
  shared: TPublicPool;
  key: string;
  pool: TPlanPool;
}

/**
 * The public pool with a cook's own extras (their private recipes, paywalled ones they paid for),
 * indexed once and kept while neither changes: a new index of 100,000 recipes costs a few hundred
 * milliseconds, a plan a few dozen. Any recipe change drops them all, as it drops the public pool.
 */
const combinedPools = processWide("plan-combined-pools", () => new WeakMap<TDb, Map<string, TCombinedPool>>());
const maxCombinedPools = 200;

function findCombinedPool(db: TDb, viewerId: string, shared: TPublicPool, extras: TPoolRecipe[]): TPlanPool {
  let byViewer = combinedPools.get(db);
  if (!byViewer) {
    byViewer = new Map();
    combinedPools.set(db, byViewer);
  }
  const key = extras.map((recipe) => recipe.id).join(",");
  const known = byViewer.get(viewerId);
  if (known && known.shared === shared && known.key === key) return known.pool;
  if (byViewer.size >= maxCombinedPools) byViewer.delete(byViewer.keys().next().value as string);
  const pool = indexPlanPool([...shared.candidates, ...extras]);
  byViewer.delete(viewerId);
  byViewer.set(viewerId, { shared, key, pool });
  return pool;
}
