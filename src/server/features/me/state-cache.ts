/**
 * The viewers' own states on shared pages, kept for a minute per viewer and page: a signed-in reader
 * going back and forth costs no query. What a state depends on announces its changes
 * (lib/change-bus.ts): the viewer (sessions, account, profile, blog, whom they follow), the recipe
 * (its visibility, its reviews) and the shopping list (its lines and members). A write made by this
 * process also drops its copies here at once, before the announcement comes back.
 *
 * Kept apart from the states themselves so that what writes a recipe can drop them without
 * depending on what reads them.
 */
import type { TPersonalState } from "#core/me/me.api.ts";

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

/** What a kept state is filed under, so that a change to any of them drops it. */
export interface TStateDependencies {
  userId: string;
  recipeId?: string;
  isHome?: boolean;
}

/** The kept state for this key, unless it has expired. */
export function findKeptState(key: string): Promise<TPersonalState> | undefined {
  const cached = cachedStates.get(key);
  return cached && cached.expiresAt > Date.now() ? cached.state : undefined;
}

/**
 * Keeps `state` under `key`; `listId` (once read) files it under the viewer's shopping list too. A
 * state that fails is not kept.
 */
export function keepState(
  key: string,
  state: Promise<TPersonalState & { listId: string | null }>,
  { userId, recipeId, isHome }: TStateDependencies,
): Promise<TPersonalState> {
  if (cachedStates.size >= maxCachedStates) forgetAllPersonalStates();
  const personal = state.then(({ listId, ...rest }) => {
    // Someone without a list yet is found through their user id: making their list announces it.
    if (listId) index(keysByList, listId.toLowerCase(), key);
    return rest;
  });
  cachedStates.set(key, { state: personal, expiresAt: Date.now() + stateCacheMs });
  personal.catch(() => cachedStates.delete(key));
  index(keysByUser, userId, key);
  if (recipeId) index(keysByRecipe, recipeId.toLowerCase(), key);
  if (isHome) index(keysByRecipe, "home", key);
  return personal;
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
