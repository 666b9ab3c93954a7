/**
 * `ladle extract --jsonl`: offline recipe extraction for benchmarks and debugging. Reads
 * `{"url", "html_file"}` lines from stdin and writes `{"url", "recipe", "error"?}` lines in the same
 * order. No network and no database.
 */
import fs from "node:fs/promises";
import { extractRecipe, type TExtractedRecipe } from "#core/import/extract-recipe.ts";
import { jsonLinesCommand } from "../jsonl.ts";

/** The fields of the CLI's output (others' tools read them), in a stable order. */
const CONTRACT_FIELDS = [
  "title",
  "description",
  "image",
  "author",
  "siteName",
  "language",
  "yields",
  "totalTime",
  "prepTime",
  "cookTime",
  "ingredients",
  "ingredientGroups",
  "instructions",
  "category",
  "cuisine",
  "keywords",
  "nutrients",
  "ratings",
  "ratingsCount",
  "equipment",
  "dietaryRestrictions",
  "canonicalUrl",
] as const satisfies readonly (keyof TExtractedRecipe)[];

export function toContractRecipe(recipe: TExtractedRecipe): Record<string, unknown> {
  return Object.fromEntries(CONTRACT_FIELDS.map((field) => [field, recipe[field]]));
}

async function extractLine(line: string): Promise<Record<string, unknown>> {
  let url: unknown = null;
  try {
    const request = JSON.parse(line) as { url?: unknown; html_file?: unknown };
    url = request.url ?? null;
    if (typeof request.url !== "string" || typeof request.html_file !== "string") {
      return { url, recipe: null, error: 'Each line needs "url" and "html_file" strings.' };
    }
    const html = await fs.readFile(request.html_file, "utf8");
    const recipe = extractRecipe(html, request.url);
    return { url, recipe: recipe ? toContractRecipe(recipe) : null };
  } catch (error) {
    return { url, recipe: null, error: error instanceof Error ? error.message : String(error) };
  }
}

export const extractCommands = jsonLinesCommand({
  name: "extract",
  summary: "Extract recipes from saved HTML pages (offline)",
  commandSummary: 'Read {"url","html_file"} lines on stdin, write {"url","recipe","error"?} lines',
  inputFile: "pages.jsonl",
  answer: extractLine,
});
