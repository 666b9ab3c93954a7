/**
 * What link previews and search engines read, from the HTML the server sends (no browser): every
 * page a visitor can open has its own title, description, canonical URL, og:* and twitter:* tags; a
 * recipe's og:image is a raster rendition that answers at its stated size; JSON-LD on a recipe, a
 * profile, a blog and a list parses and has what Google requires; and a paywalled recipe's tags
 * and JSON-LD carry none of its ingredients or steps, for a reader who does not subscribe and for
 * one who does.
 */
import { type APIRequestContext, expect, test } from "@playwright/test";
import sharp from "sharp";
import { routeTable, type TRouteEntry } from "../../../src/core/access/route-table.ts";
import { demo } from "../fixtures.ts";

interface THead {
  status: number;
  title: string;
  meta: Map<string, string>;
  canonical: string | null;
  jsonLd: Record<string, unknown>[];
}

const entities: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };
const decode = (text: string) => text.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => entities[entity]);

/** The head of a page as a crawler reads it: it runs no script. */
async function readHead(request: APIRequestContext, path: string): Promise<THead> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = new Map<string, string>();
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) {
    meta.set(key, decode(content));
  }
  return {
    status: response.status(),
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    meta,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] ?? null,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(([, json]) =>
      JSON.parse(json),
    ),
  };
}

/** The JSON-LD object of this type (at the top level, or a ProfilePage's main entity). */
function findJsonLd(head: THead, type: string): Record<string, unknown> {
  const found = head.jsonLd.find((item) => item["@type"] === type);
  expect(found, `JSON-LD of type ${type}`).toBeTruthy();
  return found as Record<string, unknown>;
}

async function searchRecipeId(request: APIRequestContext, q: string, title: string): Promise<string> {
  const { items } = (await (await request.get(`/api/search/recipes?q=${encodeURIComponent(q)}`)).json()) as {
    items: { id: string; title: string }[];
  };
  const found = items.find((item) => item.title === title);
  expect(found, `the demo recipe "${title}"`).toBeTruthy();
  return found!.id;
}

/** Real demo values for the route table's parameters, found through the API. */
async function findDemoParams(request: APIRequestContext): Promise<Record<string, string>> {
  const json = async (path: string) => (await request.get(path)).json();
  const collections = await json("/api/collections?owner=samcooks");
  const plans = await json("/api/users/samcooks/meal-plans");
  const greenWeek = await json("/api/meal-plans/landing/a-green-week");
  const proBlog = await json("/api/blogs/pro");
  return {
    recipeId: await searchRecipeId(request, "pancakes", "Fluffy Buttermilk Pancakes"),
    collectionId: collections.items.find((c: { name: string }) => c.name === "Weeknight dinners").id,
    mealPlanId: plans.items.find((p: { title: string }) => p.title === "Weeknight family dinners").id,
    publicationId: greenWeek.publication.id,
    recipeTitle: "a-green-week",
    categoryId: proBlog.categories[0].id,
    blogId: "pro",
    shortlink: "pro",
    urlSlug: "weeknight-family-dinners",
  };
}

function pathOf(entry: TRouteEntry, params: Record<string, string>): string {
  // A creator's blog lives under their username; the other profile pages are the demo cook's.
  const username = entry.path === "/u/:username/blog" ? "lucamoretti" : "samcooks";
  return entry.path.replace(/:(\w+)/g, (_match, name: string) => (name === "username" ? username : params[name]));
}

interface TSeenPage {
  entry: TRouteEntry;
  title: string;
  description: string;
  canonical: string | null;
}

/** Pages the route table gives one page name or one title (aliases like /privacy): they may match. */
const isSamePage = (a: TSeenPage, b: TSeenPage) =>
  a.entry.pageName === b.entry.pageName || a.entry.title === b.entry.title;

