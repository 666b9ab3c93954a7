/**
 * Limits on analytics batches, counted in this process's memory rather than in PostgreSQL: a
 * batch is sent every few seconds by every open page, and a database round trip per batch for the
 * limit would cost more than storing it. With several processes a client gets the limit once per
 * process, which is still a bound on what it can write.
 */
export interface TWindowLimit {
  windowMs: number;
  max: number;
}

export const analyticsIngestLimits = {
  /** A page sends a batch every 5 s at most, plus one when it is hidden. */
  perVisitor: { windowMs: 60_000, max: 30 },
  /** Several browsers share an address behind a router or a school's proxy. */
  perIp: { windowMs: 60_000, max: 120 },
} satisfies Record<string, TWindowLimit>;

const maxKeys = 50_000;

export interface TWindowCounter {
  hit(key: string, now?: number): { isAllowed: boolean; retryAfterSeconds: number };
}

/** Fixed-window counters by key; `hit` counts one and says whether it was within the limit. */
export function createWindowCounter(limit: TWindowLimit): TWindowCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, now = Date.now()) {
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size >= maxKeys) dropExpired(windows, now);
        window = { count: 0, resetAt: now + limit.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      const isAllowed = window.count <= limit.max;
      return { isAllowed, retryAfterSeconds: isAllowed ? 0 : Math.ceil((window.resetAt - now) / 1000) };
    },
  };
}

function dropExpired(windows: Map<string, { resetAt: number }>, now: number) {
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  // Still full: a flood of new keys. Forget the oldest half rather than grow without bound.
  if (windows.size >= maxKeys) {
    let toDrop = Math.floor(windows.size / 2);
    for (const key of windows.keys()) {
      if (toDrop-- <= 0) break;
      windows.delete(key);
    }
  }
}
