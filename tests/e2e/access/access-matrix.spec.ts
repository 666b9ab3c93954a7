/**
 * The whole access matrix (docs/product-rules.md): every route of the product, for an anonymous visitor, a
 * signed-in user who has not registered, and each role. The server's first answer is checked for
 * every cell (a redirect to /auth?redirectTo=…, to /auth/registration?redirectTo=…, to the role's
 * landing route, or no redirect); a real browser visit checks a sample in each role, hydration and
 * the client guard included.
 */
import type { APIRequestContext, Browser, BrowserContext } from "@playwright/test";
import {
  specAuthorizedUserRoutes,
  specBlogCreatorExtras,
  specPaywalledBlogCreatorExtras,
  specPrivateRoutes,
  specPublicOnlyRoutes,
  specPublicOrHybridRoutes,
} from "../../helpers/spec-routes.ts";
import { demo, expect, test, uniqueEmail } from "../fixtures.ts";

type TViewer = "anonymous" | "unregistered" | "AUTHORIZED_USER" | "BLOG_CREATOR" | "PAYWALLED_BLOG_CREATOR";
type TGroup = "public-only" | "hybrid" | "private" | "authorized-user" | "blog-creator" | "paywalled-creator";
type TOutcome = "stays" | "sign-in" | "registration" | "landing";

/** Each role's access, written out from the roles table and the guard's rules. */
const outcomes: Record<TGroup, Record<TViewer, TOutcome>> = {
  hybrid: {
    anonymous: "stays",
    unregistered: "stays",
    AUTHORIZED_USER: "stays",
    BLOG_CREATOR: "stays",
    PAYWALLED_BLOG_CREATOR: "stays",
  },
  "public-only": {
    anonymous: "stays",
    unregistered: "stays",
    AUTHORIZED_USER: "landing",
    BLOG_CREATOR: "landing",
    PAYWALLED_BLOG_CREATOR: "landing",
  },
  private: {
    anonymous: "sign-in",
    unregistered: "stays",
    AUTHORIZED_USER: "stays",
    BLOG_CREATOR: "stays",
    PAYWALLED_BLOG_CREATOR: "stays",
  },
  "authorized-user": {
    anonymous: "sign-in",
    unregistered: "registration",
    AUTHORIZED_USER: "stays",
    BLOG_CREATOR: "stays",
    PAYWALLED_BLOG_CREATOR: "stays",
  },
  "blog-creator": {
    anonymous: "sign-in",
    unregistered: "registration",
    AUTHORIZED_USER: "landing",
    BLOG_CREATOR: "stays",
    PAYWALLED_BLOG_CREATOR: "stays",
  },
  "paywalled-creator": {
    anonymous: "sign-in",
    unregistered: "registration",
    AUTHORIZED_USER: "landing",
    BLOG_CREATOR: "landing",
    PAYWALLED_BLOG_CREATOR: "stays",
  },
};

/**
 * Hybrid pages that send some visitors elsewhere themselves, after the guard let them in. The guard
 * says hybrid routes are open to all, so each entry here is a product decision to keep in view:
 * /save_to_ladle (routes/save-to-ladle.tsx) imports a recipe into the visitor's account, so it asks
 * a visitor to sign in and register first, and comes back afterwards. Either answer passes here.
 */
const pageOwnOutcomes: Record<string, Partial<Record<TViewer, TOutcome>>> = {
  "/save_to_ladle": { anonymous: "sign-in", unregistered: "registration" },
};

const landing: Record<TViewer, string | null> = {
  anonymous: null,
  unregistered: null,
  AUTHORIZED_USER: "/me",
  BLOG_CREATOR: "/me",
  PAYWALLED_BLOG_CREATOR: "/me/blog",
};

const accounts: Record<TViewer, string | null> = {
  anonymous: null,
  unregistered: null,
  AUTHORIZED_USER: demo.cook,
  BLOG_CREATOR: demo.creator,
  PAYWALLED_BLOG_CREATOR: demo.pro,
};

const groups: [TGroup, readonly string[]][] = [
  ["private", specPrivateRoutes],
  ["authorized-user", specAuthorizedUserRoutes],
  ["blog-creator", specBlogCreatorExtras],
  ["paywalled-creator", specPaywalledBlogCreatorExtras],
  ["public-only", specPublicOnlyRoutes],
  ["hybrid", specPublicOrHybridRoutes.filter((route) => !(specPublicOnlyRoutes as readonly string[]).includes(route))],
];

/** Real ids where the seed has them, so pages render as they would for people. */
interface TParams {
  recipeId: string;
  collectionId: string;
}

function concretePath(pattern: string, params: TParams): string {
  const values: Record<string, string> = {
    username: "samcooks",
    shortlink: "pro",
    recipe_id: params.recipeId,
    collection_id: params.collectionId,
    id: "pro",
    category_id: "mains",
    meal_plan_id: "00000000-0000-4000-8000-000000000001",
    subscription_id: "00000000-0000-4000-8000-000000000002",
    month: "2025-01",
    publication_id: "00000000-0000-4000-8000-000000000003",
    recipe_title: "weeknight-soup",
    url_slug: "weeknight-dinners",
  };
  return pattern.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = values[name];
    if (!value) throw new Error(`No value for {${name}} in ${pattern}`);
    return value;
  });
}

function expectedLocation(outcome: TOutcome, viewer: TViewer, path: string): string | null {
  switch (outcome) {
    case "stays":
      return null;
    case "sign-in":
      return `/auth?redirectTo=${encodeURIComponent(path)}`;
    case "registration":
      return `/auth/registration?redirectTo=${encodeURIComponent(path)}`;
    case "landing":
      return landing[viewer];
  }
}

