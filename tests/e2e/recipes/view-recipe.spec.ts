/**
 * Recipe View for a visitor: search, open, scale and convert; a paywalled recipe's teaser, whose
 * ingredients must not reach the page at all; and "Text me" for a cook without a phone.
 */
import { expect, expectFailedRequests, signUp, test } from "../fixtures.ts";

const hydrated = (page: import("@playwright/test").Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

const events = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));

test("a visitor searches, opens a recipe, scales it to 8 servings and switches units", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const search = page.getByRole("banner").getByRole("searchbox");
  await search.fill("pancakes");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=pancakes/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “pancakes”");
  // The match is highlighted in the title, as text.
  await expect(page.locator("mark").first()).toHaveText(/pancake/i);
  await expect.poll(() => events(page)).toContain("search results");

  await page.getByRole("link", { name: "Fluffy Buttermilk Pancakes" }).click();
  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/);
  await expect.poll(() => events(page)).toContain("search converted");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fluffy Buttermilk Pancakes");
  const ingredients = page.getByRole("region", { name: "Ingredients" });
  await expect(ingredients.getByText("250 g plain flour")).toBeVisible();

  // Written for 4: scale to 8.
  const servings = page.getByRole("spinbutton", { name: "Servings" });
  await expect(servings).toHaveValue("4");
  for (let i = 0; i < 4; i++) await page.getByRole("button", { name: "More servings" }).click();
  await expect(servings).toHaveValue("8");
  await expect(ingredients.getByText("500 g plain flour")).toBeVisible();
  await expect(ingredients.getByText("800 ml buttermilk")).toBeVisible();
  await expect(ingredients.getByText("4 eggs")).toBeVisible();

  // US measures, then back to metric.
  await page.getByRole("button", { name: "US", exact: true }).click();
  await expect(ingredients.getByText("3½ cups buttermilk")).toBeVisible();
  await expect(ingredients.getByText("1 lb plain flour")).toBeVisible();
  await page.getByRole("button", { name: "Metric", exact: true }).click();
  await expect(page.getByRole("button", { name: "Metric", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(ingredients.getByText("800 ml buttermilk")).toBeVisible();
  await expect(ingredients.getByText("500 g plain flour")).toBeVisible();

  // Ticks survive a reload (per recipe, in localStorage).
  await ingredients.getByRole("checkbox", { name: "800 ml buttermilk" }).check();
  await page.reload();
  await hydrated(page);
  await expect(servings).toHaveValue("8");
  await expect(ingredients.getByRole("checkbox", { name: "800 ml buttermilk" })).toBeChecked();
});

test("the recipe page carries JSON-LD and share tags, and works in cook mode", async ({ page }) => {
  await page.goto("/search?q=pancakes");
  await page.getByRole("link", { name: "Fluffy Buttermilk Pancakes" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fluffy Buttermilk Pancakes");
  // The Recipe first, then its breadcrumbs.
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ "@type": "Recipe", name: "Fluffy Buttermilk Pancakes" });
  expect(jsonLd.recipeIngredient).toContain("250 g plain flour");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Fluffy Buttermilk Pancakes");
  // Its 16:9 JPEG rendition, or the drawing itself until the renditions are made.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /-share-16x9\.jpg$|fluffy-buttermilk-pancakes/,
  );

  await hydrated(page);
  // On a phone the author card names the blog in full, and cook mode the whole recipe: the title
  // wraps rather than being cut short.
  await page.setViewportSize({ width: 360, height: 740 });
  const blog = page.getByRole("link", { name: "Maya's Weeknight Table" });
  expect(await blog.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
  await page.getByRole("button", { name: "Cook mode" }).click();
  const dialog = page.getByRole("dialog", { name: "Fluffy Buttermilk Pancakes" });
  await expect(dialog.getByText("Step 1 of 6")).toBeVisible();
  const title = dialog.getByRole("heading", { name: "Fluffy Buttermilk Pancakes" });
  expect(
    await title.evaluate(
      (heading) => heading.scrollWidth <= heading.clientWidth && heading.scrollHeight <= heading.clientHeight,
    ),
  ).toBe(true);
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText("Step 2 of 6")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Moving past step 1 marked it done.
  await expect(page.getByRole("checkbox", { name: "Step 1 done" })).toBeChecked();
});

test("a paywalled recipe shows a visitor its teaser, never its ingredients", async ({ page, browser }) => {
  await page.goto("/search?q=lemon+drizzle");
  const card = page.getByRole("article").filter({ hasText: "Lemon Drizzle Loaf Cake" });
  await expect(card.getByText("Subscribers", { exact: true })).toBeVisible();
  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lemon Drizzle Loaf Cake");
  await expect(page.getByRole("heading", { name: /For subscribers of/ })).toBeVisible();
  // The blog takes subscriptions: a visitor signs in first, then comes back to subscribe.
  await expect(page.getByRole("link", { name: /^Subscribe for \$/ })).toHaveAttribute("href", /^\/auth\?redirectTo=/);
  await expect(page.getByRole("region", { name: "Ingredients" })).toHaveCount(0);
  const recipeId = page.url().split("/").pop() as string;

  // The author sees the whole recipe; its lines must appear nowhere in the visitor's page.
  const author = await browser.newContext();
  await author.request.post("/api/dev/sign-in", { data: { email: "pro@demo.ladle.test" } });
  const full = await (await author.request.get(`/api/recipes/${recipeId}`)).json();
  await author.close();
  expect(full.access).toBe("full");
  const lines: string[] = full.ingredientGroups.flatMap((g: { lines: { text: string }[] }) =>
    g.lines.map((l) => l.text),
  );
  const steps: string[] = full.instructionSections.flatMap((s: { steps: string[] }) => s.steps);
  expect(lines.length).toBeGreaterThan(3);

  const html = await (await page.request.get(`/recipe/${recipeId}`, { headers: { cookie: "" } })).text();
  const data = await (await page.request.get(`/recipe/${recipeId}.data`)).text();
  for (const text of [...lines, ...steps]) {
    expect(html, text).not.toContain(text);
    expect(data, text).not.toContain(text);
  }
  expect(html).toContain('"isAccessibleForFree":false');
  // Google's paywalled-content markup names the part that stands in for what subscribers get.
  expect(html).toContain('"hasPart":{"@type":"WebPageElement","isAccessibleForFree":false,"cssSelector":".paywall"}');
  expect(html).toContain('class="paywall"');
});

test("a recipe made private disappears for visitors at once, cached page or not", async ({ page, browser }) => {
  const author = await browser.newContext();
  await author.request.post("/api/dev/sign-in", { data: { email: "cook@demo.ladle.test" } });
  const created = await author.request.post("/api/recipes", {
    data: {
      title: `Soon-private soda bread ${Date.now().toString(36)}`,
      ingredientGroups: [{ lines: ["500 g flour"] }],
      instructionSections: [{ steps: ["Mix and bake."] }],
    },
  });
  const { id } = await created.json();

  // Two visits: the second is served from the page cache.
  expect((await page.request.get(`/recipe/${id}`)).status()).toBe(200);
  const cached = await page.request.get(`/recipe/${id}`);
  expect(cached.headers()["x-page-cache"]).toBe("HIT");

  expect((await author.request.patch(`/api/recipes/${id}`, { data: { visibility: "private" } })).status()).toBe(200);
  await author.close();
  expect((await page.request.get(`/recipe/${id}`)).status()).toBe(404);
});

test("Text me asks a cook without a verified phone to add one", async ({ page, consoleErrors }) => {
  await signUp(page, { prefix: "texter" });
  await page.goto("/search?q=pancakes");
  await page.getByRole("link", { name: "Fluffy Buttermilk Pancakes" }).click();
  await hydrated(page);
  const textMe = page.getByRole("button", { name: "Text me" });
  await textMe.click();
  // The note under the actions says it, its link focused and described by it for screen readers.
  const addPhone = page.getByRole("link", { name: "Add a phone number" });
  await expect(addPhone).toBeFocused();
  await expect(addPhone).toHaveAccessibleDescription(
    "Add and verify a phone number in your profile to text yourself recipes.",
  );
  await expect(textMe).toBeEnabled();
  await expect(page.getByText("Add and verify a phone number in your profile")).toHaveCount(1);
  expectFailedRequests(consoleErrors, 400);
});
