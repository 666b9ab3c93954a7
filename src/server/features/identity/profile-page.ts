/**
 * What /me and /u/{username} show: the profile (get_profile's answer), recipes, collections and
 * meal plans.
 * A private profile shows strangers only its header.
 */

import type { TPage } from "#core/api/paging.ts";
import type { TCollectionSummary } from "#core/collections/collection.schema.ts";
import type { TProfileView } from "#core/identity/profile.schema.ts";
import type { TMealPlanSummary } from "#core/meal-plans/meal-plan-view.schema.ts";
import type { TRecipeCard } from "#core/recipes/recipe-view.schema.ts";
import type { TDb } from "#db/client.ts";
import { listCollectionsByOwner } from "../collections/viewer-collection.ts";
import { listUserMealPlans } from "../meal-plans/lists.ts";
import { listMyRecipes, listRecipesByAuthor } from "../recipes/recipe-lists.ts";
import { findProfile } from "./profiles.ts";

/** How many of their recipes each page of /me shows. */
export const profileRecipeLimit = 12;
/** How many recipes each page of a public profile shows. */
const publicProfileRecipeLimit = 24;
/** How many collections a profile page shows. */
export const profileCollectionLimit = 24;
/** How many meal plans a public profile shows before "See all". */
const profileMealPlanLimit = 3;

/**
 * /me: the owner's profile, every recipe they made (public, private, drafts), most recently changed
 * first, a page at a time, and their collections.
 */
export async function loadOwnProfilePage({ db, userId, page = 1 }: { db: TDb; userId: string; page?: number }) {
  const [profile, recipePage] = await Promise.all([
    findProfile({ db, profileId: userId, viewerId: userId }),
    listMyRecipes({ db, userId, page, pageSize: profileRecipeLimit }),
  ]);
  const collections = profile
    ? await listCollectionsByOwner({
        db,
        username: profile.username,
        viewerId: userId,
        pageSize: profileCollectionLimit,
      })
    : null;
  return {
    profile: profile && !profile.is_restricted ? profile : null,
    recipes: recipePage.items,
    recipeTotal: recipePage.total,
    recipePage: recipePage.page,
    recipePageSize: recipePage.pageSize,
    collections: collections?.items ?? [],
    collectionTotal: collections?.total ?? 0,
  };
}

/**
 * The public page: the same for every reader who may see the profile's contents (its owner sees
 * their listed collections and plans too, as others do), so it can be shared and cached. Recipes
 * come a page at a time; collections and meal plans are on the first page only.
 */
export async function loadPublicProfilePage({
  db,
  username,
  viewerId,
  page = 1,
}: {
  db: TDb;
  username: string;
  viewerId: string | null;
  page?: number;
}): Promise<{
  profile: TProfileView;
  recipes: TPage<TRecipeCard>;
  collections: TCollectionSummary[];
  collectionTotal: number;
  mealPlans: TMealPlanSummary[];
  mealPlanTotal: number;
} | null> {
  const profile = await findProfile({ db, username, viewerId });
  if (!profile) return null;
  const recipesPage = { items: [], page, pageSize: publicProfileRecipeLimit, total: 0 };
  const nothing = { items: [], total: 0 };
  if (profile.is_restricted) {
    return { profile, recipes: recipesPage, collections: [], collectionTotal: 0, mealPlans: [], mealPlanTotal: 0 };
  }
  const isFirstPage = page === 1;
  const [recipePage, collectionPage, planPage] = await Promise.all([
    listRecipesByAuthor({ db, authorId: profile.id, page, pageSize: publicProfileRecipeLimit }),
    isFirstPage
      ? listCollectionsByOwner({
          db,
          username: profile.username,
          viewerId,
          pageSize: profileCollectionLimit,
          isPublicPage: true,
        })
      : nothing,
    isFirstPage
      ? listUserMealPlans({
          db,
          username: profile.username,
          viewerId,
          pageSize: profileMealPlanLimit,
          isPublicPage: true,
        })
      : nothing,
  ]);
  return {
    profile,
    recipes: recipePage,
    collections: collectionPage.items,
    collectionTotal: collectionPage.total,
    mealPlans: planPage.items,
    mealPlanTotal: planPage.total,
  };
}
