/**
 * Signing in with a real email code as each demo account lands on the role's landing route
 * (/me, or /me/blog for a paywalled-blog creator), or back where the visitor was headed.
 */
import { baseURL } from "../../../playwright.config.ts";
import { demo, expect, expectFailedRequests, signIn, test, uniqueEmail } from "../fixtures.ts";
import { open, settle, signInWithEmailCode } from "./flows.ts";

const accounts = [
  { who: "cook (AUTHORIZED_USER)", email: demo.cook, landing: "/me", name: "Sam Carter" },
  { who: "creator (BLOG_CREATOR)", email: demo.creator, landing: "/me", name: "Maya Brooks" },
  { who: "pro (PAYWALLED_BLOG_CREATOR)", email: demo.pro, landing: "/me/blog", name: null },
  { who: "fan (AUTHORIZED_USER)", email: demo.fan, landing: "/me", name: "Jess Tran" },
  { who: "greens (BLOG_CREATOR)", email: "greens@demo.ladle.test", landing: "/me", name: "Nora Patel" },
];

for (const account of accounts) {
  test(`${account.who} signs in with an email code and lands on ${account.landing}`, async ({ page }) => {
    await open(page, "/auth");
    await signInWithEmailCode(page, account.email);
    await expect(page).toHaveURL(account.landing);
    await settle(page);
    await expect(page).toHaveURL(account.landing);
    if (account.name) await expect(page.getByRole("heading", { level: 1, name: account.name })).toBeVisible();
    // Signed in, /auth is no longer for them.
    await open(page, "/auth");
    await expect(page).toHaveURL(account.landing);
  });
}

test("a visitor sent to sign in comes back to the page they wanted", async ({ page }) => {
  await open(page, "/me/edit");
  await expect(page).toHaveURL("/auth?redirectTo=%2Fme%2Fedit");
  await signInWithEmailCode(page, demo.cook);
  await expect(page).toHaveURL("/me/edit");
  await expect(page.getByRole("heading", { name: "Edit profile" })).toBeVisible();
});

test("a wrong code is explained next to the field, and a new one can be sent", async ({ page, consoleErrors }) => {
  const email = uniqueEmail("typo");
  await open(page, "/auth");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await page.getByLabel("6-digit code").fill("12345");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Enter the 6-digit code from the email.")).toBeVisible();
  await page.getByLabel("6-digit code").fill("000000");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("That code isn't right. Check it and try again.")).toBeVisible();
  await expect(page.getByLabel("6-digit code")).toBeFocused();
  await page.getByRole("button", { name: "Send a new code" }).click();
  await expect(page.getByText(`We sent a new code to ${email}.`)).toBeVisible();
  await page.getByRole("button", { name: "Use a different email" }).click();
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toBeVisible();
  expectFailedRequests(consoleErrors, 400);
});

test("signing out ends the session on this device", async ({ page }) => {
  await signIn(page, demo.cook);
  await open(page, "/me/logout");
  await expect(page.getByText(`You're signed in as ${demo.cook}.`)).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await open(page, "/me");
  await expect(page).toHaveURL("/auth?redirectTo=%2Fme");
});

test("a session ended elsewhere signs this browser out at its next page, leaving nothing of the cook's behind", async ({
  page,
  context,
  playwright,
}) => {
  await signIn(page, demo.cook);
  // Something of theirs kept in the browser: a tick on a recipe, and their shopping list's copy.
  await open(page, "/search?q=pancakes");
  await page.getByRole("link", { name: "Fluffy Buttermilk Pancakes" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fluffy Buttermilk Pancakes");
  await page.getByRole("region", { name: "Ingredients" }).getByRole("checkbox", { name: "250 g plain flour" }).check();
  await open(page, "/shopping-list");
  await expect(page.locator("main").getByRole("status").first()).toHaveText("Synced");
  const personalKeys = () =>
    page.evaluate(() =>
      Object.keys(window.localStorage).filter(
        (key) => key === "ladle-shopping-list" || key.startsWith("ladle:recipe-progress:"),
      ),
    );
  await expect.poll(async () => (await personalKeys()).length).toBe(2);

  // The same session ends on the server from somewhere else (another device signing it out).
  const elsewhere = await playwright.request.newContext({ baseURL, storageState: await context.storageState() });
  const ended = await elsewhere.post("/api/auth/sign-out", { headers: { origin: baseURL } });
  expect(ended.ok(), await ended.text()).toBeTruthy();
  await elsewhere.dispose();

  // The next page asks the server again, which knows nobody: that is the cook's sign-out here.
  await page.getByRole("banner").getByRole("link", { name: "Ladle home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect.poll(personalKeys).toEqual([]);
});

test("someone who signs in after another reader's session ended unseen does not get that reader's ticks", async ({
  page,
}) => {
  const flour = () =>
    page.getByRole("region", { name: "Ingredients" }).getByRole("checkbox", { name: "250 g plain flour" });
  const openPancakes = async () => {
    await open(page, "/search?q=pancakes");
    await page.getByRole("link", { name: "Fluffy Buttermilk Pancakes" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fluffy Buttermilk Pancakes");
  };
  await signIn(page, demo.cook);
  await openPancakes();
  await flour().check();
  await page.reload();
  await expect(flour()).toBeChecked();

  // The cook's session is replaced, without a sign-out on this browser, by the fan's.
  await signIn(page, demo.fan);
  await openPancakes();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toHaveCount(0);
  // Read for the fan, the cook's ticks are not theirs: the page keeps nothing for this recipe.
  const savedProgress = () =>
    page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith("ladle:recipe-progress:")));
  await expect.poll(savedProgress).toEqual([]);
  await expect(flour()).not.toBeChecked();
  const pancakesUrl = page.url();

  // A visitor's ticks stay with whoever signs in: the same person, having signed in to save them.
  await page.context().clearCookies();
  await open(page, pancakesUrl);
  await flour().check();
  await signIn(page, demo.fan);
  await page.reload();
  await expect(flour()).toBeChecked();
});
