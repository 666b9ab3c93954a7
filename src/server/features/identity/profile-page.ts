/**
 * What /me and /u/{username} show: the profile (get_profile's answer), recipes and collections.
 * A private profile shows strangers only its header.
 */

import type { TCollectionSummary } from "#core/collections/collection.schema.ts";
import type { TProfileView } from "#core/identity/profile.schema.ts";
import type { TRecipeCard } from "#core/recipes/recipe-view.schema.ts";
import type { TDb } from "#db/client.ts";
import { listCollectionsByOwner } from "../collections/viewer-collection.ts";
import { listMyRecipes, listRecipesByAuthor } from "../recipes/recipe-lists.ts";
import { findProfile } from "./profiles.ts";

/** How many recipes a profile page shows before "see all". */
export const profileRecipeLimit = 12;
const publicProfileRecipeLimit = 24;
/** How many collections a profile page shows. */
export const profileCollectionLimit = 24;

export async function loadOwnProfilePage({ db, userId }: { db: TDb; userId: string }) {
  const [profile, recipePage] = await Promise.all([
    findProfile({ db, profileId: userId, viewerId: userId }),
    listMyRecipes({ db, userId, pageSize: profileRecipeLimit }),
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
    collections: collections?.items ?? [],
    collectionTotal: collections?.total ?? 0,
  };
}

/**
 * The public page: the same for every reader who may see the profile's contents (its owner sees
 * their listed collections too, as others do), so it can be shared and cached.
 */
export async function loadPublicProfilePage({
  db,
  username,
  viewerId,
}: {
  db: TDb;
  username: string;
  viewerId: string | null;
}): Promise<{
  profile: TProfileView;
  recipes: TRecipeCard[];
  recipeTotal: number;
  collections: TCollectionSummary[];
  collectionTotal: number;
} | null> {
  const profile = await findProfile({ db, username, viewerId });
  if (!profile) return null;
  if (profile.is_restricted) return { profile, recipes: [], recipeTotal: 0, collections: [], collectionTotal: 0 };
  const [recipePage, collectionPage] = await Promise.all([
    listRecipesByAuthor({ db, authorId: profile.id, limit: publicProfileRecipeLimit }),
    listCollectionsByOwner({
      db,
      username: profile.username,
      viewerId,
      pageSize: profileCollectionLimit,
      isPublicPage: true,
    }),
  ]);
  return {
    profile,
    recipes: recipePage.items,
    recipeTotal: recipePage.total,
    collections: collectionPage.items,
    collectionTotal: collectionPage.total,
  };
}
