import type { TFollowStatus } from "../follows/follow.schema.ts";
import type { TReviewList } from "../reviews/review.schema.ts";
import type { TRecipeView } from "./recipe-view.schema.ts";

/** Everything the Recipe View shows. */
export interface TRecipePage {
  recipe: TRecipeView;
  reviews: TReviewList;
  /** Whether the viewer follows the recipe's author ("none" for visitors and the author). */
  followStatus: TFollowStatus;
}

/** The recipe page shows the newest reviews first, this many at a time. */
export const recipePageReviewCount = 10;
