import { describe, expect, it } from "vitest";
import { toSlug } from "./slug.ts";

describe("toSlug", () => {
  it("keeps the words of a title, lowercased, joined by hyphens", () => {
    expect(toSlug("Easy Vegan Week!")).toBe("easy-vegan-week");
    expect(toSlug("  Crème brûlée & friends  ")).toBe("creme-brulee-and-friends");
  });

  it("cuts long titles without leaving a hyphen at the end", () => {
    expect(toSlug(`${"a".repeat(10)} ${"b".repeat(10)}`, 11)).toBe("aaaaaaaaaa");
  });

  it("answers an empty string for a title without letters or digits", () => {
    expect(toSlug("!!!")).toBe("");
  });
});
