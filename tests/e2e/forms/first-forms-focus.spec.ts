/**
 * The first forms a new account fills in, sent with something missing or wrong from the keyboard:
 * the page says what to put right and the focus lands on that field, never on the page itself
 * (the submit button is disabled while the form is sent, which would otherwise drop the focus).
 */
import type { Page } from "@playwright/test";
import { expect, signIn, signUp, test, uniqueEmail } from "../fixtures.ts";

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/** Presses Enter on a form's submit button, as a keyboard user sends it. */
async function sendWithKeyboard(page: Page, name: string) {
  const button = page.getByRole("button", { name, exact: true });
  await button.focus();
  await page.keyboard.press("Enter");
}

test("the terms step puts the focus on the box to tick", async ({ page }) => {
  await signIn(page, uniqueEmail("terms"));
  await page.goto("/auth/terms_conditions");
  await hydrated(page);
  await sendWithKeyboard(page, "Agree and continue");
  const box = page.getByRole("checkbox", { name: /I agree to Ladle's terms/ });
  await expect(page.getByText("Tick the box to agree to the terms before you continue.")).toBeVisible();
  await expect(box).toBeFocused();
  await page.keyboard.press("Space");
  await sendWithKeyboard(page, "Agree and continue");
  await expect(page).toHaveURL(/\/auth\/registration$/);
});

test("a first collection without a name puts the focus on Name", async ({ page }) => {
  await signUp(page, { prefix: "firstcoll" });
  await page.goto("/collection/create");
  await hydrated(page);
  await sendWithKeyboard(page, "Create collection");
  const name = page.getByLabel("Name");
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription("Name the collection.");
  await page.keyboard.type("Soups");
  await sendWithKeyboard(page, "Create collection");
  await expect(page.getByRole("heading", { level: 1, name: "Soups" })).toBeVisible();
});

test("starting a blog and changing its details put the focus on the field to fix", async ({ page }) => {
  await signUp(page, { name: "Nell Cook", prefix: "firstblog" });
  await page.goto("/me");
  await hydrated(page);
  const start = page.getByRole("form", { name: "Start your blog" });
  await start.getByLabel("Blog name").fill("");
  await sendWithKeyboard(page, "Start my blog");
  await expect(start.getByLabel("Blog name")).toBeFocused();
  await expect(start.getByText("Give your blog a name.")).toBeVisible();

  // The demo paywalled blog holds the shortlink "pro".
  await page.keyboard.type("Nell's Soups");
  await start.getByLabel("Shortlink").fill("pro");
  await sendWithKeyboard(page, "Start my blog");
  await expect(start.getByLabel("Shortlink")).toBeFocused();
  await expect(start.getByText("That shortlink is taken. Try another.")).toBeVisible();
  const shortlink = `soups-${Date.now().toString(36)}`;
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(shortlink);
  await sendWithKeyboard(page, "Start my blog");
  await expect(page).toHaveURL(/\/me\/blog$/);

  await hydrated(page);
  const details = page.getByRole("form", { name: "Blog details" });
  await details.getByLabel("Shortlink").fill("Not a shortlink!");
  await sendWithKeyboard(page, "Save blog");
  await expect(details.getByLabel("Shortlink")).toBeFocused();
  await expect(details.getByLabel("Shortlink")).toHaveAttribute("aria-invalid", "true");
});

test("a paywalled blog's first prices put the focus on the price to fix, then back on Save prices", async ({
  page,
}) => {
  await signUp(page, { name: "Nell Cook", prefix: "firstprice" });
  const created = await page.request.post("/api/blogs", {
    data: { title: "Nell's Soups", shortlink: `soups-${Date.now().toString(36)}` },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  expect((await page.request.patch("/api/blogs/mine", { data: { hasPaywalledContent: true } })).ok()).toBe(true);
  await page.goto("/me/blog");
  await hydrated(page);

  await sendWithKeyboard(page, "Save prices");
  const monthly = page.getByLabel("Monthly");
  await expect(monthly).toBeFocused();
  await expect(monthly).toHaveAccessibleDescription("Enter a monthly price from $1 to $1,000, like 5 or 4.99.");

  await page.keyboard.type("5");
  await page.getByLabel(/Yearly/).fill("4");
  await sendWithKeyboard(page, "Save prices");
  await expect(page.getByLabel(/Yearly/)).toBeFocused();
  await expect(page.getByLabel(/Yearly/)).toHaveAccessibleDescription(
    "A year should cost more than a month: your monthly price is $5.00.",
  );

  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("50");
  await sendWithKeyboard(page, "Save prices");
  await expect(page.getByText("Prices saved. New subscribers pay these; current ones keep theirs.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save prices" })).toBeFocused();
});
