/**
 * The installable app: a valid manifest linked from every page, a service worker that becomes
 * active, the shopping list and a recipe opened before reopening offline (a full reload with no
 * network; the recipe, the copy every reader shares, still knows its reader), the offline page for anything else, the private copies gone after sign-out, and the
 * "new version" prompt.
 */
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "../fixtures.ts";

// The installed app is its service worker, which the rest of the suite blocks.
test.use({ serviceWorkers: "allow" });

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/** Waits until the service worker is active and controls the page (its first install claims it). */
async function serviceWorkerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
    }
  });
}

/** Requests that fail while offline are reported on the console; only those are expected. */
function dropOfflineErrors(consoleErrors: string[]) {
  const others = consoleErrors.filter((message) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|network/i.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

test("the manifest is linked and complete, and its icons load", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await request.get(href!);
  expect(response.ok()).toBeTruthy();
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining("Ladle"),
    short_name: "Ladle",
    start_url: "/starting",
    scope: "/",
    display: "standalone",
    theme_color: "#FFFBF5",
    background_color: "#FFFBF5",
  });
  const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()["content-type"]).toBe("image/png");
  }
  const worker = await request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["service-worker-allowed"]).toBe("/");
});

test("the service worker activates, and the shopping list and a recipe open offline", async ({
  page,
  context,
  consoleErrors,
}) => {
  await signUp(page, { prefix: "offline" });
  const list = await (await page.request.get("/api/shopping-list")).json();
  const added = await page.request.post(`/api/shopping-lists/${list.id}/items`, {
    data: { texts: ["3 lemons", "1 bag of rice"] },
  });
  expect(added.ok(), await added.text()).toBeTruthy();

  await page.goto("/shopping-list");
  await hydrated(page);
  await serviceWorkerControls(page);
  // Seen once online, through the worker: its copy is kept.
  await page.reload();
  await expect(page.getByRole("checkbox", { name: /3 lemons/ })).toBeVisible();
  await page.goto("/recipes/trending");
  const recipeLink = page.locator('a[href^="/recipe/"]').first();
  const recipeHref = (await recipeLink.getAttribute("href"))!;
  await page.goto(recipeHref);
  const recipeTitle = (await page.getByRole("heading", { level: 1 }).textContent())!;
  // The page's code, and the parts it loads once it has hydrated (the Follow button), come through the worker too.
  await hydrated(page);
  await page.waitForLoadState("networkidle");

  await context.setOffline(true);
  await page.goto("/shopping-list");
  await expect(page.getByRole("checkbox", { name: /3 lemons/ })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /rice/ })).toBeVisible();
  await page.goto(recipeHref);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(recipeTitle);
  // The copy every reader shares cannot ask who reads it offline: the cook is the one last seen, not
  // a visitor sent to sign in, and the copies kept for them stay.
  await expect(page.getByRole("button", { name: /^Account menu for / })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await page.goto("/shopping-list");
  await expect(page.getByRole("checkbox", { name: /3 lemons/ })).toBeVisible();
  await page.goto("/for-bloggers/about");
  await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
  await context.setOffline(false);
  dropOfflineErrors(consoleErrors);
});

test("signing out deletes the pages kept for offline use", async ({ page }) => {
  await signUp(page, { prefix: "signout" });
  await page.goto("/shopping-list");
  await hydrated(page);
  await serviceWorkerControls(page);
  await page.reload();
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => caches.has("ladle-pages"))).toBe(true);
  await page.goto("/me/logout");
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL("/");
  await expect.poll(() => page.evaluate(() => caches.has("ladle-pages"))).toBe(false);
});

test("a waiting new version offers a reload", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.waitForFunction(() => "ladleShowUpdatePrompt" in window);
  await page.evaluate(() => (window as Window & { ladleShowUpdatePrompt?: () => void }).ladleShowUpdatePrompt?.());
  const prompt = page.getByRole("status").filter({ hasText: "A new version of Ladle is ready." });
  await expect(prompt).toBeVisible();
  await prompt.getByRole("button", { name: "Not now" }).click();
  await expect(prompt).toBeHidden();
});
