/**
 * A micro-cache for pages that look the same to every signed-out visitor. A route opts in by
 * sending the `X-Ladle-Page-Cache: <seconds>` header (its `headers` export); then, for a few
 * seconds, requests for that URL without a session skip rendering. Each answer still gets its own
 * CSP nonce: the cached copy holds a placeholder that is replaced on the way out.
 */

import { pageCacheHeader, readPageCacheValue } from "#core/http/page-cache.ts";
import { processWide } from "#server/lib/ttl-cache.ts";

export { pageCacheHeader };

const noncePlaceholder = "__LADLE_NONCE__";

export interface TCachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  expiresAt: number;
}

/** Every page cache in this process (one per app), so a write can drop the pages it changed. */
const liveCaches = processWide("page-caches", () => new Set<WeakRef<PageCache>>());

/**
 * Drops every cached page at `path` or under it (`/recipe/1` also drops `/recipe/1?servings=8`
 * and `/recipe/1.data`), in every app of this process. Other processes catch up within seconds.
 */
export function forgetCachedPages(path: string): void {
  for (const ref of liveCaches) {
    const cache = ref.deref();
    if (cache) cache.forgetUnder(path);
    else liveCaches.delete(ref);
  }
}

/** Drops every cached page in this process (after change messages may have been missed). */
export function forgetAllCachedPages(): void {
  for (const ref of liveCaches) ref.deref()?.clear();
}

export class PageCache {
  private readonly entries = new Map<string, TCachedPage>();

  constructor(private readonly maxEntries = 500) {
    liveCaches.add(new WeakRef(this));
  }

  forgetUnder(path: string): void {
    for (const key of this.entries.keys()) {
      if (key === path || (/^[/?.]/.test(key.slice(path.length)) && key.startsWith(path))) this.entries.delete(key);
    }
  }

  /** The page for `key` with `nonce` filled in, or null when there is no fresh copy. */
  get(key: string, nonce: string): TCachedPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return null;
    }
    return { ...entry, body: entry.body.replaceAll(noncePlaceholder, nonce) };
  }

  /**
   * Keeps a rendered page if its route opted in (for signed-in visitors, only a page it says may be
   * shared with them). Says whether it was kept.
   */
  remember(
    key: string,
    page: { status: number; headers: Headers; body: string; nonce: string },
    { isForSignedIn = false } = {},
  ): boolean {
    const policy = readPageCacheValue(page.headers.get(pageCacheHeader));
    if (page.status !== 200 || !policy || page.headers.has("set-cookie")) return false;
    if (isForSignedIn && !policy.isSharedWithSignedIn) return false;
    const seconds = policy.seconds;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const headers = [...page.headers].filter(([name]) => name !== pageCacheHeader);
    const body = page.nonce ? page.body.replaceAll(page.nonce, noncePlaceholder) : page.body;
    this.entries.set(key, { status: page.status, headers, body, expiresAt: Date.now() + seconds * 1000 });
    return true;
  }

  clear() {
    this.entries.clear();
  }
}
