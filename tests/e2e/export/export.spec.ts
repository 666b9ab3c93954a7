/** Downloads: a recipe as Markdown, Cooklang and JSON-LD from its page, and everything a cook made from Edit profile. */
import fs from "node:fs";
import { unzipSync } from "fflate";
import { demo, expect, signIn, test } from "../fixtures.ts";

async function pancakes(page: import("@playwright/test").Page) {
  const response = await page.request.get("/api/search/recipes?q=pancakes");
  const { items } = (await response.json()) as { items: { id: string; title: string }[] };
  return items[0];
}

test("the recipe page's Download menu gives the recipe as a file in each format", async ({ page }) => {
  const recipe = await pancakes(page);
  await page.goto(`/recipe/${recipe.id}`);
  await page.locator("summary", { hasText: "Download" }).click();
  const list = page.getByRole("list", { name: "Download this recipe" });
  await expect(list).toBeVisible();

  const expected = [
    { name: /Markdown/, extension: ".md", contains: `# ${recipe.title}` },
    { name: /Cooklang/, extension: ".cook", contains: `>> title: ${recipe.title}` },
    { name: /JSON-LD/, extension: ".json", contains: '"@type": "Recipe"' },
  ];
  for (const { name, extension, contains } of expected) {
    if (!(await list.isVisible())) await page.locator("summary", { hasText: "Download" }).click();
    const [download] = await Promise.all([page.waitForEvent("download"), list.getByRole("link", { name }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^[a-z0-9-]+\\${extension}$`));
    const text = fs.readFileSync(await download.path(), "utf8");
    expect(text).toContain(contains);
  }
});

test("Edit profile's Download everything you made gives the cook's archive", async ({ page }) => {
  await signIn(page, demo.cook);
  await page.goto("/me/edit");
  const link = page.getByRole("link", { name: "Download everything you made" });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^ladle-export-\d{4}-\d\d-\d\d\.zip$/);
  const entries = unzipSync(fs.readFileSync(await download.path()));
  const manifest = JSON.parse(new TextDecoder().decode(entries["ladle-export.json"]));
  expect(manifest).toMatchObject({ format: "ladle-export", version: 1 });
  expect(Object.keys(entries).some((name) => name.startsWith("recipes/"))).toBe(true);
  expect(Object.keys(entries)).toEqual(expect.arrayContaining(["collections.json", "meal-plans.json"]));
});
