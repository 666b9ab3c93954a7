/**
 * What is the viewer's own on a page everyone signed in shares (the server keeps one copy of it for
 * all of them): who they are, and per page whether they wrote the recipe, follow its author, have
 * reviewed it, which recipes the people they follow posted and which creators they do not follow
 * yet. Asked for by the open page.
 */
import type { TFollowStatus } from "#core/follows/follow.schema.ts";
import { toPublicViewer } from "#core/identity/public-viewer.ts";
import type {
  TPersonalState,
  TPersonalStateQuery,
  TProfilePersonalState,
  TRecipePersonalState,
} from "#core/me/me.api.ts";
import type { TDb } from "#db/client.ts";
import { findFollowStatus } from "../follows/service.ts";
import { findProfile } from "../identity/profiles.ts";
import type { TViewer } from "../identity/viewer.ts";
import { findKeptDetails } from "../moving-in/kept-details.ts";
import { loadHomeFeed } from "../recipes/home-feed.ts";
import { findRecipeForViewer } from "../recipes/viewer-recipe.ts";
import { findOwnReview } from "../reviews/service.ts";
import { countMyListItems } from "../shopping/view.ts";
import { findKeptState, keepState } from "./state-cache.ts";

export function loadPersonalState({
  db,
  viewer,
  query,
}: {
  db: TDb;
  viewer: TViewer | null;
  query: TPersonalStateQuery;
}): Promise<TPersonalState> {
  if (!viewer) {
    return Promise.resolve({
      viewer: null,
      recipe: null,
      profile: null,
      followed: null,
      creators: null,
      shoppingListCount: null,
    });
  }
  const key = JSON.stringify([viewer.userId, query.recipeId?.toLowerCase(), query.username?.toLowerCase(), query.home]);
  return (
    findKeptState(key) ??
    keepState(key, readPersonalState(db, viewer, query), {
      userId: viewer.userId,
      recipeId: query.recipeId,
      isHome: query.home !== undefined,
    })
  );
}

async function readPersonalState(
  db: TDb,
  viewer: TViewer,
  query: TPersonalStateQuery,
): Promise<TPersonalState & { listId: string | null }> {
  const [recipe, profile, home, list] = await Promise.all([
    query.recipeId ? findRecipeState(db, viewer.userId, query.recipeId) : null,
    query.username ? findProfileState(db, viewer.userId, query.username) : null,
    query.home ? loadHomeFeed({ db, viewerId: viewer.userId }) : null,
    countMyListItems({ db, userId: viewer.userId }),
  ]);
  return {
    viewer: toPublicViewer(viewer),
    recipe,
    profile,
    followed: home?.followed ?? null,
    creators: home?.creators ?? null,
    shoppingListCount: list.itemCount,
    listId: list.listId,
  };
}

async function findRecipeState(db: TDb, viewerId: string, recipeId: string): Promise<TRecipePersonalState | null> {
  // A public recipe is the same for everyone: its shared (cached) view is enough to know its author.
  const shared = await findRecipeForViewer({ db, recipeId, viewerId: null });
  const recipe = shared?.access === "full" ? shared : await findRecipeForViewer({ db, recipeId, viewerId });
  if (!recipe) return null;
  const authorId = recipe.author?.id ?? null;
  const isOwner = authorId === viewerId;
  const [followStatus, mine, kept] = await Promise.all([
    authorId && !isOwner ? findFollowStatus({ db, followerId: viewerId, followeeId: authorId }) : "none",
    recipe.rating.count > 0 ? findOwnReview({ db, recipeId: recipe.id, userId: viewerId }) : null,
    isOwner ? findKeptDetails({ db, userId: viewerId, recipeId: recipe.id }) : null,
  ]);
  return {
    isOwner,
    followStatus: followStatus as TFollowStatus,
    mine,
    canReview: !isOwner && recipe.access === "full",
    kept,
  };
}

async function findProfileState(db: TDb, viewerId: string, username: string): Promise<TProfilePersonalState | null> {
  const profile = await findProfile({ db, username, viewerId });
  if (!profile) return null;
  const isOwner = profile.id === viewerId;
  const followStatus = isOwner ? "none" : await findFollowStatus({ db, followerId: viewerId, followeeId: profile.id });
  return { isOwner, followStatus };
}
