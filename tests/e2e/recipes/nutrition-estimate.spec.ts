/**
 * A recipe whose author gave no nutrition shows the nutrition Ladle estimated from its
 * ingredients, labelled as an estimate, on a phone and on a desktop.
 */
import { recipeInput } from "../../helpers/recipe-input.ts";
import { demo, expect, signIn, test } from "../fixtures.ts";

const soupLines = [
  "1 1/2 cups red lentils",
  "1 onion, chopped",
  "2 cloves garlic, crushed",
  "1 litre vegetable stock",
  "2 tbsp olive oil",
];

test("a recipe without nutrition shows the estimate from its ingredients, labelled so", async ({ page }) => {
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
});
