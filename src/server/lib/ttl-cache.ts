/**
 * A small in-process cache for data every visitor sees alike (the home page's trending recipes
 * and featured creators). Each process keeps its own copy for `ttlMs`; concurrent callers during a
 * refresh share one pending load, so a burst of visitors costs one query.
 */
export function cacheFor<TKey extends object, TValue>(ttlMs: number, load: (key: TKey) => Promise<TValue>) {
  const entries = new WeakMap<TKey, { value: Promise<TValue>; expiresAt: number }>();
  return (key: TKey): Promise<TValue> => {
    const now = Date.now();
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    const value = load(key);
    entries.set(key, { value, expiresAt: now + ttlMs });
    // A failed load is not kept: the next caller tries again.
    value.catch(() => entries.delete(key));
    return value;
  };
}
