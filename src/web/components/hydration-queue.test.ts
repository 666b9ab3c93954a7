import { describe, expect, it } from "vitest";
import { isPageHydrated, markPageHydrated, queueAfterHydration } from "./hydration-queue.ts";

/** Resolves after the next macrotask, when one queued part has had its turn. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the hydration queue", () => {
  it("brings parts to life one per task, in order, and forgets those taken back", async () => {
    const ran: string[] = [];
    queueAfterHydration(() => ran.push("first"));
    const takeBack = queueAfterHydration(() => ran.push("taken back"));
    queueAfterHydration(() => ran.push("second"));
    takeBack();
    expect(ran).toEqual([]);
    await nextTask();
    expect(ran).toEqual(["first"]);
    await nextTask();
    expect(ran).toEqual(["first", "second"]);
    await nextTask();
    expect(ran).toEqual(["first", "second"]);
  });

  it("tells when the first page has hydrated", () => {
    expect(isPageHydrated()).toBe(false);
    markPageHydrated();
    expect(isPageHydrated()).toBe(true);
  });
});
