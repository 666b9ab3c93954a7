/**
 * What is the viewer's own on a page everyone signed in shares (the server keeps one copy of it for
 * all of them): who they are, and per page whether they wrote the recipe, follow its author, have
 * reviewed it, and which recipes the people they follow posted. Asked for by the open page.
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

/**
 * Kept for a minute per viewer and page: a signed-in reader going back and forth costs no query.
 * What it depends on announces its changes (lib/change-bus.ts): the viewer (sessions, account,
 * profile, blog, whom they follow), the recipe (its visibility, its reviews) and the shopping list
 * (its lines and members).
 */
const stateCacheMs = 60_000;
const maxCachedStates = 20_000;
const cachedStates = new Map<string, { state: Promise<TPersonalState>; expiresAt: number }>();
const keysByUser = new Map<string, Set<string>>();
const keysByRecipe = new Map<string, Set<string>>();
const keysByList = new Map<string, Set<string>>();

function index(map: Map<string, Set<string>>, id: string, key: string) {
  const keys = map.get(id) ?? new Set<string>();
  keys.add(key);
  map.set(id, keys);
}

function forgetKeys(map: Map<string, Set<string>>, id: string) {
  for (const key of map.get(id) ?? []) cachedStates.delete(key);
  map.delete(id);
}

/** After a change to the user (or whom they follow): their page states are read afresh. */
export function forgetPersonalStatesOfUser(userId: string): void {
  forgetKeys(keysByUser, userId);
}

/** After a change to the recipe (or its reviews), and to any recipe for the home feeds. */
export function forgetPersonalStatesOfRecipe(recipeId: string): void {
  forgetKeys(keysByRecipe, recipeId.toLowerCase());
  forgetKeys(keysByRecipe, "home");
}

/** After a change to a shopping list's lines or members: its members' counts are read afresh. */
export function forgetPersonalStatesOfList(listId: string): void {
  forgetKeys(keysByList, listId.toLowerCase());
}

export function forgetAllPersonalStates(): void {
  cachedStates.clear();
  keysByUser.clear();
  keysByRecipe.clear();
  keysByList.clear();
}

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
    return Promise.resolve({ viewer: null, recipe: null, profile: null, followed: null, shoppingListCount: null });
  }
  const key = JSON.stringify([viewer.userId, query.recipeId?.toLowerCase(), query.username?.toLowerCase(), query.home]);
  const cached = cachedStates.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.state;
  if (cachedStates.size >= maxCachedStates) forgetAllPersonalStates();
  const state = readPersonalState(db, viewer, query).then(({ listId, ...personal }) => {
    // Someone without a list yet is found through their user id: making their list announces it.
    if (listId) index(keysByList, listId, key);
    return personal;
  });
  cachedStates.set(key, { state, expiresAt: Date.now() + stateCacheMs });
  state.catch(() => cachedStates.delete(key));
  index(keysByUser, viewer.userId, key);
  if (query.recipeId) index(keysByRecipe, query.recipeId.toLowerCase(), key);
  if (query.home) index(keysByRecipe, "home", key);
  return state;
}

async function readPersonalState(
  db: TDb,
  viewer: TViewer,
  query: TPersonalStateQuery,
): Promise<TPersonalState & { listId: string | null }> {
  const [recipe, profile, followed, list] = await Promise.all([
    query.recipeId ? findRecipeState(db, viewer.userId, query.recipeId) : null,
    query.username ? findProfileState(db, viewer.userId, query.username) : null,
    query.home ? loadHomeFeed({ db, viewerId: viewer.userId }).then((feed) => feed.followed) : null,
    countMyListItems({ db, userId: viewer.userId }),
  ]);
  return {
    viewer: toPublicViewer(viewer),
    recipe,
    profile,
    followed,
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
