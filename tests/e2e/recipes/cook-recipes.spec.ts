/**
 * A cook's recipes: add one with a photo, edit it, review someone else's recipe, save one
 * to a collection; and another cook cannot edit it, in the page or through the API.
 */
import sharp from "sharp";
import { demo, expect, expectFailedRequests, signIn, signUp, test } from "../fixtures.ts";

type TPage = import("@playwright/test").Page;

const hydrated = (page: TPage) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const textbox = (page: TPage, name: string) => page.getByRole("textbox", { name, exact: true });

async function photo(): Promise<Buffer> {
  // A small picture made at test time: a tomato-red plate on a cream table.
  const plate = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#fffbf5"/><circle cx="400" cy="300" r="220" fill="#c8412b"/><circle cx="400" cy="300" r="150" fill="#f7f0e6"/></svg>',
  );
  return sharp(plate).png().toBuffer();
}

async function addRecipe(page: TPage, title: string) {
  await page.goto("/recipe/new");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add a recipe");

  // Nothing filled in: the problem is shown next to the field.
  await page.getByRole("button", { name: "Add recipe" }).click();
  await expect(page.getByText("Give the recipe a title.")).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description (optional)").fill("Cold, creamy and barely sweet.");
  await page.getByLabel("Servings", { exact: true }).fill("4");
  await page.getByLabel("Prep (min)").fill("10");
  await textbox(page, "Ingredient 1").fill("2 cups whole milk");
  await textbox(page, "Ingredient 1").press("Enter");
  await textbox(page, "Ingredient 2").fill("3 tbsp sugar");
  // A pasted block becomes lines, and a "Heading:" line a new group.
  await page.getByRole("button", { name: "Paste a list" }).first().click();
  await page.getByLabel("Paste ingredients").fill("- 2 tbsp cornflour\n\nTo serve:\n1 pinch nutmeg");
  await page.getByRole("button", { name: "Add ingredients" }).click();
  await expect(textbox(page, "Ingredient 3")).toHaveValue("2 tbsp cornflour");
  await expect(page.getByLabel("Group name").last()).toHaveValue("To serve");
  await textbox(page, "Step 1").fill("Whisk everything in a pan and stir over a low heat until thick.");
  await page.getByRole("checkbox", { name: "Dessert" }).check();
  await page.getByRole("checkbox", { name: "Vegetarian" }).check();
  await page
    .locator("#field-image")
    .setInputFiles({ name: "pudding.png", mimeType: "image/png", buffer: await photo() });
  await expect(page.getByText("pudding.png: uploads when you save.")).toBeVisible();
  // The form autosaves as a draft.
  await expect(page.getByText(/Saved \d/)).toBeVisible({ timeout: 10_000 });

  await page.getByRole("button", { name: "Add recipe" }).click();
  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  return page.url().split("/").pop() as string;
}

