/**
 * Every route of the route table as a real address in the demo data, with the viewer who may open
 * it: the seeded recipes, collection, plans, blog and subscription that stand in for its
 * parameters are looked up once, and each viewer's signed-in session is kept as a storage state.
 */
import type { APIRequestContext } from "@playwright/test";
import { routeTable, type TAccessClass } from "../../src/core/access/route-table.ts";
import { demo, expect } from "./fixtures.ts";

export type TViewer = "visitor" | "cook" | "creator" | "pro" | "fan" | "admin";
export const viewers = ["visitor", "cook", "creator", "pro", "fan", "admin"] as const satisfies readonly TViewer[];
export type TStorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;

/** The first viewer each access class lets in. */
export const viewerFor: Record<TAccessClass, TViewer> = {
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
export const seededRecipes = {
  /** Public, by the creator; the demo cook has reviewed it. */
  pancakes: { title: "Fluffy Buttermilk Pancakes", author: "mayabrooks" },
  /** Public, by the demo cook, so the cook may edit it. */
  cooksOwn: { title: "Avocado Toast with Chilli and Lime", author: "samcooks" },
  /** The creator's draft. */
  creatorsDraft: { title: "Loaded Breakfast Burritos", author: "mayabrooks" },
} as const;
type TSeededRecipe = keyof typeof seededRecipes;

/** Public, by the demo cook: a visitor sees it, the cook may edit it. */
export const seededCollection = { name: "Weeknight dinners", owner: "samcooks" };

/** A route whose demo address or viewer differs from what its access class and the shared values give. */
interface TDemoPage {
  /** Who opens it, when not the viewer its access class suggests. */
  as?: TViewer;
  /** Which seeded recipe fills :recipeId (the pancakes otherwise). */
  recipe?: TSeededRecipe;
  /** Parameters of its own, where the shared sample values do not fit (a blogger's username). */
  params?: Record<string, string>;
}

const demoPages: Record<string, TDemoPage> = {
  "/recipe/:recipeId/edit": { recipe: "cooksOwn" },
  "/recipe/:recipeId/draft": { recipe: "creatorsDraft" },
  // Subscriptions: the demo fan's, to Luca's blog.
  "/me/subscriptions": { as: "fan" },
  "/me/subscriptions/:subscriptionId": { as: "fan" },
  "/me/subscriptions/:subscriptionId/cancel": { as: "fan" },
  "/me/subscriptions/:subscriptionId/reactivate": { as: "fan" },
  "/me/subscriptions/:subscriptionId/payments": { as: "fan" },
  // Open to all, but the page itself sends a visitor to sign in first: a cook sees what it is for.
  "/save_to_ladle": { as: "cook" },
  "/u/:username/blog": { params: { username: "lucamoretti" } },
  // Ladle's administrators only.
  "/admin/analytics": { as: "admin" },
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

let recipeIds: Record<TSeededRecipe, string> | undefined;
let collectionId = "";

/** The viewer who opens a route of the table to see its page. */
export function viewerOf(path: string): TViewer {
  const entry = routeTable.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`${path} is not in the route table`);
  return demoPages[path]?.as ?? viewerFor[entry.access];
}

/** A route's pattern with the demo data's values in place of its parameters (after `loadDemoData`). */
export function concretePath(pattern: string): string {
  const recipe = demoPages[pattern]?.recipe ?? "pancakes";
  const own = demoPages[pattern]?.params ?? {};
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value =
      own[name] ??
      (name === "recipeId" ? recipeIds?.[recipe] : name === "collectionId" ? collectionId : sampleParams[name]);
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

/**
 * Signs each demo account in, finds the seeded ids the routes' parameters need, and returns every
 * viewer's session as a storage state (the visitor's is empty).
 */
export async function loadDemoData(newRequest: () => Promise<APIRequestContext>) {
  const requests = await Promise.all(viewers.map(() => newRequest()));
  const [visitor, , creator, , fan] = requests;
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
  const fanSubscriptions = await (await fan.get("/api/me/subscriptions")).json();
  sampleParams.subscriptionId = fanSubscriptions.subscriptions[0].id;
  const states = await Promise.all(requests.map((request) => request.storageState()));
  await Promise.all(requests.map((request) => request.dispose()));
  return Object.fromEntries(viewers.map((viewer, i) => [viewer, states[i]])) as Record<TViewer, TStorageState>;
}

/**
 * A long sweep in parts of at most `size` pages, each its own test, so the two workers share it
 * instead of one of them running a minute-long test at the end of the run.
 */
export function inParts<T>(items: T[], size: number): { label: string; items: T[] }[] {
  if (items.length <= size) return [{ label: "", items }];
  const parts: { label: string; items: T[] }[] = [];
  const count = Math.ceil(items.length / size);
  for (let index = 0; index < count; index++) {
    parts.push({ label: `, part ${index + 1} of ${count}`, items: items.slice(index * size, (index + 1) * size) });
  }
  return parts;
}
