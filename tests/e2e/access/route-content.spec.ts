/**
 * What each route of the route table shows, not only where it sends people: this spec opens every
 * route as someone allowed to see it, answers 200 without a redirect, and checks the page's own
 * heading. A route the table lists without a page fails the build (src/web/routes.ts).
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { routeTable, type TAccessClass } from "../../../src/core/access/route-table.ts";
import { demo, expect, test } from "../fixtures.ts";

type TViewer = "visitor" | "cook" | "creator" | "pro" | "fan" | "admin";
type TStorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

/** The first viewer each access class lets in. */
const viewerFor: Record<TAccessClass, TViewer> = {
  hybrid: "visitor",
  "public-only": "visitor",
  private: "cook",
  authorized: "cook",
  "blog-creator": "creator",
  "paywalled-creator": "pro",
};

const accounts: Record<Exclude<TViewer, "visitor">, string> = {
  cook: demo.cook,
  creator: demo.creator,
  pro: demo.pro,
  fan: demo.fan,
  admin: "admin@demo.ladle.test",
};

/** Seeded recipes that stand in for :recipeId, found by title at the start. */
const seededRecipes = {
  /** Public, by the creator; the demo cook has reviewed it. */
  pancakes: { title: "Fluffy Buttermilk Pancakes", author: "mayabrooks" },
  /** Public, by the demo cook, so the cook may edit it. */
  cooksOwn: { title: "Avocado Toast with Chilli and Lime", author: "samcooks" },
  /** The creator's draft. */
  creatorsDraft: { title: "Loaded Breakfast Burritos", author: "mayabrooks" },
} as const;
type TSeededRecipe = keyof typeof seededRecipes;

/** Public, by the demo cook: a visitor sees it, the cook may edit it. */
const seededCollection = { name: "Weeknight dinners", owner: "samcooks" };

interface TOwnPage {
  /** The page's h1, as that viewer sees it with the demo data. */
  heading: string | RegExp;
  /** Who opens it, when not the viewer its access class suggests. */
  as?: TViewer;
  /** Which seeded recipe fills :recipeId (the pancakes otherwise). */
  recipe?: TSeededRecipe;
  /** Parameters of its own, where the shared sample values do not fit (a blogger's username). */
  params?: Record<string, string>;
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
  "/recipe/:recipeId/edit": { heading: "Edit recipe", recipe: "cooksOwn" },
  "/recipes/recent": { heading: "Recently viewed" },
  "/shopping-list": { heading: "Shopping list" },
  "/grocery-list": { heading: "Grocery list" },
  "/recipe/:recipeId/draft": { heading: "Edit draft", recipe: "creatorsDraft" },
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
  "/me/subscriptions": { heading: "Your subscriptions", as: "fan" },
  "/me/subscriptions/:subscriptionId": { heading: "Luca Moretti's Kitchen", as: "fan" },
  "/me/subscriptions/:subscriptionId/cancel": {
    heading: "Cancel your subscription to Luca Moretti's Kitchen?",
    as: "fan",
  },
  "/me/subscriptions/:subscriptionId/reactivate": { heading: "Keep subscribing to Luca Moretti's Kitchen?", as: "fan" },
  "/me/subscriptions/:subscriptionId/payments": { heading: "Payments to Luca Moretti's Kitchen", as: "fan" },
  "/get_app": { heading: "Get the Ladle app" },
  "/discover": { heading: "Discover creators" },
  "/u/:username": { heading: "Sam Carter" },
  "/recipe/:recipeId": { heading: seededRecipes.pancakes.title },
  // Open to all, but the page itself sends a visitor to sign in first: a cook sees what it is for.
  "/save_to_ladle": { heading: "Nothing to save yet", as: "cook" },
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
  "/u/:username/blog": { heading: "Luca Moretti's Kitchen", params: { username: "lucamoretti" } },
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
  // Ladle's administrators only (a 404 for every other cook).
  "/admin/analytics": { heading: "Analytics", as: "admin" },
};

/** Values for the other parameters: seeded ones, most found at the start. */
const sampleParams: Record<string, string> = {
  username: "samcooks",
  shortlink: "pro",
  blogId: "pro",
  /** Seeded: the first category of Luca's blog (found at the start). */
  categoryId: "",
  /** Seeded: the cook's "Weeknight family dinners" (found at the start). */
  mealPlanId: "",
  /** Seeded: the demo fan's subscription to Luca's blog (found at the start). */
  subscriptionId: "",
  month: "2025-01",
  /** Seeded: Nora's "A green week", published free (found at the start). */
  publicationId: "",
  recipeTitle: "a-green-week",
  urlSlug: "weeknight-family-dinners",
};