test("a cook adds a recipe with a photo, edits it, reviews another recipe and saves one", async ({ page }) => {
  await signIn(page, demo.cook);
  const title = `Vanilla milk pudding ${unique()}`;
  const recipeId = await addRecipe(page, title);

  const ingredients = page.getByRole("region", { name: "Ingredients" });
  await expect(ingredients.getByText("2 cups whole milk")).toBeVisible();
  await expect(ingredients.getByRole("heading", { name: "To serve" })).toBeVisible();
  const hero = page.locator(".recipe-hero__media img");
  await expect(hero).toHaveAttribute("srcset", /\/uploads\/recipes\/.+\.webp 400w/);
  await expect(hero).toHaveJSProperty("complete", true);
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // US cups to metric.
  await hydrated(page);
  await page.getByRole("button", { name: "Metric", exact: true }).click();
  await expect(ingredients.getByText("470 ml whole milk")).toBeVisible();

  // Edit: change the title and a line.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit recipe");
  await hydrated(page);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  const edited = `${title} with berries`;
  await page.getByLabel("Title").fill(edited);
  await textbox(page, "Ingredient 2").fill("2 tbsp honey");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${recipeId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(edited);
  await expect(page.getByRole("region", { name: "Ingredients" }).getByText("2 tbsp honey")).toBeVisible();

  // Review someone else's recipe.
  await page.goto("/search?q=aglio+olio");
  await page.getByRole("link", { name: "Spaghetti Aglio e Olio" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spaghetti Aglio e Olio");
  await page.getByRole("link", { name: /Write a review|Edit your review/ }).click();
  await hydrated(page);
  const review = `Silky and garlicky ${unique()}`;
  await page.getByRole("radio", { name: /^4 stars/ }).check();
  await page.getByLabel(/Your review/).fill(review);
  await page.getByRole("button", { name: /Post review|Update review/ }).click();
  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}#reviews$/);
  const mine = page.getByRole("listitem").filter({ hasText: review });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();

  // Save that recipe to a new collection, made in the Save menu.
  await hydrated(page);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const menu = page.getByRole("dialog", { name: "Save to a collection" });
  const collection = `Garlic nights ${unique()}`;
  await menu.getByLabel("New collection").fill(collection);
  await menu.getByRole("button", { name: "Create" }).click();
  await expect(page.getByText(`Saved to ${collection}.`)).toBeVisible();
  await expect(menu.getByRole("checkbox", { name: new RegExp(collection) })).toBeChecked();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spaghetti Aglio e Olio");
  const mineCollections = await (await page.request.get("/api/collections/mine")).json();
  expect(mineCollections.items.map((c: { name: string }) => c.name)).toContain(collection);
});

test("another cook cannot edit a cook's recipe, in the page or through the API", async ({
  page,
  browser,
  consoleErrors,
}) => {
  // The first cook's recipe, made through the API.
  const first = await browser.newContext();
  await first.request.post("/api/dev/sign-in", { data: { email: demo.cook } });
  const created = await first.request.post("/api/recipes", {
    data: {
      title: `Cook's own flatbread ${unique()}`,
      ingredientGroups: [{ lines: ["250 g flour"] }],
      instructionSections: [{ steps: ["Mix, roll out and dry-fry."] }],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await first.close();

  await signIn(page, demo.fan);
  await page.goto(`/recipe/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Cook's own flatbread/);
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);

  const response = await page.goto(`/recipe/${id}/edit`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("That page isn't open to you");
  expectFailedRequests(consoleErrors, 403);

  const patch = await page.request.patch(`/api/recipes/${id}`, { data: { title: "Mine now" } });
  expect(patch.status()).toBe(403);
  expect((await page.request.put(`/api/recipes/${id}/draft`, { data: { title: "Mine now" } })).status()).toBe(403);
  expect((await page.request.delete(`/api/recipes/${id}`)).status()).toBe(403);
  const after = await (await page.request.get(`/api/recipes/${id}`)).json();
  expect(after.title).toMatch(/Cook's own flatbread/);
});

test("a cook deletes their recipe from its edit page, after saying yes; no one else can", async ({
  page,
  browser,
  consoleErrors,
}) => {
  await signIn(page, demo.cook);
  const title = `Leftover rice cakes ${unique()}`;
  const created = await page.request.post("/api/recipes", {
    data: {
      title,
      ingredientGroups: [{ lines: ["2 cups cooked rice"] }],
      instructionSections: [{ steps: ["Fry the rice."] }],
    },
  });
  const { id } = await created.json();

  // Someone else posting the page's delete form is refused, and the recipe stays.
  const other = await browser.newContext();
  await other.request.post("/api/dev/sign-in", { data: { email: demo.fan } });
  const refused = await other.request.post(`/recipe/${id}/edit`, { form: { intent: "delete", _js: "1" } });
  expect(refused.status()).toBe(403);
  await other.close();
  expect((await page.request.get(`/api/recipes/${id}`)).status()).toBe(200);

  await page.goto(`/recipe/${id}/edit`);
  await hydrated(page);
  await page.getByRole("button", { name: "Delete recipe" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete “${title}”?` });
  // The safe answer has the focus; keeping it changes nothing.
  await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  expect((await page.request.get(`/api/recipes/${id}`)).status()).toBe(200);

  await page.getByRole("button", { name: "Delete recipe" }).click();
  await dialog.getByRole("button", { name: "Delete recipe" }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByText(`Deleted ${title}.`)).toBeVisible();
  expect((await page.request.get(`/api/recipes/${id}`)).status()).toBe(404);
  expect(consoleErrors).toEqual([]);
});

test("an edit page opened before another tab saved does not undo that save: the cook chooses", async ({
  page,
  context,
  consoleErrors,
}) => {
  await signIn(page, demo.cook);
  const title = `Two-tab soup ${unique()}`;
  const created = await page.request.post("/api/recipes", {
    data: { title, ingredientGroups: [{ lines: ["1 onion"] }], instructionSections: [{ steps: ["Cook it."] }] },
  });
  const { id } = await created.json();

  // The laptop's tab opens the editor; then the phone saves a new description.
  await page.goto(`/recipe/${id}/edit`);
  await hydrated(page);
  const phone = await context.newPage();
  await phone.goto(`/recipe/${id}/edit`);
  await hydrated(phone);
  await phone.getByLabel("Description (optional)").fill("Saved on the phone.");
  await phone.getByRole("button", { name: "Save changes" }).click();
  await expect(phone).toHaveURL(new RegExp(`/recipe/${id}$`));
  await phone.close();

  // The laptop's save is refused rather than put the old description back.
  await page.getByLabel("Title").fill(`${title} from the laptop`);
  await page.getByRole("button", { name: "Save changes" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "changed in another tab or on another device" });
  await expect(notice).toBeFocused();
  expectFailedRequests(consoleErrors, 409);
  expect((await (await page.request.get(`/api/recipes/${id}`)).json()).description).toBe("Saved on the phone.");

  // Opening the newer version keeps the laptop's changes to restore.
  const reloaded = page.waitForEvent("load");
  await notice.getByRole("button", { name: "Open the newer version" }).click();
  await reloaded;
  await hydrated(page);
  await expect(page.getByLabel("Description (optional)")).toHaveValue("Saved on the phone.");
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await page.getByRole("button", { name: "Restore them" }).click();
  await expect(page.getByLabel("Title")).toHaveValue(`${title} from the laptop`);

  // This page was opened after the phone's save, so saving the restored changes goes straight through.
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${id}$`));
  const saved = await (await page.request.get(`/api/recipes/${id}`)).json();
  expect(saved.title).toBe(`${title} from the laptop`);
  expect(consoleErrors).toEqual([]);
});

test("a cook saves their edit over a newer one when they choose to", async ({ page, consoleErrors }) => {
  await signIn(page, demo.cook);
  const title = `Overwritten stew ${unique()}`;
  const { id } = await (
    await page.request.post("/api/recipes", {
      data: { title, ingredientGroups: [{ lines: ["1 carrot"] }], instructionSections: [{ steps: ["Stew it."] }] },
    })
  ).json();
  await page.goto(`/recipe/${id}/edit`);
  await hydrated(page);
  expect((await page.request.patch(`/api/recipes/${id}`, { data: { servings: 8 } })).ok()).toBe(true);

  await page.getByLabel("Title").fill(`${title}, mine`);
  await page.getByRole("button", { name: "Save changes" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "changed in another tab or on another device" });
  await notice.getByRole("button", { name: "Save mine over it" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${id}$`));
  expectFailedRequests(consoleErrors, 409);
  // The cook's whole form wins, the servings it showed included.
  expect(await (await page.request.get(`/api/recipes/${id}`)).json()).toMatchObject({
    title: `${title}, mine`,
    servings: null,
  });
});

test("on a phone, a long ingredient wraps in its field, which grows, and Enter still starts the next line", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signUp(page, { prefix: "wrap" });
  await page.goto("/recipe/new");
  await hydrated(page);
  const long = "2 cups of very finely chopped flat-leaf parsley, leaves only, stems saved for the stock";
  const first = textbox(page, "Ingredient 1");
  await first.fill(long);
  // The whole line shows: nothing scrolls sideways, and the field is taller than one line.
  const size = await first.evaluate((field) => ({
    isCut: field.scrollWidth > field.clientWidth || field.scrollHeight > field.clientHeight,
    height: field.getBoundingClientRect().height,
  }));
  expect(size.isCut).toBe(false);
  expect(size.height).toBeGreaterThan(60);
  await expect(first).toHaveValue(long);

  await first.press("End");
  await first.press("Enter");
  await expect(textbox(page, "Ingredient 2")).toBeFocused();
  await expect(first).toHaveValue(long);
  await page.keyboard.type("1 tsp salt");
  await expect(textbox(page, "Ingredient 2")).toHaveValue("1 tsp salt");
  // A short line keeps the height of one line.
  expect(await textbox(page, "Ingredient 2").evaluate((field) => field.getBoundingClientRect().height)).toBeLessThan(
    50,
  );
});
