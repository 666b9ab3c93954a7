/**
 * The installable app's pages: /download (install steps, no store badge when no listing is set, a
 * QR code on a computer), /starting (a welcome for a visitor, the landing page for a cook), the
 * footer's three contact addresses, and the notification settings on Edit profile.
 */
import type { Page } from "@playwright/test";
import { demo, expect, signIn, signUp, test } from "../fixtures.ts";

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

test("/download explains installing, shows a QR code on a computer and no badge for an unlisted store", async ({
  page,
}) => {
  await page.goto("/download");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Install the web app" })).toBeVisible();
  await expect(page.getByText(/Open your browser's menu and choose/)).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code for this page" })).toBeVisible();
  // The test server sets no store listing: no badge, no placeholder.
  await expect(page.getByRole("link", { name: /App Store|Google Play/ })).toHaveCount(0);
  // What the app offers is what it does: the Plan tab opens the cook's plans.
  await expect(page.getByText("Your meal plans, one tap away.")).toBeVisible();
});

test("/starting welcomes a visitor and sends a signed-in cook to their landing page", async ({ page }) => {
  await page.goto("/starting");
  await expect(page.getByRole("heading", { name: "Welcome to Ladle" })).toBeVisible();
  await expect(page).toHaveTitle("Ladle");
  await expect(page.getByRole("link", { name: "Sign in or create an account" })).toHaveAttribute("href", "/auth");
  await signIn(page, demo.cook);
  await page.goto("/starting");
  await expect(page).toHaveURL("/me");
});

test("/favicon.ico, asked for by browsers and crawlers whatever the page says, is Ladle's icon", async ({
  request,
}) => {
  const icon = await request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  // An icon file: reserved 0, type 1 (icon), and at least one image.
  const bytes = await icon.body();
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
});

test("the footer offers support, bugs and general addresses", async ({ page }) => {
  await page.goto("/faqs");
  const footer = page.locator("footer");
  for (const address of ["support@ladle.test", "bugs@ladle.test", "hello@ladle.test"]) {
    await expect(footer.getByRole("link", { name: address })).toHaveAttribute("href", `mailto:${address}`);
  }
});

test("a cook turns notifications on, picks the kinds, and turns them off", async ({ page }) => {
  await signUp(page, { prefix: "notify" });
  await page.goto("/me/edit");
  await hydrated(page);
  const toggle = page.getByRole("switch", { name: /Push notifications/ });
  await expect(toggle).not.toBeChecked();
  // The suite's server has no push keys: the cook is told in plain words, not about outboxes.
  await expect(
    page.getByText(
      "Push notifications aren't switched on for this Ladle yet, so nothing reaches your browser for now.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Shared shopping list/ })).toBeDisabled();
  await toggle.check();
  await expect(toggle).toBeChecked();
  const sharedList = page.getByRole("checkbox", { name: /Shared shopping list/ });
  await sharedList.uncheck();
  await expect(sharedList).not.toBeChecked();
  // The switches answer at once; what they saved is read once the server has it.
  const savedSettings = async () => (await page.request.get("/api/me/notifications")).json();
  await expect
    .poll(savedSettings)
    .toMatchObject({ isEnabled: true, kinds: { sharedList: false, followedPosts: true } });
  await toggle.uncheck();
  await expect(toggle).not.toBeChecked();
  await expect.poll(async () => (await savedSettings()).isEnabled).toBe(false);

  // Reloading draws the switches from the browser's saved copy before the page settles: opening
  // the page changes nothing.
  const changes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && request.url().includes("/api/me/notifications")) changes.push(request.url());
  });
  // The browser's copy of the settings (the query cache in local storage) has the switch off.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("ladle-query-cache") ?? ""))
    .toMatch(/"isEnabled":false/);
  await page.reload();
  await hydrated(page);
  await expect(toggle).not.toBeChecked();
  // Sections drawn from the saved copy replace their loading placeholders, not nest in them.
  await expect(page.getByRole("list").filter({ hasText: "Email" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading your sign-in methods" })).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(changes).toEqual([]);
  expect((await savedSettings()).isEnabled).toBe(false);
});
