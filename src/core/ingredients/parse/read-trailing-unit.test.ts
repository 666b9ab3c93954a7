import { describe, expect, it } from "vitest";
import { readTrailingUnit } from "./read-trailing-unit.ts";

describe("readTrailingUnit", () => {
  it.each([
    ["garlic cloves", "clove", "garlic"],
    ["thyme sprigs", "sprig", "thyme"],
    ["celery sticks", "stick", "celery"],
    ["gelatine leaves", "leaf", "gelatine"],
    ["rhubarb stalks", "stalk", "rhubarb"],
    ["lime slices", "slice", "lime"],
  ])("%j → %s of %j", (name, unit, food) => {
    expect(readTrailingUnit(name, true)).toEqual({ unit, name: food });
  });

  it.each([
    ["cinnamon stick", "a stick that is the food"],
    ["basil leaves", "leaves that are the food"],
    ["parsley stalks", "stalks that are the food"],
    ["whole cloves", "a word about the spice"],
    ["parsley, dill and chervil sprigs", "a measure of the last food only"],
    ["salt with cloves", "another food"],
  ])("reads nothing in %j (%s)", (name) => {
    expect(readTrailingUnit(name, true)).toBeNull();
  });

  it("reads a slice only with a number", () => {
    expect(readTrailingUnit("apple slice", false)).toBeNull();
    expect(readTrailingUnit("garlic cloves", false)).toEqual({ unit: "clove", name: "garlic" });
  });
});
