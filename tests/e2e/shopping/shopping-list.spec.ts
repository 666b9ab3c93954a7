/**
 * The shopping list in the browser: a recipe added from its page at the servings chosen, ticked off
 * in the slide-in panel, ticked and added to while offline (the page keeps working from its copy),
 * synced when the network is back (a reload shows it), and sent to a grocery partner (a list too
 * long for one link sends its first items and says how many stayed behind). A plan with recipes for a
 * blog's subscribers says how many were left out, and an add made offline (a plan's or a recipe's) says
 * it waits, then says what went on the list once it is sent.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, signUp, test } from "../fixtures.ts";

// Offline use goes through the installed app's service worker, which the suite otherwise blocks.
test.use({ serviceWorkers: "allow" });

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/** Partners' sites are never contacted: a tab opened on them gets a page from here. */
async function stubPartners(context: BrowserContext) {
  await context.route(/^https:\/\/www\.(instacart|amazon)\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Partner</title>" }),
  );
}

/**
 * Chromium reports requests that failed while offline on the console (files the page had not loaded
 * yet among them); only those are expected.
 */
function dropOfflineErrors(consoleErrors: string[]) {
  const others = consoleErrors.filter(
    (message) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|network|net::ERR_FAILED \S+\/assets\//i.test(message),
  );
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

async function createRecipe(page: Page, name = "Onion tart") {
  const title = `${name} ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/recipes", {
    data: {
      title,
      servings: 2,
      ingredientGroups: [{ lines: ["2 onions", "200 g flour", "1 tbsp olive oil"] }],
      instructionSections: [{ steps: ["Soften the onions in the oil, then bake on the pastry."] }],
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return { id: (await created.json()).id as string, title };
}

test("add a recipe, tick in the panel, keep ticking offline, sync, and send to a partner", async ({
  page,
  context,
  consoleErrors,
}) => {
  await stubPartners(context);
  await signUp(page, { prefix: "shopper" });
  const recipe = await createRecipe(page);

  await page.goto(`/recipe/${recipe.id}`);
  await hydrated(page);
  // Shop for four: twice the recipe.
  await page.getByRole("button", { name: "More servings" }).click();
  await page.getByRole("button", { name: "More servings" }).click();
  const addButton = page.getByRole("button", { name: "Add to shopping list" });
  await addButton.click();

  const panel = page.getByRole("dialog", { name: "Shopping list" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("checkbox", { name: /4 onions/ })).toBeVisible();
  await expect(panel.getByRole("checkbox", { name: /400 g flour/ })).toBeVisible();
  await expect(panel.getByText(`for ${recipe.title}`).first()).toBeVisible();
  await expect(panel.getByRole("status").filter({ hasText: "Synced" })).toBeVisible();

  await panel.getByRole("checkbox", { name: /4 onions/ }).check();
  await expect(panel.getByRole("heading", { name: "In the basket (1)" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Shopping list, 2 items to buy/ })).toBeVisible();

  // Escape closes the panel and gives focus back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(addButton).toBeFocused();

  await page.goto("/shopping-list");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Shopping list" })).toBeVisible();
  const status = page.locator("main").getByRole("status").first();
  await expect(status).toHaveText("Synced");

  // Offline: the list is still there, and ticks and additions wait in the queue.
  await context.setOffline(true);
  await page.getByRole("checkbox", { name: /400 g flour/ }).check();
  await page.getByLabel("Add an item").fill("Paper towels");
  await page.getByLabel("Add an item").press("Enter");
  await expect(page.getByRole("checkbox", { name: /Paper towels/ })).toBeVisible();
  await expect(status).toHaveText(/Offline · 2 changes waiting to sync/);
  await expect(page.getByRole("checkbox", { name: /400 g flour/ })).toBeChecked();

  // Online again: the queue is sent, and the server's list has both changes.
  await context.setOffline(false);
  await expect(status).toHaveText("Synced", { timeout: 10_000 });
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("checkbox", { name: /400 g flour/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /4 onions/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Paper towels/ })).not.toBeChecked();

  // Send what is left to buy to the delivery partner, in a new tab.
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Instacart (opens in a new tab)" }).click();
  const popup = await popupOpened;
  const url = popup.url();
  expect(url.startsWith("https://www.instacart.com/store/s?k=")).toBe(true);
  const sent = decodeURIComponent(url.split("?k=")[1]);
  expect(sent).toContain("Paper towels");
  expect(sent).toContain("olive oil");
  expect(sent).not.toContain("flour");
  await popup.close();
  const events = await page.evaluate(() => window.dataLayer?.filter((entry) => entry.event === "grocery delivery tap"));
  expect(events?.[0]?.properties).toMatchObject({ partner: "delivery" });
  dropOfflineErrors(consoleErrors);
});

test("another member's tick shows up live, and an empty list says there is nothing to send", async ({
  page,
  browser,
}) => {
  const owner = await signUp(page, { prefix: "owner" });
  await page.goto("/grocery-list");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Grocery list" })).toBeVisible();
  await expect(page.getByText("Your shopping list is empty.")).toBeVisible();

  // A partner accepts an invitation and adds something: it appears without a reload.
  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  const { username } = await signUp(partner, { prefix: "partner" });
  const mine = await (await page.request.get("/api/shopping-list")).json();
  expect((await page.request.post(`/api/shopping-lists/${mine.id}/members`, { data: { username } })).ok()).toBeTruthy();
  expect((await partner.request.post(`/api/shopping-lists/${mine.id}/invitation/accept`)).ok()).toBeTruthy();
  const added = await partner.request.post(`/api/shopping-lists/${mine.id}/items`, { data: { texts: ["3 limes"] } });
  expect(added.ok()).toBeTruthy();
  await expect(page.getByRole("checkbox", { name: /3 limes/ })).toBeVisible({ timeout: 10_000 });

  const list = await (await partner.request.get("/api/shopping-list")).json();
  const limes = list.aisles.flatMap((aisle: { items: { text: string; lines: { id: string }[] }[] }) => aisle.items)[0];
  await partner.request.post(`/api/shopping-lists/${mine.id}/items/check`, {
    data: { lineIds: limes.lines.map((line: { id: string }) => line.id), isChecked: true },
  });
  await expect(page.getByText("All ticked off. Nice shop!")).toBeVisible({ timeout: 10_000 });
  await partnerContext.close();

  // Nothing left to buy: the partner button explains instead of opening an empty basket.
  await page.getByRole("button", { name: "Instacart" }).click();
  await expect(page.locator(".Toastify__toast--warning")).toContainText("nothing to send");
  const errors = await page.evaluate(() =>
    window.dataLayer?.filter((entry) => entry.event === "grocery delivery error"),
  );
  expect(errors?.[0]?.properties).toMatchObject({ partner: "delivery", reason: "empty" });
  expect(owner.username).toBeTruthy();
});

test("a partner that hangs or fails keeps to its own tab: the list carries on unchanged", async ({ page, context }) => {
  // Ladle's server never calls a partner: the browser opens the partner's link. Here the delivery
  // partner never answers and the retailer answers 503.
  let markAsked = () => {};
  const isPartnerAsked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  await context.route(/^https:\/\/www\.instacart\.com\//, () => markAsked());
  await context.route(/^https:\/\/www\.amazon\.com\//, (route) =>
    route.fulfill({ status: 503, contentType: "text/html", body: "<title>Partner down</title>" }),
  );
  await signUp(page, { prefix: "patient" });
  const mine = await (await page.request.get("/api/shopping-list")).json();
  const added = await page.request.post(`/api/shopping-lists/${mine.id}/items`, {
    data: { texts: ["2 onions", "Paper towels"] },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  await page.goto("/shopping-list");
  await hydrated(page);
  const status = page.locator("main").getByRole("status").first();
  await expect(status).toHaveText("Synced");

  // A tab whose page never arrives is never handed to the test: the partner being asked is the sign.
  await page.getByRole("link", { name: "Instacart (opens in a new tab)" }).click();
  await isPartnerAsked;
  const failing = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Amazon Fresh (opens in a new tab)" }).click();
  const failedTab = await failing;
  await expect(failedTab).toHaveTitle("Partner down");

  // While the partner's tab still waits, the list answers at once.
  const startedAt = Date.now();
  await page.getByRole("checkbox", { name: /2 onions/ }).check();
  await expect(status).toHaveText("Synced");
  expect(Date.now() - startedAt).toBeLessThan(5000);
  await failedTab.close();

  // Sending changed nothing: the list is as the shopper left it.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("checkbox", { name: /2 onions/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /Paper towels/ })).not.toBeChecked();
});

test("a double-click adds a recipe once; adding it again adds its servings up and says so", async ({ page }) => {
  await signUp(page, { prefix: "twice" });
  const recipe = await createRecipe(page, "Slow-roasted onion and thyme tart with a crisp cheddar crust");
  const recipesOnList = page.getByRole("region", { name: "Recipes on this list" }).getByRole("listitem");
  async function expectOnList(servings: number, onions: string) {
    await page.goto("/shopping-list");
    await hydrated(page);
    await expect(recipesOnList).toHaveCount(1);
    await expect(recipesOnList).toContainText(`serves ${servings}`);
    await expect(page.getByRole("checkbox", { name: new RegExp(onions) })).toBeVisible();
  }

  await page.goto(`/recipe/${recipe.id}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Add to shopping list" }).dblclick();
  await expect(page.getByText("Added for 2 to your shopping list.")).toBeVisible();
  await expectOnList(2, "2 onions");

  await page.goto(`/recipe/${recipe.id}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Add to shopping list" }).click();
  await expect(page.getByText("Already on your list: now for 4 servings.")).toBeVisible();
  await expectOnList(4, "4 onions");
  await expect(page.getByRole("checkbox", { name: /400 g flour/ })).toBeVisible();

  // On a phone the long title wraps beside its Take off button, which stays on the recipe's row.
  await page.setViewportSize({ width: 360, height: 740 });
  const title = await recipesOnList.getByRole("link").boundingBox();
  const takeOff = await recipesOnList.getByRole("button", { name: /^Take off/ }).boundingBox();
  expect(takeOff && title && takeOff.y < title.y + title.height && takeOff.x > title.x).toBe(true);
});

test("Add plan to shopping list puts every planned recipe on the list at its servings", async ({ page }) => {
  await signUp(page, { prefix: "planner" });
  const recipe = await createRecipe(page);
  const created = await page.request.post("/api/meal-plans", {
    data: {
      title: "Tart week",
      dayCount: 2,
      entries: [
        { day: 0, slot: "dinner", recipeId: recipe.id, servings: 2 },
        { day: 1, slot: "dinner", recipeId: recipe.id, servings: 4 },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const plan = await created.json();

  await page.goto(`/meal_plan/${plan.id}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Add plan to shopping list" }).click();
  const panel = page.getByRole("dialog", { name: "Shopping list" });
  await expect(panel).toBeVisible();
  // Six servings in all: three times the recipe.
  await expect(panel.getByRole("checkbox", { name: /6 onions/ })).toBeVisible();
  await expect(panel.getByRole("checkbox", { name: /600 g flour/ })).toBeVisible();
});

test("a plan with recipes for a blog's subscribers says which were left out, online and offline", async ({
  page,
  context,
  consoleErrors,
}) => {
  // A cook who does not subscribe to Luca's blog `pro` plans two of its members' recipes and one of their own.
  await signUp(page, { prefix: "nonmember" });
  const recipe = await createRecipe(page);
  const cards = await (await page.request.get("/api/blogs/pro/recipes?pageSize=48")).json();
  const locked = (cards.items as { id: string; isPaywalled: boolean }[]).filter((card) => card.isPaywalled);
  expect(locked.length).toBeGreaterThanOrEqual(2);
  const title = `Members' week ${Date.now().toString(36)}`;
  const created = await page.request.post("/api/meal-plans", {
    data: {
      title,
      dayCount: 3,
      entries: [
        { day: 0, slot: "dinner", recipeId: recipe.id, servings: 2 },
        { day: 1, slot: "dinner", recipeId: locked[0].id, servings: 2 },
        { day: 2, slot: "dinner", recipeId: locked[1].id, servings: 2 },
      ],
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const plan = await created.json();

  await page.goto(`/meal_plan/${plan.id}`);
  await hydrated(page);
  const addPlan = page.getByRole("button", { name: "Add plan to shopping list" });
  await addPlan.click();
  const leftOut = page.getByText(
    `Added 1 recipe from ${title} to your shopping list. 2 more are for subscribers of Luca Moretti's Kitchen only, so we left them out.`,
  );
  await expect(leftOut).toBeVisible();
  const panel = page.getByRole("dialog", { name: "Shopping list" });
  await expect(panel.getByRole("checkbox", { name: /2 onions/ })).toBeVisible();
  await expect(leftOut).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  // Offline, the add waits: the cook is told so, not that it was added.
  await context.setOffline(true);
  await addPlan.click();
  await expect(
    page.getByText(`You're offline. We'll add ${title} to your shopping list when you're back online.`),
  ).toBeVisible();
  await expect(leftOut).toBeHidden();
  // Back online, the add is sent, and the cook hears what went on the list.
  await context.setOffline(false);
  await expect(leftOut).toBeVisible({ timeout: 10_000 });
  await expect(panel.getByRole("checkbox", { name: /4 onions/ })).toBeVisible();
  dropOfflineErrors(consoleErrors);
});

test("a recipe added offline is said to wait, and is added once the network is back", async ({
  page,
  context,
  consoleErrors,
}) => {
  await signUp(page, { prefix: "offlineadd" });
  const recipe = await createRecipe(page);
  await page.goto(`/recipe/${recipe.id}`);
  await hydrated(page);
  // The panel has been opened, but the page has shown no toast yet when the network goes: toasts
  // cannot be loaded, and the page carries on without them.
  const panel = page.getByRole("dialog", { name: "Shopping list" });
  await page
    .getByRole("button", { name: /^Shopping list/ })
    .first()
    .click();
  await expect(panel.getByRole("status").filter({ hasText: "Synced" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await context.setOffline(true);
  await page.getByRole("button", { name: "Add to shopping list" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "Offline · 1 change waiting to sync" })).toBeVisible();
  await expect(page.getByText(/to your shopping list\.$/)).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: recipe.title })).toBeVisible();

  // Offline again once toasts are there: the add is said to wait, not to be done.
  await context.setOffline(false);
  await expect(page.getByText(`Added ${recipe.title} to your shopping list.`)).toBeVisible({ timeout: 10_000 });
  await expect(panel.getByRole("checkbox", { name: /2 onions/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await context.setOffline(true);
  await page.getByRole("button", { name: "Add to shopping list" }).click();
  await expect(
    page.getByText(`You're offline. We'll add ${recipe.title} to your shopping list when you're back online.`),
  ).toBeVisible();
  await expect(page.getByText("Already on your list: now for 4 servings.")).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByText(`Added ${recipe.title} to your shopping list.`)).toBeVisible({ timeout: 10_000 });
  await expect(panel.getByRole("checkbox", { name: /4 onions/ })).toBeVisible();
  dropOfflineErrors(consoleErrors);
});

test("a list too long for one link sends its first items and says the rest stayed behind", async ({
  page,
  context,
}) => {
  await stubPartners(context);
  await signUp(page, { prefix: "bulk" });
  const mine = await (await page.request.get("/api/shopping-list")).json();
  for (const batch of [0, 1]) {
    const texts = Array.from({ length: 50 }, (_, index) => `Lantern style ${batch * 50 + index} for the garden party`);
    const added = await page.request.post(`/api/shopping-lists/${mine.id}/items`, { data: { texts } });
    expect(added.ok(), await added.text()).toBeTruthy();
  }
  await page.goto("/grocery-list");
  await hydrated(page);
  const note = page.locator(".grocery-partners__note");
  await expect(note).toContainText(/Instacart gets your first \d+ items\./);
  await expect(note).toContainText("tick off what you've sent, then send again");

  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Instacart (opens in a new tab)" }).click();
  const toast = page.locator(".Toastify__toast--warning");
  await expect(toast).toContainText(/Sent your first \d+ items to Instacart; \d+ items didn't fit\./);
  const [included, omitted] = ((await toast.textContent()) ?? "").match(/\d+/g)?.map(Number) ?? [];
  const popup = await popupOpened;
  expect(popup.url().length).toBeLessThanOrEqual(2000);
  const sent = decodeURIComponent(popup.url().split("?k=")[1]).split("\n");
  await popup.close();
  expect(sent).toHaveLength(included);
  expect(sent[0]).toBe("Lantern style 0 for the garden party");
  expect(included + omitted).toBe(100);
  const events = await page.evaluate(() => window.dataLayer?.filter((entry) => entry.event === "grocery delivery tap"));
  expect(events?.[0]?.properties).toMatchObject({ partner: "delivery", items: included, omitted });
});

test("Add to shopping list pressed before a shared page knows its reader waits for them, not for sign-in", async ({
  page,
}) => {
  await signUp(page, { prefix: "early" });
  const recipe = await createRecipe(page);
  // The page is shared between readers; who this one is comes from /api/me/state, held back here.
  let releaseState = () => {};
  const stateHeld = new Promise<void>((resolve) => {
    releaseState = resolve;
  });
  await page.route("**/api/me/state?*", async (route) => {
    await stateHeld;
    await route.continue();
  });
  await page.goto(`/recipe/${recipe.id}`);
  await hydrated(page);
  await page.getByRole("button", { name: "Add to shopping list" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${recipe.id}$`));
  releaseState();

  const panel = page.getByRole("dialog", { name: "Shopping list" });
  await expect(panel.getByRole("checkbox", { name: /2 onions/ })).toBeVisible();
  await expect(page.getByText("Added for 2 to your shopping list.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/recipe/${recipe.id}$`));
});
