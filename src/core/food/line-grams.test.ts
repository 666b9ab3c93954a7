import { describe, expect, it } from "vitest";
import { parseIngredient, toCountReading } from "../ingredients/parse-ingredient.ts";
import type { TFood } from "./food.ts";
import { findFoodByName } from "./foods.ts";
import { identifyIngredient } from "./identify-food.ts";
import { edibleGramsOf, estimateLineGrams } from "./line-grams.ts";

function food(name: string): TFood {
  const found = findFoodByName(name);
  if (!found) throw new Error(`No food "${name}"`);
  return found;
}

/** Grams for a line as the app reads it: parsed and read as a count (as lines are stored), then identified. */
function gramsOfLine(line: string) {
  const parsed = toCountReading(parseIngredient(line));
  const match = identifyIngredient({ name: parsed.name, preparation: parsed.preparation, input: line });
  return estimateLineGrams(parsed, match?.food ?? null);
}

describe("estimateLineGrams", () => {
  it("takes weights as written", () => {
    expect(gramsOfLine("200 g spaghetti")).toEqual({ grams: 200, basis: "mass" });
    expect(gramsOfLine("1 lb ground beef")?.grams).toBeCloseTo(453.6, 1);
    expect(gramsOfLine("150g/5oz plain flour")).toEqual({ grams: 150, basis: "mass" });
  });

  it("weighs volumes by the food's density", () => {
    expect(gramsOfLine("1 cup all-purpose flour")?.grams).toBeCloseTo(125, 0);
    expect(gramsOfLine("2 cups whole milk")?.grams).toBeCloseTo(487, 0);
    expect(gramsOfLine("1 tbsp olive oil")?.grams).toBeCloseTo(13.6, 1);
    expect(gramsOfLine("250 ml water")).toEqual({ grams: 250, basis: "volume" });
  });

  it("weighs pieces, with their size", () => {
    expect(gramsOfLine("1 onion")).toEqual({ grams: 150, basis: "piece" });
    expect(gramsOfLine("1 large onion, diced")).toEqual({ grams: 225, basis: "piece" });
    expect(gramsOfLine("2 eggs")).toEqual({ grams: 100, basis: "piece" });
    expect(gramsOfLine("2 small carrots")).toEqual({ grams: 100, basis: "piece" });
  });

  it("weighs count units by the food, or by the unit alone", () => {
    expect(gramsOfLine("3 cloves garlic, minced")).toEqual({ grams: 15, basis: "unit" });
    expect(gramsOfLine("1 stick butter")).toEqual({ grams: 113, basis: "unit" });
    expect(gramsOfLine("1 can chickpeas, drained")).toEqual({ grams: 240, basis: "unit" });
    expect(gramsOfLine("1 handful rocket")).toEqual({ grams: 20, basis: "unit" });
    expect(gramsOfLine("1 knob of butter")).toEqual({ grams: 15, basis: "unit" });
  });

  it("reads the amount in brackets per can, less what is drained", () => {
    expect(gramsOfLine("2 (14-ounce) cans diced tomatoes")?.grams).toBeCloseTo(793.8, 1);
    expect(gramsOfLine("1 (400g) tin chickpeas")?.grams).toBeCloseTo(240, 5);
    expect(gramsOfLine("2 x 150g salmon fillets")).toEqual({ grams: 300, basis: "mass" });
  });

  it("weighs counted pieces by the weight the line gives one of them, or all of them", () => {
    expect(gramsOfLine("4 x 175g/6oz duck breasts")).toEqual({ grams: 700, basis: "mass" });
    expect(gramsOfLine("8 medium (2lb) very ripe tomatoes, peeled")?.grams).toBeCloseTo(907.2, 1);
  });

  it("weighs lengths of root", () => {
    expect(gramsOfLine("2.5cm piece fresh ginger")).toEqual({ grams: 12.5, basis: "length" });
  });

  it("counts a pinch and 'to taste' as nothing", () => {
    expect(gramsOfLine("a pinch of salt")).toEqual({ grams: 0, basis: "negligible" });
    expect(gramsOfLine("Salt and pepper, to taste")).toEqual({ grams: 0, basis: "negligible" });
    expect(gramsOfLine("Oil, for frying")).toEqual({ grams: 0, basis: "negligible" });
  });

  it("takes the middle of a range", () => {
    expect(gramsOfLine("2-3 tbsp olive oil")?.grams).toBeCloseTo(34, 0);
  });

  it("cannot weigh a count of an unknown food", () => {
    expect(gramsOfLine("2 samphire bunches")).toBeNull();
    expect(estimateLineGrams({ quantity: 2, quantityMax: null, unit: null }, null)).toBeNull();
    expect(estimateLineGrams({ quantity: 100, quantityMax: null, unit: "gram" }, null)).toEqual({
      grams: 100,
      basis: "mass",
    });
  });

  it("counts only the edible part of what is weighed in the shell", () => {
    const mussels = food("mussels");
    const weighed = estimateLineGrams({ quantity: 1, quantityMax: null, unit: "kilogram" }, mussels);
    expect(weighed && edibleGramsOf(weighed, mussels)).toBeCloseTo(350, 5);
    const counted = estimateLineGrams({ quantity: 10, quantityMax: null, unit: null }, mussels);
    expect(counted && edibleGramsOf(counted, mussels)).toBe(60);
  });
});
