import { afterEach, describe, expect, it, vi } from "vitest";

/** Resolves after the next macrotask, when one queued part has had its turn. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The queue keeps the first page's state: each test loads it afresh, in a stand-in document. */
async function loadQueue() {
  vi.resetModules();
  const listeners = new Map<string, (event: Event) => void>();
  vi.stubGlobal("document", {
    addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  });
  return { queue: await import("./hydration-queue.ts"), listeners };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the hydration queue", () => {
  it("brings parts to life one per task, in order, and forgets those taken back", async () => {
    const { queue } = await loadQueue();
    const ran: string[] = [];
    queue.queueAfterHydration(() => ran.push("first"));
    const takeBack = queue.queueAfterHydration(() => ran.push("taken back"));
    queue.queueAfterHydration(() => ran.push("second"));
    takeBack();
    expect(ran).toEqual([]);
    await nextTask();
    expect(ran).toEqual(["first"]);
    await nextTask();
    expect(ran).toEqual(["first", "second"]);
    await nextTask();
    expect(ran).toEqual(["first", "second"]);
  });

  it("gives each waiting part its turn, and settles once the page has hydrated and none is left", async () => {
    const { queue, listeners } = await loadQueue();
    const settled = vi.fn();
    queue.whenPageSettled(settled);
    const first = queue.waitForTurn();
    const second = queue.waitForTurn();
    expect(queue.canPartsWait()).toBe(true);
    expect(listeners.has("click") && listeners.has("focusin")).toBe(true);

    await nextTask();
    expect([first.isLive, second.isLive]).toEqual([true, false]);
    await first.promise;
    await nextTask();
    expect(second.isLive).toBe(true);
    await nextTask();
    // Every part has had its turn, but the page around them has not said it hydrated.
    expect(settled).not.toHaveBeenCalled();

    queue.markPageHydrated();
    await nextTask();
    expect(settled).toHaveBeenCalledOnce();
    expect(queue.canPartsWait()).toBe(false);
    expect(listeners.size).toBe(0);
    const late = vi.fn();
    queue.whenPageSettled(late);
    expect(late).toHaveBeenCalledOnce();
  });
});
