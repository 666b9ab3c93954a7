import { describe, expect, it } from "vitest";
import { parseIngredient } from "./parse-ingredient.ts";

const parse = (line: string) => parseIngredient(line);

describe("parseIngredient: quantities", () => {
  it.each([
    ["2 eggs", 2, null],
    ["1.5 cups milk", 1.5, null],
    ["1/2 cup sugar", 0.5, null],
    ["1 1/2 cups flour", 1.5, null],
    ["1-1/2 cups flour", 1.5, null],
    ["½ cup oil", 0.5, null],
    ["1½ cups stock", 1.5, null],
    ["2-3 cloves garlic", 2, 3],
    ["2 to 3 tablespoons water", 2, 3],
    ["2–3 carrots", 2, 3],
    ["1/4-1/2 tsp chilli", 0.25, 0.5],
    ["a pinch of salt", 1, null],
    ["an onion", 1, null],
    ["One (4-pound) chicken", 1, null],
    ["two or three bay leaves", 2, 3],
    ["half a lemon", 0.5, null],
    ["1,5 kg potatoes", 1.5, null],
  ])("%s → %s..%s", (line, quantity, quantityMax) => {
    const parsed = parse(line);
    expect(parsed.quantity).toBeCloseTo(quantity as number);
    expect(parsed.quantityMax).toBe(quantityMax);
  });

  it("leaves vague amounts without a number", () => {
    expect(parse("a few sprigs of thyme")).toMatchObject({ quantity: null, unit: "sprig", name: "thyme" });
  });
});

describe("parseIngredient: units", () => {
  it.each([
    ["1 tsp salt", "teaspoon"],
    ["1 t. salt", "teaspoon"],
    ["1 T butter", "tablespoon"],
    ["2 Tbsp. butter", "tablespoon"],
    ["2 tablspoons butter", "tablespoon"],
    ["1 c sugar", "cup"],
    ["500ml stock", "milliliter"],
    ["18fl oz water", "fluid_ounce"],
    ["2 fluid ounces cream", "fluid_ounce"],
    ["1 lb beef", "pound"],
    ["3 lbs. potatoes", "pound"],
    ["250 grams flour", "gram"],
    ["1 kilo flour", "kilogram"],
    ["1 litre milk", "liter"],
    ["2 dl cream", "deciliter"],
    ["3 cloves garlic", "clove"],
    ["1 can beans", "can"],
    ["2 slices bread", "slice"],
    ["1 bunch parsley", "bunch"],
    ["2 sprigs rosemary", "sprig"],
    ["1 stick butter", "stick"],
    ["1 pinch nutmeg", "pinch"],
    ["2 EL Öl", "tablespoon"],
  ])("%s → %s", (line, unit) => {
    expect(parse(line).unit).toBe(unit);
  });

  it("reads a unit written after the food", () => {
    expect(parse("10 garlic cloves")).toMatchObject({ quantity: 10, unit: "clove", name: "garlic" });
  });

  it("reads a unit with no number", () => {
    expect(parse("Pinch of salt")).toMatchObject({ quantity: null, unit: "pinch", name: "salt" });
    expect(parse("small bunch mint")).toMatchObject({ unit: "bunch", size: "small", name: "mint" });
  });

  it("does not read words that merely start like a unit", () => {
    expect(parse("4 T-bone steaks")).toMatchObject({ quantity: 4, unit: null, name: "T-bone steaks" });
    expect(parse("2 cupcakes")).toMatchObject({ unit: null, name: "cupcakes" });
  });
});

describe("parseIngredient: alternatives and packs", () => {
  it("reads a metric/imperial pair", () => {
    expect(parse("150g/5¼oz canned chickpeas, drained and rinsed")).toMatchObject({
      quantity: 150,
      unit: "gram",
      name: "canned chickpeas",
      preparation: "drained and rinsed",
      alternatives: [{ quantity: 5.25, quantityMax: null, unit: "ounce" }],
    });
  });
  it("reads a compound imperial alternative", () => {
    expect(parse("700g/1lb 9oz beef").alternatives).toEqual([
      { quantity: 1, quantityMax: null, unit: "pound" },
      { quantity: 9, quantityMax: null, unit: "ounce" },
    ]);
  });
  it("reads a pack size in parentheses or with a hyphen", () => {
    expect(parse("2 (14.5 ounce) cans tomatoes")).toMatchObject({ quantity: 2, unit: "can", name: "tomatoes" });
    expect(parse("1 14-ounce can coconut milk")).toMatchObject({ quantity: 1, unit: "can", name: "coconut milk" });
    expect(parse("2 x 400g tins tomatoes")).toMatchObject({
      quantity: 2,
      unit: "tin",
      alternatives: [{ quantity: 400, unit: "gram" }],
    });
  });
  it("keeps 'or' between foods in the name", () => {
    expect(parse("1 cup milk or water")).toMatchObject({ quantity: 1, unit: "cup", name: "milk or water" });
  });
});

describe("parseIngredient: size, name, preparation, comment", () => {
  it("separates size, name and preparation", () => {
    expect(parse("1 large onion, finely chopped")).toMatchObject({
      size: "large",
      name: "onion",
      preparation: "finely chopped",
      comment: null,
    });
  });
  it("moves a leading preparation out of the name", () => {
    expect(parse("2 tbsp finely chopped fresh parsley")).toMatchObject({
      name: "fresh parsley",
      preparation: "finely chopped",
    });
    expect(parse("1 lb ground beef").name).toBe("ground beef");
  });
  it("reads comments: to taste, optional, such as, parentheses", () => {
    expect(parse("Salt and pepper to taste")).toMatchObject({ name: "Salt and pepper", comment: "to taste" });
    expect(parse("1 tsp chilli flakes (optional)")).toMatchObject({ name: "chilli flakes", comment: "optional" });
    expect(parse("2 cups greens, such as kale or chard")).toMatchObject({
      name: "greens",
      comment: "such as kale or chard",
    });
  });
  it("reads a preparation after the food without a comma", () => {
    expect(parse("1 pear peeled, cored and quartered")).toMatchObject({
      name: "pear",
      preparation: "peeled, cored and quartered",
    });
  });
  it("keeps approximations as a comment", () => {
    expect(parse("about 100g glacé cherries")).toMatchObject({ quantity: 100, unit: "gram", comment: "about" });
  });
});

describe("parseIngredient: headers and other languages", () => {
  it("detects group headers", () => {
    expect(parse("For the sauce:")).toMatchObject({ isGroupHeader: true, quantity: null, name: "For the sauce" });
    expect(parse("DRESSING:").isGroupHeader).toBe(true);
    expect(parse("2 cups flour:").isGroupHeader).toBeUndefined();
  });
  it("keeps text it cannot read and never throws", () => {
    expect(parse("poivre du moulin")).toMatchObject({ quantity: null, unit: null, name: "poivre du moulin" });
    expect(parse("")).toMatchObject({ input: "", name: null });
    expect(() => parse("(((/// 1/0 x x")).not.toThrow();
  });
  it("keeps the input as given", () => {
    expect(parse("  1 cup  sugar ").input).toBe("  1 cup  sugar ");
  });
});
