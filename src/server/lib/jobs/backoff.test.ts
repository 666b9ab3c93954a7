import { describe, expect, it } from "vitest";
import { computeRetryDelayMs } from "./backoff.ts";

const backoff = { baseMs: 1000, maxMs: 60_000 };

describe("computeRetryDelayMs", () => {
  it("doubles the ceiling with each failure, jittered between half and all of it", () => {
    expect([1, 2, 3, 4].map((n) => computeRetryDelayMs(n, backoff, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect([1, 2, 3, 4].map((n) => computeRetryDelayMs(n, backoff, () => 0))).toEqual([500, 1000, 2000, 4000]);
  });

  it("never waits less after a later failure, whatever the jitter, until the maximum", () => {
    // 1 s · 2^5 = 32 s is the last ceiling under the 60 s maximum.
    for (let n = 1; n <= 5; n++) {
      expect(computeRetryDelayMs(n + 1, backoff, () => 0)).toBeGreaterThanOrEqual(
        computeRetryDelayMs(n, backoff, () => 1),
      );
    }
  });

  it("stops growing at the maximum", () => {
    expect(computeRetryDelayMs(40, backoff, () => 1)).toBe(60_000);
    expect(computeRetryDelayMs(40, backoff, () => 0)).toBe(30_000);
  });

  it("spreads retries of jobs that failed together", () => {
    const delays = new Set(Array.from({ length: 50 }, () => computeRetryDelayMs(3, backoff)));
    expect(delays.size).toBeGreaterThan(10);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(2000);
  });
});
