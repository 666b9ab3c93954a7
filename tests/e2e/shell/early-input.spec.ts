/**
 * What a visitor types into the first page before its scripts have run stays typed once the page
 * is interactive (components/early-input.ts): the form sends it, and the next render of the form
 * does not wipe it. The page's scripts are held back until the fields are filled.
 */
import type { Page } from "@playwright/test";
import { expect, signIn, test, uniqueEmail, uniqueUsername } from "../fixtures.ts";

/** Opens `path` with its scripts held back; the returned function lets them load and waits until the page is interactive. */
async function openBeforeScripts(page: Page, path: string) {
  let letScriptsIn = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    letScriptsIn = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return async () => {
    letScriptsIn();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  };
}

test("an email typed before the sign-in page is interactive is the one the code goes to", async ({ page }) => {
  const email = uniqueEmail("early");
  const becomeInteractive = await openBeforeScripts(page, "/auth");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await becomeInteractive();
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);

  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText(`We sent a code to ${email}`)).toBeVisible();
});

test("a name and a ticked box from before the profile form is interactive survive its next render", async ({
  page,
}) => {
  await signIn(page, uniqueEmail("early-profile"));
  const becomeInteractive = await openBeforeScripts(page, "/auth/registration");
  await page.getByLabel("Name", { exact: true }).fill("Robin Early");
  await page.getByLabel("I agree to Ladle's terms of service and privacy policy.").check();
  await becomeInteractive();

  // Each letter of the username renders the form again (and checks the name live).
  await page.getByLabel("Username", { exact: true }).pressSequentially(uniqueUsername("early"));
  await expect(page.getByText("That username is available.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Robin Early");
  await page.getByRole("button", { name: "Create profile" }).click();
  await expect(page.getByRole("heading", { name: "Welcome to Ladle, Robin!" })).toBeVisible();
});
