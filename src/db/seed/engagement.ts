/**
 * Demo engagement, so a fresh install shows ratings, Trending and Recently Viewed: a few reviews by
 * the demo accounts (never of their own recipes), a week of views and saves for some recipes, and
 * the cook's recently viewed list. Deterministic and small.
 */

import { buildReview, type TReviewInsert } from "../factories/review.ts";
import type { recipeDailyStats, recipeViews } from "../schema.ts";
import type { TDemoData } from "./demo-data.ts";

const day = 24 * 60 * 60 * 1000;

const reviewTexts: Record<number, string[]> = {
  5: [
    "Made this twice already. The whole family asked for seconds.",
    "Exactly as written and it was perfect. A keeper.",
    "Clear steps and big flavour. Will make again this week.",
  ],
  4: [
    "Really good. I added a little more salt at the end.",
    "Lovely weeknight dinner; took a bit longer than the stated time.",
  ],
  3: ["Nice, but I'd halve the chilli next time."],
};

export interface TEngagementData {
  reviews: TReviewInsert[];
  dailyStats: Array<typeof recipeDailyStats.$inferInsert>;
  recentViews: Array<typeof recipeViews.$inferInsert>;
}

export function buildEngagementData(data: Pick<TDemoData, "users" | "recipes">, now = new Date()): TEngagementData {
  const visible = data.recipes.filter((r) => r.visibility === "public" && r.id && r.authorId);
  const reviewerIds = data.users.map((u) => u.id as string);
  const reviews: TReviewInsert[] = [];
  visible.slice(0, 24).forEach((recipe, i) => {
    const reviewers = reviewerIds.filter((id) => id !== recipe.authorId).slice(0, 1 + (i % 3));
    reviewers.forEach((authorId, j) => {
      const rating = [5, 4, 5, 3, 4][(i + j) % 5];
      const texts = reviewTexts[rating];
      const at = new Date(now.getTime() - ((i * 3 + j) % 20) * day - j * 3_600_000);
      reviews.push(
        buildReview({
          recipeId: recipe.id as string,
          authorId,
          rating,
          text: texts[(i + j) % texts.length],
          createdAt: at,
          updatedAt: at,
        }),
      );
    });
  });

  const dailyStats: TEngagementData["dailyStats"] = [];
  visible.slice(0, 30).forEach((recipe, i) => {
    for (let ago = 0; ago < 7; ago += 1) {
      // A spread of popularity: a few clear favourites, a long tail, some rising this week.
      const views = Math.max(
        0,
        Math.round((60 / (1 + i)) * (i % 4 === 0 ? 1 + ago / 3 : 1) - ago * 2 + ((i * 7 + ago) % 5)),
      );
      const saves = Math.floor(views / 8);
      if (views + saves === 0) continue;
      dailyStats.push({
        recipeId: recipe.id as string,
        day: new Date(now.getTime() - ago * day).toISOString().slice(0, 10),
        views,
        saves,
      });
    }
  });

  const cook = data.users[0]?.id as string | undefined;
  const recentViews: TEngagementData["recentViews"] = cook
    ? visible.slice(5, 17).map((recipe, i) => ({
        userId: cook,
        recipeId: recipe.id as string,
        viewedAt: new Date(now.getTime() - i * 5 * 3_600_000),
      }))
    : [];
  return { reviews, dailyStats, recentViews };
}
