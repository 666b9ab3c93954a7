/**
 * Who this browser's reader was when the server last said so. A shared page reopened offline (the
 * service worker's copy) cannot ask, and without this it would show a signed-in cook as signed out:
 * Add to shopping list would send them to sign in, and the offline copies kept for them would be
 * dropped as if someone else had signed in. Sign-out clears local storage, this with it.
 */
import { offlineCopiesOwner } from "#web/features/app-install/offline-copies.ts";
import type { TApiResponse } from "#web/lib/api-client.ts";

type TPersonalState = TApiResponse<"GET /me/state">;

const key = "ladle:last-viewer";

type TRemembered = Pick<TPersonalState, "viewer" | "shoppingListCount">;

export function rememberViewer(state: TPersonalState): void {
  try {
    if (!state.viewer) window.localStorage.removeItem(key);
    else {
      const remembered: TRemembered = { viewer: state.viewer, shoppingListCount: state.shoppingListCount };
      window.localStorage.setItem(key, JSON.stringify(remembered));
    }
  } catch {
    // Storage blocked: offline, the page shows the reader as signed out.
  }
}

/**
 * The state a page shows offline: the last reader, and nothing of theirs on the page itself. Only
 * the reader the offline copies were kept for: anyone else signed in since.
 */
export function recallViewer(): TPersonalState | null {
  try {
    const remembered = JSON.parse(window.localStorage.getItem(key) ?? "null") as TRemembered | null;
    if (!remembered?.viewer?.userId || remembered.viewer.userId !== offlineCopiesOwner()) return null;
    return {
      viewer: remembered.viewer,
      shoppingListCount: remembered.shoppingListCount ?? null,
      recipe: null,
      profile: null,
      followed: null,
      creators: null,
    };
  } catch {
    return null;
  }
}
