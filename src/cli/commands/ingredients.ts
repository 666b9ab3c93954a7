/**
 * `ladle ingredients --jsonl`: parses ingredient lines offline. Reads one JSON-encoded string per
 * line and writes `{"input","quantity","quantityMax","unit","size","name","preparation","comment","pieces"}`
 * per line, in order. No network and no database. "4 x 175g salmon fillets" gives 175 gram with
 * `pieces` {"count":4,"countMax":null,"isEach":true,"isNoted":false}; `pieces` is null on lines that do not count
 * weighed pieces.
 */
import { parseIngredient, type TParsedIngredient } from "#core/ingredients/parse-ingredient.ts";
import { jsonLinesCommand } from "../jsonl.ts";

/** The fields of each output line, in this order (others' tools read them). */
const outputFields = [
  "input",
  "quantity",
  "quantityMax",
  "unit",
  "size",
  "name",
  "preparation",
  "comment",
  "pieces",
] as const satisfies readonly (keyof TParsedIngredient)[];

export function parseIngredientJsonLine(line: string): Record<string, unknown> {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    input = undefined;
  }
  if (typeof input !== "string") {
    const empty = Object.fromEntries(outputFields.map((field) => [field, null]));
    return { ...empty, error: "Each line must be a JSON-encoded string." };
  }
  const parsed = parseIngredient(input);
  return Object.fromEntries(outputFields.map((field) => [field, parsed[field] ?? null]));
}

export const ingredientsCommands = jsonLinesCommand({
  name: "ingredients",
  summary: "Parse ingredient lines (offline)",
  commandSummary: "Read JSON strings on stdin, write one parsed ingredient per line",
  inputFile: "lines.jsonl",
  answer: parseIngredientJsonLine,
});