test("every page a visitor can open has its own title, description, canonical URL and share tags", async ({
  request,
}) => {
  // The demo recipes' share images are made in the background after the first start.
  test.setTimeout(240_000);
  const params = await findDemoParams(request);
  await expect
    .poll(async () => (await readHead(request, `/recipe/${params.recipeId}`)).meta.get("og:image"), {
      timeout: 150_000,
      intervals: [1000, 2000, 5000],
    })
    .toMatch(/\.jpg$/);
  const visitorPages = routeTable.filter((entry) => entry.access === "hybrid" || entry.access === "public-only");
  const seen: TSeenPage[] = [];
  for (const entry of visitorPages) {
    const path = pathOf(entry, params);
    const head = await readHead(request, path);
    // Save to Ladle asks a visitor to sign in first: there is no page of its own to share.
    if (entry.path === "/save_to_ladle") {
      expect(head.status, path).toBe(302);
      continue;
    }
    expect.soft(head.status, path).toBe(200);
    const description = head.meta.get("description") ?? "";
    // The installed app's start page is the app itself: its window says just "Ladle".
    const title = entry.path === "/starting" ? /^Ladle$/ : /\S.* · Ladle$|^Ladle · /;
    expect.soft(head.title, `${path}: title`).toMatch(title);
    expect.soft(description.length, `${path}: description`).toBeGreaterThan(20);
    expect.soft(description, `${path}: a description of its own`).not.toMatch(/^Ladle: recipes from cooks/);
    expect.soft(head.canonical, `${path}: canonical`).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    for (const key of ["og:title", "og:description", "og:image", "og:image:alt", "og:url", "og:type"]) {
      expect.soft(head.meta.get(key), `${path}: ${key}`).toBeTruthy();
    }
    for (const key of ["twitter:card", "twitter:title", "twitter:description", "twitter:image", "twitter:image:alt"]) {
      expect.soft(head.meta.get(key), `${path}: ${key}`).toBeTruthy();
    }
    expect.soft(head.meta.get("og:url"), `${path}: og:url is the canonical URL`).toBe(head.canonical);
    // Link previews draw no SVG.
    expect.soft(head.meta.get("og:image"), `${path}: a raster og:image`).not.toMatch(/\.svg$/);
    const page: TSeenPage = { entry, title: head.title, description, canonical: head.canonical };
    for (const other of seen.filter((seenPage) => !isSamePage(page, seenPage))) {
      expect.soft(head.title, `${path} and ${other.entry.path} share a title`).not.toBe(other.title);
      // A public plan and its landing page say the same, and name the landing page as the one to index.
      if (page.canonical === other.canonical) continue;
      expect.soft(description, `${path} and ${other.entry.path} share a description`).not.toBe(other.description);
    }
    seen.push(page);
  }
  expect(seen.length).toBeGreaterThan(40);
});