async function contextFor(browser: Browser, viewer: TViewer): Promise<BrowserContext> {
  const context = await browser.newContext();
  const email = viewer === "unregistered" ? uniqueEmail("matrix") : accounts[viewer];
  if (email) {
    const response = await context.request.post("/api/dev/sign-in", { data: { email } });
    expect(response.ok(), await response.text()).toBeTruthy();
  }
  return context;
}

async function findParams(request: APIRequestContext): Promise<TParams> {
  const profile = await (await request.get("/u/samcooks")).text();
  const recipeId = profile.match(/\/recipe\/([0-9a-f-]{36})/)?.[1];
  const signIn = await request.post("/api/dev/sign-in", { data: { email: demo.cook } });
  expect(signIn.ok()).toBeTruthy();
  const me = await (await request.get("/me")).text();
  const collectionId = me.match(/\/collection\/([0-9a-f-]{36})/)?.[1];
  expect(recipeId, "a recipe on /u/samcooks").toBeTruthy();
  expect(collectionId, "a collection on /me").toBeTruthy();
  return { recipeId: recipeId!, collectionId: collectionId! };
}

const viewers: TViewer[] = ["anonymous", "unregistered", "AUTHORIZED_USER", "BLOG_CREATOR", "PAYWALLED_BLOG_CREATOR"];

let params: TParams;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  params = await findParams(request);
  await request.dispose();
});

test.describe("the server's answer for every spec route", () => {
  for (const viewer of viewers) {
    test(`as ${viewer}`, async ({ browser }) => {
      const context = await contextFor(browser, viewer);
      const failures: string[] = [];
      let checked = 0;
      for (const [group, patterns] of groups) {
        for (const pattern of patterns) {
          const path = concretePath(pattern, params);
          const response = await context.request.get(path, { maxRedirects: 0 });
          const location = response.headers().location ?? null;
          const expected = expectedLocation(outcomes[group][viewer], viewer, path);
          const pageOwn = pageOwnOutcomes[pattern]?.[viewer];
          const alsoAccepted = pageOwn ? expectedLocation(pageOwn, viewer, path) : expected;
          const isRedirect = response.status() >= 300 && response.status() < 400;
          const actual = isRedirect ? location : null;
          if (actual !== expected && actual !== alsoAccepted) {
            failures.push(
              `${pattern} (${group}): expected ${expected ?? "no redirect"}, got ${response.status()} ${actual ?? ""}`,
            );
          }
          if (!isRedirect && response.status() >= 500) failures.push(`${pattern}: ${response.status()}`);
          checked++;
        }
      }
      expect(failures, `${viewer}: routes that answered differently from the product's access rules`).toEqual([]);
      expect(checked).toBeGreaterThanOrEqual(60);
      await context.close();
    });
  }
});

/** A few routes per viewer opened in a real browser: the final address once the page has settled. */
const browserSamples: Record<TViewer, { path: string; finalUrl: string }[]> = {
  anonymous: [
    { path: "/me/edit", finalUrl: "/auth?redirectTo=%2Fme%2Fedit" },
    { path: "/auth/welcome", finalUrl: "/auth?redirectTo=%2Fauth%2Fwelcome" },
    { path: "/me/blog/dashboard", finalUrl: "/auth?redirectTo=%2Fme%2Fblog%2Fdashboard" },
    { path: "/u/samcooks", finalUrl: "/u/samcooks" },
    { path: "/auth", finalUrl: "/auth" },
  ],
  unregistered: [
    { path: "/me", finalUrl: "/auth/registration?redirectTo=%2Fme" },
    { path: "/me/blog", finalUrl: "/auth/registration?redirectTo=%2Fme%2Fblog" },
    { path: "/auth/welcome", finalUrl: "/auth/welcome" },
    { path: "/auth", finalUrl: "/auth" },
    { path: "/about-us", finalUrl: "/about-us" },
  ],
  AUTHORIZED_USER: [
    { path: "/auth", finalUrl: "/me" },
    { path: "/me/blog", finalUrl: "/me" },
    { path: "/p/blogs/pro/settings/collections", finalUrl: "/me" },
    { path: "/me/edit", finalUrl: "/me/edit" },
    { path: "/auth/terms_conditions", finalUrl: "/auth/terms_conditions" },
  ],
  BLOG_CREATOR: [
    { path: "/auth", finalUrl: "/me" },
    { path: "/me/blog/dashboard", finalUrl: "/me" },
    { path: "/me/blog", finalUrl: "/me/blog" },
    { path: "/auth/connect", finalUrl: "/auth/connect" },
  ],
  PAYWALLED_BLOG_CREATOR: [
    { path: "/auth", finalUrl: "/me/blog" },
    { path: "/me/blog/dashboard/history", finalUrl: "/me/blog/dashboard/history" },
    { path: "/p/blogs/pro/settings/collections", finalUrl: "/p/blogs/pro/settings/collections" },
    { path: "/me", finalUrl: "/me" },
  ],
};

test.describe("a browser visit to a sample of routes", () => {
  for (const viewer of viewers) {
    test(`as ${viewer}`, async ({ browser }) => {
      const context = await contextFor(browser, viewer);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      for (const sample of browserSamples[viewer]) {
        await page.goto(sample.path);
        await page.waitForLoadState("networkidle");
        await expect(page, `${viewer} opening ${sample.path}`).toHaveURL(sample.finalUrl);
      }
      expect(errors, "browser console errors").toEqual([]);
      await context.close();
    });
  }
});
