/** axe-core on the recipe pages, light and dark, as a visitor and as a cook. */
import { seriousViolations } from "../axe.ts";
import { demo, expect, signIn, test } from "../fixtures.ts";

type TPage = import("@playwright/test").Page;

async function pancakesUrl(page: TPage) {
  const response = await page.request.get("/api/search/recipes?q=pancakes");
  const { items } = (await response.json()) as { items: { id: string }[] };
  return `/recipe/${items[0].id}`;
}

for (const scheme of ["light", "dark"] as const) {
  test(`the recipe and search pages have no serious accessibility problems (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(await pancakesUrl(page));
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/search?q=chicken&diet=gluten-free");
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/discover");
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the recipe editor, save and review pages have no serious accessibility problems", async ({ page }) => {
  await signIn(page, demo.cook);
  await page.goto("/recipe/new");
  expect(await seriousViolations(page)).toEqual([]);
  const recipe = await pancakesUrl(page);
  await page.goto(`${recipe}/save`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${recipe}/review/create`);
  expect(await seriousViolations(page)).toEqual([]);
});
