/** Reviews: what a reviewer sends, and a recipe's reviews as the API and the recipe page show them. */
import { z } from "zod";
import { pageOf } from "../api/paging.ts";
import { ZRating, ZRecipeAuthor } from "../recipes/recipe-view.schema.ts";

export const ZReviewInput = z.object({
  // No star picked: the form sends no rating at all, which coerces to NaN.
  rating: z.coerce
    .number({ error: "Choose a star rating." })
    .int("Pick 1 to 5 stars.")
    .min(1, "Pick 1 to 5 stars.")
    .max(5, "Pick 1 to 5 stars."),
  text: z
    .string({ error: "Write the review as text." })
    .trim()
    .max(5000, "Keep the review to 5,000 characters.")
    .default(""),
});
export type TReviewInput = z.infer<typeof ZReviewInput>;

export const ZReviewPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const ZReview = z.object({
  id: z.uuid(),
  recipeId: z.uuid(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
  author: ZRecipeAuthor,
});
export type TReview = z.infer<typeof ZReview>;

export const ZReviewList = pageOf(ZReview).extend({
  summary: ZRating,
  /** The viewer's own review, shown first and editable. */
  mine: ZReview.nullable(),
  canReview: z.boolean(),
});
export type TReviewList = z.infer<typeof ZReviewList>;
