import { afterEach, describe, expect, it, vi } from "vitest";
import { cacheFor, keyedCacheFor } from "./ttl-cache.ts";

afterEach(() => vi.useRealTimers());

describe("cacheFor", () => {
  it("loads once per key within the time to live, then again after it", async () => {
    vi.useFakeTimers();
    const load = vi.fn(async (key: { id: number }) => key.id * 2);
    const cached = cacheFor(1000, load);
    const key = { id: 21 };
    expect(await Promise.all([cached(key), cached(key)])).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    expect(await cached(key)).toBe(42);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cached({ id: 1 })).toBe(2);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("does not keep a failed load", async () => {
    let calls = 0;
    const cached = cacheFor(60_000, async () => {
      calls += 1;
      if (calls === 1) throw new Error("database restarting");
      return "ok";
    });
    const key = {};
    await expect(cached(key)).rejects.toThrow("database restarting");
    expect(await cached(key)).toBe("ok");
  });
});

describe("keyedCacheFor", () => {
  it("keeps each key for the time to live, per scope, and forgets on request", async () => {
    vi.useFakeTimers();
    const cache = keyedCacheFor<string>("test-ttl", 1000);
    const scope = {};
    const load = vi.fn(async () => "a");
    expect(await Promise.all([cache.get(scope, "k", load), cache.get(scope, "k", load)])).toEqual(["a", "a"]);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get({}, "k", load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.forget(scope, "k");
    await cache.get(scope, "k", load);
    expect(load).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(1001);
    await cache.get(scope, "k", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("holds at most maxEntries keys, dropping the oldest", async () => {
    const cache = keyedCacheFor<number>("test-max", 60_000, 2);
    const scope = {};
    const load = vi.fn(async () => 1);
    await cache.get(scope, "a", load);
    await cache.get(scope, "b", load);
    await cache.get(scope, "c", load);
    await cache.get(scope, "b", load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get(scope, "a", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("is one cache per name in the process, however many copies of the module ask for it", async () => {
    const first = keyedCacheFor<string>("test-shared", 60_000);
    const second = keyedCacheFor<string>("test-shared", 60_000);
    const scope = {};
    await first.get(scope, "k", async () => "from the first");
    expect(await second.get(scope, "k", async () => "from the second")).toBe("from the first");
    second.forget(scope, "k");
    expect(await first.get(scope, "k", async () => "fresh")).toBe("fresh");
  });
});
