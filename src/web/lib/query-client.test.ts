import { dehydrate } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient, createQueryPersister, queryCacheKey } from "./query-client.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("createQueryPersister", () => {
  it("saves the cache to localStorage without the queries marked as not persisted", async () => {
    vi.useFakeTimers();
    const saved = new Map<string, string>();
    vi.stubGlobal("window", {
      localStorage: {
        length: 0,
        key: () => null,
        getItem: (key: string) => saved.get(key) ?? null,
        setItem: (key: string, value: string) => saved.set(key, value),
        removeItem: (key: string) => saved.delete(key),
        clear: () => saved.clear(),
      },
    });
    const client = createQueryClient();
    client.setQueryData(["kept"], 1);
    client.setQueryDefaults(["page-lived"], { meta: { isPersisted: false } });
    client.setQueryData(["page-lived", "someone"], 2);

    await createQueryPersister().persistClient({ timestamp: 0, buster: "", clientState: dehydrate(client) });
    await vi.advanceTimersByTimeAsync(2000);

    const stored = JSON.parse(saved.get(queryCacheKey) ?? "null") as {
      clientState: { queries: { queryKey: unknown[] }[] };
    };
    expect(stored.clientState.queries.map((query) => query.queryKey)).toEqual([["kept"]]);
  });

  it("touches no storage until it reads or writes, and takes blocked storage as empty", async () => {
    vi.useFakeTimers();
    let touches = 0;
    vi.stubGlobal("window", {
      get localStorage(): Storage {
        touches++;
        throw new DOMException("Access is denied", "SecurityError");
      },
    });
    const persister = createQueryPersister();
    expect(touches).toBe(0);
    expect(await persister.restoreClient()).toBeUndefined();
    expect(touches).toBeGreaterThan(0);
    const writesBefore = touches;
    await persister.persistClient({ timestamp: 0, buster: "", clientState: dehydrate(createQueryClient()) });
    await vi.advanceTimersByTimeAsync(2000);
    expect(touches).toBeGreaterThan(writesBefore);
  });
});

describe("createQueryClient", () => {
  const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === "Timeout").length;

  it("on the server, starts no cache timer that would keep a render alive after it is sent", async () => {
    const before = timers();
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ["recipe", "r1"], queryFn: async () => ({ title: "Soup" }) });
    client.setQueryData(["me", "state"], { saved: [] });
    expect(timers()).toBe(before);
  });

  it("in the browser, lets unused queries go after ten minutes", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("window", {});
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ["recipe", "r1"], queryFn: async () => ({ title: "Soup" }) });
    await vi.advanceTimersByTimeAsync(9 * 60 * 1000);
    expect(client.getQueryData(["recipe", "r1"])).toEqual({ title: "Soup" });
    await vi.advanceTimersByTimeAsync(2 * 60 * 1000);
    expect(client.getQueryData(["recipe", "r1"])).toBeUndefined();
  });
});
