/**
 * The lists the home page and Trending Recipes show. Trending recipes and featured creators are
 * the same for everyone, so each process keeps them for a short while: a burst of visitors costs
 * one query. Recipes from people you follow, and the creators a signed-in cook does not follow yet,
 * are theirs alone and read each time.
 */
import type { TCreatorCard } from "#core/creators/creator.schema.ts";
import type { TRecipeCard } from "#core/recipes/recipe-view.schema.ts";
import type { TDb } from "#db/client.ts";
import { cacheFor } from "#server/lib/ttl-cache.ts";
import { listFeaturedCreators } from "../creators/service.ts";
import { listRecipesFromFollowed, listTrendingRecipes } from "./recipe-lists.ts";

export interface THomeFeed {
  trending: TRecipeCard[];
  /** Recent recipes by people the viewer follows, without those already under Trending. */
  followed: TRecipeCard[];
  /** Creators to follow: for a signed-in viewer, neither themselves nor anyone they follow. */
  creators: TCreatorCard[];
}

const featuredCreatorCount = 4;

const loadSharedFeed = cacheFor(30_000, async (db: TDb) => {
  const [trending, creators] = await Promise.all([
    listTrendingRecipes({ db, limit: 8 }),
    listFeaturedCreators({ db, limit: featuredCreatorCount }),
  ]);
  return { trending, creators };
});

const loadTrendingPage = cacheFor(60_000, (db: TDb) => listTrendingRecipes({ db, limit: 48 }));

export async function loadHomeFeed({ db, viewerId }: { db: TDb; viewerId: string | null }): Promise<THomeFeed> {
  const [{ trending }, fromFollowed, creators] = await Promise.all([
    loadSharedFeed(db),
    viewerId ? listRecipesFromFollowed({ db, viewerId, limit: 12 }) : Promise.resolve([]),
    listCreatorsToFollow({ db, viewerId }),
  ]);
  const trendingIds = new Set(trending.map((recipe) => recipe.id));
  const followed = fromFollowed.filter((recipe) => !trendingIds.has(recipe.id)).slice(0, 4);
  return { trending, followed, creators };
}

/** The home page's "Creators to follow": the same for every visitor, without those a cook follows for them. */
export async function listCreatorsToFollow({
  db,
  viewerId,
}: {
  db: TDb;
  viewerId: string | null;
}): Promise<TCreatorCard[]> {
  if (!viewerId) return (await loadSharedFeed(db)).creators;
  return listFeaturedCreators({ db, limit: featuredCreatorCount, notFollowedBy: viewerId });
}

/** After a recipe changed (made private, deleted…): the lists are read again on their next use. */
export function forgetHomeFeed({ db }: { db: TDb }): void {
  loadSharedFeed.forget(db);
  loadTrendingPage.forget(db);
}

/** The Trending Recipes page: the 48 recipes trending now. */
export function listTrendingPage({ db }: { db: TDb }): Promise<TRecipeCard[]> {
  return loadTrendingPage(db);
}
