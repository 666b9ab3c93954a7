/**
 * One page, one way of writing amounts: a recipe scaled on its page shows the author's typed
 * "1/2" as "½" beside the "¾" Ladle worked out, on screen, in print, rendered without JavaScript,
 * and on the shopping list; a line whose amount Ladle cannot read stays exactly as written.
 */
import type { Page } from "@playwright/test";
import { expect, signUp, test } from "../fixtures.ts";

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

const lines = [
  "1/2 tsp chilli flakes",
  "1/2 tsp salt, or to taste",
  "1 1/2 cups milk",
  "Bread, cut into 1/2-inch cubes",
];

test("a scaled recipe writes the author's 1/2 as ½ beside a scaled ¾, on screen, in print and on the list", async ({
  page,
  browser,
}) => {
  await signUp(page, { prefix: "fractions" });
  const created = await page.request.post("/api/recipes", {
    data: {
      title: `Chilli milk toast ${Date.now().toString(36)}`,
      servings: 4,
      visibility: "public",
      ingredientGroups: [{ lines }],
      instructionSections: [{ steps: ["Warm the milk with the chilli and salt; pour over the bread."] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/recipe/${id}`);
  await hydrated(page);
  const ingredients = page.getByRole("region", { name: "Ingredients" });
  const shown = ingredients.locator(".ingredient__text");
  await expect(shown).toHaveText([
    "½ tsp chilli flakes",
    "½ tsp salt, or to taste",
    "1½ cups milk",
    "Bread, cut into 1/2-inch cubes",
  ]);

  // Written for 4, cooked for 6: the salt "to taste" does not scale, and reads like the line that does.
  for (let i = 0; i < 2; i++) await page.getByRole("button", { name: "More servings" }).click();
  await expect(page.getByRole("spinbutton", { name: "Servings" })).toHaveValue("6");
  const scaled = ["¾ tsp chilli flakes", "½ tsp salt, or to taste", "2¼ cups milk", "Bread, cut into 1/2-inch cubes"];
  await expect(shown).toHaveText(scaled);

  // The print view is the same page under print styles.
  await page.emulateMedia({ media: "print" });
  await expect(shown).toHaveText(scaled);
  await expect(shown.first()).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // Without JavaScript the server draws the scaled page the same way.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await plainPage.goto(`/recipe/${id}?servings=6`);
  await expect(plainPage.getByRole("region", { name: "Ingredients" }).locator(".ingredient__text")).toHaveText(scaled);
  await plain.close();

  // Opened scaled with JavaScript, the page keeps the server's scaled lines as it comes alive, and
  // scales on from there.
  const linked = await browser.newPage();
  await linked.goto(`/recipe/${id}?servings=6`);
  const linkedLines = linked.getByRole("region", { name: "Ingredients" }).locator(".ingredient__text");
  await expect(linkedLines).toHaveText(scaled);
  await expect(linked.locator("html[data-hydrated]")).toHaveCount(1);
  await linked.getByRole("button", { name: "More servings" }).click();
  await expect(linked.getByRole("spinbutton", { name: "Servings" })).toHaveValue("7");
  await expect(linkedLines.nth(2)).toHaveText("2⅝ cups milk");
  await linked.close();

  // The shopping list keeps the same style.
  await page.getByRole("button", { name: "Add to shopping list" }).click();
  const panel = page.getByRole("dialog", { name: "Shopping list" });
  await expect(panel.getByRole("checkbox", { name: /^¾ tsp chilli flakes/ })).toBeVisible();
  await expect(panel.getByRole("checkbox", { name: /^½ tsp salt, or to taste/ })).toBeVisible();
  await expect(panel.getByRole("checkbox", { name: /^2¼ cups milk/ })).toBeVisible();
  await expect(panel).not.toContainText("1/2 tsp");
});
