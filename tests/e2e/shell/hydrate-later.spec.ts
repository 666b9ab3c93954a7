/**
 * The parts of a first page that hydrate after it (components/hydrate-later.tsx) are hydrated in
 * place: the elements the server drew stay the same elements, so images are not fetched or drawn
 * again and nothing on screen is built twice; each part still works once the page is interactive.
 */
import { expect, test } from "../fixtures.ts";

declare global {
  interface Window {
    serverDrawn?: { parts: Element[]; elements: Element[] };
  }
}

for (const path of ["/", "/search", "/p/blogs/pro"]) {
  test(`${path}: every element the server drew is still the one on screen once the page is interactive`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        window.serverDrawn = {
          parts: [...document.querySelectorAll("[data-hydrate-later]")],
          elements: [...document.querySelectorAll("body img, body a, body h1, body h2, body h3, body button")],
        };
      });
    });
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const drawn = await page.evaluate(() => {
      const { parts, elements } = window.serverDrawn ?? { parts: [], elements: [] };
      return {
        parts: parts.length,
        partsKept: parts.filter((part) => part.isConnected).length,
        partsNow: document.querySelectorAll("[data-hydrate-later]").length,
        // At most the look-alikes the page replaces on purpose (a Follow button, a blog's subscribe call).
        replaced: elements.filter((element) => !element.isConnected).length,
        headings: document.querySelectorAll("h1").length,
      };
    });
    expect(drawn.parts).toBeGreaterThan(3);
    expect(drawn).toMatchObject({ partsKept: drawn.parts, partsNow: drawn.parts, headings: 1 });
    expect(drawn.replaced).toBeLessThanOrEqual(2);
  });
}

test("a part works once the page is interactive: the header's search and a card's link", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const firstCard = page.locator(".recipe-grid > li").first();
  const title = await firstCard.getByRole("heading").textContent();
  await firstCard.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
  // The navigation happened inside the app: the page's analytics kept the earlier events.
  const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
  expect(events.filter((event) => event === "web page view").length).toBeGreaterThanOrEqual(2);

  const search = page.getByRole("banner").getByRole("searchbox", { name: /search recipes/i });
  await search.fill("soup");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=soup/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
