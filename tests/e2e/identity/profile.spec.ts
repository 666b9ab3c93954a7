/**
 * Profiles: /me, /me/edit (details with a live username check, avatar upload with a
 * preview, email and phone changes, sign out everywhere), /auth/connect, /u/:username public and
 * private, and the product's toasts when a load fails.
 */
import {
  demo,
  expect,
  expectFailedRequests,
  readCode,
  signIn,
  signUp,
  test,
  uniqueEmail,
  uniqueUsername,
} from "../fixtures.ts";
import { open } from "./flows.ts";

/** A 2×2 PNG, enough for the server to resize. */
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

test("/me shows the profile, recipes, collections and meal plans", async ({ page }) => {
  await signIn(page, demo.cook);
  await open(page, "/me");
  await expect(page).toHaveTitle("Your profile · Ladle");
  await expect(page.getByRole("heading", { level: 1, name: "Sam Carter" })).toBeVisible();
  await expect(page.getByText("@samcooks")).toBeVisible();
  await expect(page.getByText(/\d+ followers?/)).toBeVisible();
  await expect(page.getByText(/\d+ following/)).toBeVisible();
  // The three numbers sit on one line: the linked two are not lower than the recipes'.
  const numbers = await page
    .getByRole("list", { name: "Numbers" })
    .locator("strong")
    .evaluateAll((strongs) => strongs.map((strong) => Math.round(strong.getBoundingClientRect().bottom)));
  expect(numbers).toHaveLength(3);
  expect(new Set(numbers).size, `bottoms ${numbers.join(", ")}`).toBe(1);
  const recipes = page.getByRole("region", { name: "Your recipes" });
  await expect(recipes.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Collections" }).getByRole("link").first()).toBeVisible();
  const plans = page.getByRole("region", { name: "Meal plans" });
  await expect(plans.getByRole("link", { name: /Weeknight family dinners/ })).toBeVisible();
  // Private plans are listed for their owner, marked as such.
  await expect(plans.getByRole("link", { name: /Next week.*Private/ })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("edits name, username and bio; the profile and header follow", async ({ page }) => {
  const { username } = await signUp(page, { name: "Edie Editor", prefix: "edit" });
  await open(page, "/me/edit");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Edie Editor");
  const usernameField = page.getByLabel("Username", { exact: true });
  await expect(usernameField).toHaveValue(username);
  await expect(page.getByText("This is your current username.")).toBeVisible();
  await usernameField.fill("mayabrooks");
  await expect(page.getByText("That username is taken. Try another.")).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(usernameField).toBeFocused();

  const renamed = uniqueUsername("edited");
  await usernameField.fill(renamed);
  await expect(page.getByText("That username is available.")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Edie Edited");
  await page.getByLabel(/Bio/).fill("Soups all winter, salads all summer.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await expect(page.getByText("This is your current username.")).toBeVisible();
  await expect(page.getByRole("button", { name: /Account menu for Edie Edited/ })).toBeVisible();

  await page.getByRole("link", { name: "Your profile" }).click();
  await expect(page).toHaveURL("/me");
  await expect(page.getByRole("heading", { level: 1, name: "Edie Edited" })).toBeVisible();
  await expect(page.getByText(`@${renamed}`)).toBeVisible();
  await expect(page.getByText("Soups all winter, salads all summer.")).toBeVisible();
  // The old name is free again, and the public page moved.
  expect((await page.request.get(`/u/${username}`)).status()).toBe(404);
  expect((await page.request.get(`/u/${renamed}`)).status()).toBe(200);
});

test("uploads an avatar after showing a preview", async ({ page }) => {
  await signUp(page, { name: "Ava Tar", prefix: "avatar" });
  await open(page, "/me/edit");
  await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: tinyPng });
  await expect(page.getByRole("img", { name: "Preview of your new avatar" })).toBeVisible();
  await expect(page.getByText("This is how it will look. Save to use it.")).toBeVisible();
  await page.getByRole("button", { name: "Save photo" }).click();
  await expect(page.getByText("Photo updated.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Change photo" })).toBeFocused();
  const avatar = page.locator(".identity-avatar-edit img.avatar");
  await expect(avatar).toHaveAttribute("src", /^\/uploads\/avatars\/.+\.webp$/);
  const src = await avatar.getAttribute("src");
  expect((await page.request.get(src!)).headers()["content-type"]).toContain("image/webp");

  // A file that isn't an image is refused before it is sent, and takes the photo picked before it
  // along: there is nothing left to save.
  await page.locator('input[type="file"]').setInputFiles({ name: "next.png", mimeType: "image/png", buffer: tinyPng });
  await expect(page.getByRole("button", { name: "Save photo" })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(page.getByText("Choose a JPEG, PNG, WebP, GIF or AVIF image.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save photo" })).toHaveCount(0);
  await expect(page.getByRole("img", { name: "Preview of your new avatar" })).toHaveCount(0);
});

test("changes the email address with a code sent to the new one", async ({ page }) => {
  const { email } = await signUp(page, { prefix: "mover" });
  await open(page, "/me/edit");
  const methods = page.getByRole("region", { name: "Sign-in methods" });
  await expect(methods.getByText(email)).toBeVisible();
  await methods.getByRole("button", { name: "Change email address" }).click();
  await page.getByLabel("New email address").fill(demo.creator);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("That address belongs to another Ladle account.")).toBeVisible();

  const newEmail = uniqueEmail("moved");
  const since = new Date();
  await page.getByLabel("New email address").fill(newEmail);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("6-digit code").fill(await readCode(page.request, newEmail, since));
  await page.getByRole("button", { name: "Change email" }).click();
  await expect(page.getByText("Email address changed.")).toBeVisible();
  await expect(methods.getByText(newEmail)).toBeVisible();
});

test("adds a phone number through /auth/verify", async ({ page }) => {
  await signUp(page, { prefix: "phoner" });
  await open(page, "/me/edit");
  await page.getByRole("link", { name: "Add phone number" }).click();
  await expect(page).toHaveURL("/auth/verify?redirectTo=%2Fme%2Fedit");
  await expect(page.getByRole("heading", { name: "Add a phone number" })).toBeVisible();
  const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const since = new Date();
  await page.getByLabel("Phone number").fill(phone);
  await page.getByRole("button", { name: "Text me a code" }).click();
  await page.getByLabel("6-digit code").fill(await readCode(page.request, phone, since));
  await page.getByRole("button", { name: "Confirm number" }).click();
  await expect(page).toHaveURL("/me/edit");
  await expect(page.getByText("Phone number confirmed.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Sign-in methods" }).getByText(phone.slice(0, 2))).toBeVisible();
  await expect(page.getByRole("link", { name: "Change phone number" })).toBeVisible();

  // The email address is still a way in, so the number can come off again.
  await page.getByRole("button", { name: "Remove phone number" }).click();
  await page.getByRole("button", { name: "Remove phone number" }).click();
  await expect(page.getByText("Your phone number is removed.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Sign-in methods" }).getByText("No phone number yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Add phone number" })).toBeVisible();
});

