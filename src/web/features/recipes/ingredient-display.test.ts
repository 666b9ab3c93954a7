import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "#core/recipes/ingredient-lines.ts";
import { ingredientLine } from "../../../../tests/helpers/ingredient-line.ts";
import { detectUnitSystem, displayIngredient } from "./ingredient-display.ts";
import { readScaleParams } from "./servings.ts";

const flour = ingredientLine("250 g plain flour", { quantity: 250, unit: "gram", food: "plain flour" });
const buttermilk = ingredientLine("400 ml buttermilk", { quantity: 400, unit: "milliliter", food: "buttermilk" });
const milk = ingredientLine("2 cups whole milk", { quantity: 2, unit: "cup", food: "whole milk" });
const salt = ingredientLine("1 pinch salt", { quantity: 1, unit: "pinch", food: "salt" });
const pepper = ingredientLine("Black pepper (to taste)", { food: "black pepper", comment: "to taste" });

describe("displayIngredient", () => {
  it("keeps the author's words when nothing changes", () => {
    expect(displayIngredient(flour, 1, "original")).toEqual({
      amount: "",
      rest: "250 g plain flour",
      isChanged: false,
    });
    expect(displayIngredient(flour, 1, "metric").isChanged).toBe(false);
  });

  it("scales, tidying the unit", () => {
    expect(displayIngredient(flour, 2, "original")).toMatchObject({ amount: "500 g", rest: "plain flour" });
    expect(displayIngredient(flour, 8, "original")).toMatchObject({ amount: "2 kg", rest: "plain flour" });
  });

  it("keeps the author's spelling of the words after the amount", () => {
    const cheese = parseIngredientLine("100 g Parmigiano-Reggiano, finely grated");
    expect(displayIngredient(cheese, 2, "original")).toMatchObject({
      amount: "200 g",
      rest: "Parmigiano-Reggiano, finely grated",
    });
    expect(displayIngredient(parseIngredientLine("2 Large Eggs"), 2, "original")).toMatchObject({
      amount: "4",
      rest: "Large Eggs",
    });
    expect(displayIngredient(parseIngredientLine("1 (400 g) tin San Marzano tomatoes"), 2, "metric")).toMatchObject({
      amount: "2 (400 g) tins",
      rest: "San Marzano tomatoes",
    });
    expect(displayIngredient(parseIngredientLine("1 tbsp Dijon mustard"), 3, "metric")).toMatchObject({
      amount: "3 tbsp",
      rest: "Dijon mustard",
    });
  });

  it("converts between US and metric after scaling", () => {
    expect(displayIngredient(buttermilk, 2, "us")).toMatchObject({ amount: "3½ cups", rest: "buttermilk" });
    expect(displayIngredient(milk, 1, "metric")).toMatchObject({ amount: "470 ml", rest: "whole milk" });
    expect(displayIngredient(milk, 4, "metric")).toMatchObject({ amount: "1.9 l", rest: "whole milk" });
  });

  it("keeps spoons as spoons unless US measures are asked for", () => {
    const sugar = ingredientLine("2 tbsp caster sugar", { quantity: 2, unit: "tablespoon", food: "caster sugar" });
    expect(displayIngredient(sugar, 2, "metric")).toMatchObject({ amount: "4 tbsp" });
    expect(displayIngredient(sugar, 2, "original")).toMatchObject({ amount: "4 tbsp" });
    expect(displayIngredient(sugar, 2, "us")).toMatchObject({ amount: "¼ cup" });
  });

  it("writes the author's typed fractions as Ladle writes amounts, so a page has one style (a product rule)", () => {
    const chilli = ingredientLine("1/2 tsp chilli flakes", { quantity: 0.5, unit: "teaspoon", food: "chilli flakes" });
    const salt = ingredientLine("1/2 tsp salt, or to taste", {
      quantity: 0.5,
      unit: "teaspoon",
      food: "salt",
      comment: "or to taste",
    });
    const milk = ingredientLine("1 1/2 cups milk", { quantity: 1.5, unit: "cup", food: "milk" });
    // Scaled by 1.5: the scaled line and the one that cannot scale read alike.
    expect(displayIngredient(chilli, 1.5, "original")).toMatchObject({ amount: "¾ tsp", rest: "chilli flakes" });
    expect(displayIngredient(salt, 1.5, "original")).toEqual({
      amount: "",
      rest: "½ tsp salt, or to taste",
      isChanged: false,
    });
    // At the recipe's own servings, the author's words with Ladle's fractions.
    expect(displayIngredient(chilli, 1, "original").rest).toBe("½ tsp chilli flakes");
    expect(displayIngredient(milk, 1, "original").rest).toBe("1½ cups milk");
    // A unit the server did not send as an id: shown as written, fractions tidied all the same.
    expect(displayIngredient(ingredientLine("1/2 tbsp oil", { quantity: 0.5, unit: "tbsp" }), 2, "us").rest).toBe(
      "½ tbsp oil",
    );
  });

  it("shows a line whose amount Ladle could not read exactly as written", () => {
    const cubes = ingredientLine("A few 1/2-inch cubes", { unit: "cube" });
    expect(displayIngredient(cubes, 2, "original")).toEqual({
      amount: "",
      rest: "A few 1/2-inch cubes",
      isChanged: false,
    });
  });

  it("leaves pinches and 'to taste' alone", () => {
    expect(displayIngredient(salt, 4, "us")).toEqual({ amount: "", rest: "1 pinch salt", isChanged: false });
    expect(displayIngredient(pepper, 4, "metric").rest).toBe("Black pepper (to taste)");
  });

  it("shows a line as written when its unit is not a unit id (the server sends ids)", () => {
    const spoon = ingredientLine("1 tbsp oil", { quantity: 1, unit: "tbsp", food: "oil" });
    expect(displayIngredient(spoon, 2, "original")).toEqual({ amount: "", rest: "1 tbsp oil", isChanged: false });
    const canonical = ingredientLine("1 tbsp oil", { quantity: 1, unit: "tablespoon", food: "oil" });
    expect(displayIngredient(canonical, 2, "original")).toMatchObject({ amount: "2 tbsp", rest: "oil" });
  });
});

describe("detectUnitSystem", () => {
  it("goes with the majority of measured amounts", () => {
    expect(detectUnitSystem([{ name: null, lines: [flour, buttermilk, milk] }])).toBe("metric");
    expect(detectUnitSystem([{ name: null, lines: [milk, salt] }])).toBe("us");
  });
});

describe("readScaleParams", () => {
  it("reads servings and units from the URL, within limits", () => {
    expect(readScaleParams(new URLSearchParams("servings=8&units=metric"), 4)).toEqual({
      servings: 8,
      system: "metric",
      isInUrl: true,
    });
    expect(readScaleParams(new URLSearchParams("servings=9999&units=x"), 4)).toMatchObject({
      servings: 100,
      system: "original",
    });
    expect(readScaleParams(new URLSearchParams(""), 4)).toEqual({ servings: 4, system: "original", isInUrl: false });
    expect(readScaleParams(new URLSearchParams("servings=3"), null).servings).toBeNull();
  });

  it("applies the no-JavaScript stepper's adjustment", () => {
    expect(readScaleParams(new URLSearchParams("servings=4&adjust=1&units=us"), 4)).toMatchObject({
      servings: 5,
      system: "us",
    });
    expect(readScaleParams(new URLSearchParams("servings=1&adjust=-1"), 4).servings).toBe(1);
  });
});
