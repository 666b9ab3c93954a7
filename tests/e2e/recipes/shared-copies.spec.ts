/**
 * Signed-in readers share one copy of a public page, and what is theirs on it arrives once it is
 * open; a page whose content depends on the reader (a paywalled recipe) is never shared.
 */
import { expect, test } from "@playwright/test";
import { demo, signIn } from "../fixtures.ts";

async function myRecipes(page: import("@playwright/test").Page) {
  const response = await page.request.get("/api/recipes/mine?pageSize=48");
  return ((await response.json()) as { items: { id: string; title: string; visibility: string }[] }).items;
}

test("an author reading their public recipe from the shared copy gets their own buttons", async ({ page }) => {
  await signIn(page, demo.creator);
  const recipe = (await myRecipes(page)).find((r) => r.visibility === "public");
  expect(recipe).toBeTruthy();
  await page.request.get(`/recipe/${recipe?.id}`);
  const shared = await page.request.get(`/recipe/${recipe?.id}`);
  expect(shared.headers()["x-page-cache"]).toBe("HIT");
  expect(await shared.text()).not.toContain(`/recipe/${recipe?.id}/edit`);

  await page.goto(`/recipe/${recipe?.id}`);
  await expect(page.getByRole("link", { name: /^Edit/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
});

test("a reload after moving around in the app still gives the author their own buttons", async ({ page }) => {
  await signIn(page, demo.creator);
  const recipe = (await myRecipes(page)).find((r) => r.visibility === "public");
  await page.goto(`/search?q=${encodeURIComponent(recipe?.title ?? "")}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // An in-app navigation gives the history entry a key of its own, which a reload keeps.
  await page.getByRole("link", { name: recipe?.title }).first().click();
  await expect(page).toHaveURL(`/recipe/${recipe?.id}`);
  await expect(page.getByRole("link", { name: /^Edit/ })).toBeVisible();
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByRole("link", { name: /^Edit/ })).toBeVisible();
});

test("a paywalled recipe is rendered for each reader: its author sees it whole", async ({ page }) => {
  await signIn(page, demo.pro);
  const recipe = (await myRecipes(page)).find((r) => r.visibility === "paywalled");
  expect(recipe).toBeTruthy();
  const first = await page.request.get(`/recipe/${recipe?.id}`);
  const second = await page.request.get(`/recipe/${recipe?.id}`);
  expect(second.headers()["x-page-cache"]).toBeUndefined();
  for (const response of [first, second]) {
    const html = await response.text();
    expect(html).toContain("Ingredients");
    expect(html).not.toContain("Subscribe to read");
  }
});
