/**
 * Parts of the recipe page whose code loads on first use, asked for offline (without the service
 * worker): cook mode says it needs a connection in a small dialog that closes like any other, the
 * page stays as it was, and once the network is back cook mode opens in its place.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

test.use({ serviceWorkers: "block" });

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

test("cook mode asked for offline says it needs a connection, then opens once the network is back", async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto("/search?q=pancakes");
  await page.getByRole("link", { name: "Fluffy Buttermilk Pancakes" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fluffy Buttermilk Pancakes");
  await hydrated(page);
  await context.setOffline(true);

  const cookModeButton = page.getByRole("button", { name: "Cook mode" });
  await cookModeButton.click();
  const unavailable = page.getByRole("dialog", { name: "Cook mode" });
  await expect(unavailable.getByRole("status")).toHaveText(
    "Cook mode needs a connection to load. It'll open as soon as you're back online.",
  );
  await page.keyboard.press("Escape");
  await expect(unavailable).toBeHidden();
  await expect(cookModeButton).toBeFocused();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fluffy Buttermilk Pancakes");
  await expect(page.getByText("Application Error")).toHaveCount(0);

  // Asked for again, still offline: the same answer. Back online, cook mode opens in its place.
  await cookModeButton.click();
  await expect(unavailable).toBeVisible();
  await context.setOffline(false);
  const cookMode = page.getByRole("dialog", { name: "Fluffy Buttermilk Pancakes" });
  await expect(cookMode.getByText("Step 1 of 6")).toBeVisible({ timeout: 10_000 });
  await expect(unavailable).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(cookMode).toBeHidden();

  const others = consoleErrors.filter((message) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/i.test(message));
  consoleErrors.splice(0, consoleErrors.length, ...others);
});
