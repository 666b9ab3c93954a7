import { describe, expect, it } from "vitest";
import { formatQuantity, formatQuantityRange } from "./format-quantity.ts";
import { parseIngredient } from "./parse-ingredient.ts";
import { formatIngredient, isScalable, scaleIngredient } from "./scale.ts";

const scaled = (line: string, factor: number) => formatIngredient(scaleIngredient(parseIngredient(line), factor));

describe("scaleIngredient", () => {
  it("scales quantities and both ends of a range", () => {
    expect(scaled("1/3 cup sugar", 3)).toBe("1 cup sugar");
    expect(scaled("2-3 cups flour", 2)).toBe("4–6 cups flour");
    expect(scaled("3 eggs", 0.5)).toBe("1½ eggs");
  });
  it("scales the alternative amount with the main one", () => {
    expect(scaleIngredient(parseIngredient("150g/5oz butter"), 2).alternatives).toEqual([
      { quantity: 10, quantityMax: null, unit: "ounce" },
    ]);
  });
  it("moves to a tidier unit after scaling", () => {
    expect(scaled("1 tsp vanilla", 3)).toBe("1 tbsp vanilla");
    expect(scaled("600g flour", 3)).toBe("1.8 kg flour");
  });
  it("leaves pinches, 'to taste' and unquantified lines alone", () => {
    for (const line of ["a pinch of salt", "salt to taste", "olive oil, for frying"]) {
      const parsed = parseIngredient(line);
      expect(isScalable(parsed)).toBe(false);
      expect(scaleIngredient(parsed, 4)).toBe(parsed);
    }
  });
  it("scales counted pieces by their count, and a weight of all of them with it", () => {
    expect(scaled("4 x 175g salmon fillets", 2)).toBe("8 × 175 g salmon fillets");
    expect(scaleIngredient(parseIngredient("4 x 175g salmon fillets"), 2).pieces).toEqual({
      count: 8,
      countMax: null,
      isEach: true,
      isNoted: false,
    });
    expect(scaled("8 (2lb) tomatoes", 0.5)).toBe("4 (1 lb) tomatoes");
  });
  it("names pieces counted without a unit in the plural for more than one, and the singular for one", () => {
    expect(scaled("1 banana, sliced and frozen", 4)).toBe("4 bananas, sliced and frozen");
    expect(scaled("1 avocado, sliced", 2)).toBe("2 avocados, sliced");
    expect(scaled("½ onion, diced", 4)).toBe("2 onions, diced");
    expect(scaled("1 bay leaf", 3)).toBe("3 bay leaves");
    expect(scaled("2 potatoes", 0.5)).toBe("1 potato");
    expect(scaled("4 ripe bananas, sliced and frozen", 0.25)).toBe("1 ripe banana, sliced and frozen");
    // A unit carries the number: the food's word stays as written.
    expect(scaled("1 clove garlic", 3)).toBe("3 cloves garlic");
  });
});

describe("formatQuantity", () => {
  it.each([
    [0.333, "⅓"],
    [1.5, "1½"],
    [2.25, "2¼"],
    [0.125, "⅛"],
    [0.66, "⅔"],
    [3, "3"],
    [0.3, "0.3"],
    [2.999, "3"],
    [37.5, "37.5"],
  ])("%f → %s", (value, text) => {
    expect(formatQuantity(value)).toBe(text);
  });
  it("writes ranges with an en dash", () => {
    expect(formatQuantityRange(1, 1.5)).toBe("1–1½");
    expect(formatQuantityRange(2, null)).toBe("2");
  });
});
