/**
 * Referral: a cook gets their invite link, a friend opens it before signing in, the code waits in
 * their browser until Create your profile, and the cook then sees the friend among those who joined.
 */
import type { Page } from "@playwright/test";
import { expect, signIn, signUp, test, uniqueEmail, uniqueUsername } from "../fixtures.ts";

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

test("an invite link carries its code through sign-in into the friend's new profile", async ({ page, browser }) => {
  await page.goto("/referral");
  await expect(page.getByRole("heading", { level: 1, name: "Cook with your friends" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" }).last()).toHaveAttribute(
    "href",
    "/auth?redirectTo=%2Freferral",
  );

  await signUp(page, { prefix: "inviter" });
  await page.goto("/referral");
  await hydrated(page);
  await expect(page.getByText("No one yet.")).toBeVisible();
  // Pressed from the keyboard, the button goes as the link comes: the focus moves on to the link.
  await page.getByRole("button", { name: "Get my invite link" }).focus();
  await page.keyboard.press("Enter");
  const linkField = page.getByLabel("Share this link");
  await expect(linkField).toHaveValue(/\/auth\?invite=[A-Z2-9]{8}$/);
  await expect(linkField).toBeFocused();
  const link = await linkField.inputValue();
  const code = link.split("invite=")[1];

  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(new URL(link).pathname + new URL(link).search);
  await expect(friend.getByRole("heading", { level: 1, name: "You're invited to Ladle" })).toBeVisible();
  await hydrated(friend);
  await signIn(friend, uniqueEmail("friend"));
  await friend.goto("/auth/registration");
  await hydrated(friend);
  await expect(friend.getByLabel(/Invite code/)).toHaveValue(code);
  await friend.getByLabel("Name", { exact: true }).fill("Fern Friend");
  await friend.getByLabel("Username", { exact: true }).fill(uniqueUsername("fern"));
  await friend.getByLabel(/I agree to Ladle's/).check();
  await friend.getByRole("button", { name: "Create profile" }).click();
  await expect(friend).toHaveURL(/\/auth\/welcome/);
  expect(await friend.evaluate(() => localStorage.getItem("ladle.invite"))).toBeNull();
  await friendContext.close();

  await page.reload();
  await expect(page.getByRole("heading", { name: /Friends who joined/ })).toContainText("(1)");
  await expect(page.getByRole("link", { name: "Fern Friend" })).toBeVisible();
});
