import { describe, expect, it } from "vitest";
import { deriveRole, landingRouteFor, roles, type TRoleSource } from "./roles.ts";

describe("deriveRole", () => {
  it.each<[string, TRoleSource, ReturnType<typeof deriveRole>]>([
    ["not logged in", { isLoggedIn: false }, null],
    ["not logged in, even with a paywalled blog", { isLoggedIn: false, blog: { has_paywalled_content: true } }, null],
    ["paywalled content true", { isLoggedIn: true, blog: { has_paywalled_content: true } }, "PAYWALLED_BLOG_CREATOR"],
    [
      "paywalled content explicitly false",
      { isLoggedIn: true, blog: { has_paywalled_content: false } },
      "BLOG_CREATOR",
    ],
    ["paywalled content null", { isLoggedIn: true, blog: { has_paywalled_content: null } }, "AUTHORIZED_USER"],
    [
      "paywalled content undefined",
      { isLoggedIn: true, blog: { has_paywalled_content: undefined } },
      "AUTHORIZED_USER",
    ],
    ["a blog without the field", { isLoggedIn: true, blog: {} }, "AUTHORIZED_USER"],
    ["blog null", { isLoggedIn: true, blog: null }, "AUTHORIZED_USER"],
    ["no blog", { isLoggedIn: true }, "AUTHORIZED_USER"],
  ])("%s", (_case, source, role) => {
    expect(deriveRole(source)).toBe(role);
  });
});

describe("landingRouteFor", () => {
  it.each([
    ["AUTHORIZED_USER", "/me"],
    ["BLOG_CREATOR", "/me"],
    ["PAYWALLED_BLOG_CREATOR", "/me/blog"],
  ] as const)("sends %s to %s", (role, landing) => {
    expect(landingRouteFor(role)).toBe(landing);
  });

  it("knows exactly the three roles", () => {
    expect([...roles].sort()).toEqual(["AUTHORIZED_USER", "BLOG_CREATOR", "PAYWALLED_BLOG_CREATOR"]);
  });
});
