/**
 * The recipe page shows the newest reviews and loads older ones on request; a reviewer must pick
 * stars, and deleting a review asks first.
 */
import type { APIRequestContext, Browser, Page, PlaywrightWorkerArgs, Route } from "@playwright/test";
import { seriousViolations } from "../axe.ts";
import { demo, expect, register, signUp, test, uniqueEmail, uniqueUsername } from "../fixtures.ts";

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/** A recipe by the demo cook, for someone else to review. */
async function cooksRecipe(request: APIRequestContext, title: string): Promise<string> {
  const created = await request.post("/api/recipes", {
    data: {
      title: `${title} ${Date.now().toString(36)}`,
      ingredientGroups: [{ lines: ["500 g flour"] }],
      instructionSections: [{ steps: ["Mix and bake."] }],
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** A recipe by the demo cook with twelve reviews, the newest the twelfth: one more page than the first. */
async function muchReviewedRecipe({
  browser,
  playwright,
  baseURL,
}: {
  browser: Browser;
  playwright: PlaywrightWorkerArgs["playwright"];
  baseURL: string | undefined;
}): Promise<string> {
  const author = await browser.newContext();
  await author.request.post("/api/dev/sign-in", { data: { email: demo.cook } });
  const created = await author.request.post("/api/recipes", {
    data: {
      title: `Much-reviewed focaccia ${Date.now().toString(36)}`,
      ingredientGroups: [{ lines: ["500 g flour"] }],
      instructionSections: [{ steps: ["Mix and bake."] }],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await author.close();

  // Twelve cooks, signed up through the API side by side, review it one after another, so the
  // newest is the twelfth.
  const reviewers = await Promise.all(
    Array.from({ length: 12 }, async (_, index) => {
      const reviewer = await playwright.request.newContext({ baseURL });
      const signedIn = await reviewer.post("/api/dev/sign-in", { data: { email: uniqueEmail("reviewer") } });
      expect(signedIn.ok(), await signedIn.text()).toBeTruthy();
      await register(reviewer, { name: `Reviewer ${index + 1}`, username: uniqueUsername("rev") });
      return reviewer;
    }),
  );
  for (const [index, reviewer] of reviewers.entries()) {
    const i = index + 1;
    const review = await reviewer.put(`/api/recipes/${id}/review`, {
      data: { rating: (i % 5) + 1, text: `Review number ${i}` },
    });
    expect(review.ok(), await review.text()).toBeTruthy();
    await reviewer.dispose();
  }
  return id;
}

test("a reader pages through every review of a recipe, focus moving to the first one shown", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const id = await muchReviewedRecipe({ browser, playwright, baseURL });
  await page.goto(`/recipe/${id}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const reviews = page.getByRole("region", { name: "Reviews" }).getByRole("listitem");
  await expect(reviews).toHaveCount(10);
  await expect(reviews.first()).toContainText("Review number 12");
  await expect(page.getByText("Showing 10 of 12 reviews.")).toBeVisible();

  await page.getByRole("button", { name: "Show more reviews" }).press("Enter");
  await expect(reviews).toHaveCount(12);
  // Focus goes to the first review it brought, as the home feed's "Show more" does.
  await expect(reviews.nth(10).getByRole("link", { name: "Reviewer 2" })).toBeFocused();
  await expect(reviews.last()).toContainText("Review number 1");
  await expect(page.getByRole("button", { name: "Show more reviews" })).toHaveCount(0);
});

test("when more reviews do not load, focus stays on Show more reviews, which says why and tries again", async ({
  page,
  browser,
  playwright,
  baseURL,
  consoleErrors,
}) => {
  // Twelve sign-ups, then the page three times over.
  test.setTimeout(90_000);
  const id = await muchReviewedRecipe({ browser, playwright, baseURL });
  await page.goto(`/recipe/${id}`);
  await hydrated(page);
  const reviews = page.getByRole("region", { name: "Reviews" }).getByRole("listitem");
  const more = page.getByRole("button", { name: "Show more reviews" });

  // Offline before the code for more reviews ever loaded: what shows in the button's place says
  // why, and has focus.
  await page.context().setOffline(true);
  await more.press("Enter");
  const needsConnection = page.getByText("More reviews need a connection. They'll load as soon as you're back online.");
  await expect(needsConnection).toBeVisible();
  await expect(page.locator(".reviews__unavailable")).toBeFocused();
  await page.context().setOffline(false);
  await expect(reviews).toHaveCount(12);
  await expect(reviews.nth(10).getByRole("link", { name: "Reviewer 2" })).toBeFocused();

  await page.reload();
  await hydrated(page);
  await expect(reviews).toHaveCount(10);

  // The server fails the next page.
  const failing = (route: Route) => route.fulfill({ status: 503, body: "{}" });
  await page.route(/\/api\/recipes\/[^/]+\/reviews\?/, failing);
  await more.press("Enter");
  await expect(page.getByText("More reviews didn't load. Please try again.")).toBeVisible();
  await expect(more).toBeFocused();
  await expect(more).toHaveAccessibleDescription("More reviews didn't load. Please try again.");
  await expect(reviews).toHaveCount(10);

  // Offline, the request waits for the connection: the bar says so, and keeps focus.
  await page.unroute(/\/api\/recipes\/[^/]+\/reviews\?/, failing);
  await page.context().setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await more.press("Enter");
  await expect(page.getByText("You're offline. More reviews will load as soon as you're back online.")).toBeVisible();
  await expect(more).toBeFocused();

  // Back online, they come, and focus goes to the first of them.
  await page.context().setOffline(false);
  await expect(reviews).toHaveCount(12);
  await expect(reviews.nth(10).getByRole("link", { name: "Reviewer 2" })).toBeFocused();
  // Chromium logs the failed requests (the page's own failure and what it sent while offline): expected.
  const others = consoleErrors.filter(
    (message) => !/ 503 \(Service Unavailable\) \S+\/reviews\?|ERR_INTERNET_DISCONNECTED/.test(message),
  );
  consoleErrors.splice(0, consoleErrors.length, ...others);
});

test("a review needs stars, said with the focus on them, and deleting it asks first with Keep it focused", async ({
  page,
  browser,
}) => {
  const author = await browser.newContext();
  await author.request.post("/api/dev/sign-in", { data: { email: demo.cook } });
  const id = await cooksRecipe(author.request, "Twice-asked soda bread");
  await author.close();
  await signUp(page, { prefix: "stars" });

  await page.goto(`/recipe/${id}/review/create`);
  await hydrated(page);
  await page.getByLabel(/Your review/).fill("Lovely crust");
  // Posted from the keyboard, the refusal takes the focus to the stars, not to the page.
  await page.getByRole("button", { name: "Post review" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Choose a star rating.")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^1 star/ })).toBeFocused();
  await expect(page.getByLabel(/Your review/)).toHaveValue("Lovely crust");
  await page.getByRole("radio", { name: /^5 stars/ }).check();
  await page.getByRole("button", { name: "Post review" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${id}#reviews$`));

  await page.goto(`/recipe/${id}/review/create`);
  await hydrated(page);
  await page.getByRole("button", { name: "Delete review" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your review?" });
  await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(dialog).toBeHidden();
  const mine = async () =>
    ((await (await page.request.get(`/api/recipes/${id}/reviews`)).json()) as { mine: unknown }).mine;
  expect(await mine()).not.toBeNull();

  await page.getByRole("button", { name: "Delete review" }).click();
  await dialog.getByRole("button", { name: "Delete review" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${id}#reviews$`));
  await expect(page.getByText("Deleted your review.")).toBeVisible();
  expect(await mine()).toBeNull();
});

test("without JavaScript, a review is deleted only after asking", async ({ browser }) => {
  const author = await browser.newContext();
  await author.request.post("/api/dev/sign-in", { data: { email: demo.cook } });
  const id = await cooksRecipe(author.request, "Plain-form scones");
  await author.close();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signUp(page, { prefix: "nojsrev" });
  const review = await page.request.put(`/api/recipes/${id}/review`, { data: { rating: 3, text: "Fine" } });
  expect(review.ok(), await review.text()).toBeTruthy();
  const mine = async () =>
    ((await (await page.request.get(`/api/recipes/${id}/reviews`)).json()) as { mine: unknown }).mine;

  await page.goto(`/recipe/${id}/review/create`);
  await page.getByRole("button", { name: "Delete review" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your review?" });
  await expect(dialog).toBeVisible();
  expect(await mine()).not.toBeNull();
  await dialog.getByRole("button", { name: "Delete review" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${id}#reviews$`));
  expect(await mine()).toBeNull();
  await context.close();
});
