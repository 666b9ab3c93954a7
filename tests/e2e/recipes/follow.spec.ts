/** Following creators from Discover Creators and from a recipe's author card (issue 4). */
import { expect, signUp, test } from "../fixtures.ts";

test("a cook follows a creator from Discover, sees it on the recipe page, and unfollows", async ({ page }) => {
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
