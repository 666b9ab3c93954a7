import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "#core/recipes/ingredient-lines.ts";
import { exportedRecipe } from "../../../../tests/helpers/exported-recipe.ts";
import { writeRecipeCooklang } from "./cooklang.ts";

describe("writeRecipeCooklang", () => {
  const cook = writeRecipeCooklang(exportedRecipe());

  it("starts with metadata lines", () => {
    expect(cook.split("\n\n")[0]).toBe(
      [
        ">> title: Lemon Chicken & Rice",
        ">> description: Bright weeknight chicken. Good cold the next day.",
        ">> servings: 4",
        ">> prep time: 15 minutes",
        ">> cook time: 75 minutes",
        ">> course: dinner",
        ">> cuisine: Greek",
        ">> tags: gluten-free, dairy-free",
        ">> source: https://example.com/lemon-chicken",
        ">> author: Grandma's recipe box",
      ].join("\n"),
    );
  });

  it("marks each ingredient where a step first names it, with its amount and unit", () => {
    expect(cook).toContain("Season the @chicken{4}.");
    expect(cook).toContain("Fry the @onion{1} in the @olive oil{2%tbsp} until soft.");
    expect(cook).toContain("Squeeze over the @lemon{1}.");
    // Marked once: the later mention stays plain text.
    expect(cook).toContain("Roast the chicken for an hour.");
  });

  it("lists the ingredients no step names in a first step, and writes sections", () => {
    const paragraphs = cook.trim().split("\n\n");
    expect(paragraphs[1]).toBe("You will need: @basmati rice{200%g}, @salt{}.");
    expect(paragraphs).toContain("== To finish ==");
  });

  it("keeps text from reading as Cooklang syntax", () => {
    const text = writeRecipeCooklang(
      exportedRecipe({
        ingredientGroups: [{ name: null, lines: [parseIngredientLine("2-3 cloves garlic")] }],
        instructionSections: [{ name: null, steps: ["Crush the garlic with a #2 knife {gently} @home."] }],
      }),
    );
    expect(text).toContain("Crush the @garlic{2-3%clove} with a # 2 knife gently @ home.");
  });
});
