/**
 * The whole plan-and-shop journey in one browser session: a 7-day vegetarian week generated with a
 * calorie goal, one dinner swapped, the plan saved and put on the shopping list, items ticked off,
 * the list kept working offline, synced when the network is back, and what is left sent to the
 * delivery partner.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, signUp, test } from "../fixtures.ts";

// Offline use goes through the installed app's service worker, which the suite otherwise blocks.
test.use({ serviceWorkers: "allow" });

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/** The row of the line that reads exactly `text` ("2 onions"), wherever it is on the list. */
const row = (list: Locator, text: string) =>
  list.locator("li.shopping-item").filter({ has: list.page().getByText(text, { exact: true }) });

test("generate a vegetarian week, swap a dinner, shop for it offline and online, send it to a partner", async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // The partner's site is never contacted: the tab it opens gets a page from here.
  await context.route(/^https:\/\/www\.instacart\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>Partner</title>" }),
  );
  await signUp(page, { name: "Week Shopper", prefix: "week" });

  // Generate: seven vegetarian days at 1,800 kcal a day.
  await page.goto("/meal_plan/create?mode=generate");
  await hydrated(page);
  await page.getByRole("checkbox", { name: "Vegetarian" }).check();
  await page.getByLabel("Days", { exact: true }).fill("7");
  await page.getByLabel("Calories a day").fill("1800");
  await page.getByRole("button", { name: "Plan my week" }).click();
  const preview = page.getByRole("region", { name: "Your plan" });
  await expect(preview).toBeVisible({ timeout: 20_000 });
  await expect(preview.locator(".plan-day")).toHaveCount(7);
  await expect(preview.getByText(/Each day lands between 1,620 and 1,980 kcal per person/)).toBeVisible();

  // Swap Wednesday's dinner for the next best one.
  const dinner = preview.locator(".plan-day").nth(2).locator('[data-slot="dinner"]');
  const before = (await dinner.locator(".plan-entry__title").textContent()) ?? "";
  await dinner.getByRole("button", { name: /^Swap/ }).click();
  // A swap searches the recipes again, as generating does: on a loaded machine it can take a while.
  await expect(dinner.locator(".plan-entry__title")).not.toHaveText(before, { timeout: 45_000 });
  await expect(preview.getByRole("alert")).toHaveCount(0);
  const swappedIn = (await dinner.locator(".plan-entry__title").textContent()) ?? "";

  await preview.getByLabel("Title").fill("Veggie week");
  await preview.getByRole("button", { name: "Save plan" }).click();
  await expect(page).toHaveURL(/\/meal_plan\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Veggie week" })).toBeVisible();
  await expect(page.locator(".plan-day")).toHaveCount(7);
  await expect(page.locator(".plan-day").nth(2).locator('[data-slot="dinner"] .plan-entry__title')).toHaveText(
    swappedIn,
  );

  // The whole plan goes on the shopping list.
  await page.getByRole("button", { name: "Add plan to shopping list" }).click();
  const panel = page.getByRole("dialog", { name: "Shopping list" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(`for ${swappedIn}`).first()).toBeVisible();

  await page.goto("/shopping-list");
  await hydrated(page);
  const list = page.locator("main");
  const status = list.getByRole("status").first();
  await expect(status).toHaveText("Synced");
  const names = (await list.locator(".shopping-item__text").allTextContents()).map((text) => text.trim());
  expect(names.length).toBeGreaterThan(10);

  // Two lines ticked off online.
  await row(list, names[0]).getByRole("checkbox").check();
  await row(list, names[1]).getByRole("checkbox").check();
  await expect(list.getByRole("heading", { name: "In the basket (2)" })).toBeVisible();
  await expect(status).toHaveText("Synced");

  // Offline: the list is still there and one more tick waits in the queue.
  await context.setOffline(true);
  const third = row(list, names[2]).getByRole("checkbox");
  await third.check();
  await expect(third).toBeChecked();
  await expect(status).toHaveText(/Offline · 1 change waiting to sync/);
  await expect(list.getByRole("heading", { name: "In the basket (3)" })).toBeVisible();

  // Online: the queue is sent, and a reload shows the server kept all three ticks.
  await context.setOffline(false);
  await expect(status).toHaveText("Synced", { timeout: 10_000 });
  await page.reload();
  await hydrated(page);
  // Chromium logs the requests that failed while offline; only those are expected.
  const others = consoleErrors.filter((message) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/i.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...others);
  await expect(list.getByRole("heading", { name: "In the basket (3)" })).toBeVisible();
  for (const name of names.slice(0, 3)) await expect(row(list, name).getByRole("checkbox")).toBeChecked();

  // What is left to buy goes to the delivery partner in a new tab; ticked lines stay behind.
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Instacart (opens in a new tab)" }).click();
  const popup = await popupOpened;
  const url = popup.url();
  await popup.close();
  expect(url.startsWith("https://www.instacart.com/store/s?k=")).toBe(true);
  const sent = decodeURIComponent(url.slice(url.indexOf("?k=") + 3)).split("\n");
  // The link carries the items still to buy, in the list's aisle order, each naming its food.
  const saved = (await (await page.request.get("/api/shopping-list")).json()) as {
    aisles: { items: { text: string; food: string | null; isChecked: boolean }[] }[];
  };
  const toBuy = saved.aisles.flatMap((aisle) => aisle.items).filter((item) => !item.isChecked);
  expect(toBuy).toHaveLength(names.length - 3);
  const taps = await page.evaluate(() => window.dataLayer?.filter((entry) => entry.event === "grocery delivery tap"));
  expect(taps?.[0]?.properties).toMatchObject({ partner: "delivery", items: sent.length });
  expect(sent.length + Number(taps?.[0]?.properties?.omitted)).toBe(toBuy.length);
  for (const [index, line] of sent.entries())
    expect(line, `item ${index}`).toContain(toBuy[index].food ?? toBuy[index].text);
});