test("/auth/connect lists the ways to sign in", async ({ page }) => {
  const { email } = await signUp(page, { prefix: "connect" });
  await open(page, "/auth/connect");
  await expect(page.getByRole("heading", { name: "Linked sign-in methods" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("No phone number yet")).toBeVisible();
});

test("sign out everywhere ends every session, this one too", async ({ page, browser }) => {
  const { email } = await signUp(page, { prefix: "everywhere" });
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, email);
  expect((await otherPage.request.get("/me", { maxRedirects: 0 })).status()).toBe(200);

  await open(page, "/me/edit");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await page.getByRole("button", { name: "Yes, sign out everywhere" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("You're signed out on every device.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

  const afterwards = await otherPage.request.get("/me", { maxRedirects: 0 });
  expect(afterwards.status()).toBe(302);
  expect(afterwards.headers().location).toBe("/auth?redirectTo=%2Fme");
  await other.close();
});

test("shows the spec's toasts when the profile or identities cannot load", async ({ page, consoleErrors }) => {
  await signUp(page, { prefix: "flaky" });
  await page.route("**/api/profiles/lookup*", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"code":"INTERNAL","message":"x"}' }),
  );
  await page.route("**/api/identities", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"code":"INTERNAL","message":"x"}' }),
  );
  await open(page, "/me/edit");
  await expect(page.getByText("Could not get profile")).toBeVisible();
  await expect(page.getByText("Could not get user identities")).toBeVisible();
  await expect(page.getByText("We couldn't load your profile.")).toBeVisible();
  await page.unroute("**/api/profiles/lookup*");
  await page.getByRole("button", { name: "Try again" }).first().click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Robin Test");
  // The browser logs the failed requests; they are what this test is about.
  expectFailedRequests(consoleErrors, 500);
});

test("/u/:username shows a public profile with its recipes", async ({ page }) => {
  await open(page, "/u/samcooks");
  await expect(page).toHaveTitle("Sam Carter (@samcooks) · Ladle");
  await expect(page.getByRole("heading", { level: 1, name: "Sam Carter" })).toBeVisible();
  await expect(page.getByText("Home cook feeding two hungry kids", { exact: false })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^\d+ recipes$/ })).toBeVisible();
  const recipes = page.getByRole("region", { name: "Recipes by Sam" });
  await expect(recipes.getByRole("article").first()).toBeVisible();
  // The public collections, each a card that opens it.
  const collections = page.getByRole("region", { name: "Collections by Sam" });
  await expect(collections.getByRole("link", { name: "Weeknight dinners" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit profile" })).toHaveCount(0);
});

test("/u/:username pages through every recipe it counts, without JavaScript, and links to the meal plans", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/u/samcooks");
  const counted = await page
    .getByRole("listitem")
    .filter({ hasText: /^\d+ recipes$/ })
    .textContent();
  const total = Number(counted?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(24);
  const recipes = page.getByRole("region", { name: "Recipes by Sam" });
  const pages = page.getByRole("navigation", { name: "Pages of recipes by Sam" });
  const seen = new Set<string>();
  for (let n = 1; ; n++) {
    await expect(pages.getByRole("link", { name: `Page ${n}` })).toHaveAttribute("aria-current", "page");
    for (const href of await recipes
      .locator("article a[href^='/recipe/']")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? "")))
      seen.add(href);
    const next = pages.getByRole("link", { name: "Next" });
    if ((await next.count()) === 0) break;
    await next.click();
    await expect(page).toHaveURL(`/u/samcooks?page=${n + 1}`);
  }
  expect(seen.size).toBe(total);

  // A visitor's cached copy is kept per page.
  const isCurrent = (n: number) => new RegExp(`aria-current="page" aria-label="Page ${n}"`);
  expect(await (await page.request.get("/u/samcooks")).text()).toMatch(isCurrent(1));
  expect(await (await page.request.get("/u/samcooks?page=2")).text()).toMatch(isCurrent(2));
  const again = await page.request.get("/u/samcooks?page=2");
  expect(again.headers()["x-page-cache"]).toBe("HIT");
  expect(await again.text()).toMatch(isCurrent(2));

  // Past the last page: where the last one is.
  await page.goto("/u/samcooks?page=99");
  await expect(page.getByText(/Sam has \d+ recipes; this page is past the last one\./)).toBeVisible();
  await page.getByRole("link", { name: "Go to the last page" }).click();
  await expect(recipes.getByRole("article").first()).toBeVisible();

  await page.goto("/u/samcooks");
  await page.getByRole("region", { name: "Meal plans by Sam" }).getByRole("link", { name: "See all" }).click();
  await expect(page).toHaveURL("/u/samcooks/meal-plans");
  await expect(page.getByRole("heading", { level: 1, name: "Meal plans by Sam Carter" })).toBeVisible();
  await context.close();
});

test("/u/:username of a private profile shows only name, username and avatar", async ({ page, browser }) => {
  const { username } = await signUp(page, { name: "Priya Private", isPublic: false, prefix: "private" });
  const visitor = await browser.newPage();
  await visitor.goto(`/u/${username}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Priya Private" })).toBeVisible();
  await expect(visitor.getByText(`@${username}`)).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "This profile is private" })).toBeVisible();
  await expect(visitor.getByText(/\d+ followers?/)).toHaveCount(0);
  await expect(visitor.getByRole("article")).toHaveCount(0);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await visitor.close();

  // The owner sees their own page whole.
  await open(page, `/u/${username}`);
  await expect(page.getByRole("heading", { name: "This profile is private" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Edit profile" })).toBeVisible();
});

test("/u/:username answers 404 for an unknown username", async ({ page }) => {
  const response = await page.request.get("/u/nobody_by_this_name");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("We couldn");
});

test("/data-deletion-requests takes a request from someone who cannot sign in", async ({ page }) => {
  await open(page, "/data-deletion-requests");
  await expect(page.getByRole("heading", { level: 1, name: "Deleting your data" })).toBeVisible();
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Enter the email address of your Ladle account.")).toBeVisible();
  await expect(page.getByLabel("Email address on your account")).toBeFocused();

  const email = uniqueEmail("gone");
  const since = new Date();
  await page.getByLabel("Email address on your account").fill(email);
  await page.getByLabel(/Anything we should know/).fill("My username was soupfan.");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("heading", { name: "Request received" })).toBeFocused();
  await expect(page.getByText(`We've emailed ${email} to confirm.`, { exact: false })).toBeVisible();
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get(`/api/dev/outbox?to=${email}`)).json()) as {
        createdAt: string;
      }[];
      return messages.filter((m) => new Date(m.createdAt) >= new Date(since.getTime() - 1000)).length;
    })
    .toBeGreaterThan(0);
});
