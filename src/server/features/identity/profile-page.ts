/**
 * What /me and /u/{username} show: the profile (get_profile's answer), recipes and collections.
 * A private profile shows strangers only its header.
 */

import type { TCollectionSummary } from "#core/collections/collection.schema.ts";
import type { TProfileView } from "#core/identity/profile.schema.ts";
import type { TRecipeCard } from "#core/recipes/recipe-view.schema.ts";
import type { TDb } from "#db/client.ts";
import { findCollectionCovers, listMyCollections } from "../collections/service.ts";
import { listMyRecipes, listRecipesByAuthor } from "../recipes/recipe-lists.ts";
import { findProfile } from "./profiles.ts";

/** How many recipes a profile page shows before "see all". */
export const profileRecipeLimit = 12;
const publicProfileRecipeLimit = 24;

export async function loadOwnProfilePage({ db, userId }: { db: TDb; userId: string }) {
  const [profile, recipePage, collections] = await Promise.all([
    findProfile({ db, profileId: userId, viewerId: userId }),
    listMyRecipes({ db, userId, pageSize: profileRecipeLimit }),
    listMyCollections({ db, userId }),
  ]);
  const covers = await findCollectionCovers({ db, collectionIds: collections.map((c) => c.id) });
  return {
    profile: profile && !profile.is_restricted ? profile : null,
    recipes: recipePage.items,
    recipeTotal: recipePage.total,
    collections: collections.map(
      ({ containsRecipe: _, ...collection }): TCollectionSummary => ({
        ...collection,
        coverUrl: covers.get(collection.id) ?? null,
      }),
    ),
  };
}

export async function loadPublicProfilePage({
  db,
  username,
  viewerId,
}: {
  db: TDb;
  username: string;
  viewerId: string | null;
}): Promise<{ profile: TProfileView; recipes: TRecipeCard[]; recipeTotal: number } | null> {
  const profile = await findProfile({ db, username, viewerId });
  if (!profile) return null;
  if (profile.is_restricted) return { profile, recipes: [], recipeTotal: 0 };
  const { items, total } = await listRecipesByAuthor({ db, authorId: profile.id, limit: publicProfileRecipeLimit });
  return { profile, recipes: items, recipeTotal: total };
}
