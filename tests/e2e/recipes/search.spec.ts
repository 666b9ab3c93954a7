/** /search: filters in the URL, the People tab, typo tolerance, and pages without JavaScript. */
import { expect, test } from "../fixtures.ts";

type TPage = import("@playwright/test").Page;

const hydrated = (page: TPage) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
const events = (page: TPage) => page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));

test("filters live in the URL and narrow the results", async ({ page }) => {
  await page.goto("/search?q=soup");
  await hydrated(page);
  const results = page.getByRole("region", { name: /recipes?$/ });
  const before = await results.getByRole("article").count();
  expect(before).toBeGreaterThan(1);
  await page.getByText("Filters", { exact: true }).click();
  await page.getByRole("checkbox", { name: "Vegan" }).check();
  // Only what was chosen goes in the address: no empty course, cuisine or time.
  await expect(page).toHaveURL(/\/search\?q=soup&diet=vegan$/);
  await expect(page.locator(".search-filters__applied")).toHaveText("Vegan");
  const cards = results.getByRole("article");
  await expect.poll(() => cards.count()).toBeLessThan(before);
  for (const card of await cards.all()) await expect(card.getByText("Vegan", { exact: true })).toBeVisible();
  // The panel stays open while filtering; clearing goes back to the plain query.
  await expect(page.getByRole("checkbox", { name: "Vegan" })).toBeChecked();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/search\?q=soup$/);
});

test("a typo still finds the recipe, and says what it read", async ({ page }) => {
  await page.goto("/search?q=chiken");
  await expect(page.getByText("Including results for chicken.")).toBeVisible();
  await expect(page.getByRole("article").first().locator("mark").first()).toHaveText(/chicken/i);
});

test("the People tab finds creators by name", async ({ page }) => {
  await page.goto("/search?q=maya");
  await hydrated(page);
  await page.getByRole("link", { name: "People" }).click();
  await expect(page).toHaveURL(/tab=users/);
  await expect(page.getByRole("link", { name: "People" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Maya Brooks", exact: true }).click();
  await expect(page).toHaveURL(/\/u\/mayabrooks$/);
  await expect.poll(() => events(page)).toContain("search user convert");
});

test("an empty search suggests something else to try", async ({ page }) => {
  await page.goto("/search?q=qwzxv");
  await expect(page.getByText(/No recipes match “qwzxv”/)).toBeVisible();
  await page.getByRole("link", { name: "Curry" }).click();
  await expect(page).toHaveURL(/q=curry/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search, filters and servings still work", async ({ page }) => {
    await page.goto("/search?q=pancakes");
    await page.getByRole("link", { name: "Fluffy Buttermilk Pancakes" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fluffy Buttermilk Pancakes");
    await page.getByRole("button", { name: "More servings" }).click();
    await expect(page).toHaveURL(/servings=4&adjust=1/);
    await expect(page.getByRole("spinbutton", { name: "Servings" })).toHaveValue("5");
    await page.getByRole("button", { name: "US", exact: true }).click();
    await expect(page.getByRole("button", { name: "US", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("2 cups buttermilk")).toBeVisible();
  });
});

test("the video filter finds recipes that have a video", async ({ page, browser }) => {
  const author = await browser.newContext();
  await author.request.post("/api/dev/sign-in", { data: { email: "cook@demo.ladle.test" } });
  const title = `Filmed quokkaberry crumble ${Date.now().toString(36)}`;
  const created = await author.request.post("/api/recipes", {
    data: {
      title,
      videoUrl: "https://videos.example/crumble",
      ingredientGroups: [{ lines: ["200 g flour"] }],
      instructionSections: [{ steps: ["Rub in and bake."] }],
    },
  });
  expect(created.status()).toBe(201);
  await author.close();

  await page.goto("/search?q=quokkaberry");
  await hydrated(page);
  await page.getByText("Filters", { exact: true }).click();
  await page.getByRole("checkbox", { name: "With a video" }).check();
  await expect(page).toHaveURL(/[?&]hasVideo=1/);
  await expect(page.locator(".search-filters__applied")).toHaveText("With a video");
  await expect(page.getByRole("article").filter({ hasText: title })).toBeVisible();
  // Without JavaScript the same address gives the same page.
  const html = await (await page.request.get("/search?q=quokkaberry&hasVideo=1")).text();
  expect(html).toContain(title);
  expect(await (await page.request.get("/search?q=quokkaberry&hasVideo=0")).text()).not.toContain(title);
});

test("a result clicked at any moment of the page's start opens its recipe", async ({ page }) => {
  // Clicked as soon as it shows: before the page hydrates (a plain link), or while the cards past the
  // first screenful wait to come alive (the app opens it), or after.
  await page.goto("/search", { waitUntil: "commit" });
  const card = page.locator(".search-results__grid > li").nth(10);
  const title = await card.getByRole("heading").textContent();
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/recipe\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
});