let recipeIds: Record<TSeededRecipe, string>;
let collectionId: string;
let storageStates: Record<TViewer, TStorageState>;

function viewerOf(path: string): TViewer {
  const entry = routeTable.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`${path} is not in the route table`);
  return ownPages[path]?.as ?? viewerFor[entry.access];
}

function concretePath(pattern: string): string {
  const recipe = ownPages[pattern]?.recipe ?? "pancakes";
  const own = ownPages[pattern]?.params ?? {};
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value =
      own[name] ??
      (name === "recipeId" ? recipeIds[recipe] : name === "collectionId" ? collectionId : sampleParams[name]);
    if (!value) throw new Error(`No value for :${name} in ${pattern}`);
    return value;
  });
}

async function findRecipe(request: APIRequestContext, path: string, key: TSeededRecipe): Promise<string> {
  const { title, author } = seededRecipes[key];
  const response = await request.get(path);
  expect(response.ok(), await response.text()).toBeTruthy();
  const { items } = (await response.json()) as { items: { id: string; title: string; author: { username: string } }[] };
  const found = items.find((item) => item.title === title && item.author.username === author);
  expect(found, `the seeded recipe "${title}"`).toBeTruthy();
  return found!.id;
}

test.beforeAll(async ({ playwright }) => {
  const baseURL = test.info().project.use.baseURL;
  const viewers = ["visitor", "cook", "creator", "pro", "fan", "admin"] as const;
  const requests = await Promise.all(viewers.map(() => playwright.request.newContext({ baseURL })));
  const [visitor, , creator] = requests;
  for (const [i, viewer] of viewers.entries()) {
    if (viewer === "visitor") continue;
    const response = await requests[i].post("/api/dev/sign-in", { data: { email: accounts[viewer] } });
    expect(response.ok(), await response.text()).toBeTruthy();
  }
  recipeIds = {
    pancakes: await findRecipe(visitor, "/api/search/recipes?q=pancakes", "pancakes"),
    cooksOwn: await findRecipe(visitor, "/api/search/recipes?q=avocado+toast", "cooksOwn"),
    // A draft is listed only for its author.
    creatorsDraft: await findRecipe(creator, "/api/recipes/mine?visibility=draft", "creatorsDraft"),
  };
  const collections = await visitor.get(`/api/collections?owner=${seededCollection.owner}`);
  const { items } = (await collections.json()) as { items: { id: string; name: string }[] };
  const found = items.find((item) => item.name === seededCollection.name);
  expect(found, `the seeded collection "${seededCollection.name}"`).toBeTruthy();
  collectionId = found!.id;
  const plans = await (await visitor.get("/api/users/samcooks/meal-plans")).json();
  sampleParams.mealPlanId = plans.items.find((p: { title: string }) => p.title === "Weeknight family dinners").id;
  const greenWeek = await (await visitor.get("/api/meal-plans/landing/a-green-week")).json();
  sampleParams.publicationId = greenWeek.publication.id;
  const proBlog = await (await visitor.get("/api/blogs/pro")).json();
  sampleParams.categoryId = proBlog.categories[0].id;
  const fanSubscriptions = await (await requests[4].get("/api/me/subscriptions")).json();
  sampleParams.subscriptionId = fanSubscriptions.subscriptions[0].id;
  const states = await Promise.all(requests.map((request) => request.storageState()));
  storageStates = {
    visitor: states[0],
    cook: states[1],
    creator: states[2],
    pro: states[3],
    fan: states[4],
    admin: states[5],
  };
  await Promise.all(requests.map((request) => request.dispose()));
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
  for (const viewer of ["visitor", "cook", "creator", "pro", "fan", "admin"] as const) {
    const patterns = Object.keys(ownPages).filter((pattern) => viewerOf(pattern) === viewer);
    if (patterns.length === 0) continue;
    test(`as ${viewer}`, async ({ browser }) => {
      test.setTimeout(90_000);
      const { context, page, errors } = await openAs(browser, viewer);
      for (const pattern of patterns) await expectOwnHeading(page, pattern);
      expect(errors, "browser console errors").toEqual([]);
      await context.close();
    });
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
