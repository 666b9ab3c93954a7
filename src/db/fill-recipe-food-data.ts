/**
 * Derives `recipes.foods` and `recipes.estimated_nutrition` for the rows that lack them: rows
 * written before those columns existed, and rows derived by an older version of the food rules
 * (`foodDataVersion`). Every write derives them itself; this runs after the migrations, at
 * start-up and in `ladle db migrate`, since a SQL migration cannot run the TypeScript rules.
 *
 * Idempotent and resumable: it works in batches ordered by id, each one UPDATE, and a row changed
 * by its author since it was read keeps what that write derived.
 */
import { and, asc, gt, sql } from "drizzle-orm";
import { deriveRecipeFoodData, foodDataVersion } from "../core/food/recipe-food-data.ts";
import type { TDb } from "./client.ts";
import { recipes } from "./schema.ts";

// Version 0 when never derived; the expression is indexed (recipes_food_data_version_idx).
const staleRows = sql`coalesce((${recipes.estimatedNutrition}->>'version')::int, 0) < ${foodDataVersion}`;

/** Fills every stale row; returns how many it filled. */
export async function fillRecipeFoodData({ db, batchSize = 500 }: { db: TDb; batchSize?: number }): Promise<number> {
  let filled = 0;
  let afterId: string | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: recipes.id,
        ingredientGroups: recipes.ingredientGroups,
        servings: recipes.servings,
        // As text, to the microsecond: the UPDATE skips a row whose author changed it meanwhile.
        updatedAt: sql<string>`${recipes.updatedAt}::text`,
      })
      .from(recipes)
      .where(afterId ? and(staleRows, gt(recipes.id, afterId)) : staleRows)
      .orderBy(asc(recipes.id))
      .limit(batchSize);
    if (rows.length === 0) return filled;
    const values = rows.map((row) => ({ id: row.id, updated_at: row.updatedAt, ...deriveRecipeFoodData(row) }));
    await db.execute(sql`
      UPDATE recipes
      SET foods = derived.foods, estimated_nutrition = derived."estimatedNutrition"
      FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
        AS derived(id uuid, updated_at text, foods text[], "estimatedNutrition" jsonb)
      WHERE recipes.id = derived.id AND recipes.updated_at::text = derived.updated_at`);
    filled += rows.length;
    afterId = rows[rows.length - 1].id;
  }
}
