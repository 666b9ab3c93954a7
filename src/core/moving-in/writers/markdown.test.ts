import { describe, expect, it } from "vitest";
import { readRecipeText } from "#core/import/recipe-text.ts";
import { exportedRecipe } from "../../../../tests/helpers/exported-recipe.ts";
import { writeRecipeMarkdown } from "./markdown.ts";

describe("writeRecipeMarkdown", () => {
  it("writes the title, description, yield, times, groups, numbered steps with sections and the source", () => {
    expect(writeRecipeMarkdown(exportedRecipe())).toBe(
      [
        "# Lemon Chicken & Rice",
        "",
        "Bright weeknight chicken.",
        "",
        "Good cold the next day.",
        "",
        "Serves 4  \nPrep time: 15 minutes  \nCook time: 1 hour 15 minutes",
        "",
        "## Ingredients",
        "",
        "- 4 chicken thighs\n- 1 large onion, finely chopped\n- 200 g basmati rice",
        "",
        "For the sauce:",
        "",
        "- 2 tbsp olive oil\n- 1 lemon\n- salt to taste",
        "",
        "## Method",
        "",
        "1. Season the chicken.\n2. Fry the onion in the olive oil until soft.",
        "",
        "To finish:",
        "",
        "3. Roast the chicken for an hour.\n4. Squeeze over the lemon.",
        "",
        "From: Grandma's recipe box  \nSource: https://example.com/lemon-chicken",
        "",
      ].join("\n"),
    );
  });

  it("reads back through the import's recipe-text reader: groups, sections, yield and times", () => {
    const recipe = exportedRecipe({ sourceUrl: null, attribution: null });
    const read = readRecipeText(writeRecipeMarkdown(recipe));
    expect(read?.title).toBe("Lemon Chicken & Rice");
    expect(read?.description).toBe("Bright weeknight chicken.\nGood cold the next day.");
    expect(read?.ingredientGroups).toEqual([
      { purpose: null, ingredients: ["4 chicken thighs", "1 large onion, finely chopped", "200 g basmati rice"] },
      { purpose: "For the sauce", ingredients: ["2 tbsp olive oil", "1 lemon", "salt to taste"] },
    ]);
    expect(read?.instructionSections).toEqual([
      { name: null, steps: ["Season the chicken.", "Fry the onion in the olive oil until soft."] },
      { name: "To finish", steps: ["Roast the chicken for an hour.", "Squeeze over the lemon."] },
    ]);
    expect([read?.yields, read?.prepTime, read?.cookTime]).toEqual(["4 servings", 15, 75]);
  });

  it("keeps text that looks like Markdown from turning into headings, lists or emphasis", () => {
    const markdown = writeRecipeMarkdown(
      exportedRecipe({
        title: "Pasta *alla* [nonna]",
        description: "# not a heading\n\n- not a list",
        instructionSections: [{ name: null, steps: ["Boil <b>well</b>\nthen drain."] }],
      }),
    );
    expect(markdown).toContain("# Pasta \\*alla\\* \\[nonna\\]");
    expect(markdown).toContain("\\# not a heading\n\n\\- not a list");
    expect(markdown).toContain("1. Boil \\<b\\>well\\</b\\> then drain.");
  });

  it("leaves out the parts a recipe does not have", () => {
    const markdown = writeRecipeMarkdown(
      exportedRecipe({
        description: "",
        servings: null,
        prepMinutes: null,
        cookMinutes: null,
        sourceUrl: null,
        attribution: null,
        instructionSections: [],
      }),
    );
    expect(markdown).not.toMatch(/Serves|Prep|## Method|Source/);
    expect(markdown.startsWith("# Lemon Chicken & Rice\n\n## Ingredients")).toBe(true);
  });
});
