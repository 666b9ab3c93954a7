/**
 * Everything the Recipe View shows: the recipe as this viewer may see it (a teaser carries no
 * ingredients or steps), its first reviews, and whether the viewer follows the author. A visitor's
 * page costs no query while its cache entry is fresh. Views (for Trending and Recently Viewed) are
 * counted by the open page (POST /api/recipes/{id}/view), since a page served from a cache runs no
 * loader.
 */
import type { TFollowStatus } from "#core/follows/follow.schema.ts";
import { recipePageReviewCount, type TRecipePage } from "#core/recipes/recipe-page.ts";
import { findFollowStatus } from "../follows/service.ts";
import { listReviewsOfRecipe } from "../reviews/service.ts";
import { findRecipeForViewer, findReviewsForVisitor, type TRecipeForViewer } from "./viewer-recipe.ts";

export async function loadRecipePage({ db, recipeId, viewerId }: TRecipeForViewer): Promise<TRecipePage | null> {
  const recipe = await findRecipeForViewer({ db, recipeId, viewerId });
  if (!recipe) return null;
  const authorId = recipe.author?.id;
  const listReviews = () => listReviewsOfRecipe({ db, recipe, viewerId, pageSize: recipePageReviewCount });
  const [reviews, followStatus] = await Promise.all([
    viewerId ? listReviews() : findReviewsForVisitor({ db, recipeId: recipe.id, load: listReviews }),
    viewerId && authorId && authorId !== viewerId
      ? findFollowStatus({ db, followerId: viewerId, followeeId: authorId })
      : Promise.resolve<TFollowStatus>("none"),
  ]);
  return { recipe, reviews, followStatus };
}
