/**
 * A recipe whose author gave no nutrition shows the nutrition Ladle estimated from its
 * ingredients, labelled as an estimate, on a phone and on a desktop; on the phone, every one of
 * the recipe's actions is on screen, where it was before the page was hydrated, and the author's
 * Edit takes the place the page kept for Follow.
 */

import type { Page } from "@playwright/test";
import { recipeInput } from "../../helpers/recipe-input.ts";
import { demo, expect, signIn, test } from "../fixtures.ts";

/** Each action in the recipe's toolbar, by name, with its box (its top from the toolbar's). */
function actionBoxes(page: Page) {
  return page
    .getByRole("toolbar", { name: "Recipe actions" })
    .locator(".button")
    .evaluateAll((buttons) =>
      buttons.map((button) => {
        const { left, right, top, width } = button.getBoundingClientRect();
        const toolbarTop = button.closest("[role=toolbar]")?.getBoundingClientRect().top ?? 0;
        return { name: button.textContent?.trim(), left, right, top: top - toolbarTop, width };
      }),
    );
}

const soupLines = [
  "1 1/2 cups red lentils",
  "1 onion, chopped",
  "2 cloves garlic, crushed",
  "1 litre vegetable stock",
  "2 tbsp olive oil",
];

test("a recipe without nutrition shows the estimate from its ingredients, labelled so", async ({ page, browser }) => {
  await signIn(page, demo.cook);
  const created = await page.request.post("/api/recipes", {
    data: recipeInput({
      ingredientGroups: [{ name: null, lines: soupLines }],
      nutrition: null,
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/recipe/${id}`);
    const nutrition = page.getByRole("region", { name: /Nutrition/ });
    await expect(nutrition.getByText("Estimated from the ingredients")).toBeVisible();
    await expect(nutrition.getByText(/^\d+ kcal$/)).toBeVisible();
    await expect(nutrition.getByText("Protein")).toBeVisible();
    await nutrition.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`nutrition-estimate-${width}.png`), fullPage: false });
  }

  // On a phone every action is on screen (Add to shopping list and Cook mode included), and
  // hydration moves none of them: the page as served, without its script, has them where they stay.
  // The author's Edit, which comes with their own state, takes Follow's place in the author card,
  // so neither the card nor the bar changes size.
  await page.setViewportSize({ width: 360, height: 900 });
  await page.goto(`/recipe/${id}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const authorCard = (on: Page) => on.locator(".author-card");
  await expect(authorCard(page).getByRole("link", { name: "Edit" })).toBeVisible();
  const actions = await actionBoxes(page);
  expect(actions.map((action) => action.name)).toEqual([
    "Save",
    "Add to meal plan",
    "Add to shopping list",
    "Cook mode",
    "Print",
    "Download",
    "Text me",
  ]);
  for (const action of actions) {
    expect(action.left, action.name).toBeGreaterThanOrEqual(0);
    expect(action.right, action.name).toBeLessThanOrEqual(360);
  }
  const heights = async (on: Page) => ({
    card: (await authorCard(on).boundingBox())?.height,
    bar: (await on.getByRole("toolbar", { name: "Recipe actions" }).boundingBox())?.height,
  });
  const served = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 900 },
    storageState: await page.context().storageState(),
  });
  const servedPage = await served.newPage();
  await servedPage.goto(`/recipe/${id}`);
  expect(await actionBoxes(servedPage)).toEqual(actions);
  expect(await heights(servedPage)).toEqual(await heights(page));
  await served.close();
});
