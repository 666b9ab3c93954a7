import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path.ts";

describe("canonicalPath", () => {
  const id = "0b8e8d36-1c2f-4f7a-9a44-6b1f6f1f2a10";

  it.each([
    [`/recipe/${id}`, `/recipe/${id}`],
    [`/RECIPE/${id}`, `/recipe/${id}`],
    [`/recipe/${id.toUpperCase()}`, `/recipe/${id}`],
    [`/%72ecipe/${id}`, `/recipe/${id}`],
    [`/recipe/./${id}`, `/recipe/${id}`],
    [`/recipe//${id}/`, `/recipe/${id}`],
    [`/u/rosa/../rosa`, "/u/rosa"],
    ["/", "/"],
    ["/../..", "/"],
  ])("%s → %s", (raw, canonical) => {
    expect(canonicalPath(raw)).toBe(canonical);
  });

  it("keeps escapes of reserved characters, with upper-case hex", () => {
    expect(canonicalPath("/search/a%2fb")).toBe("/search/a%2Fb");
    expect(canonicalPath("/p/caf%C3%A9")).toBe("/p/caf%C3%A9");
  });
});
