import { test as base, expect, type Page } from "@playwright/test";

/** Demo accounts seeded on first boot (DESIGN.md). */
export const demo = {
  cook: "cook@demo.ladle.test",
  creator: "creator@demo.ladle.test",
  pro: "pro@demo.ladle.test",
  fan: "fan@demo.ladle.test",
} as const;

/** Signs the page's browser context in through the development sign-in (not in production). */
export async function signIn(page: Page, email: string) {
  const response = await page.request.post("/api/dev/sign-in", { data: { email } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** Fails a test when the page logs an error or throws. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
