/**
 * `ladle ingredients --jsonl`: parses ingredient lines offline. Reads one JSON-encoded string per
 * line and writes `{"input","quantity","quantityMax","unit","size","name","preparation","comment"}`
 * per line, in order. No network and no database.
 */
import readline from "node:readline";
import { parseIngredient } from "#core/ingredients/parse-ingredient.ts";
import type { TCliIo, TCommandGroup } from "../command.ts";

export function parseIngredientJsonLine(line: string): Record<string, unknown> {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    input = undefined;
  }
  if (typeof input !== "string") {
    return {
      input: null,
      quantity: null,
      quantityMax: null,
      unit: null,
      size: null,
      name: null,
      preparation: null,
      comment: null,
      error: "Each line must be a JSON-encoded string.",
    };
  }
  const parsed = parseIngredient(input);
  return {
    input: parsed.input,
    quantity: parsed.quantity,
    quantityMax: parsed.quantityMax,
    unit: parsed.unit,
    size: parsed.size,
    name: parsed.name,
    preparation: parsed.preparation,
    comment: parsed.comment,
  };
}

export async function runIngredientsJsonl(input: NodeJS.ReadableStream, io: TCliIo): Promise<number> {
  const lines = readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (!line.trim()) continue;
    io.out(JSON.stringify(parseIngredientJsonLine(line)));
  }
  return 0;
}

export const ingredientsCommands: TCommandGroup = {
  name: "ingredients",
  summary: "Parse ingredient lines (offline)",
  commands: [
    {
      name: "",
      summary: "Read JSON strings on stdin, write one parsed ingredient per line",
      flags: { jsonl: "JSON lines in and out (required)" },
      async run(args, io) {
        if (!args.flags.has("jsonl")) {
          io.err("Usage: npm run --silent ladle -- ingredients --jsonl < lines.jsonl");
          return 1;
        }
        return runIngredientsJsonl(process.stdin, io);
      },
    },
  ],
};
