import { describe, expect, it } from "vitest";
import type { TCursor } from "./cursor.ts";
import { readLeading } from "./read-leading.ts";

function read(text: string) {
  const cursor: TCursor = { text, at: 0 };
  const leading = readLeading(cursor);
  return { ...leading, rest: text.slice(cursor.at).trim() };
}

describe("readLeading", () => {
  it("reads an approximation, a pack count and the pack's size", () => {
    expect(read("about 2 x 400g/14oz tins tomatoes")).toMatchObject({
      approximation: "about",
      amount: { quantity: 2, quantityMax: null },
      unit: "tin",
      alternatives: [
        { quantity: 400, quantityMax: null, unit: "gram" },
        { quantity: 14, quantityMax: null, unit: "ounce" },
      ],
      rest: "tomatoes",
    });
  });

  it("keeps an added amount and 'each' as asides", () => {
    expect(read("1/2 cup plus 2 tbsp sugar")).toMatchObject({ unit: "cup", asides: ["plus 2 tbsp"], rest: "sugar" });
    expect(read("3 tbsp each parsley, dill")).toMatchObject({ unit: "tablespoon", asides: ["each"] });
  });

  it("reads past the container after a weight", () => {
    expect(read("400g tin beans")).toMatchObject({ unit: "gram", rest: "beans" });
  });

  it("reads a measure with no number when a food follows", () => {
    expect(read("Pinch of salt")).toMatchObject({ amount: null, unit: "pinch", rest: "salt" });
    expect(read("small bunch mint")).toMatchObject({ amount: null, unit: "bunch", size: "small", rest: "mint" });
    expect(read("heaped tbsp flour")).toMatchObject({ unit: "tablespoon", size: "heaped", rest: "flour" });
    expect(read("tsp salt")).toMatchObject({ unit: "teaspoon", rest: "salt" });
  });

  it("reads no measure that starts a list of foods", () => {
    expect(read("Chunks or peelings of carrot")).toMatchObject({ unit: null, rest: "Chunks or peelings of carrot" });
  });

  it("reads a size before the food", () => {
    expect(read("2 large eggs")).toMatchObject({ amount: { quantity: 2 }, unit: null, size: "large", rest: "eggs" });
  });

  it("reads nothing from a line without an amount", () => {
    expect(read("salt and pepper")).toMatchObject({ amount: null, unit: null, size: null, rest: "salt and pepper" });
  });
});

describe("readLeading: what may stand between the amount and the food", () => {
  it("reads past an 'x' with no pack size after it", () => {
    expect(read("4 x salmon fillets")).toMatchObject({ amount: { quantity: 4 }, unit: null, rest: "salmon fillets" });
    expect(read("4 x/150g/6oz sirloin steaks")).toMatchObject({
      amount: { quantity: 4 },
      alternatives: [
        { quantity: 150, unit: "gram" },
        { quantity: 6, unit: "ounce" },
      ],
      rest: "sirloin steaks",
    });
  });

  it("counts dozens", () => {
    expect(read("3 dozen vanilla wafers")).toMatchObject({ amount: { quantity: 36 }, rest: "vanilla wafers" });
    expect(read("3-4 dozen oysters")).toMatchObject({ amount: { quantity: 36, quantityMax: 48 }, rest: "oysters" });
  });

  it("skips a stray comma before the unit", () => {
    expect(read("1 1/2, cups half-and-half")).toMatchObject({ unit: "cup", rest: "half-and-half" });
    expect(read("2, large eggs")).toMatchObject({ unit: null, rest: ", large eggs" });
  });

  it("reads a unit written twice once, but keeps gram flour", () => {
    expect(read("1 1/4 tsp teaspoons baking powder")).toMatchObject({ unit: "teaspoon", rest: "baking powder" });
    expect(read("1 pt pint cherry tomatoes")).toMatchObject({ unit: "pint", rest: "cherry tomatoes" });
    expect(read("100g gram flour")).toMatchObject({ unit: "gram", rest: "gram flour" });
  });
});
