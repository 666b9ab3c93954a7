/**
 * A cook's collection from start to end: create it, save recipes into it from their pages, reorder
 * it with the keyboard and by dragging, make it private and public again, find it on the profile,
 * delete it; the edit page without JavaScript; and the pages pass axe.
 */
import type { Browser, Page } from "@playwright/test";
import { seriousViolations } from "../axe.ts";
import { expect, signUp, test } from "../fixtures.ts";

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Public demo recipes, found by search: id and title. */
async function findRecipes(page: Page, query: string, count: number) {
  const response = await page.request.get(`/api/search/recipes?q=${encodeURIComponent(query)}`);
  const { items } = (await response.json()) as { items: { id: string; title: string; isPaywalled: boolean }[] };
  const open = items.filter((item) => !item.isPaywalled).slice(0, count);
  expect(open).toHaveLength(count);
  return open;
}

async function saveFromRecipePage(page: Page, recipe: { id: string; title: string }, collection: string) {
  await page.goto(`/recipe/${recipe.id}`);
  await hydrated(page);
  const save = page.getByRole("button", { name: "Save", exact: true });
  await save.click();
  const menu = page.getByRole("dialog", { name: "Save to a collection" });
  const choice = menu.getByRole("checkbox", { name: new RegExp(collection) });
  await expect(choice).not.toBeChecked();
  await choice.check();
  await expect(page.getByText(`Saved to ${collection}.`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(save).toBeFocused();
}

async function titlesOnCollectionPage(page: Page, id: string) {
  await page.goto(`/collection/${id}`);
  return page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
}

async function statusAsVisitor(browser: Browser, path: string) {
  const visitor = await browser.newContext();
  const response = await visitor.request.get(path);
  const body = await response.text();
  await visitor.close();
  return { status: response.status(), body };
}

test("a cook creates a collection, fills it from recipe pages, reorders it by keyboard, shares it and deletes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { username } = await signUp(page, { name: "Robin Collector", prefix: "coll" });
  const name = `Weeknight wins ${unique()}`;

  // Create it from /me.
  await page.goto("/me");
  await hydrated(page);
  await page
    .getByRole("region", { name: "Your collections" })
    .getByRole("link", { name: "Create a collection" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New collection");
  await hydrated(page);
  await page.getByRole("button", { name: "Create collection" }).click();
  await expect(page.getByText("Name the collection.")).toBeVisible();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel(/Description/).fill("Dinners that are on the table in half an hour.");
  await page.getByRole("button", { name: "Create collection" }).click();
  await expect(page).toHaveURL(/\/collection\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop() as string;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText(/Nothing in .* yet/)).toBeVisible();

  // Fill it from recipe pages, through the Save menu.
  const recipes = await findRecipes(page, "chicken", 3);
  for (const recipe of recipes) await saveFromRecipePage(page, recipe, name);
  expect(await titlesOnCollectionPage(page, id)).toEqual(recipes.map((r) => r.title));
  await expect(page.getByText("3 recipes")).toBeVisible();

  // Reorder with the keyboard on the edit page; each move is announced.
  await page.getByRole("link", { name: "Edit collection" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit collection");
  await hydrated(page);
  const [first, second, third] = recipes;
  await page.getByRole("button", { name: `Move ${third.title} up` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Moved" })).toHaveText(
    `Moved ${third.title} to position 2 of 3.`,
  );
  await expect(page.getByRole("button", { name: `Move ${third.title} up` })).toBeFocused();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(page.getByRole("status").filter({ hasText: "Moved" })).toHaveText(
    `Moved ${third.title} to position 1 of 3.`,
  );
  await expect(page.getByText("Order saved.")).toBeVisible();
  expect(await titlesOnCollectionPage(page, id)).toEqual([third.title, first.title, second.title]);

  // Private: gone for everyone else, and from the profile.
  await page.goto(`/collection/${id}/edit`);
  await hydrated(page);
  // A name left empty: focus goes to Name, which says what is missing.
  await page.getByLabel("Name").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByLabel("Name")).toBeFocused();
  await expect(page.getByLabel("Name")).toHaveAccessibleDescription("Name the collection.");
  await page.getByLabel("Name").fill(name);
  await page.getByRole("radio", { name: /Private/ }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved.")).toBeVisible();
  expect((await statusAsVisitor(browser, `/collection/${id}`)).status).toBe(404);
  expect((await statusAsVisitor(browser, `/api/collections/${id}`)).status).toBe(404);
  expect((await statusAsVisitor(browser, `/u/${username}`)).body).not.toContain(name);
  await page.goto(`/collection/${id}`);
  await expect(page.getByText("Private", { exact: true })).toBeVisible();

  // Public again: on the profile for visitors, and the page opens for them.
  await page.goto(`/collection/${id}/edit`);
  await hydrated(page);
  await page.getByRole("radio", { name: /Public/ }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved.")).toBeVisible();
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/u/${username}`);
  const section = visitorPage.getByRole("region", { name: "Collections by Robin" });
  await section.getByRole("link", { name }).click();
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(visitorPage.getByRole("link", { name: "Edit collection" })).toHaveCount(0);
  await visitor.close();

  // Delete it, after saying yes.
  await page.goto(`/collection/${id}/edit`);
  await hydrated(page);
  await page.getByRole("button", { name: "Delete collection" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete “${name}”?` });
  await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
  await dialog.getByRole("button", { name: "Delete collection" }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByText(`Deleted ${name}.`)).toBeVisible();
  expect((await page.request.get(`/api/collections/${id}`)).status()).toBe(404);
  // The recipes are still there.
  expect((await page.request.get(`/api/recipes/${first.id}`)).status()).toBe(200);
});

test("the Save menu makes a new collection inline, and the recipe is in it", async ({ page }) => {
  await signUp(page, { prefix: "menu" });
  const [recipe] = await findRecipes(page, "soup", 1);
  await page.goto(`/recipe/${recipe.id}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const menu = page.getByRole("dialog", { name: "Save to a collection" });
  await expect(menu.getByText("No collections yet. Name your first one below.")).toBeVisible();
  const name = `Soup club ${unique()}`;
  await menu.getByLabel("New collection").fill(name);
  await menu.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText(`Saved to ${name}.`)).toBeVisible();
  const choice = menu.getByRole("checkbox", { name: new RegExp(name) });
  await expect(choice).toBeChecked();
  // Taking it out again from the same menu.
  await choice.uncheck();
  await expect(page.getByText(`Removed from ${name}.`)).toBeVisible();
  const mine = (await (await page.request.get(`/api/collections/mine?recipeId=${recipe.id}`)).json()) as {
    items: { name: string; containsRecipe: boolean }[];
  };
  expect(mine.items).toEqual([expect.objectContaining({ name, containsRecipe: false })]);
});

test("Save recipe with a new collection left unnamed says so with the focus in the name", async ({ page }) => {
  await signUp(page, { prefix: "unnamed" });
  const [recipe] = await findRecipes(page, "soup", 1);
  await page.goto(`/recipe/${recipe.id}/save`);
  await hydrated(page);
  await page.getByRole("radio", { name: "New collection" }).check();
  await page.getByRole("button", { name: "Save", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Name the collection.")).toBeVisible();
  await expect(page.getByLabel("Collection name")).toBeFocused();
});

test("the collection pages have no serious accessibility problems, and the cover picker fits a phone", async ({
  page,
}) => {
  await signUp(page, { prefix: "axe" });
  const recipes = await findRecipes(page, "salad", 14);
  const created = await page.request.post("/api/collections", { data: { name: `Salad days ${unique()}` } });
  const { id } = (await created.json()) as { id: string };
  for (const recipe of recipes)
    await page.request.post(`/api/collections/${id}/recipes`, { data: { recipeId: recipe.id } });
  for (const path of [`/collection/${id}`, `/collection/${id}/edit`, "/collection/create"]) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }

  // On a phone the cover's tiles fill the width, and the box shows whole rows and half of the
  // next, so that it plainly scrolls for more.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/collection/${id}/edit`);
  const picker = await page.locator(".cover-picker__choices").evaluate((box) => {
    const outer = box.getBoundingClientRect();
    const right = outer.left + box.clientLeft + box.clientWidth - Number.parseFloat(getComputedStyle(box).paddingRight);
    const bottom = outer.top + box.clientTop + box.clientHeight;
    const tiles = [...box.children].map((tile) => tile.getBoundingClientRect());
    return {
      spaceAtRight: right - Math.max(...tiles.map((tile) => tile.right)),
      isScrolling: box.scrollHeight > box.clientHeight,
      shownOfCutTiles: tiles
        .filter((tile) => tile.top < bottom && tile.bottom > bottom)
        .map((tile) => (bottom - tile.top) / tile.height),
    };
  });
  expect(picker.spaceAtRight).toBeLessThan(2);
  expect(picker.isScrolling).toBe(true);
  expect(picker.shownOfCutTiles.length).toBeGreaterThan(0);
  for (const shown of picker.shownOfCutTiles) expect(shown).toBeCloseTo(0.5, 1);

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`/recipe/${recipes[0].id}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Save to a collection" }).getByRole("checkbox")).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
});

test("without JavaScript, Edit Collection still moves, removes and deletes, after asking", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signUp(page, { prefix: "nojs" });
  const recipes = await findRecipes(page, "salad", 3);
  const created = await page.request.post("/api/collections", { data: { name: `Plain forms ${unique()}` } });
  const { id, name } = (await created.json()) as { id: string; name: string };
  for (const recipe of recipes)
    await page.request.post(`/api/collections/${id}/recipes`, { data: { recipeId: recipe.id } });
  const order = async () => {
    const answer = await page.request.get(`/api/collections/${id}`);
    return ((await answer.json()) as { recipes: { items: { title: string }[] } }).recipes.items.map((r) => r.title);
  };

  await page.goto(`/collection/${id}/edit`);
  await page.getByRole("button", { name: `Move ${recipes[2].title} up` }).click();
  await expect(page).toHaveURL(`/collection/${id}/edit`);
  expect(await order()).toEqual([recipes[0].title, recipes[2].title, recipes[1].title]);
  await page.getByRole("button", { name: `Remove ${recipes[0].title}` }).click();
  expect(await order()).toEqual([recipes[2].title, recipes[1].title]);

  await page.getByRole("button", { name: "Delete collection" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete “${name}”?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete collection" }).click();
  await expect(page).toHaveURL(/\/me$/);
  expect((await page.request.get(`/api/collections/${id}`)).status()).toBe(404);
  await context.close();
});

test("dragging a recipe by its handle reorders the collection", async ({ page }) => {
  await signUp(page, { prefix: "drag" });
  const recipes = await findRecipes(page, "chicken", 3);
  const created = await page.request.post("/api/collections", { data: { name: `Chicken shelf ${unique()}` } });
  const { id } = (await created.json()) as { id: string };
  for (const recipe of recipes)
    await page.request.post(`/api/collections/${id}/recipes`, { data: { recipeId: recipe.id } });
  await page.goto(`/collection/${id}/edit`);
  await hydrated(page);

  // The first recipe, dragged below the last one.
  const handle = page.getByRole("button", { name: `Reorder ${recipes[0].title}, position 1 of 3` });
  const last = page.locator("[data-row]").last();
  await last.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await last.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + to.height - 4, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByRole("status").filter({ hasText: "Moved" })).toHaveText(
    `Moved ${recipes[0].title} to position 3 of 3.`,
  );
  await expect(page.getByText("Order saved.")).toBeVisible();
  expect(await titlesOnCollectionPage(page, id)).toEqual([recipes[1].title, recipes[2].title, recipes[0].title]);
});

test("a move is saved even when the page is reloaded before its save was due", async ({ page }) => {
  await signUp(page, { prefix: "reload" });
  const recipes = await findRecipes(page, "soup", 2);
  const created = await page.request.post("/api/collections", { data: { name: `Soup shelf ${unique()}` } });
  const { id } = (await created.json()) as { id: string };
  for (const recipe of recipes)
    await page.request.post(`/api/collections/${id}/recipes`, { data: { recipeId: recipe.id } });
  await page.goto(`/collection/${id}/edit`);
  await hydrated(page);

  await page.getByRole("button", { name: `Move ${recipes[0].title} down` }).click();
  await expect(page.getByText("Saving the order…")).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect.poll(() => titlesOnCollectionPage(page, id)).toEqual([recipes[1].title, recipes[0].title]);
});
