import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { fixtureBytes, textZip } from "../../../../tests/helpers/moving-in-archives.ts";
import { readUpload } from "./index.ts";

describe("Markdown and plain text", () => {
  it("reads a Markdown recipe: title from the heading, sections by their headings, notes, tags, source", async () => {
    const report = await readUpload({ name: "shakshuka.md", bytes: fixtureBytes("text/shakshuka.md") });
    const [recipe] = report.recipes;
    expect(recipe).toMatchObject({
      title: "Shakshuka",
      description: "Eggs poached in a spiced tomato sauce.",
      yields: "2 servings",
      prepMinutes: 10,
      cookMinutes: 20,
      tags: ["Breakfast", "Vegetarian"],
      notes: "Crumbled feta on top is never a mistake.",
      sourceUrl: "https://example.com/shakshuka",
    });
    expect(recipe.ingredientGroups[0].lines).toHaveLength(6);
    expect(recipe.instructionSections[0].steps).toHaveLength(3);
  });

  it("reads a zip of files (Windows line endings too), skipping macOS shadows and reporting non-recipes", async () => {
    const report = await readUpload({ name: "notes.zip", bytes: textZip() });
    expect(report.recipes.map((r) => r.title)).toEqual(["Shakshuka", "Flapjacks"]);
    expect(report.failed).toEqual([{ name: "Not a recipe.txt", reason: "no ingredients or steps" }]);
  });

  it("decodes Latin-1 and UTF-16 text", async () => {
    const text =
      "Crème brûlée\n\nIngredients\n500 ml crème fraîche\n5 egg yolks\n\nMethod\nWhisk, bake gently and chill.";
    const latin1 = Uint8Array.from(text, (c) => c.charCodeAt(0));
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(Uint16Array.from(text, (c) => c.charCodeAt(0)).buffer),
    ]);
    for (const bytes of [latin1, utf16]) {
      const report = await readUpload({ name: "creme.txt", bytes });
      expect(report.recipes[0].title).toBe("Crème brûlée");
      expect(report.recipes[0].ingredientGroups[0].lines[0]).toBe("500 ml crème fraîche");
    }
  });

  it("fails a file that is not text at all", async () => {
    const bytes = strToU8("\u0000\u0001\u0002\u0003binary\u0000\u0000\u0007");
    const report = await readUpload({ name: "binary.txt", bytes });
    expect(report.recipes).toEqual([]);
    expect(report.failed[0].reason).toMatch(/not a text file|couldn't tell/);
  });
});
