import { describe, expect, it } from "vitest";
import { tandoorExport } from "../../../../tests/helpers/moving-in-archives.ts";
import { readUpload } from "./index.ts";

describe("Tandoor", () => {
  it("reads a zip of zips, one ingredient group per step, and reports the broken recipe.json", async () => {
    const report = await readUpload({ name: "export.zip", bytes: tandoorExport() });
    expect(report.format).toBe("tandoor");
    expect(report.failed).toEqual([{ name: "2.zip", reason: "recipe.json is not valid JSON" }]);
    const [focaccia] = report.recipes;
    expect(focaccia.ingredientGroups).toEqual([
      { purpose: "Dough", lines: ["500 g strong white flour", "400 ml water (lukewarm)", "salt"] },
      { purpose: "Topping", lines: ["4 tbsp olive oil", "2 sprig rosemary"] },
    ]);
    expect(focaccia).toMatchObject({
      yields: "8 pieces",
      prepMinutes: 20,
      cookMinutes: 145,
      tags: ["bread", "italian"],
    });
    expect(focaccia.photos[0].mediaType).toBe("image/jpeg");
  });

  it("does not open a zip nested deeper than the limit", async () => {
    const report = await readUpload({ name: "export.zip", bytes: tandoorExport() }, { limits: { maxNesting: 0 } });
    expect(report.recipes).toEqual([]);
    expect(report.failed[0].reason).toMatch(/archive inside an archive/);
  });
});
