/**
 * Adding a recipe to the shopping list when the network went before the panel was ever opened on
 * the page. The panel's list and the toasts load on first use: offline, without the service worker,
 * the panel says the list needs a connection and that the add waits, the page never breaks, and
 * once the network is back the list loads and the add is sent; with the installed app's service
 * worker, what it keeps at install is enough for the whole add offline, its toast included.
 */
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "../fixtures.ts";

// Offline use goes through the installed app's service worker, which the suite otherwise blocks.
test.use({ serviceWorkers: "allow" });

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/** The panel's list, as the build names its file. */
const listViewFile = /\/assets\/shopping-list-view-[\w-]+\.js$/;

/**
 * Requests that fail while offline are reported on the console: files the page had not loaded yet,
 * and reads the service worker had no copy of (those fail through it, as ERR_FAILED).
 */
function dropOfflineErrors(consoleErrors: string[]) {
  const others = consoleErrors.filter(
    (message) =>
      !/ERR_INTERNET_DISCONNECTED|Failed to fetch|network|net::ERR_FAILED \S+\/(assets|api)\//i.test(message),
  );
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

/** A new cook with a recipe, whose list this browser has opened before (so it keeps a copy of it). */
async function cookWithList(page: Page, prefix: string) {
  await signUp(page, { prefix });
  const title = `Leek gratin ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/recipes", {
    data: {
      title,
      servings: 2,
      ingredientGroups: [{ lines: ["2 leeks", "100 g cheese"] }],
      instructionSections: [{ steps: ["Melt the cheese over the leeks."] }],
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  await page.goto("/shopping-list");
  await hydrated(page);
  await expect(page.locator("main").getByRole("status").first()).toHaveText("Synced");
  return { id: (await created.json()).id as string, title };
}

/** Opens the recipe and waits until the page knows its reader (the Add button needs them). */
async function openRecipe(page: Page, recipeId: string) {
  await page.goto(`/recipe/${recipeId}`);
  await hydrated(page);
  await expect(page.locator(".account-menu__button")).toBeVisible();
}

async function expectPageIntact(page: Page, title: string) {
  await expect(page.getByText("Application Error")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test.describe("without the service worker", () => {
  test.use({ serviceWorkers: "block" });

  test("the panel's list waits for the network, says the add waits, then loads and syncs", async ({
    page,
    context,
    consoleErrors,
  }) => {
    const recipe = await cookWithList(page, "lazypanel");
    // The recipe page has only what it loaded for itself: the panel's code is not fetched before the
    // network goes, not even by its prefetch when the page is idle.
    let isListViewBlocked = true;
    await page.route(listViewFile, (route) =>
      isListViewBlocked ? route.abort("internetdisconnected") : route.fallback(),
    );
    await openRecipe(page, recipe.id);
    await context.setOffline(true);

    await page.getByRole("button", { name: "Add to shopping list" }).click();
    const panel = page.getByRole("dialog", { name: "Shopping list" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("status").filter({ hasText: "Offline · 1 change waiting to sync" })).toBeVisible();
    await expect(
      panel.getByText("Your list needs a connection to open here. It'll show as soon as you're back online."),
    ).toBeVisible();
    await expectPageIntact(page, recipe.title);

    // Back online: the list loads in the open panel, the add is sent and said to be done, in a toast
    // whose styles load with it although they could not offline.
    isListViewBlocked = false;
    await context.setOffline(false);
    await expect(panel.getByRole("checkbox", { name: /2 leeks/ })).toBeVisible({ timeout: 10_000 });
    await expect(panel.getByRole("status").filter({ hasText: "Synced" })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(`Added ${recipe.title} to your shopping list.`)).toBeVisible({ timeout: 10_000 });
    await expect(page.locator(".Toastify__toast-container")).toHaveCSS("position", "fixed");
    const list = await (await page.request.get("/api/shopping-list")).json();
    expect(JSON.stringify(list)).toContain("2 leeks");
    await expectPageIntact(page, recipe.title);
    dropOfflineErrors(consoleErrors);
  });
});

test.describe("a list this browser never loaded", () => {
  test.use({ serviceWorkers: "block" });

  test("the add waits for the network, then goes on the cook's list", async ({ page, context, consoleErrors }) => {
    const recipe = await cookWithList(page, "neverlist");
    // This browser forgets the list: the page knows the cook, and nothing of their list.
    await page.evaluate(() => window.localStorage.removeItem("ladle-shopping-list"));
    await openRecipe(page, recipe.id);
    await page.waitForLoadState("networkidle");
    await context.setOffline(true);

    await page.getByRole("button", { name: "Add to shopping list" }).click();
    const panel = page.getByRole("dialog", { name: "Shopping list" });
    await expect(panel.getByRole("status").filter({ hasText: "Offline · 1 change waiting to sync" })).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expectPageIntact(page, recipe.title);

    await context.setOffline(false);
    await expect(page.getByText(`Added ${recipe.title} to your shopping list.`)).toBeVisible({ timeout: 10_000 });
    await expect(panel.getByRole("checkbox", { name: /2 leeks/ })).toBeVisible({ timeout: 10_000 });
    const list = await (await page.request.get("/api/shopping-list")).json();
    expect(JSON.stringify(list)).toContain("2 leeks");
    dropOfflineErrors(consoleErrors);
  });
});

test.describe("with the installed app's service worker", () => {
  test("the add works offline from what the worker keeps at install, its toast included", async ({
    page,
    context,
    consoleErrors,
  }) => {
    const recipe = await cookWithList(page, "swpanel");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
      }
    });
    await openRecipe(page, recipe.id);
    // Only what the worker keeps at install: the files pages fetched through it since, and the
    // browser's own cache, are forgotten.
    await page.evaluate(() => caches.delete("ladle-assets"));
    await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
    await context.setOffline(true);
    // The panel's code was not loaded before the network went (its prefetch waits for the page to be idle).
    const hadListView = await page.evaluate(() =>
      performance.getEntriesByType("resource").some((entry) => entry.name.includes("/shopping-list-view-")),
    );
    expect(hadListView).toBe(false);

    await page.getByRole("button", { name: "Add to shopping list" }).click();
    await expect(
      page.getByText(`You're offline. We'll add ${recipe.title} to your shopping list when you're back online.`),
    ).toBeVisible();
    await expect(page.locator(".Toastify__toast-container")).toHaveCSS("position", "fixed");
    const panel = page.getByRole("dialog", { name: "Shopping list" });
    await expect(panel.getByRole("status").filter({ hasText: "Offline · 1 change waiting to sync" })).toBeVisible();
    await expect(panel.getByRole("checkbox", { name: new RegExp(recipe.title) })).toBeVisible();
    await expect(panel.getByText("Adding when you're back online")).toBeVisible();
    await expectPageIntact(page, recipe.title);

    await context.setOffline(false);
    await expect(page.getByText(`Added ${recipe.title} to your shopping list.`)).toBeVisible({ timeout: 10_000 });
    await expect(panel.getByRole("status").filter({ hasText: "Synced" })).toBeVisible({ timeout: 10_000 });
    await expect(panel.getByRole("checkbox", { name: /2 leeks/ })).toBeVisible();
    dropOfflineErrors(consoleErrors);
  });
});
