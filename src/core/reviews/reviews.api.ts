import { z } from "zod";
import { defineEndpoints } from "../api/endpoint.ts";
import { ZRecipeIdParams } from "../recipes/recipe-view.schema.ts";
import { ZReview, ZReviewInput, ZReviewList, ZReviewPageQuery } from "./review.schema.ts";

export const reviewsApi = defineEndpoints("reviews", {
  list: {
    method: "GET",
    path: "/recipes/:id/reviews",
    summary: "Reviews of a recipe, with the average and count",
    description: "Of a paywalled recipe you have not unlocked: the average and count only.",
    params: ZRecipeIdParams,
    query: ZReviewPageQuery,
    response: ZReviewList,
  },
  save: {
    method: "PUT",
    path: "/recipes/:id/review",
    summary: "Write or edit your review (/recipe/{id}/review/create)",
    description:
      "1–5 stars and text; one review per user per recipe (201 when new, 200 when edited). 403 on your own recipe.",
    isSignedIn: true,
    params: ZRecipeIdParams,
    body: ZReviewInput,
    response: ZReview,
  },
  remove: {
    method: "DELETE",
    path: "/recipes/:id/review",
    summary: "Delete your review",
    isSignedIn: true,
    params: ZRecipeIdParams,
    status: 204,
    response: z.null(),
  },
});
