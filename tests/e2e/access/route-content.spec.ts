/**
 * What each route of the route table shows, not only where it sends people: this spec opens every
 * route as someone allowed to see it, answers 200 without a redirect, and checks the page's own
 * heading. A route the table lists without a page fails the build (src/web/routes.ts).
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { routeTable } from "../../../src/core/access/route-table.ts";
import {
  concretePath,
  inParts,
  loadDemoData,
  seededCollection,
  seededRecipes,
  type TStorageState,
  type TViewer,
  viewerOf,
  viewers,
} from "../demo-pages.ts";
import { expect, test } from "../fixtures.ts";

interface TOwnPage {
  /** The page's h1, as that viewer sees it with the demo data (demo-pages.ts says who and with what). */
  heading: string | RegExp;
}

/** Every route with its own page module, and the heading that page shows. */
const ownPages: Record<string, TOwnPage> = {
  "/": { heading: "What can I cook tonight?" },
  "/auth": { heading: "Sign in to Ladle" },
  // Private pages, opened by a cook who finished signing up long ago.
  "/auth/verify": { heading: "Add a phone number" },
  "/auth/welcome": { heading: "Welcome to Ladle, Sam!" },
  "/auth/registration": { heading: "Your profile is ready" },
  "/auth/terms_conditions": { heading: "Before you start" },
  "/auth/connect": { heading: "Linked sign-in methods" },
  "/recipe/import": { heading: "Import a recipe" },
  "/recipe/:recipeId/save": { heading: "Save recipe" },
  "/recipe/:recipeId/review/create": { heading: "Edit your review" },
  "/me": { heading: "Sam Carter" },
  "/me/edit": { heading: "Edit profile" },
  "/me/delete": { heading: "Delete your account" },
  // Opening it only asks; nothing signs out until the button is pressed.
  "/me/logout": { heading: "Sign out" },
  "/recipe/new": { heading: "Add a recipe" },
  "/recipe/:recipeId/edit": { heading: "Edit recipe" },
  "/recipes/recent": { heading: "Recently viewed" },
  "/shopping-list": { heading: "Shopping list" },
  "/grocery-list": { heading: "Grocery list" },
  "/recipe/:recipeId/draft": { heading: "Edit draft" },
  "/bloggers": { heading: "Discover creators" },
  "/search": { heading: "Find a recipe" },
  "/error": { heading: "Something went wrong" },
  "/why-ladle": { heading: "Less juggling, more cooking" },
  "/get-started-wordpress": { heading: "Add a “Save to Ladle” button to WordPress" },
  "/app-terms-and-conditions-of-use": { heading: "App terms and conditions of use" },
  "/app-privacy-policy": { heading: "App privacy policy" },
  "/terms": { heading: "Terms of service" },
  "/privacy-policy": { heading: "Privacy policy" },
  "/privacy": { heading: "Privacy policy" },
  "/faqs": { heading: "Frequently asked questions" },
  "/data-deletion-requests": { heading: "Deleting your data" },
  "/about-us": { heading: "About Ladle" },
  "/for-bloggers/about": { heading: "Your recipes deserve a kitchen, not a sidebar" },
  "/for-bloggers/subscriptions": { heading: "Get paid for your best recipes" },
  "/download": { heading: "Get the Ladle app" },
  "/referral": { heading: "Cook with your friends" },
  // Subscriptions: the demo fan's, to Luca's blog.
  "/me/subscriptions": { heading: "Your subscriptions" },
  "/me/subscriptions/:subscriptionId": { heading: "Luca Moretti's Kitchen" },
  "/me/subscriptions/:subscriptionId/cancel": {
    heading: "Cancel your subscription to Luca Moretti's Kitchen?",
  },
  "/me/subscriptions/:subscriptionId/reactivate": { heading: "Keep subscribing to Luca Moretti's Kitchen?" },
  "/me/subscriptions/:subscriptionId/payments": { heading: "Payments to Luca Moretti's Kitchen" },
  "/get_app": { heading: "Get the Ladle app" },
  "/starting": { heading: "Welcome to Ladle" },
  // Ladle's administrators only (a 404 for every other cook).
  "/admin/analytics": { heading: "Analytics" },
  "/discover": { heading: "Discover creators" },
  "/u/:username": { heading: "Sam Carter" },
  "/recipe/:recipeId": { heading: seededRecipes.pancakes.title },
  // Open to all, but the page itself sends a visitor to sign in first: a cook sees what it is for.
  "/save_to_ladle": { heading: "Nothing to save yet" },
  "/purchased_recipes": { heading: "Purchased recipes" },
  "/recipes/trending": { heading: "Trending recipes" },
  "/collection/create": { heading: "New collection" },
  // The demo cook's first collection stands in for :collectionId.
  "/collection/:collectionId": { heading: seededCollection.name },
  "/collections/:collectionId": { heading: seededCollection.name },
  "/collection/:collectionId/edit": { heading: "Edit collection" },
  // Meal plans: the cook's own plans, Nora's green week published free.
  "/meal_plan/create": { heading: "Create a meal plan" },
  "/meal_plan/:mealPlanId": { heading: "Weeknight family dinners" },
  "/meal_plan/:mealPlanId/edit": { heading: "Edit meal plan" },
  "/meal_plan/:mealPlanId/copy": { heading: "Copy meal plan" },
  "/meal_plan/:mealPlanId/publish": { heading: "Publish meal plan" },
  "/meal_plan/:mealPlanId/suggested": { heading: "Recipes that fit Weeknight family dinners" },
  "/publication/:publicationId/:recipeTitle": { heading: "A green week" },
  "/u/:username/followers": { heading: /^Followers · @samcooks$/ },
  "/u/:username/following": { heading: /^Following · @samcooks$/ },
  "/u/:username/meal-plans": { heading: "Meal plans by Sam Carter" },
  "/landings/meal-plans/:urlSlug": { heading: "Weeknight family dinners" },
  "/recipe/:recipeId/meal-plan": { heading: "Add to meal plan" },
  // Blogs: Luca's paywalled blog `pro`, its first category (found at the start), and the creator's own.
  "/me/blog": { heading: "Your blog" },
  "/p/blogs/:shortlink/settings/collections": { heading: "Reorder blog collections" },
  "/u/:username/blog": { heading: "Luca Moretti's Kitchen" },
  "/blogs/:blogId": { heading: "Luca Moretti's Kitchen" },
  "/blogs/:blogId/categories/:categoryId": { heading: "Dinners" },
  "/blogs/:blogId/featured-recipes": { heading: "Featured recipes" },
  "/p/blogs/:shortlink": { heading: "Luca Moretti's Kitchen" },
  "/p/blogs/:shortlink/categories/:categoryId": { heading: "Dinners" },
  "/p/blogs/:shortlink/meal-plans": { heading: "Meal plans" },
  "/p/blogs/:shortlink/featured-recipes": { heading: "Featured recipes" },
  "/integrations/convertkit": { heading: "ConvertKit" },
  // The paywalled blog's dashboard, as its owner.
  "/me/blog/dashboard": { heading: "Blog dashboard" },
  "/me/blog/dashboard/history": { heading: "Earnings history" },
  "/me/blog/dashboard/history/:month": { heading: "January 2025" },
};

