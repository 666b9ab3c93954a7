/**
 * The client cache: 5 min stale time, 10 min cache time in the browser, no retries, no refetch on
 * reconnect, previous data kept; persisted to localStorage with no max age, saved after a 100 ms
 * debounce and at most once a second.
 */
import { createSyncStoragePersister } from "@tanstack/query-sync-storage-persister";
import { keepPreviousData, QueryClient } from "@tanstack/react-query";
import type { Persister } from "@tanstack/react-query-persist-client";

export const queryCacheKey = "ladle-query-cache";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        // On the server a client lives for one render and is then dropped whole. A cache time there
        // would start a timer per query that keeps the render (its HTML, its request) alive for the
        // whole 10 minutes: under load, hundreds of MB. No cache time, no timer.
        gcTime: typeof window === "undefined" ? Number.POSITIVE_INFINITY : 10 * 60 * 1000,
        retry: false,
        refetchOnReconnect: false,
        placeholderData: keepPreviousData,
      },
    },
  });
}

/**
 * localStorage whose writes wait 100 ms for quiet; the persister throttles them to 1 s on top.
 * Storage is only touched when the persister reads or writes (the first touch of localStorage on a
 * page costs milliseconds on a phone, and the persister is made while the page hydrates), and where
 * privacy settings block it, reads find nothing and writes are dropped.
 */
export function debouncedLocalStorage(delayMs = 100): Storage {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const attempt = <T>(use: (storage: Storage) => T, otherwise: T): T => {
    try {
      return use(window.localStorage);
    } catch {
      return otherwise;
    }
  };
  return {
    get length() {
      return attempt((storage) => storage.length, 0);
    },
    key: (index) => attempt((storage) => storage.key(index), null),
    getItem: (key) => attempt((storage) => storage.getItem(key), null),
    removeItem: (key) => {
      clearTimeout(timers.get(key));
      attempt((storage) => storage.removeItem(key), undefined);
    },
    clear: () => attempt((storage) => storage.clear(), undefined),
    setItem: (key, value) => {
      clearTimeout(timers.get(key));
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key);
          // Storage full or disabled: the cache simply is not persisted.
          attempt((storage) => storage.setItem(key, value), undefined);
        }, delayMs),
      );
    },
  };
}

/**
 * Saves to localStorage in the browser; does nothing on the server or where storage is blocked.
 * Queries marked `meta: { isPersisted: false }` are left out: they hold what a page's loader sends
 * afresh on every visit (follow buttons, a recipe's further reviews), and restored on the next
 * visit they would show an old answer over the new page.
 *
 * The saved copy is read back once `restoreAfter` lets it (the first page has hydrated). A part of
 * the page that hydrated with data the server never had would differ from the server's HTML, and
 * hydration keeps the server's elements: a settings switch drawn into its loading placeholder, say.
 * Until then the queries wait, as the server drew them.
 */
export function createQueryPersister(restoreAfter: (restore: () => void) => void = (restore) => restore()): Persister {
  const persister = createSyncStoragePersister({
    storage: typeof window === "undefined" ? undefined : debouncedLocalStorage(100),
    key: queryCacheKey,
    throttleTime: 1000,
  });
  return {
    ...persister,
    restoreClient: () => new Promise((resolve) => restoreAfter(() => resolve(persister.restoreClient()))),
    persistClient: (client) =>
      persister.persistClient({
        ...client,
        clientState: {
          ...client.clientState,
          queries: client.clientState.queries.filter((query) => query.meta?.isPersisted !== false),
        },
      }),
  };
}

let browserQueryClient: QueryClient | undefined;

/**
 * A new client for every server render (no data leaks between requests); one client for the life
 * of the page in the browser, so an error page or a re-mounted provider keeps the cache.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}

export const persistMaxAge = Number.POSITIVE_INFINITY;
