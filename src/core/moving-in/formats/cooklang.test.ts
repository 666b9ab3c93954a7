import { describe, expect, it } from "vitest";
import { cooklangZip, fixtureText } from "../../../../tests/helpers/moving-in-archives.ts";
import { fromCooklang } from "./cooklang.ts";
import { readUpload } from "./index.ts";

describe("Cooklang", () => {
  it("reads ingredients with amounts, cookware and timers in the steps, metadata and notes", () => {
    const recipe = fromCooklang(fixtureText("cooklang/pancakes.cook"), "pancakes.cook");
    expect(recipe.title).toBe("Pancakes");
    expect(recipe.ingredientGroups[0].lines).toEqual([
      "3 eggs",
      "125 g plain flour",
      "250 ml milk",
      "1 pinch sea salt",
      "butter",
    ]);
    expect(recipe.instructionSections[0].steps[1]).toBe("Pour into a bowl and leave to stand for 15 minutes.");
    expect(recipe).toMatchObject({
      yields: "4 servings",
      tags: ["breakfast", "quick"],
      notes: "Keep cooked pancakes warm in a low oven.",
      sourceUrl: "https://cooklang.org/docs/spec/",
    });
    // Comments never reach the recipe.
    expect(JSON.stringify(recipe)).not.toContain("comment");
  });

  it("reads front matter, sections, notes in parentheses and block comments", () => {
    const recipe = fromCooklang(fixtureText("cooklang/guacamole.cook"), "guacamole.cook");
    expect(recipe).toMatchObject({
      title: "Guacamole",
      yields: "2 servings",
      prepMinutes: 10,
      tags: ["snack", "mexican"],
    });
    expect(recipe.ingredientGroups[0].lines).toContain("1/4 red onion (finely chopped)");
    expect(recipe.instructionSections.map((s) => s.name)).toEqual(["Mash", "Season"]);
    expect(recipe.instructionSections[0].steps[0]).not.toContain("smooth");
  });

  it("reads a zip of .cook files with the photo beside each", async () => {
    const report = await readUpload({ name: "cooklang.zip", bytes: cooklangZip() });
    expect(report.format).toBe("cooklang");
    expect(report.recipes.map((r) => [r.title, r.photos.length])).toEqual([
      ["Pancakes", 1],
      ["Guacamole", 0],
    ]);
  });
});
