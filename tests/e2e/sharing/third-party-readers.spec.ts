/**
 * Every recipe page of the demo data, as a visitor gets it, read by the libraries other sites use:
 * recipe-scrapers (recipe apps such as Mealie and Tandoor import with it) and extruct (schema.org
 * JSON-LD and Open Graph, as search engines and link previews read them), through
 * tests/readers/read_recipe.py. Each field is compared with what Ladle's API says about the recipe
 * (tests/readers/check-recipe.ts). Needs Debian's python3-recipe-scrapers and python3-extruct.
 */
import { expect, test } from "@playwright/test";
import { recipeInput } from "../../helpers/recipe-input.ts";
import { checkRecipePage, readerFields, summarizeChecks } from "../../readers/check-recipe.ts";
import { findPython, readRecipePages } from "../../readers/run-readers.ts";
import { demo, signIn } from "../fixtures.ts";

test("recipe apps, search engines and link previews read every recipe page as Ladle's API describes it", async ({
  baseURL,
}) => {
  // Run alone, most of the time goes to waiting for the demo recipes' share renditions, made in the
  // background after the server's first start (minutes on a busy machine); in the whole suite they
  // are long made by the time this runs, and reading the pages takes seconds.
  test.setTimeout(600_000);
  const python = findPython();
  const pages = await readRecipePages(baseURL!, { python, waitMs: 480_000 });
  const publicPages = pages.filter((page) => page.view.visibility === "public");
  const paywalledPages = pages.filter((page) => page.view.visibility === "paywalled");
  expect(publicPages.length, "public demo recipes in the sitemap").toBeGreaterThanOrEqual(300);
  expect(paywalledPages.length, "paywalled demo recipes in the sitemap").toBeGreaterThanOrEqual(6);

  const { rows, problems } = summarizeChecks(pages);
  const table = rows.map((row) => `${row.field}: ${row.passed} of ${row.of}`).join("\n");
  test.info().annotations.push({ type: "readers", description: table });
  // Ratings and the paywall markup apply to some recipes only; every other field to each one with an image.
  expect(rows.map((row) => row.field)).toEqual([...readerFields]);
  expect(rows.find((row) => row.field === "ratings")?.of, "recipes with reviews").toBeGreaterThan(0);
  expect(rows.find((row) => row.field === "paywall")?.of).toBe(paywalledPages.length);
  expect(problems, `What the readers got wrong:\n${table}`).toEqual([]);
});

test("a recipe with unknown times, no servings and a two-amount yield reads right", async ({ page, baseURL }) => {
  const python = findPython();
  await signIn(page, demo.cook);
  const created = await page.request.post("/api/recipes", {
    data: recipeInput({
      title: "Readers' Seeded Loaf",
      servings: null,
      yieldText: "1 loaf (12 slices)",
      prepMinutes: 0,
      cookMinutes: null,
      instructionSections: [
        { name: "The dough", steps: ["Mix the flour,   water and salt.", "Knead for 10 minutes."] },
        { name: "Baking", steps: ["Bake for 40 minutes."] },
      ],
      visibility: "public",
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  try {
    const [read] = await readRecipePages(baseURL!, { python, urls: [`${baseURL}/recipe/${id}`] });
    const check = checkRecipePage(read);
    expect(check).toMatchObject({ title: null, ingredients: null, instructions: null, times: null, yields: null });
    // Twelve slices, not one serving; a zero or unknown time is left out rather than said as PT0M.
    expect(read.reading.scraper.yields).toBe("12 servings");
    const jsonLd = read.reading.jsonLd.find((item) => item["@type"] === "Recipe");
    expect(jsonLd).not.toHaveProperty("prepTime");
    expect(jsonLd).not.toHaveProperty("cookTime");
    expect(jsonLd).not.toHaveProperty("totalTime");
    expect(read.reading.scraper.instructions_list).toEqual([
      "The dough",
      "Mix the flour, water and salt.",
      "Knead for 10 minutes.",
      "Baking",
      "Bake for 40 minutes.",
    ]);
  } finally {
    await page.request.delete(`/api/recipes/${id}`);
  }
});
