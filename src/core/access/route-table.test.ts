import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  normalizePattern,
  specAuthorizedUserRoutes,
  specBlogCreatorExtras,
  specPaywalledBlogCreatorExtras,
  specPrivateRoutes,
  specPublicOnlyRoutes,
  specPublicOrHybridRoutes,
} from "../../../tests/helpers/spec-routes.ts";
import { matchRoute, routeTable, type TAccessClass } from "./route-table.ts";

function tablePatterns(access: TAccessClass): string[] {
  return routeTable
    .filter((entry) => entry.access === access && !entry.isExtra)
    .map((entry) => normalizePattern(entry.path))
    .sort();
}

const normalized = (patterns: readonly string[]) => patterns.map(normalizePattern).sort();

describe("route table", () => {
  it("lists the spec's private routes as private", () => {
    expect(tablePatterns("private")).toEqual(normalized(specPrivateRoutes));
  });

  it("lists the spec's authorized-user routes as authorized", () => {
    expect(tablePatterns("authorized")).toEqual(normalized(specAuthorizedUserRoutes));
  });

  it("lists the blog-creator extras as blog-creator routes", () => {
    expect(tablePatterns("blog-creator")).toEqual(normalized(specBlogCreatorExtras));
  });

  it("lists the paywalled-blog-creator extras as paywalled-creator routes", () => {
    expect(tablePatterns("paywalled-creator")).toEqual(normalized(specPaywalledBlogCreatorExtras));
  });

  it("makes /auth public-only and every other public route hybrid", () => {
    expect(tablePatterns("public-only")).toEqual(normalized(specPublicOnlyRoutes));
    const hybrid = specPublicOrHybridRoutes.filter((p) => !(specPublicOnlyRoutes as readonly string[]).includes(p));
    expect(tablePatterns("hybrid")).toEqual(normalized(hybrid));
  });

  it("has each path once, with a page name and a title", () => {
    const paths = routeTable.map((entry) => normalizePattern(entry.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const entry of routeTable) {
      expect(entry.pageName, entry.path).not.toBe("");
      expect(entry.title, entry.path).not.toBe("");
    }
  });
});

describe("routes beyond the spec's lists", () => {
  it("are marked, and never shadow a spec route", () => {
    const extras = routeTable.filter((entry) => entry.isExtra).map((entry) => entry.path);
    expect(extras).toEqual([
      "/recipe/new",
      "/recipe/:recipeId/edit",
      "/recipes/recent",
      "/shopping-list",
      "/grocery-list",
      "/recipe/:recipeId/meal-plan",
      "/admin/analytics",
      "/starting",
      "/u/:username/followers",
      "/u/:username/following",
      "/meal_plan/:mealPlanId/suggested",
      "/recipes/trending",
    ]);
    const spec = new Set(routeTable.filter((entry) => !entry.isExtra).map((entry) => normalizePattern(entry.path)));
    for (const path of extras) expect(spec.has(normalizePattern(path)), path).toBe(false);
  });
});

describe("matchRoute", () => {
  it.each([
    ["/recipe/new", "/recipe/new"],
    ["/recipe/abc/edit", "/recipe/:recipeId/edit"],
    ["/recipe/import", "/recipe/import"],
    ["/recipe/abc", "/recipe/:recipeId"],
    ["/recipe/abc/draft", "/recipe/:recipeId/draft"],
    ["/meal_plan/create", "/meal_plan/create"],
    ["/meal_plan/42", "/meal_plan/:mealPlanId"],
    ["/collection/create", "/collection/create"],
    ["/collection/9", "/collection/:collectionId"],
    ["/me/blog", "/me/blog"],
    ["/me/blog/dashboard", "/me/blog/dashboard"],
    ["/me/blog/dashboard/history", "/me/blog/dashboard/history"],
    ["/me/blog/dashboard/history/2026-01", "/me/blog/dashboard/history/:month"],
    ["/me/subscriptions/sub_1", "/me/subscriptions/:subscriptionId"],
    ["/me/subscriptions/sub_1/cancel", "/me/subscriptions/:subscriptionId/cancel"],
    ["/p/blogs/pro", "/p/blogs/:shortlink"],
    ["/p/blogs/pro/meal-plans", "/p/blogs/:shortlink/meal-plans"],
    ["/p/blogs/pro/settings/collections", "/p/blogs/:shortlink/settings/collections"],
    ["/u/ada/blog", "/u/:username/blog"],
    ["/auth", "/auth"],
    ["/auth/registration", "/auth/registration"],
    ["/", "/"],
  ])("matches %s to %s, preferring static segments", (pathname, pattern) => {
    expect(matchRoute(pathname)?.entry.path).toBe(pattern);
  });

  it("ignores a trailing slash", () => {
    expect(matchRoute("/me/edit/")?.entry.path).toBe("/me/edit");
  });

  it("decodes parameters", () => {
    expect(matchRoute("/u/J%C3%BCrgen%20K")?.params).toEqual({ username: "Jürgen K" });
    expect(matchRoute("/publication/p%2F1/Soup%20%26%20bread")?.params).toEqual({
      publicationId: "p/1",
      recipeTitle: "Soup & bread",
    });
  });

  it("keeps a parameter that is not valid percent-encoding as it is", () => {
    expect(matchRoute("/recipe/%E0%A4%A")?.params).toEqual({ recipeId: "%E0%A4%A" });
  });

  it.each(["/nope", "/me/nope", "/recipe", "/recipe/1/save/extra", "/u", "/api/health", "/p/blogs/pro/settings"])(
    "returns null for the unknown path %s",
    (pathname) => {
      expect(matchRoute(pathname)).toBeNull();
    },
  );

  it("finds every table entry from a concrete path, with its parameters decoded", () => {
    // "x-" keeps a value from ever equalling a static segment such as "import" or "create".
    const value = fc.string({ minLength: 0, maxLength: 12 }).map((s) => `x-${s}`);
    const entry = fc.constantFrom(...routeTable);
    fc.assert(
      fc.property(entry, fc.array(value, { minLength: 4, maxLength: 4 }), (route, values) => {
        const names: string[] = [];
        let i = 0;
        const pathname = route.path.replace(/:(\w+)/g, (_m, name: string) => {
          names.push(name);
          return encodeURIComponent(values[i++]);
        });
        const match = matchRoute(pathname);
        expect(match?.entry).toBe(route);
        expect(match?.params).toEqual(Object.fromEntries(names.map((name, n) => [name, values[n]])));
      }),
    );
  });
});
