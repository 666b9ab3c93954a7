import { describe, expect, it } from "vitest";
import { readLaterAmount } from "./read-later-amount.ts";

describe("readLaterAmount", () => {
  it.each([
    ["Lemon juice, 3 tablespoons", 3, "tablespoon", "Lemon juice"],
    ["Sugar 2 cups", 2, "cup", "Sugar"],
    ["Ground allspice, pinch", null, "pinch", "Ground allspice"],
    ["Baking soda, 1/4 teaspoon, or none at high altitude", 0.25, "teaspoon", "Baking soda, or none at high altitude"],
  ])("%j → %s %s of %j", (text, quantity, unit, food) => {
    const later = readLaterAmount(text);
    expect(later?.leading.amount?.quantity ?? null).toBe(quantity);
    expect(later?.leading.unit).toBe(unit);
    expect(later?.food).toBe(food);
  });

  it("reads a count after the food, with its weight", () => {
    const later = readLaterAmount("Egg yolks 4 (72 grams)");
    expect(later?.leading).toMatchObject({
      amount: { quantity: 4 },
      unit: null,
      alternatives: [{ quantity: 72, quantityMax: null, unit: "gram" }],
    });
    expect(later?.food).toBe("Egg yolks");
    expect(readLaterAmount("Eggs (large), 5, or 6 at high altitude")?.food).toBe("Eggs (large), or 6 at high altitude");
  });

  it("reads an amount in parentheses and keeps its approximation", () => {
    const later = readLaterAmount("Pickled ginger (about 1/4 cup)");
    expect(later?.leading).toMatchObject({ amount: { quantity: 0.25 }, unit: "cup", approximation: "about" });
    expect(later?.food.trim()).toBe("Pickled ginger");
  });

  it("reads no amount inside a phrase, or in a line without one", () => {
    expect(readLaterAmount("beef, cut into 1/2-inch cubes")).toBeNull();
    expect(readLaterAmount("salt and pepper")).toBeNull();
  });
});
