import { describe, expect, it } from "vitest";
import { readRecipeText } from "./recipe-text.ts";

describe("readRecipeText", () => {
  it("splits a recipe with headings into title, notes, numbers, groups and steps", () => {
    const recipe = readRecipeText(
      [
        "# Weekend Pancakes",
        "Fluffy, golden and ready in no time.",
        "Serves 4",
        "Prep time: 10 minutes",
        "Cook time: 1 hour 5 mins",
        "",
        "Ingredients",
        "- 200 g plain flour",
        "- 2 large eggs",
        "- 300 ml milk",
        "For the topping:",
        "- maple syrup, to serve",
        "",
        "Method:",
        "1. Whisk the flour, eggs and milk",
        "   into a smooth batter.",
        "2. Fry ladlefuls in a hot pan.",
      ].join("\n"),
    );
    expect(recipe).toMatchObject({
      title: "Weekend Pancakes",
      description: "Fluffy, golden and ready in no time.",
      yields: "4 servings",
      prepTime: 10,
      cookTime: 65,
      totalTime: 75,
      ingredients: ["200 g plain flour", "2 large eggs", "300 ml milk", "maple syrup, to serve"],
      ingredientGroups: [
        { purpose: null, ingredients: ["200 g plain flour", "2 large eggs", "300 ml milk"] },
        { purpose: "For the topping", ingredients: ["maple syrup, to serve"] },
      ],
      instructions: ["Whisk the flour, eggs and milk into a smooth batter.", "Fry ladlefuls in a hot pan."],
    });
  });

  it("reads a recipe without headings: ingredient lines first, sentences after", () => {
    const recipe = readRecipeText(
      [
        "Garlic Butter Rice",
        "Makes 6 portions",
        "2 cups basmati rice",
        "3 tbsp butter",
        "4 cloves garlic, minced",
        "Salt to taste",
        "Rinse the rice until the water runs clear, then drain it well.",
        "Melt the butter, fry the garlic for a minute, add the rice and 3 cups of water, and simmer for 15 minutes.",
      ].join("\n"),
    );
    expect(recipe?.title).toBe("Garlic Butter Rice");
    expect(recipe?.yields).toBe("6 servings");
    expect(recipe?.ingredients).toEqual([
      "2 cups basmati rice",
      "3 tbsp butter",
      "4 cloves garlic, minced",
      "Salt to taste",
    ]);
    expect(recipe?.instructions).toHaveLength(2);
    expect(recipe?.instructions[0]).toMatch(/^Rinse the rice/);
  });

  it("reads Directions and Windows line endings", () => {
    const recipe = readRecipeText("Toast\r\nIngredients\r\n1 slice bread\r\nDirections\r\nToast the bread.\r\n");
    expect(recipe).toMatchObject({
      title: "Toast",
      ingredients: ["1 slice bread"],
      instructions: ["Toast the bread."],
    });
  });

  it("returns null for text with nothing recipe-like", () => {
    expect(readRecipeText("")).toBeNull();
    expect(readRecipeText("Just a title")).toBeNull();
  });
});
