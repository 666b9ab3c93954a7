import type { TMealSlot } from "../../core/meal-plans/meal-slots.ts";
import type { TDb } from "../client.ts";
import { mealPlanEntries, mealPlanPublications, mealPlans } from "../schema.ts";
import { uniqueToken } from "./unique.ts";

export type TMealPlanInsert = typeof mealPlans.$inferInsert;
export type TMealPlan = typeof mealPlans.$inferSelect;
export type TMealPlanEntryInsert = Omit<typeof mealPlanEntries.$inferInsert, "mealPlanId" | "position"> & {
  slot: TMealSlot;
};

/** A public, undated 7-day plan. */
export function buildMealPlan(overrides: Partial<TMealPlanInsert> & { ownerId: string }): TMealPlanInsert {
  const token = uniqueToken();
  return {
    title: `Test week ${token}`,
    description: "",
    startDate: null,
    dayCount: 7,
    visibility: "public",
    urlSlug: `test-week-${token}`,
    ...overrides,
  };
}

/**
 * Stores a plan with its entries (placed in each meal in the order given) and, when asked, its
 * publication on a blog.
 */
export async function insertMealPlan(
  db: TDb,
  overrides: Partial<TMealPlanInsert> & {
    ownerId: string;
    entries?: TMealPlanEntryInsert[];
    publication?: { blogId: string; isPaywalled: boolean };
  },
): Promise<TMealPlan> {
  const { entries = [], publication, ...values } = overrides;
  const [row] = await db.insert(mealPlans).values(buildMealPlan(values)).returning();
  const counts = new Map<string, number>();
  if (entries.length > 0)
    await db.insert(mealPlanEntries).values(
      entries.map((entry) => {
        const key = `${entry.day}:${entry.slot}`;
        const position = counts.get(key) ?? 0;
        counts.set(key, position + 1);
        return { ...entry, mealPlanId: row.id, position };
      }),
    );
  if (publication) await db.insert(mealPlanPublications).values({ mealPlanId: row.id, ...publication });
  return row;
}
