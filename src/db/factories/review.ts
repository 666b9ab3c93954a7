import type { TDb } from "../client.ts";
import { reviews } from "../schema.ts";

export type TReviewInsert = typeof reviews.$inferInsert;
export type TReview = typeof reviews.$inferSelect;

/** A 4-star review of `recipeId` by `authorId`. */
export function buildReview(overrides: Partial<TReviewInsert> & { recipeId: string; authorId: string }): TReviewInsert {
  return { rating: 4, text: "Made this on a weeknight and it worked well.", ...overrides };
}

export async function insertReview(
  db: TDb,
  overrides: Partial<TReviewInsert> & { recipeId: string; authorId: string },
): Promise<TReview> {
  const [row] = await db.insert(reviews).values(buildReview(overrides)).returning();
  return row;
}
