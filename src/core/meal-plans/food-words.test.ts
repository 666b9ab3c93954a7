import { describe, expect, it } from "vitest";
import {
  dietConflicts,
  expandExcludedTerm,
  findConflictMask,
  findExcludedFlagMask,
  isStapleFood,
  singularize,
  toFoodWords,
} from "./food-words.ts";

function conflictsOf(food: string): string[] {
  const mask = findConflictMask(food);
  return dietConflicts.filter((_, bit) => (mask & (1 << bit)) !== 0);
}

describe("food words", () => {
  it.each([
    ["tomatoes", "tomato"],
    ["berries", "berry"],
    ["chillies", "chilli"],
    ["cookies", "cookie"],
    ["peas", "pea"],
    ["leaves", "leaf"],
    ["radishes", "radish"],
    ["asparagus", "asparagus"],
    ["couscous", "couscous"],
    ["anchovies", "anchovy"],
  ])("%s is one %s", (plural, singular) => {
    expect(singularize(plural)).toBe(singular);
  });

  it("reads words the same whatever the spelling, accents or synonym", () => {
    expect(toFoodWords("Crème Fraîche")).toEqual(["creme", "fraiche"]);
    expect(toFoodWords("Courgettes")).toEqual(["zucchini"]);
    expect(toFoodWords("scallions")).toEqual(["spring", "onion"]);
    expect(toFoodWords("2 Chili flakes")).toEqual(["chilli", "flake"]);
  });

  it("expands a family word into its members", () => {
    expect(expandExcludedTerm("nuts")).toEqual(expect.arrayContaining(["nut", "walnut", "peanut", "cashew"]));
    expect(expandExcludedTerm("seafood")).toEqual(expect.arrayContaining(["salmon", "prawn", "mussel"]));
    expect(expandExcludedTerm("mushrooms")).toEqual(expect.arrayContaining(["mushroom", "shiitake"]));
    expect(expandExcludedTerm("olives")).toEqual(["olive"]);
  });

  it.each([
    ["chicken thigh", ["meat", "animal"]],
    ["fish sauce", ["fish", "animal"]],
    ["worcestershire sauce", ["fish", "animal"]],
    ["prawns", ["shellfish", "animal"]],
    ["butter", ["dairy", "animal"]],
    ["coconut milk", []],
    ["oat milk", []],
    ["peanut butter", ["nut"]],
    ["almond milk", ["nut"]],
    ["eggplant", []],
    ["eggs", ["egg", "animal"]],
    ["butternut squash", []],
    ["nutmeg", []],
    ["vegan cheese", []],
    ["honey", ["animal"]],
    ["chicken stock", ["meat", "animal"]],
    ["smoked tofu", []],
  ])("%s conflicts with %j", (food, expected) => {
    expect(conflictsOf(food)).toEqual(expected);
  });

  it("rules out the food table's flagged foods for a family word", () => {
    expect(findExcludedFlagMask("pork")).not.toBe(0);
    expect(findExcludedFlagMask("Seafood")).not.toBe(0);
    expect(findExcludedFlagMask("mushrooms")).toBe(0);
  });

  it("treats what every kitchen keeps as staples, and nothing else", () => {
    expect(isStapleFood("Olive oil")).toBe(true);
    expect(isStapleFood("salt")).toBe(true);
    expect(isStapleFood("red pepper")).toBe(false);
    expect(isStapleFood("coriander")).toBe(false);
  });
});
