/**
 * `ladle ingredients --jsonl`: ingredient lines in as JSON strings, one parsed ingredient out per
 * line, in order; a line that is not a JSON string gets an error on its own output line.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { runLadle, useTempDataDir } from "../helpers/cli.ts";

describe("ladle ingredients --jsonl", () => {
  const dataDir = useTempDataDir("ingredients");

  it("parses quantities, ranges, units, sizes, names and notes", async () => {
    const lines = [
      "2 cups plain flour, sifted",
      "1 1/2 tbsp olive oil",
      "2-3 large eggs",
      "salt to taste",
      "4 x 175g/6oz salmon fillets",
    ];
    const result = await runLadle(["ingredients", "--jsonl"], {
      env: { LADLE_DATA_DIR: dataDir() },
      input: `${lines.map((line) => JSON.stringify(line)).join("\n")}\n`,
    });
    expect(result.code, result.stderr).toBe(0);
    const parsed = result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(parsed).toEqual([
      {
        input: "2 cups plain flour, sifted",
        quantity: 2,
        quantityMax: null,
        unit: "cup",
        size: null,
        name: "plain flour",
        preparation: "sifted",
        comment: null,
        pieces: null,
      },
      {
        input: "1 1/2 tbsp olive oil",
        quantity: 1.5,
        quantityMax: null,
        unit: "tablespoon",
        size: null,
        name: "olive oil",
        preparation: null,
        comment: null,
        pieces: null,
      },
      {
        input: "2-3 large eggs",
        quantity: 2,
        quantityMax: 3,
        unit: null,
        size: "large",
        name: "eggs",
        preparation: null,
        comment: null,
        pieces: null,
      },
      {
        input: "salt to taste",
        quantity: null,
        quantityMax: null,
        unit: null,
        size: null,
        name: "salt",
        preparation: null,
        comment: "to taste",
        pieces: null,
      },
      {
        input: "4 x 175g/6oz salmon fillets",
        quantity: 175,
        quantityMax: null,
        unit: "gram",
        size: null,
        name: "salmon fillets",
        preparation: null,
        comment: null,
        pieces: { count: 4, countMax: null, isEach: true, isNoted: false },
      },
    ]);
    // Offline: no database is opened and nothing is written to the data folder.
    expect(fs.readdirSync(dataDir())).toEqual([]);
  }, 60_000);

  it("answers a malformed line with an error on that line and carries on", async () => {
    const input = ['"1 onion, chopped"', "1 onion, chopped", "", "42", '"200 ml milk"'].join("\n");
    const result = await runLadle(["ingredients", "--jsonl"], { env: { LADLE_DATA_DIR: dataDir() }, input });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("");
    const parsed = result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(parsed).toHaveLength(4); // the blank line is skipped
    expect(parsed[0]).toMatchObject({ quantity: 1, name: "onion", preparation: "chopped" });
    for (const malformed of [parsed[1], parsed[2]]) {
      expect(malformed).toMatchObject({ input: null, name: null, error: "Each line must be a JSON-encoded string." });
    }
    expect(parsed[3]).toMatchObject({ input: "200 ml milk", quantity: 200, unit: "milliliter", name: "milk" });
  }, 60_000);

  it("asks for --jsonl when it is missing", async () => {
    const result = await runLadle(["ingredients"], { env: { LADLE_DATA_DIR: dataDir() } });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe("Usage: npm run --silent ladle -- ingredients --jsonl < lines.jsonl");
  }, 60_000);
});
