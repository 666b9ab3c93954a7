/**
 * A form opened before another tab or device saved the same thing does not undo that save: a
 * collection's details, the blog's details and the profile are each refused, the page says so above
 * the form, and the cook saves theirs over it or opens the newer version. The page's own changes
 * (a new order of the collection's recipes) never stand in the way of its form.
 */
import type { Page } from "@playwright/test";
import { expect, expectFailedRequests, sidewaysOverflow, signUp, test } from "../fixtures.ts";

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const conflictNotice = (page: Page) =>
  page.getByRole("alert").filter({ hasText: "changed in another tab or on another device" });
const json = async (page: Page, path: string) => (await page.request.get(path)).json();

test("collection, blog and profile forms opened before another tab saved let the cook choose", async ({
  page,
  context,
  consoleErrors,
}) => {
  // Three forms on one sign-in.
  test.setTimeout(90_000);
  const { username } = await signUp(page, { name: "Tab Tester", prefix: "tabs" });
  const phone = await context.newPage();

  // A collection of two of the cook's recipes.
  const recipes: { id: string; title: string }[] = [];
  for (const dish of ["Tab soup", "Tab stew"]) {
    const created = await page.request.post("/api/recipes", {
      data: {
        title: `${dish} ${unique()}`,
        ingredientGroups: [{ lines: ["1 onion"] }],
        instructionSections: [{ steps: ["Cook it."] }],
      },
    });
    recipes.push(await created.json());
  }
  const { id } = await (
    await page.request.post("/api/collections", { data: { name: "Weeknights", description: "Fast ones." } })
  ).json();
  for (const recipe of recipes) {
    await page.request.post(`/api/collections/${id}/recipes`, { data: { recipeId: recipe.id } });
  }

  // The laptop reorders the recipes, then saves the details: its own new order is no conflict.
  await page.goto(`/collection/${id}/edit`);
  await hydrated(page);
  await page.getByRole("button", { name: `Move ${recipes[1].title} up` }).click();
  await expect(page.getByText("Order saved.")).toBeVisible();
  await page.getByLabel("Name").fill("Weeknight dinners");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved.")).toBeVisible();

  // The phone opens the page too and saves a new description.
  await phone.goto(`/collection/${id}/edit`);
  await hydrated(phone);
  await phone.getByLabel("Description").fill("Saved on the phone.");
  await phone.getByRole("button", { name: "Save changes" }).click();
  await expect(phone.getByText("Changes saved.")).toBeVisible();

  // The laptop's form still shows the old description: its save is refused, not saved over the phone's.
  await page.getByLabel("Name").fill("Weeknight suppers");
  await page.getByRole("button", { name: "Save changes" }).click();
  const collectionNotice = conflictNotice(page);
  await expect(collectionNotice).toBeFocused();
  await expect(page.getByLabel("Name")).toHaveValue("Weeknight suppers");
  expect(await json(page, `/api/collections/${id}`)).toMatchObject({
    name: "Weeknight dinners",
    description: "Saved on the phone.",
  });
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await sidewaysOverflow(page)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  // The cook saves theirs over it: the whole form wins.
  await collectionNotice.getByRole("button", { name: "Save mine over it" }).click();
  await expect(page.getByText("Changes saved.")).toBeVisible();
  await expect(collectionNotice).toBeHidden();
  expect(await json(page, `/api/collections/${id}`)).toMatchObject({
    name: "Weeknight suppers",
    description: "Fast ones.",
  });

  // The blog: the laptop opens its details, then the phone saves a new description.
  await page.request.post("/api/blogs", { data: { title: "Tab Kitchen", shortlink: `tabs-${unique()}` } });
  await page.goto("/me/blog");
  await hydrated(page);
  const settings = page.getByRole("form", { name: "Blog details" });
  expect((await phone.request.patch("/api/blogs/mine", { data: { description: "Saved on the phone." } })).ok()).toBe(
    true,
  );
  await settings.getByLabel("Blog name").fill("Tab Kitchen, laptop");
  await settings.getByRole("button", { name: "Save blog" }).click();
  const blogNotice = conflictNotice(page);
  await expect(blogNotice).toBeFocused();
  expect((await json(page, "/api/blogs/mine")).blog).toMatchObject({
    title: "Tab Kitchen",
    description: "Saved on the phone.",
  });
  // Opening the newer version drops the laptop's change; the page it opens saves straight away.
  const reopened = page.waitForEvent("load");
  await blogNotice.getByRole("link", { name: "Open the newer version" }).click();
  await reopened;
  await hydrated(page);
  await expect(settings.getByLabel("About your blog")).toHaveValue("Saved on the phone.");
  await expect(settings.getByLabel("Blog name")).toHaveValue("Tab Kitchen");
  await settings.getByLabel("Blog name").fill("Tab Kitchen, laptop");
  await settings.getByRole("button", { name: "Save blog" }).click();
  await expect.poll(async () => (await json(page, "/api/blogs/mine")).blog.title).toBe("Tab Kitchen, laptop");
  await expect(blogNotice).toBeHidden();

  // The profile: both tabs open it, and the phone saves a bio first.
  await page.goto("/me/edit");
  await hydrated(page);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Tab Tester");
  await phone.goto("/me/edit");
  await hydrated(phone);
  await phone.getByLabel(/Bio/).fill("Saved on the phone.");
  await phone.getByRole("button", { name: "Save changes" }).click();
  await expect(phone.getByText("Profile saved.")).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill("Tab Tester, laptop");
  await page.getByRole("button", { name: "Save changes" }).click();
  const profileNotice = conflictNotice(page);
  await expect(profileNotice).toBeFocused();
  expectFailedRequests(consoleErrors, 409);
  const profileUrl = `/api/profiles/lookup?profile_username=${username}`;
  expect(await json(page, profileUrl)).toMatchObject({ name: "Tab Tester", bio: "Saved on the phone." });
  // Saving theirs over it sends what the cook changed here, so the phone's bio stays.
  await profileNotice.getByRole("button", { name: "Save mine over it" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await expect(profileNotice).toBeHidden();
  expect(await json(page, profileUrl)).toMatchObject({ name: "Tab Tester, laptop", bio: "Saved on the phone." });
});
