/**
 * Deleting an account: confirm by typing the username, land home
 * signed out with a toast; signing in again with the same address starts over at registration.
 */
import { demo, expect, register, signIn, test, uniqueEmail, uniqueUsername } from "../fixtures.ts";
import { open, signInWithEmailCode } from "./flows.ts";

test("deletes a fresh account, which can no longer sign in as the same user", async ({ page }) => {
  const email = uniqueEmail("delete");
  const username = uniqueUsername("deleteme");
  await open(page, "/auth");
  await signInWithEmailCode(page, email);
  await expect(page).toHaveURL(/\/auth\/terms_conditions$/);
  await register(page, { name: "Del Eted", username });
  expect((await page.request.get(`/u/${username}`)).status()).toBe(200);

  await open(page, "/me/delete");
  await expect(page.getByRole("heading", { name: "Delete your account" })).toBeVisible();
  const confirm = page.getByLabel(`Type your username, ${username}, to confirm`);
  await confirm.fill("someone_else");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText(`That doesn't match. Type ${username} to confirm.`)).toBeVisible();
  await expect(confirm).toBeFocused();
  await confirm.fill(username);
  await page.getByRole("button", { name: "Delete my account" }).click();

  await expect(page).toHaveURL("/");
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  expect((await page.request.get(`/u/${username}`)).status()).toBe(404);
  const me = await page.request.get("/me", { maxRedirects: 0 });
  expect(me.headers().location).toBe("/auth?redirectTo=%2Fme");

  // The same address signs in as a new user: registration again.
  await open(page, "/auth");
  await signInWithEmailCode(page, email);
  await expect(page).toHaveURL(/\/auth\/terms_conditions$/);
  await open(page, "/me");
  await expect(page).toHaveURL("/auth/registration?redirectTo=%2Fme");
  await expect(page.getByLabel("Username", { exact: true })).toHaveValue("");
});

test("what deleting takes reads as one list: each line ends with a semicolon, the last with a full stop", async ({
  page,
}) => {
  // The demo fan subscribes to a blog, so the list ends with that subscription, after the sign-in methods.
  await signIn(page, demo.fan);
  await open(page, "/me/delete");
  const lines = page.locator(".identity-list li");
  await expect(lines.last()).toHaveText(
    /^your subscription to .+, which ends now, not at the end of the period you paid for\.$/,
  );
  const texts = await lines.allTextContents();
  expect(texts).toContain("your sign-in methods, on every device;");
  expect(texts.slice(0, -1).every((text) => text.endsWith(";"))).toBe(true);
});
