import { describe, expect, it } from "vitest";
import { slugifyCategory, ZBlogSetup, ZShortlink } from "./blog.schema.ts";

describe("shortlinks", () => {
  it("are stored lowercased and trimmed", () => {
    expect(ZShortlink.parse("  Sunday-Suppers ")).toBe("sunday-suppers");
  });

  it("refuse spaces, symbols, edge hyphens, too short and the reserved word", () => {
    for (const bad of ["no spaces", "café", "-edge", "edge-", "ab", "x".repeat(41), "mine"]) {
      expect(ZShortlink.safeParse(bad).success, bad).toBe(false);
    }
  });

  it("name the field in a blog's setup", () => {
    const result = ZBlogSetup.safeParse({ title: "", shortlink: "ok-link" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(["title"]);
  });
});

describe("category slugs", () => {
  it("are lowercase words joined by hyphens, accents dropped", () => {
    expect(slugifyCategory("Soups & Stews")).toBe("soups-stews");
    expect(slugifyCategory("Crème Brûlée Corner")).toBe("creme-brulee-corner");
  });

  it("are never empty", () => {
    expect(slugifyCategory("!!!")).toBe("category");
  });
});
