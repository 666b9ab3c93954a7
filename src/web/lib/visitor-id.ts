/**
 * This browser's anonymous id: a random id kept in local storage for good (until sign-out clears
 * storage). The paywall experiment splits readers by it; analytics counts visitors by it.
 */
const storageKey = "ladle.visitor-id";

/** The id, made on first use; null where storage is off. */
export function readVisitorId(): string | null {
  try {
    let id = localStorage.getItem(storageKey);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(storageKey, id);
    }
    return id;
  } catch {
    return null;
  }
}
