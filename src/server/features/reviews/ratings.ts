/** Average star rating (rounded to one decimal) and review count per recipe, for cards. */
import { inArray, sql } from "drizzle-orm";
import type { TRating } from "#core/recipes/recipe-view.schema.ts";
import type { TDb } from "#db/client.ts";
import { reviews } from "#db/schema.ts";

export async function findRatingSummaries({
  db,
  recipeIds,
}: {
  db: TDb;
  recipeIds: string[];
}): Promise<Map<string, TRating>> {
  const summaries = new Map<string, TRating>();
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
