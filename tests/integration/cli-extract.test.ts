/**
 * `ladle extract --jsonl` on saved pages of the shared recipe corpus (skipped when the corpus is
 * not next to the repository): one JSON line out per line in, in order, and a line's problem
 * reported on that line without stopping the rest.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir, hasCorpus } from "../corpus/recipe-corpus.ts";
import { runLadle, useTempDataDir } from "../helpers/cli.ts";

const pagesDir = path.join(corpusDir, "recipe-pages");

interface TExtractLine {
  url: string | null;
  recipe: Record<string, unknown> | null;
  error?: string;
}

function jsonLines(stdout: string): TExtractLine[] {
  return stdout
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as TExtractLine);
}

describe.skipIf(!hasCorpus())("ladle extract --jsonl", () => {
  const dataDir = useTempDataDir("extract");

  it("writes the recipe of each page, in the order of the input", async () => {
    const input = [
      {
        url: "https://www.allrecipes.com/recipe/133948/four-cheese-margherita-pizza/",
        html_file: path.join(pagesDir, "allrecipes.com/allrecipescurated.html"),
      },
      { url: "https://madsvin.com/pandekager/", html_file: path.join(pagesDir, "madsvin.com/madsvin.html") },
    ];
    const result = await runLadle(["extract", "--jsonl"], {
      env: { LADLE_DATA_DIR: dataDir() },
      input: `${input.map((line) => JSON.stringify(line)).join("\n")}\n`,
    });
    expect(result.code, result.stderr).toBe(0);
    const [pizza, pancakes, ...rest] = jsonLines(result.stdout);
    expect(rest).toEqual([]);

    expect(pizza.url).toBe(input[0].url);
    expect(pizza.error).toBeUndefined();
    expect(pizza.recipe).toMatchObject({
      title: "Four Cheese Margherita Pizza",
      author: "Michelle",
      siteName: "Allrecipes",
      language: "en",
      yields: "8 servings",
      totalTime: 40,
      prepTime: 15,
      cookTime: 10,
      cuisine: "Italian Inspired",
      ratings: 4.8,
      ratingsCount: 489,
      canonicalUrl: "https://www.allrecipes.com/recipe/133948/four-cheese-margherita-pizza/",
    });
    const ingredients = pizza.recipe?.ingredients as string[];
    expect(ingredients).toHaveLength(10);
    expect(ingredients[0]).toBe("0.25 cup olive oil");
    expect(pizza.recipe?.instructions).toHaveLength(3);
    expect(pizza.recipe?.nutrients).toMatchObject({ calories: "551 kcal" });

    expect(pancakes.url).toBe(input[1].url);
    expect(pancakes.recipe).toMatchObject({
      title: "Pandekager",
      language: "da-DK",
      yields: "10 servings",
      totalTime: 20,
      keywords: ["pandekage", "pandekage opskrift", "Pandekager"],
    });
    expect(pancakes.recipe?.ingredients).toContain("125 gram hvedemel");

    // Offline: no database is opened and nothing is written to the data folder.
    expect(fs.readdirSync(dataDir())).toEqual([]);
  }, 60_000);

  it("reports a missing file, a page without a recipe and a malformed line on their own lines", async () => {
    const noRecipe = path.join(dataDir(), "no-recipe.html");
    fs.writeFileSync(noRecipe, "<!doctype html><title>About us</title><p>We like soup.</p>");
    const input = [
      JSON.stringify({ url: "https://example.test/gone", html_file: path.join(dataDir(), "gone.html") }),
      JSON.stringify({ url: "https://example.test/about", html_file: noRecipe }),
      "",
      JSON.stringify({ url: "https://example.test/no-file" }),
      "this is not JSON",
    ].join("\n");
    const result = await runLadle(["extract", "--jsonl"], { env: { LADLE_DATA_DIR: dataDir() }, input });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe("");
    const lines = jsonLines(result.stdout);
    expect(lines).toHaveLength(4); // the blank line is skipped
    expect(lines[0]).toMatchObject({ url: "https://example.test/gone", recipe: null });
    expect(lines[0].error).toMatch(/ENOENT: no such file or directory/);
    expect(lines[1]).toEqual({ url: "https://example.test/about", recipe: null });
    expect(lines[2]).toEqual({
      url: "https://example.test/no-file",
      recipe: null,
      error: 'Each line needs "url" and "html_file" strings.',
    });
    expect(lines[3]).toMatchObject({ url: null, recipe: null });
    expect(lines[3].error).toMatch(/JSON/);
  }, 60_000);

  it("asks for --jsonl when it is missing", async () => {
    const result = await runLadle(["extract"], { env: { LADLE_DATA_DIR: dataDir() } });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim()).toBe("Usage: npm run --silent ladle -- extract --jsonl < pages.jsonl");
  }, 60_000);
});
