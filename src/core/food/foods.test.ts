import { describe, expect, it } from "vitest";
import { aisles, dietFlags, type TFood } from "./food.ts";
import { normalizeFoodText } from "./food-text.ts";
import { findFoodByName, foods } from "./foods.ts";

/** Energy by the general Atwater factors, fibre at 2 kcal/g and alcohol at 7 kcal/g. */
function computeEnergy(food: TFood): number {
  const fiber = food.fiber ?? 0;
  return 4 * food.protein + 9 * food.fat + 4 * (food.carbs - fiber) + 2 * fiber + 7 * (food.alcohol ?? 0);
}

/** Within 15 kcal or 15 %: USDA's own energy uses specific factors that differ by that much. */
function isEnergyClose(food: TFood): boolean {
  return Math.abs(computeEnergy(food) - food.kcal) <= Math.max(15, 0.15 * food.kcal);
}

describe("the food table", () => {
  it("holds at least 500 foods", () => {
    expect(foods.length).toBeGreaterThanOrEqual(500);
  });

  it("has no name or alias twice, as matching sees them", () => {
    const owners = new Map<string, string>();
    const duplicates: string[] = [];
    for (const food of foods) {
      for (const name of [food.name, ...food.aliases]) {
        const key = normalizeFoodText(name);
        const owner = owners.get(key);
        if (owner !== undefined) duplicates.push(`"${name}" (${owner} and ${food.name})`);
        owners.set(key, food.name);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it("writes names in lowercase, trimmed, and finds each by its name", () => {
    for (const food of foods) {
      expect(food.name).toBe(food.name.trim().toLowerCase());
      for (const alias of food.aliases) expect(alias).toBe(alias.trim().toLowerCase());
      expect(findFoodByName(food.name)).toBe(food);
    }
  });

  it("gives every food plausible amounts per 100 g", () => {
    for (const food of foods) {
      const { protein, fat, carbs, fiber = 0, alcohol = 0 } = food;
      expect(food.kcal, food.name).toBeGreaterThanOrEqual(0);
      expect(food.kcal, food.name).toBeLessThanOrEqual(902);
      for (const grams of [protein, fat, carbs, fiber, alcohol]) expect(grams, food.name).toBeGreaterThanOrEqual(0);
      expect(protein + fat + carbs + alcohol, food.name).toBeLessThanOrEqual(100.5);
      expect(fiber, food.name).toBeLessThanOrEqual(carbs);
    }
  });

  it("has energy ≈ 4·protein + 9·fat + 4·carbohydrate (+7·alcohol), or says why not", () => {
    const unexplained = foods
      .filter((food) => !isEnergyClose(food) && !food.note)
      .map((food) => `${food.name}: ${food.kcal} kcal listed, ${Math.round(computeEnergy(food))} computed`);
    expect(unexplained).toEqual([]);
  });

  it("keeps the foods whose energy differs most within reason even with a note", () => {
    for (const food of foods) {
      const computed = computeEnergy(food);
      // Cocoa is the widest (USDA: 228 kcal; 4/9/4: 359): nothing may be further off than that.
      expect(Math.abs(computed - food.kcal), food.name).toBeLessThanOrEqual(0.6 * Math.max(computed, food.kcal) + 15);
    }
  });

  it("flags alcohol on every food that carries it, except extracts used by the teaspoon", () => {
    for (const food of foods) {
      if ((food.alcohol ?? 0) > 0 && food.aisle === "drinks") expect(food.flags, food.name).toContain("alcohol");
    }
  });

  it("uses known aisles and flags, and marks animal products", () => {
    for (const food of foods) {
      expect(aisles).toContain(food.aisle);
      for (const flag of food.flags) expect(dietFlags).toContain(flag);
      const isAnimal = food.flags.some((flag) => ["meat", "fish", "shellfish", "dairy", "egg"].includes(flag));
      if (isAnimal) expect(food.flags, food.name).toContain("animal");
    }
    expect(findFoodByName("honey")?.flags).toContain("animal");
    expect(findFoodByName("bacon")?.flags).toEqual(expect.arrayContaining(["meat", "pork"]));
    expect(findFoodByName("worcestershire sauce")?.flags).toContain("fish");
    expect(findFoodByName("all-purpose flour")?.flags).toContain("gluten");
    expect(findFoodByName("tamari")?.flags).not.toContain("gluten");
  });

  it("gives densities and weights in kitchen ranges", () => {
    for (const food of foods) {
      if (food.density !== undefined) expect(food.density, food.name).toBeGreaterThan(0.05);
      if (food.density !== undefined) expect(food.density, food.name).toBeLessThan(1.5);
      for (const grams of [food.pieceGrams, food.smallGrams, food.largeGrams, ...Object.values(food.unitGrams ?? {})]) {
        if (grams !== undefined) expect(grams, food.name).toBeGreaterThan(0);
      }
      if (food.edibleShare !== undefined) expect(food.edibleShare, food.name).toBeGreaterThan(0);
      if (food.edibleShare !== undefined) expect(food.edibleShare, food.name).toBeLessThan(1);
      if (food.drainedShare !== undefined) expect(food.drainedShare, food.name).toBeGreaterThan(0);
      if (food.drainedShare !== undefined) expect(food.drainedShare, food.name).toBeLessThanOrEqual(1);
      if (food.wholeFood !== undefined) expect(findFoodByName(food.wholeFood), food.name).not.toBeNull();
    }
  });

  it("knows the common kitchen weights", () => {
    expect(findFoodByName("onion")?.pieceGrams).toBe(150);
    expect(findFoodByName("egg")?.pieceGrams).toBe(50);
    expect(findFoodByName("garlic")?.unitGrams?.clove).toBe(5);
    expect(findFoodByName("butter")?.unitGrams?.stick).toBe(113);
    expect(findFoodByName("milk")?.density).toBeCloseTo(1.03);
    expect(findFoodByName("all-purpose flour")?.density).toBeCloseTo(0.53);
  });
});
