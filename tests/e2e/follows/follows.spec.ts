/** Following people from profiles and recipe pages, and a private profile approving a request. */
import type { Page } from "@playwright/test";
import { demo, expect, signUp, test } from "../fixtures.ts";
import { open, signInWithEmailCode } from "../identity/flows.ts";

/** The analytics events the page pushed. */
async function trackedEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
}

test("follows from a profile: the state sticks, the counts link to the lists", async ({ page, browser }) => {
  const authorContext = await browser.newContext();
  const author = await signUp(await authorContext.newPage(), { name: "Priya Follow", prefix: "author" });
  await authorContext.close();
  const fan = await signUp(page, { name: "Sam Fan", prefix: "fan" });

  await open(page, `/u/${author.username}`);
  await page.getByRole("button", { name: "Follow Priya Follow" }).click();
  await expect(page.getByRole("button", { name: "Following Priya Follow" })).toHaveAttribute("aria-pressed", "true");
  // The button turns at once; the event follows the server's answer.
  await expect.poll(() => trackedEvents(page)).toContain("follow user success");

  await open(page, `/u/${author.username}`);
  await expect(page.getByRole("button", { name: "Following Priya Follow" })).toBeVisible();
  await page.getByRole("link", { name: "1 follower" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Followers/ })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Followers of Priya Follow" }).getByRole("link", { name: "Sam Fan" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Following", exact: true }).click();
  await expect(page.getByText("Priya Follow doesn't follow anyone yet.")).toBeVisible();

  // Clicking Following unfollows; the fan's own following list is then empty.
  await open(page, `/u/${author.username}`);
  await page.getByRole("button", { name: "Following Priya Follow" }).click();
  await expect(page.getByRole("button", { name: "Follow Priya Follow" })).toBeVisible();
  await open(page, `/u/${fan.username}/following`);
  await expect(page.getByText("You don't follow anyone yet.")).toBeVisible();
});

test("a visitor is sent to sign in and comes back to the profile", async ({ page }) => {
  await open(page, "/u/mayabrooks");
  const follow = page.getByRole("link", { name: /^Follow/ });
  await expect(follow).toHaveAttribute("href", /\/auth\?redirectTo=%2Fu%2Fmayabrooks/);
  await follow.click();
  await signInWithEmailCode(page, demo.cook);
  await expect(page).toHaveURL(/\/u\/mayabrooks$/);
  await expect(page.getByRole("button", { name: /^(Follow|Following) Maya Brooks$/ })).toBeVisible();
});

test("follows the author from a recipe page, and the state comes back on the shared page", async ({ page }) => {
  await signUp(page, { prefix: "reader" });
  const trending = await (await page.request.get("/api/recipes/trending?limit=12")).json();
  const recipe = trending.items.find(
    (card: { author: unknown; isPaywalled: boolean }) => card.author && !card.isPaywalled,
  );
  await open(page, `/recipe/${recipe.id}`);
  const name = recipe.author.name;
  await page.getByRole("button", { name: `Follow ${name}` }).click();
  await expect(page.getByRole("button", { name: `Following ${name}` })).toBeVisible();
  await open(page, `/recipe/${recipe.id}`);
  await expect(page.getByRole("button", { name: `Following ${name}` })).toBeVisible();
  // On the search page's people results (one copy for every reader) the button asks for itself.
  await open(page, `/search?tab=users&q=${encodeURIComponent(recipe.author.username)}`);
  await expect(page.getByRole("button", { name: `Following ${name}` }).first()).toBeVisible();
});

test("a private profile approves a request and the follower then sees it", async ({ page, browser }) => {
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const owner = await signUp(ownerPage, { name: "Quiet Quinn", isPublic: false, prefix: "quiet" });
  await signUp(page, { name: "Asking Alex", prefix: "asker" });

  await open(page, `/u/${owner.username}`);
  await expect(page.getByRole("heading", { name: "This profile is private" })).toBeVisible();
  await page.getByRole("button", { name: "Follow Quiet Quinn" }).click();
  await expect(page.getByRole("button", { name: "Requested Quiet Quinn" })).toBeVisible();

  await open(ownerPage, "/me");
  const requests = ownerPage.getByRole("list", { name: "Follow requests" });
  await expect(ownerPage.getByRole("heading", { name: /Follow requests\s*1/ })).toBeVisible();
  await requests.getByRole("button", { name: "Approve Asking Alex" }).click();
  await expect(ownerPage.getByText("No requests waiting.")).toBeVisible();
  await ownerContext.close();

  await open(page, `/u/${owner.username}`);
  await expect(page.getByRole("heading", { name: "This profile is private" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Recipes by Quiet" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Following Quiet Quinn" })).toBeVisible();
  await open(page, "/me");
  await expect(page.getByText("approved your follow request")).toBeVisible();
  await page.getByRole("button", { name: "Dismiss the notice about Quiet Quinn" }).click();
  await expect(page.getByText("approved your follow request")).toHaveCount(0);
});

test("a blog drawn for a follower says Following before its script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  expect((await context.request.post("/api/dev/sign-in", { data: { email: demo.fan } })).ok()).toBe(true);
  const page = await context.newPage();
  await page.goto("/p/blogs/pro");
  // The demo's fan follows the pro blog's creator: the stand-in the page is served with says so.
  await expect(page.getByRole("button", { name: /^Following / })).toBeVisible();
  await context.close();
});
