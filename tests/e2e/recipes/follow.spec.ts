/** Following creators from Discover Creators and from a recipe's author card. */
import { expect, expectFailedRequests, signUp, test } from "../fixtures.ts";

test("a cook follows a creator from Discover, sees it on the recipe page, and unfollows", async ({ page, browser }) => {
  await signUp(page, { prefix: "follow" });
  await page.goto("/discover");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Maya Brooks" }) });
  await card.getByRole("button", { name: "Follow Maya Brooks" }).click();
  await expect(card.getByRole("button", { name: "Following Maya Brooks" })).toHaveAttribute("aria-pressed", "true");
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event)))
    .toContain("follow user success");

  // The author card of one of her recipes knows.
  await page.goto("/search?q=pancakes");
  await page.getByRole("link", { name: "Fluffy Buttermilk Pancakes" }).click();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const unfollow = page.getByRole("button", { name: "Following Maya Brooks" });
  await expect(unfollow).toBeVisible();
  // On a phone the author card is as tall as the page served it, with Follow, before it knew.
  await page.setViewportSize({ width: 360, height: 800 });
  const cardHeight = async (on: typeof page) => (await on.locator(".author-card").boundingBox())?.height;
  const served = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 800 },
    storageState: await page.context().storageState(),
  });
  const servedPage = await served.newPage();
  await servedPage.goto(page.url());
  await expect(servedPage.getByRole("link", { name: "Follow Maya Brooks" })).toBeVisible();
  expect(await cardHeight(servedPage)).toBe(await cardHeight(page));
  await served.close();
  await unfollow.click();
  await expect(page.getByRole("button", { name: "Follow Maya Brooks" })).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(page.getByRole("button", { name: "Follow Maya Brooks" })).toBeVisible();
});

test("a visitor's follow button asks them to sign in first", async ({ page }) => {
  await page.goto("/discover");
  await page.getByRole("link", { name: "Follow Maya Brooks" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdiscover/);
});

test("a follow the server refuses shows at once, then rolls back with an error toast", async ({
  page,
  consoleErrors,
}) => {
  await signUp(page, { prefix: "refused" });
  // Hold the answer until the optimistic state has been seen, then refuse it.
  let refuse = () => {};
  const isAsked = new Promise<void>((asked) => {
    void page.route("**/api/users/*/follow", async (route) => {
      asked();
      await new Promise<void>((release) => {
        refuse = release;
      });
      await route.fulfill({ status: 500, json: { code: "INTERNAL", message: "Refused in a test." } });
    });
  });
  await page.goto("/discover");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Nora Patel" }) });
  await card.getByRole("button", { name: "Follow Nora Patel" }).click();
  await isAsked;
  await expect(card.getByRole("button", { name: "Following Nora Patel" })).toHaveAttribute("aria-busy", "true");
  refuse();
  await expect(card.getByRole("button", { name: "Follow Nora Patel" })).toHaveAttribute("aria-pressed", "false");
  await expect(page.locator(".Toastify__toast--error")).toContainText("Something went wrong");
  expectFailedRequests(consoleErrors, 500);
  // Nothing was saved: a fresh page still offers to follow.
  await page.unroute("**/api/users/*/follow");
  await page.reload();
  await expect(page.getByRole("button", { name: "Follow Nora Patel" })).toBeVisible();
});
