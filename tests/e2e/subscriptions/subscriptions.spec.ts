/**
 * Subscribing in test mode: a reader subscribes from a paywalled recipe's teaser through Ladle's test
 * checkout, reads the whole recipe, cancels, keeps reading until the period ends (the test clock is
 * moved past it), then sees the teaser again and is led back to the blog to subscribe again. A visitor
 * only ever sees the teaser.
 */
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "../fixtures.ts";

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/** One of the demo's subscriber-only recipes on pro's blog. */
async function findPaywalledRecipe(page: Page) {
  const response = await page.request.get(`/api/search/recipes?q=${encodeURIComponent("Lemon Drizzle Loaf Cake")}`);
  const { items } = (await response.json()) as { items: { id: string; title: string; isPaywalled: boolean }[] };
  const recipe = items.find((item) => item.title === "Lemon Drizzle Loaf Cake");
  if (!recipe) throw new Error("The demo's paywalled loaf cake was not found.");
  return recipe;
}

const ingredients = (page: Page) => page.getByRole("heading", { name: "Ingredients" });

test("a visitor sees only the teaser of a paywalled recipe", async ({ page }) => {
  const recipe = await findPaywalledRecipe(page);
  await page.goto(`/recipe/${recipe.id}`);
  await expect(page.getByRole("heading", { level: 1, name: recipe.title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Subscribe for $5/month" })).toBeVisible();
  await expect(ingredients(page)).toHaveCount(0);
  expect(await page.content()).not.toContain("self-raising flour");

  // A checkout's return address, shared by a subscriber, thanks no one who has not paid.
  await page.goto(`/recipe/${recipe.id}?subscribed=1`);
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Subscribe for $5/month" })).toBeVisible();
  await expect(page.getByText(/Thanks for subscribing|You're subscribed/)).toHaveCount(0);
  await page.goto("/p/blogs/pro?subscribed=1");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: /^Subscribe to / })).toBeVisible();
  await expect(page.getByText(/Thanks for subscribing|You're subscribed/)).toHaveCount(0);
});

test("subscribe, read, cancel, keep reading until the period ends, then the teaser", async ({ page }) => {
  const recipe = await findPaywalledRecipe(page);
  await signUp(page, { prefix: "subscriber" });
  await page.goto(`/recipe/${recipe.id}`);
  await hydrated(page);
  await expect(ingredients(page)).toHaveCount(0);

  await page.getByRole("button", { name: "Subscribe for $5/month" }).click();
  await expect(page.getByRole("heading", { name: "Test checkout — no card is charged" })).toBeVisible();
  await page.getByRole("button", { name: "Pay $5" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${recipe.id}\\?subscribed=1$`));
  await expect(page.getByRole("status").filter({ hasText: "You're subscribed to" })).toHaveText(
    /^You're subscribed to .+\.$/,
  );
  await expect(ingredients(page)).toBeVisible();

  await page.goto("/me/subscriptions");
  await expect(page.getByRole("heading", { level: 1, name: "Your subscriptions" })).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: /^Manage/ }).click();
  await page.waitForURL(/\/me\/subscriptions\/[0-9a-f-]{36}$/);
  const subscriptionId = /\/me\/subscriptions\/([0-9a-f-]{36})/.exec(page.url())?.[1] as string;
  await page.getByRole("link", { name: "Cancel subscription" }).click();
  await expect(page.getByText(/You keep reading .* until/)).toBeVisible();
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  // Said once, and the marker leaves the address so a reload does not say it again.
  await expect(page.getByRole("status")).toHaveText(/^Cancelled\. You can keep reading .* until .+\.$/);
  // Focus lands on that message, which sits a line's space below the heading and its status.
  await expect(page.getByRole("status")).toBeFocused();
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  const notice = await page.getByRole("status").boundingBox();
  expect((notice?.y ?? 0) - ((heading?.y ?? 0) + (heading?.height ?? 0))).toBeGreaterThanOrEqual(16);
  await expect(page.getByText(/cancelled/i)).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`/me/subscriptions/${subscriptionId}$`));

  await page.goto(`/recipe/${recipe.id}`);
  await expect(ingredients(page)).toBeVisible();

  // The period ends.
  const moved = await page.request.post("/api/dev/payments/test-clock", { data: { subscriptionId, days: 40 } });
  expect(moved.ok(), await moved.text()).toBeTruthy();
  await page.goto(`/recipe/${recipe.id}`);
  await expect(page.getByRole("button", { name: "Subscribe for $5/month" })).toBeVisible();
  await expect(ingredients(page)).toHaveCount(0);
  await page.goto(`/me/subscriptions/${subscriptionId}/cancel`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Your subscription to .+ has ended$/);
  await expect(page.getByRole("link", { name: "subscribe from the blog" })).toHaveAttribute("href", "/p/blogs/pro");
  await page.goto(`/me/subscriptions/${subscriptionId}`);
  await expect(page.getByText("Ended", { exact: true })).toBeVisible();
  // An ended subscription is not reactivated: the page leads back to the blog to subscribe again.
  await page.getByRole("link", { name: "Subscribe again" }).click();
  await expect(page).toHaveURL(/\/p\/blogs\/pro$/);
  await expect(page.getByRole("heading", { name: /^Subscribe to / })).toBeVisible();
});

test("back from a checkout and subscribing again pays once: the blog says so, the first checkout has nothing left to pay", async ({
  page,
}) => {
  await signUp(page, { prefix: "twice" });
  await page.goto("/p/blogs/pro");
  await hydrated(page);
  const subscribe = page.getByRole("button", { name: "Subscribe for $5/month" });
  await subscribe.click();
  await expect(page.getByRole("heading", { name: "Test checkout — no card is charged" })).toBeVisible();
  const firstCheckout = page.url();
  await page.goBack();
  await hydrated(page);
  await subscribe.click();
  await expect(page.getByRole("heading", { name: "Test checkout — no card is charged" })).toBeVisible();
  expect(page.url()).not.toBe(firstCheckout);
  await page.getByRole("button", { name: "Pay $5" }).click();
  await expect(page).toHaveURL(/\/p\/blogs\/pro\?subscribed=1$/);
  await expect(page.getByRole("status").filter({ hasText: "You're subscribed to" })).toBeVisible();
  await expect(subscribe).toHaveCount(0);

  await page.goto(firstCheckout);
  await expect(page.getByRole("alert")).toHaveText("You already subscribe to this blog. Nothing was charged.");
  await expect(page.getByRole("button", { name: "Pay $5" })).toHaveCount(0);
  await page.goto("/me/subscriptions");
  await expect(page.getByText("Active", { exact: true })).toHaveCount(1);
});
