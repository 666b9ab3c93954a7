/** The recipe API as the browser calls it (REST under /api; see src/server/features/recipes/routes.ts). */

import type { TReviewList } from "#core/reviews/review.schema.ts";
import { fetchJson } from "#web/lib/api.ts";

export function textMeRecipe(recipeId: string) {
  return fetchJson<{ sentTo: string }>(`/api/recipes/${encodeURIComponent(recipeId)}/text-me`, { method: "POST" });
}

/** A page of a recipe's reviews, newest first. */
export function fetchReviews(recipeId: string, page: number, pageSize: number) {
  return fetchJson<TReviewList>(
    `/api/recipes/${encodeURIComponent(recipeId)}/reviews?page=${page}&pageSize=${pageSize}`,
  );
}
