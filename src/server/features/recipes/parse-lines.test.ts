import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "./parse-lines.ts";

describe("parseIngredientLine (stand-in parser)", () => {
  it.each([
    ["2 cups flour", { quantity: 2, unit: "cup", food: "flour" }],
    ["1 1/2 tsp salt", { quantity: 1.5, unit: "tsp", food: "salt" }],
    ["½ cup sugar", { quantity: 0.5, unit: "cup", food: "sugar" }],
    [
      "2-3 cloves garlic, minced",
      { quantity: 2, quantityMax: 3, unit: "clove", food: "garlic", preparation: "minced" },
    ],
    [
      "1 can chickpeas (400 g), drained",
      { quantity: 1, unit: "can", food: "chickpeas", comment: "400 g", preparation: "drained" },
    ],
    ["Salt and pepper, to taste", { quantity: null, unit: null, food: "salt and pepper", preparation: "to taste" }],
    ["a pinch of nutmeg", { unit: "pinch", food: "nutmeg" }],
    ["3 eggs", { quantity: 3, unit: null, food: "eggs" }],
  ])("%s", (text, expected) => {
    expect(parseIngredientLine(text)).toMatchObject({ text, ...expected });
  });
});
