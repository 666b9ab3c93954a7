import { describe, expect, it } from "vitest";
import { exportedRecipe } from "../../../../tests/helpers/exported-recipe.ts";
import { writeRecipeMarkdown } from "./markdown.ts";

describe("writeRecipeMarkdown", () => {
  it("writes the title, description, yield, times, groups with headings, numbered steps with sections and the source", () => {
    expect(writeRecipeMarkdown(exportedRecipe())).toBe(
      [
        "# Lemon Chicken & Rice",
        "",
        "Bright weeknight chicken.",
        "",
        "Good cold the next day.",
        "",
        "- **Makes:** 4 servings",
        "- **Prep:** 15 min · **Cook:** 1 h 15 min",
        "",
        "## Ingredients",
        "",
        "- 4 chicken thighs\n- 1 large onion, finely chopped\n- 200 g basmati rice",
        "",
        "### For the sauce",
        "",
        "- 2 tbsp olive oil\n- 1 lemon\n- salt to taste",
        "",
        "## Method",
        "",
        "1. Season the chicken.\n2. Fry the onion in the olive oil until soft.",
        "",
        "### To finish",
        "",
        "3. Roast the chicken for an hour.\n4. Squeeze over the lemon.",
        "",
        "## Source",
        "",
        "<https://example.com/lemon-chicken>",
        "",
        "Adapted from Grandma's recipe box",
        "",
      ].join("\n"),
    );
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
    expect(markdown).not.toMatch(/Makes|Prep|## Method|## Source/);
    expect(markdown.startsWith("# Lemon Chicken & Rice\n\n## Ingredients")).toBe(true);
  });
});
