/**
 * The client cache (spec §9): 5 min stale time, 10 min cache time, no retries, no refetch on
 * reconnect, previous data kept; persisted to localStorage with no max age, saved after a 100 ms
 * debounce and at most once a second.
 */
import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import { keepPreviousData, QueryClient, queryOptions } from "@tanstack/react-query";
import { apiFetch } from "./errors.ts";

export const queryCacheKey = "ladle-query-cache";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        retry: false,
        refetchOnReconnect: false,
        placeholderData: keepPreviousData,
      },
    },
  });
}

/** localStorage whose writes wait 100 ms for quiet; the persister throttles them to 1 s on top. */
export function debouncedLocalStorage(delayMs = 100): Storage {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    get length() {
      return window.localStorage.length;
    },
    key: (index) => window.localStorage.key(index),
    getItem: (key) => window.localStorage.getItem(key),
    removeItem: (key) => {
      clearTimeout(timers.get(key));
      window.localStorage.removeItem(key);
    },
    clear: () => window.localStorage.clear(),
    setItem: (key, value) => {
      clearTimeout(timers.get(key));
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key);
          try {
            window.localStorage.setItem(key, value);
          } catch {
            // Storage full or disabled: the cache simply is not persisted.
          }
        }, delayMs),
      );
    },
  };
}

export function createQueryPersister() {
  return createSyncStoragePersister({
    storage: debouncedLocalStorage(100),
    key: queryCacheKey,
    throttleTime: 1000,
  });
}

export const persistMaxAge = Number.POSITIVE_INFINITY;

export interface TIdentity {
  id: string;
  providerId: string;
  accountId: string;
}

/** Linked sign-in identities; fresher than the rest of the cache (spec §9: 60 s). */
export const identitiesQueryOptions = () =>
  queryOptions({
    queryKey: ["identities"],
    queryFn: () => apiFetch<TIdentity[]>("/api/auth/list-accounts"),
    staleTime: 60 * 1000,
  });
