import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { paywallVariants, variantFor } from "./paywall-experiment.ts";

describe("the paywalled-blog experiment", () => {
  it("gives one visitor the same variant every time", () => {
    const id = randomUUID();
    expect(new Set(Array.from({ length: 20 }, () => variantFor(id))).size).toBe(1);
  });

  it("splits visitors about evenly over the variants", () => {
    const counts = new Map<string, number>();
    for (let index = 0; index < 9_000; index++) {
      const variant = variantFor(randomUUID());
      counts.set(variant, (counts.get(variant) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...paywallVariants].sort());
    for (const count of counts.values()) expect(Math.abs(count - 3_000)).toBeLessThan(300);
  });
});
