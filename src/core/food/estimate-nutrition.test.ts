import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "../recipes/ingredient-lines.ts";
import { estimateRecipeNutrition } from "./estimate-nutrition.ts";
import { deriveRecipeFoodData, foodDataVersion } from "./recipe-food-data.ts";

const pancakes = [
  "1 1/2 cups all-purpose flour",
  "2 tbsp sugar",
  "2 tsp baking powder",
  "1/2 tsp salt",
  "1 1/4 cups whole milk",
  "1 large egg",
  "3 tbsp butter, melted",
].map(parseIngredientLine);

describe("estimateRecipeNutrition", () => {
  it("sums the lines and divides by the servings", () => {
    const estimate = estimateRecipeNutrition({ lines: pancakes, servings: 4 });
    // Flour 187 g, sugar 25 g, milk 305 g, egg 56 g, butter 43 g: about 1,330 kcal in all.
    expect(estimate.total.calories).toBeGreaterThan(1250);
    expect(estimate.total.calories).toBeLessThan(1420);
    expect(estimate.perServing?.calories).toBeCloseTo(estimate.total.calories / 4, -1);
    expect(estimate.perServing?.proteinContent).toBeGreaterThan(8);
    expect(estimate.perServing?.proteinContent).toBeLessThan(12);
    expect(estimate.coverage).toEqual({ lines: 7, identifiedLines: 7, measuredLines: 7, weightShare: 1 });
    expect(estimate.isReliable).toBe(true);
  });

  it("says how much of the recipe it understood", () => {
    const lines = [...pancakes, parseIngredientLine("200 g samphire"), parseIngredientLine("2 pandan leaves")];
    const estimate = estimateRecipeNutrition({ lines, servings: 4 });
    expect(estimate.coverage.lines).toBe(9);
    expect(estimate.coverage.identifiedLines).toBe(7);
    // 200 g of samphire and a typical line's weight for the leaves, against ~665 g understood.
    expect(estimate.coverage.weightShare).toBeGreaterThan(0.6);
    expect(estimate.coverage.weightShare).toBeLessThan(0.75);
    expect(estimate.isReliable).toBe(false);
  });

  it("has no per-serving figures, and is not reliable, without servings", () => {
    const estimate = estimateRecipeNutrition({ lines: pancakes, servings: null });
    expect(estimate.perServing).toBeNull();
    expect(estimate.isReliable).toBe(false);
  });

  it("counts little of the oil for deep-frying and none of the butter for greasing", () => {
    const base = [parseIngredientLine("500 g cod fillets")];
    const fried = estimateRecipeNutrition({
      lines: [...base, parseIngredientLine("1 litre vegetable oil, for deep-frying")],
      servings: 1,
    });
    const plain = estimateRecipeNutrition({ lines: base, servings: 1 });
    expect(fried.total.calories - plain.total.calories).toBeCloseTo(813, -1);
    const greased = estimateRecipeNutrition({
      lines: [...base, parseIngredientLine("1 tbsp butter, for greasing")],
      servings: 1,
    });
    expect(greased.total.calories).toBe(plain.total.calories);
  });
});

describe("deriveRecipeFoodData", () => {
  it("lists each food once, in order, with the estimate to store", () => {
    const lines = [...pancakes, parseIngredientLine("1 tbsp butter, to serve")];
    const data = deriveRecipeFoodData({ ingredientGroups: [{ name: null, lines }], servings: 4 });
    expect(data.foods).toEqual(["all-purpose flour", "sugar", "baking powder", "salt", "milk", "egg", "butter"]);
    expect(data.estimatedNutrition).toMatchObject({ version: foodDataVersion, servings: 4, isReliable: true });
    expect(data.estimatedNutrition.perServing?.calories).toBeGreaterThan(300);
  });

  it("stores an empty list and an unreliable estimate for a recipe without ingredients", () => {
    const data = deriveRecipeFoodData({ ingredientGroups: [], servings: 2 });
    expect(data.foods).toEqual([]);
    expect(data.estimatedNutrition.isReliable).toBe(false);
    expect(data.estimatedNutrition.perServing).toEqual({
      calories: 0,
      proteinContent: 0,
      fatContent: 0,
      carbohydrateContent: 0,
    });
  });
});
