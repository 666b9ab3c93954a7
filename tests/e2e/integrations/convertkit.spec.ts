/**
 * ConvertKit with the local stand-in (the test server has no ConvertKit app): a creator connects
 * through the consent panel, picks the form and includes followers, a follower who agrees (the box
 * beside the Follow button, offered only once the creator's list takes followers) shows up on the
 * test list, and disconnecting removes the connection.
 */
import { seriousViolations } from "../axe.ts";
import { expect, signIn, signUp, test } from "../fixtures.ts";

const creatorEmail = "greens@demo.ladle.test";

test("a visitor is asked to sign in and comes back here, and a cook without a blog goes to start one", async ({
  page,
}) => {
  await page.goto("/integrations/convertkit");
  await expect(page.getByRole("heading", { level: 1, name: "ConvertKit" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to connect" })).toHaveAttribute(
    "href",
    `/auth?redirectTo=${encodeURIComponent("/integrations/convertkit")}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await signUp(page, { prefix: "ckcook" });
  await page.goto("/integrations/convertkit");
  await page.getByRole("link", { name: "Start a blog on Ladle" }).click();
  await expect(page).toHaveURL("/me#start-blog");
  await expect(page.getByRole("heading", { name: "Start your blog" })).toBeVisible();
});

test("a creator connects with the local provider, adds followers who agree, and disconnects", async ({
  page,
  browser,
}) => {
  await signIn(page, creatorEmail);
  await page.goto("/integrations/convertkit");
  // A connection left by an earlier run against the same server goes first.
  const leftover = page.getByRole("button", { name: "Disconnect" });
  if (await leftover.isVisible()) {
    await leftover.click();
    await expect(page.getByText("ConvertKit is disconnected.")).toBeVisible();
  }

  // Without a connection the creator has no newsletter to offer beside their Follow button.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  const { email: readerEmail } = await signUp(reader, { prefix: "ckfan", name: "Jamie Reader" });
  const optIn = reader.getByRole("checkbox", { name: "Email me Nora Patel's newsletter" });
  const consentRead = reader.waitForResponse((response) => response.url().includes("/newsletter-consent"));
  await reader.goto("/p/blogs/greens");
  await consentRead;
  await expect(reader.getByRole("button", { name: "Follow Nora Patel" })).toBeVisible();
  await expect(optIn).toHaveCount(0);

  // Refusing consent changes nothing, and says so.
  await page.getByRole("button", { name: "Connect ConvertKit" }).click();
  await expect(page.getByRole("heading", { name: "Allow Ladle to add contacts to your test list?" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Don't allow" }).click();
  await expect(page.getByRole("alert")).toHaveText("You didn't give Ladle access to ConvertKit, so nothing changed.");
  await expect(page.getByRole("button", { name: "Connect ConvertKit" })).toBeVisible();

  await page.getByRole("button", { name: "Connect ConvertKit" }).click();
  await page.getByRole("button", { name: "Allow", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("ConvertKit is connected. Now pick where new contacts go.");
  await expect(page).toHaveURL(/\/integrations\/convertkit\?outcome=connected$/);
  await expect(page.getByRole("heading", { name: "Connected as Ladle test list" })).toBeVisible();

  await page.getByLabel("Form or tag").selectOption({ label: "Ladle test form" });
  await page.getByRole("checkbox", { name: /Also add new followers who agree to your emails/ }).check();
  // Saved from the keyboard, the focus stays on Save rather than dropping to the top of the page.
  const save = page.getByRole("button", { name: "Save", exact: true });
  await save.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Saved. New contacts go to the form “Ladle test form”.");
  await expect(save).toBeFocused();
  await expect(page.getByText("No contacts yet.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A reader follows the creator and agrees to their emails.
  const creatorId = ((await (await page.request.get("/api/me/state")).json()) as { viewer: { userId: string } }).viewer
    .userId;
  expect((await reader.request.put(`/api/users/${creatorId}/follow`)).ok()).toBeTruthy();
  await reader.reload();
  await optIn.check();
  await expect(optIn).toBeChecked();
  await readerContext.close();

  await expect(async () => {
    await page.reload();
    await expect(page.getByText(readerEmail)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const contact = page.getByRole("listitem").filter({ hasText: readerEmail });
  await expect(contact).toContainText("Jamie");
  await expect(contact).toContainText("Form: Ladle test form");

  await page.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "ConvertKit is disconnected. Ladle deleted its access to your account.",
  );
  await expect(page.getByRole("button", { name: "Connect ConvertKit" })).toBeVisible();
  await expect(page.getByText(readerEmail)).toHaveCount(0);
});