let storageStates: Record<TViewer, TStorageState>;

test.beforeAll(async ({ playwright }) => {
  const baseURL = test.info().project.use.baseURL;
  storageStates = await loadDemoData(() => playwright.request.newContext({ baseURL }));
});

test("every route in the table is a page with its heading here", () => {
  const tablePaths = routeTable.map((entry) => entry.path);
  const listed = Object.keys(ownPages);
  expect(
    listed.filter((path) => !tablePaths.includes(path)),
    "listed here but not in the route table",
  ).toEqual([]);
  expect(
    listed.filter((path, i) => listed.indexOf(path) !== i),
    "listed twice",
  ).toEqual([]);
  expect(
    tablePaths.filter((path) => !listed.includes(path)),
    "in the route table but not listed here",
  ).toEqual([]);
});

async function openAs(browser: Browser, viewer: TViewer) {
  const context = await browser.newContext({ storageState: storageStates[viewer] });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return { context, page, errors };
}

async function expectOwnHeading(page: Page, pattern: string) {
  const path = concretePath(pattern);
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect.soft(page, `${pattern} stays where it was opened`).toHaveURL(path);
  const heading = page.getByRole("heading", { level: 1 });
  await expect.soft(heading, `${pattern} shows one heading`).toBeVisible();
  await expect.soft(heading, `${pattern}'s heading`).toHaveText(ownPages[pattern].heading);
}

test.describe("each page shows its own heading", () => {
  for (const viewer of viewers) {
    const all = Object.keys(ownPages).filter((pattern) => viewerOf(pattern) === viewer);
    for (const { label, items: patterns } of inParts(all, 12)) {
      test(`as ${viewer}${label}`, async ({ browser }) => {
        test.setTimeout(90_000);
        const { context, page, errors } = await openAs(browser, viewer);
        for (const pattern of patterns) await expectOwnHeading(page, pattern);
        expect(errors, "browser console errors").toEqual([]);
        await context.close();
      });
    }
  }
});

test("every route answers 200 to someone allowed to see it, without a redirect", async ({ playwright }) => {
  const baseURL = test.info().project.use.baseURL;
  const requests = new Map<TViewer, APIRequestContext>();
  for (const entry of routeTable) {
    const viewer = viewerOf(entry.path);
    let request = requests.get(viewer);
    if (!request) {
      request = await playwright.request.newContext({ baseURL, storageState: storageStates[viewer] });
      requests.set(viewer, request);
    }
    const response = await request.get(concretePath(entry.path), { maxRedirects: 0 });
    expect.soft(response.status(), `${entry.path} as ${viewer}`).toBe(200);
  }
  await Promise.all([...requests.values()].map((request) => request.dispose()));
});
