import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "./ingredient-lines.ts";

describe("parseIngredientLine", () => {
  it.each([
    ["2 cups flour", { quantity: 2, unit: "cup", food: "flour" }],
    ["1 1/2 tsp salt", { quantity: 1.5, unit: "teaspoon", food: "salt" }],
    ["½ cup sugar", { quantity: 0.5, unit: "cup", food: "sugar" }],
    [
      "2-3 cloves garlic, minced",
      { quantity: 2, quantityMax: 3, unit: "clove", food: "garlic", preparation: "minced" },
    ],
    ["3 large eggs", { quantity: 3, unit: null, food: "large eggs" }],
    // Stored lines count weighed pieces; the weight stays in the text.
    ["4 x 175g/6oz salmon fillets", { quantity: 4, unit: null, food: "salmon fillets" }],
    ["2 duck breasts, about 175g each", { quantity: 2, unit: null, comment: "about 175g each" }],
  ])("%s keeps its text and gets its parts", (text, expected) => {
    expect(parseIngredientLine(text)).toMatchObject({ text, ...expected });
  });

  it("keeps lines it cannot read as they are", () => {
    expect(parseIngredientLine("  Sal y pimienta al gusto ")).toMatchObject({
      text: "Sal y pimienta al gusto",
      quantity: null,
    });
  });
});
