import { describe, expect, it } from "vitest";
import { findDietsOfFoods, isFoodAllowedInDiet } from "./diets.ts";
import type { TFood } from "./food.ts";
import { findFoodByName } from "./foods.ts";

function food(name: string): TFood {
  const found = findFoodByName(name);
  if (!found) throw new Error(`No food "${name}"`);
  return found;
}

describe("diets", () => {
  it("rules out meat, fish and shellfish for vegetarians, and any animal product for vegans", () => {
    expect(isFoodAllowedInDiet(food("chicken stock"), "vegetarian")).toBe(false);
    expect(isFoodAllowedInDiet(food("gelatine"), "vegetarian")).toBe(false);
    expect(isFoodAllowedInDiet(food("fish sauce"), "vegetarian")).toBe(false);
    expect(isFoodAllowedInDiet(food("cheddar"), "vegetarian")).toBe(true);
    expect(isFoodAllowedInDiet(food("cheddar"), "vegan")).toBe(false);
    expect(isFoodAllowedInDiet(food("honey"), "vegan")).toBe(false);
    expect(isFoodAllowedInDiet(food("tofu"), "vegan")).toBe(true);
  });

  it("rules out peanuts as well as tree nuts for nut-free, and wheat for gluten-free", () => {
    expect(isFoodAllowedInDiet(food("peanut butter"), "nut-free")).toBe(false);
    expect(isFoodAllowedInDiet(food("almonds"), "nut-free")).toBe(false);
    expect(isFoodAllowedInDiet(food("coconut milk"), "nut-free")).toBe(true);
    expect(isFoodAllowedInDiet(food("soy sauce"), "gluten-free")).toBe(false);
    expect(isFoodAllowedInDiet(food("rice"), "gluten-free")).toBe(true);
  });

  it("lists the diets a set of foods fits", () => {
    expect(findDietsOfFoods([food("rice"), food("black beans"), food("olive oil")])).toEqual([
      "vegetarian",
      "vegan",
      "gluten-free",
      "dairy-free",
      "nut-free",
    ]);
    expect(findDietsOfFoods([food("spaghetti"), food("butter"), food("parmesan")])).toEqual(["vegetarian", "nut-free"]);
  });
});
