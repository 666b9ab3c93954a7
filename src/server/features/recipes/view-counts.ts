/**
 * Recipe views: the viewer's Recently Viewed list (newest 50 kept), and view counts per recipe per
 * day for Trending. Counts are gathered in memory and written in one statement per second or so,
 * because a popular recipe would otherwise have every page view wait on one hot row.
 */
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
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
  timer: NodeJS.Timeout | null;
  flushing: Promise<void> | null;
}

const pendingByDb = new WeakMap<TDb, TPendingCounts>();

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Records that someone opened a recipe they may see. `viewerId` null: a visitor (counted only). */
export async function recordRecipeView({
  db,
  recipeId,
  viewerId,
  now = new Date(),
}: {
  db: TDb;
  recipeId: string;
  viewerId: string | null;
  now?: Date;
}): Promise<void> {
  countView(db, recipeId, now);
  if (!viewerId) return;
  await db
    .insert(recipeViews)
    .values({ userId: viewerId, recipeId, viewedAt: now })
    .onConflictDoUpdate({ target: [recipeViews.userId, recipeViews.recipeId], set: { viewedAt: now } });
  // Keep the newest 50: delete what is older than the 50th.
  await db.delete(recipeViews).where(
    and(
      eq(recipeViews.userId, viewerId),
      lt(
        recipeViews.viewedAt,
        sql`(select ${recipeViews.viewedAt} from ${recipeViews} where ${recipeViews.userId} = ${viewerId}
             order by ${recipeViews.viewedAt} desc offset ${recentlyViewedMax - 1} limit 1)`,
      ),
    ),
  );
}

function countView(db: TDb, recipeId: string, now: Date) {
  let pending = pendingByDb.get(db);
  if (!pending) {
    pending = { counts: new Map(), timer: null, flushing: null };
    pendingByDb.set(db, pending);
  }
  const key = `${recipeId}|${utcDay(now)}`;
  pending.counts.set(key, (pending.counts.get(key) ?? 0) + 1);
  if (pending.counts.size >= flushAtKeys) {
    void flushRecipeViewCounts({ db }).catch(() => {});
  } else if (!pending.timer) {
    pending.timer = setTimeout(() => void flushRecipeViewCounts({ db }).catch(() => {}), flushDelayMs);
    pending.timer.unref();
  }
}

/** Writes the counted views now (tests, and the server on close). */
export async function flushRecipeViewCounts({ db }: { db: TDb }): Promise<void> {
  const pending = pendingByDb.get(db);
  if (!pending) return;
  if (pending.flushing) await pending.flushing;
  if (pending.timer) clearTimeout(pending.timer);
  pending.timer = null;
  if (pending.counts.size === 0) return;
  const rows = [...pending.counts].map(([key, views]) => {
    const [recipeId, day] = key.split("|");
    return { recipe_id: recipeId, day, views };
  });
  pending.counts = new Map();
  pending.flushing = (async () => {
    // Joined with recipes so a recipe deleted meanwhile is skipped instead of failing the batch.
    await db.execute(sql`
      INSERT INTO recipe_daily_stats (recipe_id, day, views)
      SELECT r.id, v.day, v.views
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(recipe_id uuid, day date, views int)
      JOIN recipes r ON r.id = v.recipe_id
      ON CONFLICT (recipe_id, day) DO UPDATE SET views = recipe_daily_stats.views + excluded.views
    `);
  })();
  try {
    await pending.flushing;
  } finally {
    pending.flushing = null;
  }
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
