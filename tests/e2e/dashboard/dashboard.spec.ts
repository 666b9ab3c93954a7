/**
 * The blog dashboard as the demo paywalled creator sees it: a reader subscribes through the test
 * checkout, then the creator opens the dashboard, finds the charts with their figures in words,
 * and follows the earnings history down to the month's payments.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { seriousViolations } from "../axe.ts";
import { demo, expect, expectFailedRequests, sidewaysOverflow, signIn, test } from "../fixtures.ts";

/** The demo blog's id, through one of its recipes. */
async function findProBlogId(request: APIRequestContext): Promise<string> {
  const mine = await request.get("/api/recipes/mine");
  expect(mine.ok(), await mine.text()).toBeTruthy();
  const [first] = (await mine.json()).items as { id: string }[];
  const recipe = await (await request.get(`/api/recipes/${first.id}`)).json();
  return recipe.blog.id as string;
}

/** The fan subscribes to the pro blog and pays in the test checkout (already subscribed is fine). */
async function subscribeFan(page: Page, blogId: string) {
  const context = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const fan = await context.newPage();
  await signIn(fan, demo.fan);
  const checkout = await fan.request.post(`/api/blogs/${blogId}/checkout`, { data: { interval: "month" } });
  if (checkout.status() !== 409) {
    expect(checkout.ok(), await checkout.text()).toBeTruthy();
    const url = new URL((await checkout.json()).url);
    const paid = await fan.request.post(`${url.pathname}${url.search}`, { form: { outcome: "pay" }, maxRedirects: 0 });
    expect(paid.status(), await paid.text()).toBe(303);
  }
  await context.close();
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, demo.pro);
  const prices = await page.request.put("/api/me/blog/prices", { data: { monthlyAmount: 500, yearlyAmount: 5000 } });
  expect(prices.ok(), await prices.text()).toBeTruthy();
  const onboarding = await page.request.post("/api/me/payouts/onboarding", { data: {} });
  expect(onboarding.ok(), await onboarding.text()).toBeTruthy();
  const blogId = await findProBlogId(page.request);
  await subscribeFan(page, blogId);
  // The payment reaches the dashboard once its webhook event has been applied (a background job).
  await expect
    .poll(
      async () => (await (await page.request.get(`/api/blogs/${blogId}/dashboard`)).json()).now?.activeSubscribers,
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThan(0);
  await context.close();
});

test("the creator sees the charts with their figures in words and drills into this month", async ({ page }) => {
  await signIn(page, demo.pro);
  await page.goto("/me/blog/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Blog dashboard" })).toBeVisible();

  // The headline figures.
  const stats = page.getByRole("definition").first();
  await expect(stats).toBeVisible();
  await expect(page.getByText("Monthly recurring revenue", { exact: true }).first()).toBeVisible();

  // Four charts, each with a sentence of figures and a table for screen readers.
  for (const title of ["Subscribers", "Monthly recurring revenue", "Earnings", "Followers"]) {
    const figure = page.getByRole("figure", { name: title, exact: true });
    await expect(figure).toBeVisible();
    await expect(figure.locator("figcaption")).toContainText(/\d/);
    await expect(figure.getByRole("table")).toHaveCount(1);
    await expect(figure.getByRole("table").getByRole("row")).toHaveCount(13);
  }
  const subscribers = page.getByRole("figure", { name: "Subscribers", exact: true });
  await expect(subscribers.locator("figcaption")).toContainText(/subscribers? now/);

  // After hydration the interactive charts (recharts under Preact) replace the server's drawings.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.locator(".dashboard-chart .recharts-wrapper")).toHaveCount(4);
  await expect(page.locator(".dashboard-chart__static")).toHaveCount(0);
  // The keyboard reaches a chart and its tooltip.
  const chart = subscribers.getByRole("application", { name: "Subscribers" });
  await chart.focus();
  await expect(chart).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(subscribers.getByRole("status")).toContainText(/Subscribers/);

  expect(await seriousViolations(page)).toEqual([]);

  // Down to the month.
  await page.getByRole("link", { name: "Earnings history" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Earnings history" })).toBeVisible();
  const thisMonth = new Date().toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
  await page.getByRole("link", { name: thisMonth }).click();
  await expect(page.getByRole("heading", { level: 1, name: thisMonth })).toBeVisible();
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments.getByRole("row").nth(1)).toContainText("$");
  await expect(page).toHaveURL(/\/me\/blog\/dashboard\/history\/\d{4}-\d{2}$/);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a month that is not a month is a 404, and the page fits a phone", async ({ page, consoleErrors }) => {
  await signIn(page, demo.pro);
  const missing = await page.goto("/me/blog/dashboard/history/2025-13");
  expect(missing?.status()).toBe(404);
  expectFailedRequests(consoleErrors, 404);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/me/blog/dashboard");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.locator(".dashboard-chart .recharts-wrapper").first()).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
});
