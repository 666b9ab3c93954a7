/**
 * `ladle grocery merge`: JSON lines `{"line", "recipe"}` in, one shopping list out as a JSON array
 * of `{"food","quantity","unit","aisle","recipes","lines"}`; a malformed line fails the whole run.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { runLadle, useTempDataDir } from "../helpers/cli.ts";

describe("ladle grocery merge", () => {
  const dataDir = useTempDataDir("grocery");
  const merge = (lines: string[]) =>
    runLadle(["grocery", "merge"], { env: { LADLE_DATA_DIR: dataDir() }, input: `${lines.join("\n")}\n` });

  it("merges the lines of several recipes into one list grouped by aisle", async () => {
    const result = await merge([
      JSON.stringify({ line: "2 cups milk", recipe: "Pancakes" }),
      JSON.stringify({ line: "1 large onion, diced", recipe: "Chili" }),
      JSON.stringify({ line: "250 ml milk", recipe: "Chowder" }),
      "",
      JSON.stringify({ line: "1 onion", recipe: "Chowder" }),
      JSON.stringify("Salt, to taste"),
      JSON.stringify({ line: "1 cup ice", recipe: null }),
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim().split("\n")).toHaveLength(1);
    const items = JSON.parse(result.stdout);
    expect(items).toEqual([
      {
        food: "onion",
        quantity: 2,
        unit: null,
        aisle: "produce",
        recipes: ["Chili", "Chowder"],
        lines: ["1 large onion, diced", "1 onion"],
      },
      {
        food: "milk",
        quantity: 725,
        unit: "milliliter",
        aisle: "dairy-eggs",
        recipes: ["Pancakes", "Chowder"],
        lines: ["2 cups milk", "250 ml milk"],
      },
      { food: "salt", quantity: null, unit: null, aisle: "spices", recipes: [], lines: ["Salt, to taste"] },
      { food: "ice", quantity: 1, unit: "cup", aisle: "frozen", recipes: [], lines: ["1 cup ice"] },
    ]);
    for (const item of items)
      expect(Object.keys(item)).toEqual(["food", "quantity", "unit", "aisle", "recipes", "lines"]);
    // Offline: no database is opened and nothing is written to the data folder.
    expect(fs.readdirSync(dataDir())).toEqual([]);
  }, 60_000);

  it("prints an empty list for no lines", async () => {
    const result = await merge([]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual([]);
  }, 60_000);

  it("names each malformed line on stderr and prints nothing", async () => {
    const result = await merge([JSON.stringify({ line: "1 onion" }), "not json", JSON.stringify({ line: 3 }), "[]"]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^Line 2 is not JSON/),
      expect.stringMatching(/^Line 3 needs "line" as a string/),
      expect.stringMatching(/^Line 4 must be a JSON object/),
    ]);
  }, 60_000);
});
