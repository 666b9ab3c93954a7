/** The shopping list for components: the browser's copy, kept live while a list is on screen. */
import { useEffect, useSyncExternalStore } from "react";
import { usePersonalState } from "#web/features/identity/personal-state.tsx";
import { useViewerId } from "#web/features/recipes/use-viewer-id.ts";
import {
  refreshShoppingList,
  restoreShoppingList,
  sendPending,
  shoppingStore,
  startShoppingList,
} from "./shopping-store.ts";

/** The list with its sync state. `isShown`: it is on screen, so read it now and follow its changes. */
export function useShoppingList({ isShown }: { isShown: boolean }) {
  const viewerId = useViewerId();
  const state = useSyncExternalStore(
    shoppingStore.subscribe,
    shoppingStore.getSnapshot,
    shoppingStore.getServerSnapshot,
  );
  const listId = state.view?.id ?? null;

  useEffect(() => {
    if (viewerId && isShown) startShoppingList(viewerId);
  }, [viewerId, isShown]);

  useEffect(() => {
    if (!isShown || !listId || !viewerId) return;
    const source = new EventSource(`/api/shopping-lists/${listId}/events`);
    let isReconnect = false;
    // After a reconnection changes may have been missed: read the list again.
    source.addEventListener("ready", () => {
      if (isReconnect) void refreshShoppingList();
      isReconnect = true;
    });
    source.addEventListener("change", () => void refreshShoppingList());
    const online = () => void sendPending().then(refreshShoppingList);
    window.addEventListener("online", online);
    return () => {
      source.close();
      window.removeEventListener("online", online);
    };
  }, [isShown, listId, viewerId]);

  return { ...state, viewerId };
}

/** Items still to buy, for the header's badge: the local copy, or what the shared page was told. */
export function useShoppingListCount(): number | null {
  const viewerId = useViewerId();
  const personal = usePersonalState();
  const state = useSyncExternalStore(
    shoppingStore.subscribe,
    shoppingStore.getSnapshot,
    shoppingStore.getServerSnapshot,
  );
  useEffect(() => {
    if (viewerId) restoreShoppingList(viewerId);
  }, [viewerId]);
  if (!viewerId) return null;
  return state.view?.itemCount ?? personal?.shoppingListCount ?? null;
}
