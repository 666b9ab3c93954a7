/**
 * Publishing needs an ingredient and a step (a product rule): the Add Recipe form says what is
 * missing beside each list and moves focus to it; a private recipe saves with a title only; the
 * edit page refuses to publish it until it is complete, and so does the API.
 */
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "../fixtures.ts";

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const noIngredient = "Add at least one ingredient before publishing.";
const noStep = "Add at least one step before publishing.";

test("a recipe is published only with an ingredient and a step; a private one may be a title only", async ({
  page,
}) => {
  await signUp(page, { prefix: "publisher" });
  await page.goto("/recipe/new");
  await hydrated(page);
  const title = `Half-remembered stew ${Date.now().toString(36)}`;
  await page.getByLabel("Title").fill(title);

  // Public is the default: both lists say what they need, and focus goes to the first ingredient.
  await page.getByRole("button", { name: "Add recipe" }).click();
  await expect(page.getByText(noIngredient)).toBeVisible();
  await expect(page.getByText(noStep)).toBeVisible();
  await expect(textbox(page, "Ingredient 1")).toBeFocused();
  await expect(textbox(page, "Ingredient 1")).toHaveAccessibleDescription(noIngredient);
  await expect(textbox(page, "Step 1")).toHaveAccessibleDescription(noStep);
  await expect(page).toHaveURL(/\/recipe\/new$/);

  // An ingredient is not enough.
  await textbox(page, "Ingredient 1").fill("500 g beef shin");
  await expect(page.getByText(noIngredient)).toBeHidden();
  await page.getByRole("button", { name: "Add recipe" }).click();
  await expect(page.getByText(noStep)).toBeVisible();
  await expect(textbox(page, "Step 1")).toBeFocused();

  // Kept private, it saves as it is.
  await page.getByRole("radio", { name: /Private/ }).check();
  await expect(page.getByText(noStep)).toBeHidden();
  await page.getByRole("button", { name: "Add recipe" }).click();
  await expect(page).toHaveURL(/\/recipe\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const id = page.url().split("/").pop() as string;

  // The API holds the same rule.
  const refused = await page.request.patch(`/api/recipes/${id}`, { data: { visibility: "public" } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ code: "VALIDATION_FAILED", message: `instructionSections: ${noStep}` });

  // Editing: publishing waits for a step.
  await page.goto(`/recipe/${id}/edit`);
  await hydrated(page);
  await page.getByRole("radio", { name: /Public/ }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(noStep)).toBeVisible();
  await expect(textbox(page, "Step 1")).toBeFocused();
  await textbox(page, "Step 1").fill("Brown the beef, cover with stock and simmer for three hours.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${id}$`));
  expect((await (await page.request.get(`/api/recipes/${id}`)).json()).visibility).toBe("public");
});
