/**
 * Everything the Recipe View shows, from the services the API uses: the recipe as this viewer may
 * see it (a teaser carries no ingredients or steps), its reviews, and whether the viewer follows
 * the author. A signed-in view is recorded for Recently Viewed and Trending; a visitor's page costs
 * no query while its cache entry is fresh.
 */
import type { TDb } from "#db/client.ts";
import { findFollowStatus, type TFollowStatus } from "#server/features/follows/service.ts";
import { findRecipeForViewer, type TRecipeView } from "#server/features/recipes/recipe-view.ts";
import { recordRecipeView } from "#server/features/recipes/views.ts";
import { findRecipeForVisitor, findReviewsForVisitor } from "#server/features/recipes/visitor-cache.ts";
import { listReviewsOfRecipe, type TReviewList } from "#server/features/reviews/service.ts";

export const recipePageReviewCount = 10;

export interface TRecipePage {
  recipe: TRecipeView;
  reviews: TReviewList;
  followStatus: TFollowStatus;
}

export async function loadRecipePage({
  db,
  recipeId,
  viewerId,
}: {
  db: TDb;
  recipeId: string;
  viewerId: string | null;
}): Promise<TRecipePage | null> {
  // Visitors all see the same page: it comes from a short per-process cache (visitor-cache.ts).
  const recipe = viewerId
    ? await findRecipeForViewer({ db, recipeId, viewerId })
    : await findRecipeForVisitor({ db, recipeId });
  if (!recipe) return null;
  const authorId = recipe.author?.id;
  const listReviews = () => listReviewsOfRecipe({ db, recipe, viewerId, pageSize: recipePageReviewCount });
  const [reviews, followStatus] = await Promise.all([
    viewerId ? listReviews() : findReviewsForVisitor({ db, recipeId: recipe.id, load: listReviews }),
    viewerId && authorId && authorId !== viewerId
      ? findFollowStatus({ db, followerId: viewerId, followeeId: authorId })
      : Promise.resolve<TFollowStatus>("none"),
    // A visitor's page may come from the page cache, which runs no loader: their views are
    // counted by the page itself once open (POST /api/recipes/:id/view), not here.
    viewerId ? recordRecipeView({ db, recipeId: recipe.id, viewerId }) : Promise.resolve(),
  ]);
  return { recipe, reviews, followStatus };
}
