/**
 * Creators' blogs in the browser: a cook starts a blog from their profile, turns on paywalled
 * content and from then on lands on Your blog; a visitor on a paywalled blog sees teasers and the
 * call to subscribe, never a paywalled recipe's ingredients; and the blog's collections are put in
 * order with the keyboard.
 */
import type { Page } from "@playwright/test";
import { seriousViolations } from "../axe.ts";
import { demo, expect, signIn, signUp, test } from "../fixtures.ts";

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a cook starts a blog, turns on paywalled content, and lands on Your blog from then on", async ({ page }) => {
  const { email } = await signUp(page, { name: "Robin Baker", prefix: "blog" });
  await page.goto("/me");
  await hydrated(page);
  const start = page.getByRole("form", { name: "Start your blog" });
  await start.getByLabel("Blog name").fill("Robin Bakes");
  const shortlink = `robin-${unique()}`;
  await start.getByLabel("Shortlink").fill(shortlink);
  await start.getByRole("button", { name: "Start my blog" }).click();
  await expect(page).toHaveURL("/me/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Your blog" })).toBeVisible();

  // A blog creator without paywalled content still lands on their profile.
  await page.goto("/auth");
  await expect(page).toHaveURL("/me");

  await page.goto("/me/blog");
  await hydrated(page);
  const settings = page.getByRole("form", { name: "Blog details" });
  await settings.getByLabel("Paywalled content").check();
  await settings.getByRole("button", { name: "Save blog" }).click();
  await expect(page.getByRole("heading", { name: "Subscriptions and payouts" })).toBeVisible();

  // The next navigation and the next sign-in both land on Your blog, without signing out first.
  await page.goto("/auth");
  await expect(page).toHaveURL("/me/blog");
  await page.context().clearCookies();
  await signIn(page, email);
  await page.goto("/auth");
  await expect(page).toHaveURL("/me/blog");
  await page.goto(`/p/blogs/${shortlink}`);
  await expect(page.getByRole("heading", { level: 1, name: "Robin Bakes" })).toBeVisible();
});

test("a visitor on a paywalled blog sees teasers and the call to subscribe, never the ingredients", async ({
  page,
}) => {
  await page.goto("/p/blogs/pro");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Luca Moretti's Kitchen" })).toBeVisible();
  // The demo blog takes subscriptions: a visitor is sent to sign in first, and back here.
  await expect(page.getByRole("link", { name: /^Subscribe for \$5/ })).toHaveAttribute(
    "href",
    `/auth?redirectTo=${encodeURIComponent("/p/blogs/pro")}`,
  );
  const teaser = page.getByRole("link", { name: /\(for subscribers\)/ }).first();
  await expect(teaser).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await teaser.click();
  await expect(page.getByText(/Subscribe to read the ingredients and method/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ingredients" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Method" })).toHaveCount(0);

  // The blog's meal plans: a subscribers' plan says so and names no recipe.
  await page.goto("/p/blogs/pro/meal-plans");
  await expect(page.getByRole("heading", { level: 1, name: "Meal plans" })).toBeVisible();
  await expect(page.getByText("Subscribers").first()).toBeVisible();
});

