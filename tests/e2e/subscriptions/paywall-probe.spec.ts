/**
 * The paywall probe over what the server sends to browsers, crawlers and link previews: a
 * paywalled demo recipe's ingredients and steps appear in no page a visitor or a signed-in reader
 * without a subscription can fetch from the blog (the HTML, its share tags and JSON-LD included),
 * nor in the sitemap or search. The subscriber's copy of the page holds them, which
 * shows the probe looks for the right text.
 */
import { type APIRequestContext, request as requestFactory } from "@playwright/test";
import { demo, expect, test } from "../fixtures.ts";

interface TFullRecipe {
  id: string;
  title: string;
  access: string;
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

test("a paywalled recipe's contents reach no page, share tag, JSON-LD, sitemap or search result of a non-subscriber", async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL as string;
  const creator = await signedInRequest(origin, demo.pro);
  const found = await creator.get(`/api/search/recipes?q=${encodeURIComponent("Lemon Drizzle Loaf Cake")}`);
  const { items } = (await found.json()) as { items: { id: string; title: string }[] };
  const teaser = items.find((item) => item.title === "Lemon Drizzle Loaf Cake");
  if (!teaser) throw new Error("The demo's paywalled loaf cake was not found.");
  const recipe = (await (await creator.get(`/api/recipes/${teaser.id}`)).json()) as TFullRecipe;
  expect(recipe.access).toBe("full");
  // Distinctive pieces of the recipe: each ingredient line and the start of each step.
  const secrets = [
    ...recipe.ingredientGroups.flatMap((group) => group.lines.map((line) => line.text)),
    ...recipe.instructionSections.flatMap((section) => section.steps.map((step) => step.slice(0, 40))),
  ].filter((text) => text.length >= 12);
  expect(secrets.length).toBeGreaterThan(4);

  const fan = await signedInRequest(origin, demo.fan);
  const fanPage = await (await fan.get(`/recipe/${recipe.id}`)).text();
  expect(secrets.filter((secret) => fanPage.includes(escapeHtml(secret))).length).toBeGreaterThan(0);

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
    for (const [path, body] of seen) {
      for (const secret of secrets) {
        expect(body.includes(secret) || body.includes(escapeHtml(secret)), `${path} holds "${secret}"`).toBe(false);
      }
    }
    await reader.dispose();
  }
  await creator.dispose();
  await fan.dispose();
});

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}
