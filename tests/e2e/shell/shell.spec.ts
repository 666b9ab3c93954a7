import fs from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "../fixtures.ts";

const scrollTop = (page: import("@playwright/test").Page) =>
  page.locator("[data-scroll-container]").evaluate((element) => element.scrollTop);

test("the home page renders with header, footer and recipes", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Ladle home" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("searchbox", { name: /search recipes/i })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeAttached();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy" })).toBeAttached();
  // No social profile is configured here: the footer links to none rather than to someone else's.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /^Ladle on / })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What can I cook tonight?");
  await expect(page.getByRole("heading", { name: "Trending recipes" })).toBeVisible();
  await expect(page).toHaveTitle(/Ladle/);
  // Server-rendered share metadata.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /og-preview\.png$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
});

test("the page scrolls in one place: the window itself never grows a second, empty scroll", async ({ page }) => {
  await page.goto("/recipes/trending");
  const container = page.locator("[data-scroll-container]");
  expect(await container.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the keys that scroll a page scroll it as soon as it opens, before anything is clicked", async ({ page }) => {
  await page.goto("/recipes/trending");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.keyboard.press("PageDown");
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(300);
  await page.keyboard.press("End");
  const bottom = await page
    .locator("[data-scroll-container]")
    .evaluate((element) => element.scrollHeight - element.clientHeight);
  await expect.poll(() => scrollTop(page)).toBe(bottom);
  await page.keyboard.press("Home");
  await expect.poll(() => scrollTop(page)).toBe(0);
  // A focused field keeps its keys: Space types a space.
  const search = page.getByRole("banner").getByRole("searchbox", { name: /search recipes/i });
  await search.focus();
  await page.keyboard.press("Space");
  await expect(search).toHaveValue(" ");
  expect(await scrollTop(page)).toBe(0);
});

test("a navigation shows the 4 px progress bar until the page arrives", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.route("**/*.data*", async (route) => {
    // Long enough that a busy machine still measures the bar before the page arrives.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
  const bar = page.getByRole("progressbar", { name: "Loading page" });
  await expect(bar).toBeVisible();
  expect((await bar.boundingBox())?.height).toBe(4);
  await expect(page).toHaveURL(/\/faqs$/);
  await expect(bar).toHaveCount(0);
});

test("a new page starts at the top and going back restores the scroll position", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const container = page.locator("[data-scroll-container]");
  await container.evaluate((element) => element.scrollTo({ top: 900, behavior: "instant" }));
  await expect.poll(() => scrollTop(page)).toBe(900);
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect.poll(() => scrollTop(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollTop(page), { timeout: 5000 }).toBeGreaterThan(880);
});

test("a page opened from the keyboard takes the focus, and its title is said", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const card = page
    .getByRole("heading", { name: "Trending recipes" })
    .locator("xpath=ancestor::section[1]")
    .getByRole("article")
    .first();
  const title = (await card.getByRole("heading").first().textContent())?.trim() ?? "";
  await card.getByRole("link").first().focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  // The link went with the home page: the new page's content has the focus, so Tab goes on from there.
  await expect(page.locator("main#main")).toBeFocused();
  await expect(page.locator("[aria-live=polite].visually-hidden")).toHaveText(
    new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );

  // A link that stays (the header's) keeps the focus; the title is still said.
  await page.getByRole("banner").getByRole("link", { name: "Ladle home" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What can I cook tonight?");
  await expect(page.getByRole("banner").getByRole("link", { name: "Ladle home" })).toBeFocused();
  await expect(page.locator("[aria-live=polite].visually-hidden")).toHaveText(/Ladle/);
});

test("toasts appear in their places and close after about 1.2 s", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => "ladleToast" in window);
  const raise = (type: string, message: string) =>
    page.evaluate(
      ([t, m]) => (window as unknown as { ladleToast: Record<string, (x: string) => void> }).ladleToast[t](m),
      [type, message],
    );

  // Measure in the page how long the toast stays in the document: 1200 ms plus its exit animation.
  const lifetime = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let shownAt = 0;
        const observer = new MutationObserver(() => {
          const toast = document.querySelector(".Toastify__toast--success");
          if (toast && !shownAt) shownAt = performance.now();
          if (!toast && shownAt) {
            observer.disconnect();
            resolve(performance.now() - shownAt);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
  await raise("success", "Saved to Weeknight dinners.");
  const success = page.locator(".Toastify__toast-container--bottom-center .Toastify__toast--success");
  await expect(success).toContainText("Saved to Weeknight dinners.");
  const visibleFor = await lifetime;
  expect(visibleFor).toBeGreaterThan(1100);
  expect(visibleFor).toBeLessThan(4000);

  await raise("warning", "Check the servings.");
  await expect(page.locator(".Toastify__toast-container--bottom-center .Toastify__toast--warning")).toBeVisible();

  await raise("error", "Something went wrong");
  const error = page.locator(".Toastify__toast--error");
  await expect(error).toBeVisible();
  const background = await error.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).toBe("rgb(180, 35, 24)");

  await raise("info", "Welcome back.");
  await expect(page.locator(".Toastify__toast-container--top-right .Toastify__toast--default")).toBeVisible();
  await expect(page.locator(".Toastify__toast")).toHaveCount(0, { timeout: 4000 });
});

test("a private route sends an anonymous visitor to sign in and back afterwards", async ({ page }) => {
  await page.goto("/me");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fme$/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByLabel("Development sign-in email").fill("cook@demo.ladle.test");
  await page.getByRole("button", { name: "Sign in (development)" }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByRole("banner").getByRole("button", { name: /Account menu/ })).toBeVisible();
});

test("the shopping-list panel opens, traps focus, and closes with Escape", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const opener = page.getByRole("banner").getByRole("button", { name: "Shopping list" });
  await opener.click();
  const panel = page.getByRole("dialog", { name: "Shopping list" });
  await expect(panel).toBeVisible();
  // A visitor is asked to sign in: the list is kept per account.
  await expect(panel).toContainText("Sign in to keep a shopping list");
  // Focus stays inside the open panel.
  for (let press = 0; press < 4; press++) {
    await page.keyboard.press("Tab");
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the home page has no serious or critical accessibility violations", async ({ page }) => {
  await page.goto("/");
  const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
  await page.evaluate(fs.readFileSync(axePath, "utf8"));
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> };
      }
    ).axe.run();
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
  });
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});
