/**
 * The service worker keeps the last recipe pages and the shopping list one person saw, so they open
 * offline. They are that person's: they go when they sign out (here, or by their session ending
 * elsewhere), and when someone else signs in on this browser.
 */

/** The service worker's cache of pages (server/features/app-install/service-worker.ts). */
const pagesCache = "ladle-pages";
const ownerKey = "ladle:offline-owner";

export function clearOfflineCopies(): void {
  if (typeof caches === "undefined") return;
  void caches.delete(pagesCache).catch(() => {});
}

/** Clears the copies when they were kept for someone other than `userId` (null: a visitor). */
export function keepOfflineCopiesFor(userId: string | null): void {
  try {
    const owner = userId ?? "";
    if (window.localStorage.getItem(ownerKey) === owner) return;
    clearOfflineCopies();
    window.localStorage.setItem(ownerKey, owner);
  } catch {
    // Storage blocked: the copies cannot be told apart, so none are kept.
    clearOfflineCopies();
  }
}

/** Whose copies these are: a user id, "" for a visitor, null when unknown. */
export function offlineCopiesOwner(): string | null {
  try {
    return window.localStorage.getItem(ownerKey);
  } catch {
    return null;
  }
}
