import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetCachedPages, PageCache, pageCacheHeader } from "./page-cache.ts";

afterEach(() => vi.useRealTimers());

const page = (headers: Record<string, string>, body = '<script nonce="abc123">x</script>', status = 200) => ({
  status,
  headers: new Headers(headers),
  body,
  nonce: "abc123",
});

describe("PageCache", () => {
  it("keeps pages that opted in, gives each answer its own nonce, and forgets them after their time", () => {
    vi.useFakeTimers();
    const cache = new PageCache();
    cache.remember("/", page({ [pageCacheHeader]: "5", "content-type": "text/html" }));
    const hit = cache.get("/", "fresh999");
    expect(hit?.body).toBe('<script nonce="fresh999">x</script>');
    expect(hit?.headers).toEqual([["content-type", "text/html"]]);
    expect(cache.get("/", "other")?.body).toContain('nonce="other"');
    vi.advanceTimersByTime(5001);
    expect(cache.get("/", "late")).toBeNull();
  });

  it("never keeps pages that did not opt in, failed, or set a cookie", () => {
    const cache = new PageCache();
    cache.remember("/a", page({}));
    cache.remember("/b", page({ [pageCacheHeader]: "5" }, "x", 404));
    cache.remember("/c", page({ [pageCacheHeader]: "5", "set-cookie": "a=b" }));
    expect([cache.get("/a", "n"), cache.get("/b", "n"), cache.get("/c", "n")]).toEqual([null, null, null]);
  });

  it("drops the oldest page when full", () => {
    const cache = new PageCache(2);
    for (const key of ["/1", "/2", "/3"]) cache.remember(key, page({ [pageCacheHeader]: "60" }));
    expect(cache.get("/1", "n")).toBeNull();
    expect(cache.get("/3", "n")).not.toBeNull();
  });

  it("forgets a page and its variants at once, in every cache, and nothing that only shares a prefix", () => {
    const first = new PageCache();
    const second = new PageCache();
    const keys = ["/recipe/1", "/recipe/1?servings=8", "/recipe/1.data", "/recipe/12", "/recipe/2"];
    for (const key of keys) {
      first.remember(key, page({ [pageCacheHeader]: "60" }));
      second.remember(key, page({ [pageCacheHeader]: "60" }));
    }
    forgetCachedPages("/recipe/1");
    for (const cache of [first, second]) {
      expect(keys.map((key) => cache.get(key, "n") !== null)).toEqual([false, false, false, true, true]);
    }
  });
});
