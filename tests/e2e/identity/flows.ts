/** Sign-in steps through the real pages, shared by the identity specs. */
import type { Page } from "@playwright/test";
import { expect, readCode } from "../fixtures.ts";

/** Asks for an email code on /auth (already open), reads it from the outbox and signs in. */
export async function signInWithEmailCode(page: Page, email: string) {
  await expect(page.getByRole("heading", { name: "Sign in to Ladle" })).toBeVisible();
  const since = new Date();
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText(`We sent a code to ${email}`)).toBeVisible();
  const code = await readCode(page.request, email, since);
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The page after hydration: client-side guards and effects have run. */
export async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
}

/** Opens a page and waits until it is hydrated, so forms are handled by the app, not the browser. */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await settle(page);
}