test("a paywalled creator reorders the blog's collections with the keyboard", async ({ page }) => {
  await signUp(page, { name: "Kai Keys", prefix: "blogorder" });
  const shortlink = `kai-${unique()}`;
  const created = await page.request.post("/api/blogs", { data: { title: "Kai's Kitchen", shortlink } });
  expect(created.ok(), await created.text()).toBeTruthy();
  await page.request.patch("/api/blogs/mine", { data: { hasPaywalledContent: true } });
  const ids: string[] = [];
  for (const name of ["Soups", "Bakes", "Salads"]) {
    const response = await page.request.post("/api/collections", { data: { name, visibility: "public" } });
    expect(response.ok(), await response.text()).toBeTruthy();
    ids.push((await response.json()).id);
  }
  await page.request.put("/api/blogs/mine/collections", { data: { ids } });

  await page.goto(`/p/blogs/${shortlink}/settings/collections`);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Reorder blog collections" })).toBeVisible();
  await page.getByRole("button", { name: "Move Salads up" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Moved" })).toHaveText("Moved Salads to position 2 of 3.");
  await expect(page.getByRole("button", { name: "Move Salads up" })).toBeFocused();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(page.getByRole("status").filter({ hasText: "Moved" })).toHaveText("Moved Salads to position 1 of 3.");
  await expect(page.getByText("Order saved.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/p/blogs/${shortlink}`);
  const names = page.getByRole("region", { name: "Collections" }).getByRole("heading", { level: 3 });
  await expect(names).toHaveText(["Salads", "Soups", "Bakes"]);

  // On a phone, a name long enough to wrap leaves its tick box on Your blog as square as the others.
  await page.request.post("/api/collections", {
    data: { name: "Slow Sunday bakes for the whole family, and a few for the freezer", visibility: "public" },
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/me/blog");
  await page.locator("summary", { hasText: "Choose collections for your blog" }).click();
  const boxes = page.getByRole("group", { name: "Choose collections for your blog" }).getByRole("checkbox");
  await expect(boxes).toHaveCount(4);
  for (const box of await boxes.all()) expect(await box.boundingBox()).toMatchObject({ width: 18, height: 18 });
});

test("Get started on the bloggers' pages is tracked and leads to Your blog, through sign-in", async ({ page }) => {
  await page.goto("/for-bloggers/subscriptions");
  await hydrated(page);
  await page.getByRole("link", { name: "Get started" }).click();
  await expect(page).toHaveURL(`/auth?redirectTo=${encodeURIComponent("/me/blog")}`);
  const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
  expect(events).toContain("subscription get-started click");

  await signUp(page, { prefix: "getstarted" });
  await page.goto("/for-bloggers/about");
  await hydrated(page);
  await page.getByRole("link", { name: "Get started" }).click();
  await expect(page).toHaveURL("/me#start-blog");
  await expect(page.getByRole("heading", { name: "Start your blog" })).toBeVisible();
});

test("a yearly price must cost more than a month; one of twelve months or more gets a hint", async ({ page }) => {
  await signIn(page, demo.pro);
  await page.goto("/me/blog");
  await hydrated(page);
  const prices = page.getByRole("group", { name: "Subscription prices (US dollars)" });
  const monthly = prices.getByLabel("Monthly");
  const yearly = prices.getByLabel(/Yearly/);
  await expect(monthly).toHaveValue("5");
  // The creator is told the share Ladle keeps (PLATFORM_FEE_PERCENT, 10% by default), by the
  // paywall's switch and where they set prices.
  await expect(page.getByLabel("Paywalled content")).toHaveAccessibleDescription(/Ladle keeps 10% of each payment/);
  await expect(page.locator("#blog-pricing").getByText(/less Ladle's 10% fee/)).toBeVisible();

  await yearly.fill("4.50");
  await page.getByRole("button", { name: "Save prices" }).click();
  const refusal = "A year should cost more than a month: your monthly price is $5.00.";
  await expect(prices.getByText(refusal)).toBeVisible();
  await expect(yearly).toHaveAttribute("aria-invalid", "true");
  await expect(yearly).toHaveAccessibleDescription(refusal);
  await expect(monthly).not.toHaveAttribute("aria-invalid", "true");

  // Twelve months or more is the creator's choice: a hint while typing, not an error.
  await yearly.fill("60");
  const hint = "Twelve monthly payments come to $60.00, so this yearly price saves subscribers nothing.";
  await expect(prices.getByText(hint)).toBeVisible();
  await expect(yearly).toHaveAccessibleDescription(hint);
  await yearly.fill("50");
  await expect(prices.getByText(hint)).toBeHidden();
});
