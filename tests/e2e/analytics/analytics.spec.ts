/**
 * Analytics in the browser: a visitor's journey (search, open a recipe, sign in, save it, sign out)
 * arrives at Ladle's own endpoint with the product's event names, properties and page names, read
 * back through the administrators' API; the administrators' page; and, with no PostHog key
 * configured, no request ever leaves the server's own address.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config.ts";
import { seriousViolations } from "../axe.ts";
import { demo, expect, register, sidewaysOverflow, test, uniqueEmail, uniqueUsername } from "../fixtures.ts";

// These journeys leave pages with full loads, whose last batch goes as a beacon when the page hides.
// In Chromium, a beacon sent while the service worker is first taking over the visit's pages can be
// lost (seen only on a browser's first visit); the worker has its own specs (tests/e2e/app), and
// here it stays out of the way so that the events themselves are what is tested.
test.use({ serviceWorkers: "block" });

const admin = "admin@demo.ladle.test";
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

interface TStoredEvent {
  name: string;
  page: string | null;
  path: string | null;
  properties: Record<string, unknown>;
  visitorId: string | null;
  userId: string | null;
}

async function signedInRequest(browser: Browser, email: string): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post("/api/dev/sign-in", { data: { email } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return context.request;
}

async function storedEvents(request: APIRequestContext, visitorId: string): Promise<TStoredEvent[]> {
  const response = await request.get(`/api/admin/analytics/events?visitorId=${visitorId}&limit=200`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: TStoredEvent[] };
  return items.reverse();
}

test("a journey's events reach Ladle's endpoint, named as the product names them", async ({ page, browser }) => {
  const visitorId = `e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  // Every document of this test is this browser: the id survives sign-out's cleared storage.
  await page.context().addInitScript((id) => localStorage.setItem("ladle.visitor-id", id), visitorId);

  // A cook with an account, signed in below through the page.
  const email = uniqueEmail("analytics");
  const setup = await browser.newContext({ baseURL });
  const setupPage = await setup.newPage();
  expect((await setupPage.request.post("/api/dev/sign-in", { data: { email } })).ok()).toBeTruthy();
  await register(setupPage, { name: "Avery Analytics", username: uniqueUsername("analytics") });
  const userId = ((await (await setupPage.request.get("/api/me/state")).json()) as { viewer: { userId: string } })
    .viewer.userId;
  await setup.close();

  // Searches as a visitor and opens the first result.
  await page.goto("/search?q=soup");
  await hydrated(page);
  const firstResult = page.getByRole("article").first().getByRole("link").first();
  await expect(firstResult).toBeVisible();
  await firstResult.click();
  await page.waitForURL(/\/recipe\/[^/]+$/, { timeout: 15_000 });
  const recipeId = new URL(page.url()).pathname.split("/").pop() as string;
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The view is tracked once the page has been drawn: leaving sooner would leave it untracked.
  await expect
    .poll(() =>
      page.evaluate(
        (path) =>
          (window.dataLayer ?? []).some((entry) => entry.event === "web page view" && entry.properties.path === path),
        `/recipe/${recipeId}`,
      ),
    )
    .toBe(true);

  // Signs in on the way back to the recipe (a full load: the visitor's batch leaves first).
  await page.goto(`/auth?redirectTo=${encodeURIComponent(`/recipe/${recipeId}`)}`);
  await hydrated(page);
  await page.getByLabel("Development sign-in email").fill(email);
  await page.getByRole("button", { name: "Sign in (development)" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${recipeId}$`));
  await hydrated(page);

  // Saves it into a new collection.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const menu = page.getByRole("dialog", { name: "Save to a collection" });
  await menu.getByLabel("New collection").fill("Analytics soups");
  await menu.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText("Saved to Analytics soups.")).toBeVisible();

  // Signs out.
  await page.goto("/me/logout");
  await hydrated(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await hydrated(page);
  // Signing out empties storage and so starts a new visitor; this test's browser keeps its id on a new load.
  await page.goto("/about-us");
  await hydrated(page);

  const request = await signedInRequest(browser, admin);
  let events: TStoredEvent[] = [];
  const named = (name: string, pageName?: string) =>
    events.filter((event) => event.name === name && (pageName === undefined || event.page === pageName));
  // The last batch leaves within a few seconds (its timer) of the page opening.
  await expect
    .poll(
      async () => {
        events = await storedEvents(request, visitorId);
        return named("web page view", "About").some((event) => event.userId === null);
      },
      { timeout: 15_000, message: "the About page's view after signing out" },
    )
    .toBe(true);

  expect(events.every((event) => event.visitorId === visitorId)).toBe(true);
  const [searchView] = named("web page view", "Search");
  expect(searchView).toMatchObject({ path: "/search", userId: null, properties: { page: "Search", path: "/search" } });
  expect(named("search results")[0]).toMatchObject({
    page: "Search",
    userId: null,
    properties: { search_query: "soup", search_type: "recipes" },
  });
  expect(named("search results")[0].properties.value).toBeGreaterThan(0);
  expect(named("recipe click")[0]).toMatchObject({ page: "Search", properties: { recipe_id: recipeId } });
  expect(named("search converted")[0]).toMatchObject({
    properties: { search_query: "soup", search_type: "recipes", recipe_id: recipeId, selected_item: 1 },
  });
  expect(named("web page view", "Recipe View")[0]).toMatchObject({ path: `/recipe/${recipeId}`, userId: null });
  // /auth with somewhere to go back to is "Sign In".
  expect(named("web page view", "Sign In")[0]).toMatchObject({ path: "/auth", properties: { state: "sign-in" } });
  expect(named("auth completed")[0]).toMatchObject({ page: "Sign In", properties: { method: "development" } });
  const saved = named("save recipe success")[0];
  expect(saved).toMatchObject({
    page: "Recipe View",
    path: `/recipe/${recipeId}`,
    userId,
    properties: { recipe_id: recipeId, into: "new collection" },
  });
  expect(named("web page view", "Recipe View").some((event) => event.userId === userId)).toBe(true);
  expect(named("web page view", "Logout")).toHaveLength(1);
  // In the order they happened.
  const order = events.map((event) => (event.name === "web page view" ? event.page : event.name));
  const indexOf = (step: string | null) => order.indexOf(step);
  expect(indexOf("search results")).toBeLessThan(indexOf("recipe click"));
  expect(indexOf("recipe click")).toBeLessThan(indexOf("Recipe View"));
  expect(indexOf("Sign In")).toBeLessThan(indexOf("save recipe success"));
  expect(indexOf("About")).toBeGreaterThan(indexOf("Logout"));
});

test("page states are page views of their own: Phone Login, Search Users, Login", async ({ page, browser }) => {
  const visitorId = `e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  await page.context().addInitScript((id) => localStorage.setItem("ladle.visitor-id", id), visitorId);
  await page.goto("/search?q=maya");
  await hydrated(page);
  // A state's page view is tracked once its page has drawn, a moment after the address changes:
  // each step waits for it before leaving, as a person reading the page would.
  const pageViewTracked = (name: string) =>
    page.waitForFunction(
      (page) => window.dataLayer?.some((entry) => entry.event === "web page view" && entry.properties.page === page),
      name,
    );
  await page.getByRole("link", { name: "People" }).click();
  await expect(page).toHaveURL(/tab=users/);
  await pageViewTracked("Search Users");
  await page.goto("/auth");
  await hydrated(page);
  await page.getByRole("tab", { name: /phone/i }).click();
  await expect(page).toHaveURL(/method=phone/);
  await pageViewTracked("Phone Login");
  await page.goto("/auth");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("login-state"));
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByRole("tabpanel").getByRole("button", { name: "Sign in" })).toBeVisible();
  await page.goto("/why-ladle");

  const request = await signedInRequest(browser, admin);
  await expect
    .poll(
      async () =>
        (await storedEvents(request, visitorId))
          .filter((event) => event.name === "web page view")
          .map((event) => event.page),
      { timeout: 15_000 },
    )
    .toEqual(["Search", "Search Users", "Auth", "Phone Login", "Auth", "Login", "About"]);
});

test("the administrators' page: figures, a chart and the funnel; a 404 for anyone else", async ({ page, browser }) => {
  const cook = await browser.newContext({ baseURL });
  expect((await cook.request.post("/api/dev/sign-in", { data: { email: demo.cook } })).ok()).toBeTruthy();
  expect((await cook.request.get("/admin/analytics")).status()).toBe(404);
  await cook.close();

  expect((await page.request.post("/api/dev/sign-in", { data: { email: admin } })).ok()).toBeTruthy();
  // An administrator finds the page in their account menu.
  await page.goto("/me");
  await hydrated(page);
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await page.getByRole("link", { name: "Analytics" }).click();
  await expect(page).toHaveURL("/admin/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Events per day" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Search to save" })).toBeVisible();
  await expect(page.locator(".admin-funnel__step")).toHaveCount(3);
  // The latest events are text, read from the left like the event's name.
  await expect(page.getByRole("columnheader", { name: "Page" })).toHaveCSS("text-align", "left");
  await hydrated(page);
  await expect(page.locator(".dashboard-chart__plot .recharts-surface")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/admin-analytics-desktop.png", fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.screenshot({ path: "test-results/admin-analytics-360.png", fullPage: true });
});

test("without a PostHog key, no request leaves the server's own address", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  for (const path of ["/", "/auth", "/why-ladle", "/search?q=soup"]) {
    await page.goto(path);
    await hydrated(page);
  }
  await page.getByRole("article").first().getByRole("link").first().click();
  await page.waitForURL(/\/recipe\/[^/]+$/, { timeout: 15_000 });
  // The last page's batch leaves when the page does.
  const beacon = page.waitForRequest((request) => request.url().endsWith("/api/analytics/events"));
  await page.goto("/about-us");
  await beacon;
  const own = new URL(baseURL).origin;
  const elsewhere = requested.filter((url) => !url.startsWith(`${own}/`) && !/^(data|blob):/.test(url));
  expect(elsewhere).toEqual([]);
  expect(requested.some((url) => url.endsWith("/api/analytics/events"))).toBe(true);
  expect(requested.filter((url) => /posthog/i.test(url))).toEqual([]);
});
