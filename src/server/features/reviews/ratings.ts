/** Average star rating and review count per recipe, for pages, cards and JSON-LD. */
import { inArray, sql } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { reviews } from "#db/schema.ts";

export interface TRatingSummary {
  /** Rounded to one decimal; 0 when there are no reviews. */
  average: number;
  count: number;
}

export async function findRatingSummaries({
  db,
  recipeIds,
}: {
  db: TDb;
  recipeIds: string[];
}): Promise<Map<string, TRatingSummary>> {
  const summaries = new Map<string, TRatingSummary>();
  if (recipeIds.length === 0) return summaries;
  const rows = await db
    .select({
      recipeId: reviews.recipeId,
      average: sql<string>`round(avg(${reviews.rating}), 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(inArray(reviews.recipeId, [...new Set(recipeIds)]))
    .groupBy(reviews.recipeId);
  for (const row of rows) summaries.set(row.recipeId, { average: Number(row.average), count: Number(row.count) });
  return summaries;
}

export async function findRatingSummary({ db, recipeId }: { db: TDb; recipeId: string }): Promise<TRatingSummary> {
  return (await findRatingSummaries({ db, recipeIds: [recipeId] })).get(recipeId) ?? { average: 0, count: 0 };
}
