/**
 * `ladle grocery merge`: merges ingredient lines into a shopping list, offline. Reads JSON lines
 * `{"line": "2 cups milk", "recipe": "Pancakes"}` (the recipe is optional; a bare JSON string is a
 * line without one) on stdin and prints one JSON array of
 * `{"food","quantity","unit","aisle","recipes","lines"}`, grouped by aisle in store order.
 * A line that is neither is reported on stderr with its number, and nothing is printed.
 */
import readline from "node:readline";
import { mergeShoppingLines, type TShoppingLine } from "#core/food/shopping-list.ts";
import type { TCliIo, TCommandGroup } from "../command.ts";

const lineShape = 'a JSON object {"line": "…", "recipe": "…"} (recipe optional) or a JSON string';

/** One input line as a shopping line, or why it is not one. */
export function readShoppingLine(text: string): TShoppingLine | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: `is not JSON: expected ${lineShape}` };
  }
  if (typeof value === "string") return { line: value };
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { error: `must be ${lineShape}` };
  const { line, recipe } = value as Record<string, unknown>;
  if (typeof line !== "string") return { error: `needs "line" as a string: expected ${lineShape}` };
  if (recipe !== undefined && recipe !== null && typeof recipe !== "string") {
    return { error: `has a "recipe" that is not a string: expected ${lineShape}` };
  }
  return { line, recipe: recipe ?? null };
}

async function mergeFromInput(input: NodeJS.ReadableStream, io: TCliIo): Promise<number> {
  const lines: TShoppingLine[] = [];
  const errors: string[] = [];
  let number = 0;
  for await (const text of readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    number++;
    if (!text.trim()) continue;
    const read = readShoppingLine(text);
    if ("error" in read) errors.push(`Line ${number} ${read.error}.`);
    else lines.push(read);
  }
  if (errors.length > 0) {
    for (const error of errors) io.err(error);
    return 1;
  }
  io.out(JSON.stringify(mergeShoppingLines(lines)));
  return 0;
}

export const groceryCommands: TCommandGroup = {
  name: "grocery",
  summary: "Shopping lists (offline)",
  commands: [
    {
      name: "merge",
      summary: 'Merge JSON lines {"line", "recipe"} from stdin into one shopping list (a JSON array)',
      run: (_args, io) => mergeFromInput(process.stdin, io),
    },
  ],
};
