/**
 * Signing up: a new address signs in with a real email code and goes through
 * every registration page: terms, profile (live username check), welcome, then /me.
 */
import { expect, expectFailedRequests, readCode, signIn, test, uniqueEmail, uniqueUsername } from "../fixtures.ts";
import { open, signInWithEmailCode } from "./flows.ts";

test("a new user signs up with an email code through every registration page", async ({ page }) => {
  const email = uniqueEmail("signup");
  const username = uniqueUsername("newcook");
  await open(page, "/auth");
  await signInWithEmailCode(page, email);

  // Terms and conditions: the box must be ticked.
  await expect(page).toHaveURL(/\/auth\/terms_conditions$/);
  await expect(page.getByRole("heading", { name: "Before you start" })).toBeVisible();
  await page.getByRole("button", { name: "Agree and continue" }).click();
  await expect(page.getByText("Tick the box to agree to the terms")).toBeVisible();
  await page.getByLabel("I agree to Ladle's terms of service and privacy policy.").check();
  await page.getByRole("button", { name: "Agree and continue" }).click();

  // Registration: name, username checked live as it is typed, public or private.
  await expect(page).toHaveURL(/\/auth\/registration$/);
  await expect(page.getByRole("heading", { name: "Create your profile" })).toBeVisible();
  await expect(page.getByText("Step 2 of 2")).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Robin Newcook");
  const usernameField = page.getByLabel("Username", { exact: true });
  await usernameField.pressSequentially("SamCooks");
  await expect(page.getByText("That username is taken. Try another.")).toBeVisible();
  // The field still names its rules and its live status (hydration keeps the ids they are tied by).
  await expect(usernameField).toHaveAccessibleDescription(/letters.*That username is taken/);
  await usernameField.fill("ab");
  await expect(page.getByText("Use at least 3 characters.")).toBeVisible();
  await usernameField.fill(username);
  await expect(page.getByText("That username is available.")).toBeVisible();
  await page.getByRole("radio", { name: /Private/ }).check();
  await expect(page.getByRole("textbox", { name: "Invite code (optional)" })).toHaveAccessibleDescription(
    "Got one from a friend or a creator? Add it and you'll start out following them.",
  );
  await page.getByRole("button", { name: "Create profile" }).click();

  // Welcome, with the next steps, then the profile.
  await expect(page).toHaveURL(/\/auth\/welcome$/);
  await expect(page.getByRole("heading", { name: "Welcome to Ladle, Robin!" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Discover creators/ })).toHaveAttribute("href", "/discover");
  await expect(page.getByRole("link", { name: /Search recipes/ })).toHaveAttribute("href", "/search");
  const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
  expect(events).toContain("registration completed");
  await page.getByRole("link", { name: "Go to your profile" }).click();

  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByRole("heading", { level: 1, name: "Robin Newcook" })).toBeVisible();
  await expect(page.getByText(`@${username}`)).toBeVisible();
  await expect(page.getByText("You haven't added any recipes yet.")).toBeVisible();
  await expect(page.getByText("No meal plans yet.", { exact: false })).toBeVisible();
  // The header now knows the profile.
  await page.getByRole("button", { name: /Account menu for Robin Newcook/ }).click();
  await expect(page.getByRole("list", { name: "Account" }).getByRole("link", { name: "Your profile" })).toBeVisible();
});

test("a sign-in that started elsewhere comes back there after registration", async ({ page }) => {
  await signIn(page, uniqueEmail("detour"));
  await open(page, "/me/edit");
  await expect(page).toHaveURL("/auth/registration?redirectTo=%2Fme%2Fedit");
  // Arriving without the terms step, the form asks for the terms itself.
  await page.getByRole("button", { name: "Create profile" }).click();
  await expect(page.getByText("Enter your name.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  await expect(page.getByText("Tick the box to agree to the terms")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Dee Tour");
  await page.getByLabel("Username", { exact: true }).fill(uniqueUsername("detour"));
  await page.getByLabel(/I agree to Ladle's/).check();
  await page.getByRole("button", { name: "Create profile" }).click();
  await expect(page).toHaveURL("/auth/welcome?redirectTo=%2Fme%2Fedit");
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL("/me/edit");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Dee Tour");
});

test("registration shows the server's field errors next to their fields", async ({ page, consoleErrors }) => {
  await signIn(page, uniqueEmail("invite"));
  await open(page, "/auth/registration?invite=NOPE1234");
  await page.getByLabel("Name", { exact: true }).fill("Ivy Invite");
  await page.getByLabel("Username", { exact: true }).fill(uniqueUsername("ivy"));
  await expect(page.getByLabel(/Invite code/)).toHaveValue("NOPE1234");
  await page.getByLabel(/I agree to Ladle's/).check();
  await page.getByRole("button", { name: "Create profile" }).click();
  const invite = page.getByLabel(/Invite code/);
  await expect(invite).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("That invite code isn't valid. Check it, or leave it empty.")).toBeVisible();
  await expect(invite).toBeFocused();
  await expect(page).toHaveURL(/\/auth\/registration/);

  // Leaving the code empty registers.
  await invite.fill("");
  await page.getByRole("button", { name: "Create profile" }).click();
  await expect(page).toHaveURL(/\/auth\/welcome/);
  expectFailedRequests(consoleErrors, 400);
});

test("a signed-in user who has not registered can sign out from the registration pages", async ({ page }) => {
  await signIn(page, uniqueEmail("leaver"));
  await open(page, "/auth");
  await expect(page.getByRole("link", { name: "Finish creating your profile" }).first()).toBeVisible();
  await open(page, "/auth/terms_conditions");
  await page.getByRole("button", { name: "Not now, sign out" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

  await signIn(page, uniqueEmail("leaver2"));
  await open(page, "/auth/registration");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL("/");
  await open(page, "/auth/registration");
  await expect(page).toHaveURL("/auth?redirectTo=%2Fauth%2Fregistration");
});

test("signs up with a phone code, chosen with the keyboard", async ({ page, consoleErrors }) => {
  const phone = `+4477009${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;
  await open(page, "/auth");
  await page.getByRole("tab", { name: "Email" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Phone" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Phone" })).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Phone" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Phone number")).toBeFocused();
  await page.keyboard.type("07700 900");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Start with + and your country code")).toBeVisible();

  const since = new Date();
  await page.getByLabel("Phone number").fill(`${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`phone=${encodeURIComponent(phone)}`));
  await expect(page.getByLabel("6-digit code")).toBeFocused();
  await page.getByLabel("6-digit code").fill("000000");
  await page.keyboard.press("Enter");
  await expect(page.getByText("That code isn't right. Check it and try again.")).toBeVisible();

  const code = await readCode(page.request, phone, since);
  await page.getByLabel("6-digit code").fill(code);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/auth\/terms_conditions$/);
  expectFailedRequests(consoleErrors, 400);
});

test("the email form says what is wrong, next to the field", async ({ page }) => {
  await open(page, "/auth");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-address");
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText("Enter a valid email address, like you@example.com.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute("aria-invalid", "true");
});
