/**
 * Recipe views: the viewer's Recently Viewed list (newest 50 kept), and view counts per recipe per
 * day for Trending and the creator's dashboard (Most viewed). An author opening their own recipe
 * goes on their Recently Viewed list but is not counted: a creator's figures are their readers'. Both are gathered in memory and written in one statement per second or so:
 * a popular recipe would otherwise have every page view wait on one hot row, and a signed-in page
 * view would cost two writes. This process's own pending views are written before it reads a
 * Recently Viewed list; another process's arrive within a second.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { TRecentlyViewedCard } from "#core/recipes/recipe-view.schema.ts";
import type { TDb } from "#db/client.ts";
import { profiles, recipes, recipeViews } from "#db/schema.ts";
import { cardColumns, toCards } from "./recipe-lists.ts";

export const recentlyViewedMax = 50;
const flushDelayMs = 1000;
const flushAtKeys = 500;

interface TPendingCounts {
  /** `${recipeId}|${day}` → views */
  counts: Map<string, number>;
  /** `${userId}|${recipeId}` → when the signed-in viewer last opened it */
  recentViews: Map<string, Date>;
  timer: NodeJS.Timeout | null;
  flushing: Promise<void> | null;
}

const pendingByDb = new WeakMap<TDb, TPendingCounts>();

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Records that someone opened a recipe they may see. `viewerId` null: a visitor (counted only);
 * `isAuthor`: the recipe is the viewer's own (on their Recently Viewed list, not counted).
 */
export async function recordRecipeView({
  db,
  recipeId,
  viewerId,
  isAuthor = false,
  now = new Date(),
}: {
  db: TDb;
  recipeId: string;
  viewerId: string | null;
  isAuthor?: boolean;
  now?: Date;
}): Promise<void> {
  const pending = pendingFor(db);
  if (!isAuthor || viewerId === null) {
    const key = `${recipeId}|${utcDay(now)}`;
    pending.counts.set(key, (pending.counts.get(key) ?? 0) + 1);
  }
  if (viewerId) pending.recentViews.set(`${viewerId}|${recipeId}`, now);
  scheduleFlush(db, pending);
}

function pendingFor(db: TDb): TPendingCounts {
  let pending = pendingByDb.get(db);
  if (!pending) {
    pending = { counts: new Map(), recentViews: new Map(), timer: null, flushing: null };
    pendingByDb.set(db, pending);
  }
  return pending;
}

function scheduleFlush(db: TDb, pending: TPendingCounts) {
  if (pending.counts.size + pending.recentViews.size >= flushAtKeys) {
    void flushRecipeViewCounts({ db }).catch(() => {});
  } else if (!pending.timer) {
    pending.timer = setTimeout(() => void flushRecipeViewCounts({ db }).catch(() => {}), flushDelayMs);
    pending.timer.unref();
  }
}

/** Writes the counted views and Recently Viewed entries now (tests, readers, the server on close). */
export async function flushRecipeViewCounts({ db }: { db: TDb }): Promise<void> {
  const pending = pendingByDb.get(db);
  if (!pending) return;
  if (pending.flushing) await pending.flushing;
  if (pending.timer) clearTimeout(pending.timer);
  pending.timer = null;
  if (pending.counts.size === 0 && pending.recentViews.size === 0) return;
  const counts = [...pending.counts].map(([key, views]) => {
    const [recipeId, day] = key.split("|");
    return { recipe_id: recipeId, day, views };
  });
  const recent = [...pending.recentViews].map(([key, viewedAt]) => {
    const [userId, recipeId] = key.split("|");
    return { user_id: userId, recipe_id: recipeId, viewed_at: viewedAt.toISOString() };
  });
  pending.counts = new Map();
  pending.recentViews = new Map();
  pending.flushing = (async () => {
    if (counts.length > 0) await writeCounts(db, counts);
    if (recent.length > 0) await writeRecentViews(db, recent);
  })();
  try {
    await pending.flushing;
  } finally {
    pending.flushing = null;
  }
}

// Joined with recipes (and users) so a recipe or account deleted meanwhile is skipped instead of
// failing the batch.
async function writeCounts(db: TDb, rows: { recipe_id: string; day: string; views: number }[]) {
  await db.execute(sql`
    INSERT INTO recipe_daily_stats (recipe_id, day, views)
    SELECT r.id, v.day, v.views
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(recipe_id uuid, day date, views int)
    JOIN recipes r ON r.id = v.recipe_id
    ON CONFLICT (recipe_id, day) DO UPDATE SET views = recipe_daily_stats.views + excluded.views
  `);
}

/** Upserts the views, then keeps each of those viewers' newest 50. */
async function writeRecentViews(db: TDb, rows: { user_id: string; recipe_id: string; viewed_at: string }[]) {
  const batch = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(user_id text, recipe_id uuid, viewed_at timestamptz)`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO recipe_views (user_id, recipe_id, viewed_at)
      SELECT u.id, r.id, v.viewed_at FROM ${batch}
      JOIN recipes r ON r.id = v.recipe_id
      JOIN users u ON u.id = v.user_id
      ON CONFLICT (user_id, recipe_id) DO UPDATE SET viewed_at = greatest(recipe_views.viewed_at, excluded.viewed_at)
    `);
    await tx.execute(sql`
      DELETE FROM recipe_views rv USING (
        SELECT user_id, recipe_id, row_number() OVER (PARTITION BY user_id ORDER BY viewed_at DESC) AS place
        FROM recipe_views WHERE user_id IN (SELECT DISTINCT v.user_id FROM ${batch})
      ) ranked
      WHERE rv.user_id = ranked.user_id AND rv.recipe_id = ranked.recipe_id AND ranked.place > ${recentlyViewedMax}
    `);
  });
}

/** Adds one save to today's trending counts (called when a recipe lands in a collection). */
export async function countRecipeSave({ db, recipeId, now = new Date() }: { db: TDb; recipeId: string; now?: Date }) {
  await db.execute(sql`
    INSERT INTO recipe_daily_stats (recipe_id, day, saves) VALUES (${recipeId}, ${utcDay(now)}::date, 1)
    ON CONFLICT (recipe_id, day) DO UPDATE SET saves = recipe_daily_stats.saves + 1
  `);
}

/** Recently Viewed Recipes: newest first, only recipes the viewer may still see. */
export async function listRecentlyViewed({
  db,
  userId,
  limit = recentlyViewedMax,
}: {
  db: TDb;
  userId: string;
  limit?: number;
}): Promise<TRecentlyViewedCard[]> {
  await flushRecipeViewCounts({ db });
  const rows = await db
    .select({ ...cardColumns, viewedAt: recipeViews.viewedAt, authorId: recipes.authorId })
    .from(recipeViews)
    .innerJoin(recipes, eq(recipes.id, recipeViews.recipeId))
    .leftJoin(profiles, eq(profiles.id, recipes.authorId))
    .where(
      and(
        eq(recipeViews.userId, userId),
        sql`(${inArray(recipes.visibility, ["public", "paywalled"])} or ${recipes.authorId} = ${userId})`,
      ),
    )
    .orderBy(desc(recipeViews.viewedAt))
    .limit(Math.min(Math.max(1, limit), recentlyViewedMax));
  const cards = await toCards(db, rows);
  return cards.map((card, i) => ({ ...card, viewedAt: rows[i].viewedAt }));
}
