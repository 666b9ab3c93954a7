/**
 * The paywall probe over what the server sends to browsers, crawlers and link previews: a
 * paywalled demo recipe's ingredients and steps appear in no page a visitor or a signed-in reader
 * without a subscription can fetch from the blog (the HTML, its share tags and JSON-LD included),
 * nor in the sitemap or search. The subscriber's copy of the page holds them, which
 * shows the probe looks for the right text. The same holds for the pages of plans and collections
 * a subscriber made public with the recipe in them, the blog's publications, the pages that act on
 * the recipe, and an import of its address.
 */
import { type APIRequestContext, request as requestFactory } from "@playwright/test";
import { demo, expect, test } from "../fixtures.ts";

interface TFullRecipe {
  id: string;
  title: string;
  access: string;
  author: { username: string };
  ingredientGroups: { lines: { text: string }[] }[];
  instructionSections: { steps: string[] }[];
}

async function signedInRequest(baseURL: string, email: string | null): Promise<APIRequestContext> {
  const context = await requestFactory.newContext({ baseURL });
  if (email) expect((await context.post("/api/dev/sign-in", { data: { email } })).ok()).toBeTruthy();
  return context;
}

/** Same-origin pages linked from a page's HTML, without query strings or API and asset paths. */
function linksIn(html: string, origin: string): string[] {
  const paths = new Set<string>();
  for (const match of html.matchAll(/href="([^"#]+)"/g)) {
    const url = new URL(match[1].replaceAll("&amp;", "&"), origin);
    if (url.origin !== origin) continue;
    if (/^\/(api|assets|uploads|fonts)\//.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) continue;
    if (/^\/(me|auth)(\/|$)/.test(url.pathname)) continue;
    paths.add(url.pathname);
  }
  return [...paths];
}

/** The demo's paywalled loaf cake as its creator reads it, and distinctive pieces of its contents. */
async function readPaywalledDemoRecipe(creator: APIRequestContext) {
  const found = await creator.get(`/api/search/recipes?q=${encodeURIComponent("Lemon Drizzle Loaf Cake")}`);
  const { items } = (await found.json()) as { items: { id: string; title: string }[] };
  const teaser = items.find((item) => item.title === "Lemon Drizzle Loaf Cake");
  if (!teaser) throw new Error("The demo's paywalled loaf cake was not found.");
  const recipe = (await (await creator.get(`/api/recipes/${teaser.id}`)).json()) as TFullRecipe;
  expect(recipe.access).toBe("full");
  // Each ingredient line and the start of each step.
  const secrets = [
    ...recipe.ingredientGroups.flatMap((group) => group.lines.map((line) => line.text)),
    ...recipe.instructionSections.flatMap((section) => section.steps.map((step) => step.slice(0, 40))),
  ].filter((text) => text.length >= 12);
  expect(secrets.length).toBeGreaterThan(4);
  return { recipe, secrets };
}

/** The blog's creator and its subscribing fan, signed in, and the recipe the probe looks for. */
async function startProbe(baseURL: string | undefined) {
  test.setTimeout(120_000);
  const origin = baseURL as string;
  const creator = await signedInRequest(origin, demo.pro);
  const fan = await signedInRequest(origin, demo.fan);
  return { origin, creator, fan, ...(await readPaywalledDemoRecipe(creator)) };
}

/** Each fetched page's leaks: "<path> holds <secret>". */
function findLeaks(seen: Map<string, string>, secrets: string[]): string[] {
  return [...seen].flatMap(([path, body]) =>
    secrets
      .filter((secret) => body.includes(secret) || body.includes(escapeHtml(secret)))
      .map((secret) => `${path} holds "${secret}"`),
  );
}

test("a paywalled recipe's contents reach no page, share tag, JSON-LD, sitemap or search result of a non-subscriber", async ({
  baseURL,
}) => {
  const { origin, creator, fan, recipe, secrets } = await startProbe(baseURL);
  const fanResponse = await fan.get(`/recipe/${recipe.id}`);
  const fanPage = await fanResponse.text();
  expect(secrets.filter((secret) => fanPage.includes(escapeHtml(secret))).length).toBeGreaterThan(0);
  // The subscriber's copy is theirs alone: no proxy or CDN may keep it for the next reader of the address.
  expect(fanResponse.headers()["cache-control"]).toBe("private, no-cache");

  for (const email of [null, demo.cook]) {
    const reader = await signedInRequest(origin, email);
    const seen = new Map<string, string>();
    const fetchText = async (path: string) => {
      if (seen.has(path)) return seen.get(path) as string;
      const response = await reader.get(path);
      const body = response.ok() ? await response.text() : "";
      seen.set(path, body);
      return body;
    };
    // The blog and every page it links to; the recipe page itself and its print and embed views.
    for (const start of ["/p/blogs/pro", `/recipe/${recipe.id}`]) {
      const html = await fetchText(start);
      for (const path of linksIn(html, origin)) await fetchText(path);
    }
    // The sitemap and every file it points to.
    const index = await fetchText("/sitemap.xml");
    for (const match of index.matchAll(/<loc>([^<]+\.xml)<\/loc>/g)) await fetchText(new URL(match[1]).pathname);
    const query = encodeURIComponent("lemon drizzle");
    await fetchText(`/search?q=${query}`);
    await fetchText(`/api/search/recipes?q=${query}`);
    await fetchText(`/api/search/users?q=${encodeURIComponent("pro")}`);
    await fetchText(`/api/recipes/${recipe.id}`);

    expect(seen.size).toBeGreaterThan(10);
    expect(seen.get("/sitemap.xml")).toMatch(/<(urlset|sitemapindex)/);
    expect(seen.get(`/recipe/${recipe.id}`)).toContain(recipe.title);
    expect(findLeaks(seen, secrets)).toEqual([]);
    await reader.dispose();
  }
  await creator.dispose();
  await fan.dispose();
});

test("a subscriber's public plan and collection show a paywalled recipe to others as its teaser, on every page", async ({
  baseURL,
}) => {
  const { origin, creator, fan, recipe, secrets } = await startProbe(baseURL);
  // The fan, who subscribes to the blog, plans the cake in a public plan and keeps it in a public collection.
  const stamp = Date.now().toString(36);
  const planned = await fan.post("/api/meal-plans", {
    data: {
      title: `Cake week ${stamp}`,
      visibility: "public",
      dayCount: 1,
      entries: [{ day: 0, slot: "snack", recipeId: recipe.id }],
    },
  });
  expect(planned.status(), await planned.text()).toBe(201);
  const plan = (await planned.json()) as { id: string; urlSlug: string; owner: { username: string } };
  const kept = await fan.post("/api/collections", {
    data: { name: `Cakes I paid for ${stamp}`, visibility: "public" },
  });
  expect(kept.status(), await kept.text()).toBe(201);
  const collection = (await kept.json()) as { id: string };
  const added = await fan.post(`/api/collections/${collection.id}/recipes`, { data: { recipeId: recipe.id } });
  expect(added.ok(), await added.text()).toBeTruthy();
  // The blog's own plans, published free and for subscribers, at their publication pages.
  const blogPlans = (await (await creator.get(`/api/users/${recipe.author.username}/meal-plans`)).json()) as {
    items: { id: string }[];
  };
  const publications: string[] = [];
  for (const { id } of blogPlans.items) {
    const view = (await (await creator.get(`/api/meal-plans/${id}`)).json()) as {
      publication: { path: string } | null;
    };
    if (view.publication) publications.push(view.publication.path);
  }
  expect(publications.length).toBeGreaterThan(0);

  for (const email of [null, demo.cook]) {
    const reader = await signedInRequest(origin, email);
    const seen = new Map<string, string>();
    const pages = [
      `/meal_plan/${plan.id}`,
      `/meal_plan/${plan.id}/copy`,
      `/meal_plan/${plan.id}/suggested`,
      `/landings/meal-plans/${plan.urlSlug}`,
      `/u/${plan.owner.username}/meal-plans`,
      `/u/${plan.owner.username}`,
      `/collection/${collection.id}`,
      `/collections/${collection.id}`,
      ...publications,
      // The data a page asks for when reached by navigating, and the blogs' Save to Ladle script.
      `/meal_plan/${plan.id}.data`,
      `/collection/${collection.id}.data`,
      `/recipe/${recipe.id}.data`,
      "/embed/save-button.js",
    ];
    if (email) {
      pages.push(
        `/recipe/${recipe.id}/meal-plan`,
        `/recipe/${recipe.id}/save`,
        `/recipe/${recipe.id}/review/create`,
        "/purchased_recipes",
        "/recipes/recent",
      );
    }
    for (const path of pages) {
      const response = await reader.get(path);
      // Reviewing is for readers of the whole recipe: the form is refused (its page says why).
      const status = path.endsWith("/review/create") ? 403 : 200;
      expect(response.status(), `${email ?? "a visitor"} on ${path}`).toBe(status);
      seen.set(path, await response.text());
    }
    // The teaser is there: the plan names the cake.
    expect(seen.get(`/meal_plan/${plan.id}`)).toContain(escapeHtml(recipe.title));
    if (email) {
      // Saving the recipe's address as an import reads the page as a visitor does: the teaser.
      const preview = await reader.post("/api/import/preview", { data: { url: `${origin}/recipe/${recipe.id}` } });
      seen.set("an import of the recipe's address", await preview.text());
    }
    expect(findLeaks(seen, secrets)).toEqual([]);
    await reader.dispose();
  }
  // The subscriber's own page data holds the contents: the probe reads that format too.
  const fanDataResponse = await fan.get(`/recipe/${recipe.id}.data`);
  const fanData = await fanDataResponse.text();
  expect(secrets.filter((secret) => fanData.includes(secret)).length).toBeGreaterThan(0);
  expect(fanDataResponse.headers()["cache-control"]).toBe("private, no-cache");
  // Tidy: the plan and collection are the fan's to remove.
  expect((await fan.delete(`/api/meal-plans/${plan.id}`)).ok()).toBeTruthy();
  expect((await fan.delete(`/api/collections/${collection.id}`)).ok()).toBeTruthy();
  await creator.dispose();
  await fan.dispose();
});

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}