test("a recipe's og:image is a JPEG rendition that answers at its stated size, also listed in its JSON-LD", async ({
  request,
}) => {
  // The renditions of the demo recipes are made in the background after the first start.
  test.setTimeout(180_000);
  const id = await searchRecipeId(request, "banana bread", "Brown Butter Banana Bread");
  let head: THead | undefined;
  await expect
    .poll(
      async () => {
        head = await readHead(request, `/recipe/${id}`);
        return head.meta.get("og:image");
      },
      { timeout: 150_000, intervals: [1000, 2000, 5000] },
    )
    .toMatch(/-share-16x9\.jpg$/);
  const meta = head!.meta;
  expect(meta.get("og:image:width")).toBe("1200");
  expect(meta.get("og:image:height")).toBe("675");
  expect(meta.get("og:image:alt")).toContain("Brown Butter Banana Bread");
  expect(meta.get("twitter:image")).toBe(meta.get("og:image"));
  const image = await request.get(meta.get("og:image")!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  const size = await sharp(await image.body()).metadata();
  expect({ format: size.format, width: size.width, height: size.height }).toEqual({
    format: "jpeg",
    width: 1200,
    height: 675,
  });

  const recipe = findJsonLd(head!, "Recipe");
  expect(recipe).toMatchObject({ "@context": "https://schema.org", name: "Brown Butter Banana Bread" });
  const images = recipe.image as string[];
  expect(images).toHaveLength(3);
  expect(images[0]).toBe(meta.get("og:image"));
  expect(images.every((url) => /^http:\/\/127\.0\.0\.1:\d+\/uploads\/recipes\/.+\.jpg$/.test(url))).toBe(true);
  // "1 loaf (10 slices)" is two amounts, after the number of servings.
  expect(recipe.recipeYield).toEqual(["10", "1 loaf", "10 slices"]);
  expect(recipe.recipeIngredient).toEqual(expect.arrayContaining([expect.stringMatching(/banana/i)]));
  expect((recipe.author as { "@type": string })["@type"]).toBe("Person");
  const crumbs = findJsonLd(head!, "BreadcrumbList").itemListElement as {
    position: number;
    name: string;
    item: string;
  }[];
  expect(crumbs.map((crumb) => crumb.position)).toEqual([1, 2, 3]);
  expect(crumbs[0].name).toBe("Ladle");
  expect(crumbs[2]).toMatchObject({ name: "Brown Butter Banana Bread", item: `${head!.canonical}` });
});

test("JSON-LD on a profile, a blog and lists parses and has the fields Google requires", async ({ request }) => {
  const profile = await readHead(request, "/u/samcooks");
  const profilePage = findJsonLd(profile, "ProfilePage");
  expect(profilePage.mainEntity).toMatchObject({
    "@type": "Person",
    name: "Sam Carter",
    url: expect.stringMatching(/\/u\/samcooks$/),
  });

  const blog = await readHead(request, "/p/blogs/pro");
  expect(findJsonLd(blog, "Blog")).toMatchObject({
    name: "Luca Moretti's Kitchen",
    url: expect.stringMatching(/\/blogs\/[0-9a-f-]{36}$/),
    author: { "@type": "Person", name: "Luca Moretti" },
  });
  expect(blog.canonical).toMatch(/\/blogs\/[0-9a-f-]{36}$/);

  for (const path of ["/recipes/trending", "/", "/search", "/p/blogs/pro/featured-recipes"]) {
    const list = findJsonLd(await readHead(request, path), "ItemList");
    const items = list.itemListElement as { "@type": string; position: number; url: string }[];
    expect(items.length, path).toBeGreaterThan(0);
    expect(list.numberOfItems, path).toBe(items.length);
    items.forEach((item, index) => {
      expect(item["@type"]).toBe("ListItem");
      expect(item.position).toBe(index + 1);
      expect(item.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/recipe\/[0-9a-f-]{36}$/);
    });
  }
  const subPage = await readHead(request, "/p/blogs/pro/featured-recipes");
  const crumbs = findJsonLd(subPage, "BreadcrumbList").itemListElement as { name: string }[];
  expect(crumbs.map((crumb) => crumb.name)).toEqual(["Ladle", "Luca Moretti's Kitchen", "Featured recipes"]);
});

test("a paywalled recipe's share tags and JSON-LD carry no ingredient or step, for readers who pay or not", async ({
  playwright,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const signedIn = async (email: string) => {
    const request = await playwright.request.newContext({ baseURL });
    const response = await request.post("/api/dev/sign-in", { data: { email } });
    expect(response.ok(), await response.text()).toBeTruthy();
    return request;
  };
  const visitor = await playwright.request.newContext({ baseURL });
  const cook = await signedIn(demo.cook);
  const fan = await signedIn(demo.fan);
  const id = await searchRecipeId(visitor, "lemon drizzle", "Lemon Drizzle Loaf Cake");
  // What only subscribers read, from the API as the subscribing fan sees it.
  const full = await (await fan.get(`/api/recipes/${id}`)).json();
  expect(full.access).toBe("full");
  const secrets: string[] = [
    ...full.ingredientGroups.flatMap((group: { lines: { text: string }[] }) => group.lines.map((line) => line.text)),
    ...full.instructionSections.flatMap((section: { steps: string[] }) => section.steps),
  ];
  expect(secrets.length).toBeGreaterThan(3);

  for (const [who, request] of [
    ["a visitor", visitor],
    ["a cook who does not subscribe", cook],
    ["the subscribing fan", fan],
  ] as const) {
    const head = await readHead(request, `/recipe/${id}`);
    expect(head.status, who).toBe(200);
    const shared = [...head.meta.values(), head.title, JSON.stringify(head.jsonLd)].join("\n");
    for (const secret of secrets) expect.soft(shared, `${who}: "${secret}"`).not.toContain(secret);
    const recipe = findJsonLd(head, "Recipe");
    expect(recipe, who).not.toHaveProperty("recipeIngredient");
    expect(recipe, who).not.toHaveProperty("recipeInstructions");
    expect(recipe, who).not.toHaveProperty("nutrition");
    expect(recipe.isAccessibleForFree, who).toBe(false);
    // The description is the teaser's own words.
    expect(head.meta.get("og:description"), who).toBe(full.description);
  }
  await Promise.all([visitor, cook, fan].map((request) => request.dispose()));
});
