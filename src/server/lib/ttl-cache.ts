/**
 * A small in-process cache for data every visitor sees alike (the home page's trending recipes
 * and featured creators). Each process keeps its own copy for `ttlMs`; concurrent callers during a
 * refresh share one pending load, so a burst of visitors costs one query.
 */
export function cacheFor<TKey extends object, TValue>(
  ttlMs: number,
  load: (key: TKey) => Promise<TValue>,
): ((key: TKey) => Promise<TValue>) & { forget(key: TKey): void } {
  const entries = new WeakMap<TKey, { value: Promise<TValue>; expiresAt: number }>();
  const get = (key: TKey): Promise<TValue> => {
    const now = Date.now();
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    const value = load(key);
    entries.set(key, { value, expiresAt: now + ttlMs });
    // A failed load is not kept: the next caller tries again.
    value.catch(() => entries.delete(key));
    return value;
  };
  return Object.assign(get, { forget: (key: TKey) => void entries.delete(key) });
}

export interface TKeyedCache<TValue> {
  /** The cached value for `key` in `scope` (a database, so tests with their own stay apart). */
  get(scope: object, key: string, load: () => Promise<TValue>): Promise<TValue>;
  /** Drops `key` now (this process; the change bus tells the others). */
  forget(scope: object, key: string): void;
  /** Drops every key of `scope`. */
  clear(scope: object): void;
}

/**
 * Process-wide state shared by every copy of a module. The server build of the pages carries its
 * own copy of the server modules the loaders import, beside the copy the API runs; a cache kept
 * in module scope would be two caches, and a write through the API would not clear the pages'.
 */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for("ladle.process-wide");
  const holder = globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>;
  const registry = holder[key] ?? new Map<string, unknown>();
  holder[key] = registry;
  if (!registry.has(name)) registry.set(name, create());
  return registry.get(name) as T;
}

/**
 * Like `cacheFor`, per key: at most `maxEntries` keys per scope, the oldest dropped first.
 * For data that is the same for every visitor of one page (a recipe as a visitor sees it).
 * `name` makes it one cache per process however many copies of the calling module are loaded.
 */
export function keyedCacheFor<TValue>(name: string, ttlMs: number, maxEntries = 1000): TKeyedCache<TValue> {
  return processWide(`keyed-cache:${name}`, () => createKeyedCache<TValue>(ttlMs, maxEntries));
}

function createKeyedCache<TValue>(ttlMs: number, maxEntries: number): TKeyedCache<TValue> {
  const scopes = new WeakMap<object, Map<string, { value: Promise<TValue>; expiresAt: number }>>();
  return {
    get(scope, key, load) {
      let entries = scopes.get(scope);
      if (!entries) {
        entries = new Map();
        scopes.set(scope, entries);
      }
      const now = Date.now();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now) return entry.value;
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const value = load();
      const stored = { value, expiresAt: now + ttlMs };
      entries.set(key, stored);
      value.catch(() => {
        if (entries.get(key) === stored) entries.delete(key);
      });
      return value;
    },
    forget(scope, key) {
      scopes.get(scope)?.delete(key);
    },
    clear(scope) {
      scopes.get(scope)?.clear();
    },
  };
}
