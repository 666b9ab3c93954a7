import { describe, expect, it } from "vitest";
import { createWindowCounter } from "./ingest-limits.ts";

describe("analytics batch limits", () => {
  it("allows `max` hits a window per key, then says when the window ends", () => {
    const counter = createWindowCounter({ windowMs: 60_000, max: 3 });
    const start = 1_000_000;
    for (let i = 0; i < 3; i++) expect(counter.hit("a", start + i).isAllowed).toBe(true);
    expect(counter.hit("a", start + 10_000)).toEqual({ isAllowed: false, retryAfterSeconds: 50 });
    expect(counter.hit("b", start + 10_000).isAllowed).toBe(true);
    expect(counter.hit("a", start + 60_000).isAllowed).toBe(true);
  });
});
