import { describe, expect, it } from "vitest";
import { findListEnd, isOtherFood } from "./find-food-list.ts";

describe("findListEnd", () => {
  it("finds the clause that closes a list of foods", () => {
    expect(findListEnd(["sherry", "or rum"], 0)).toBe(1);
    expect(findListEnd(["basil and dill"], 0)).toBe(0);
    expect(findListEnd(["prep", "sherry", "or rum"], 1)).toBe(2);
    expect(findListEnd(["sunflower", "poppy seeds or aniseeds"], 0)).toBe(1);
    expect(findListEnd(["green beans or sugar snap peas"], 0)).toBe(0);
  });

  it.each([
    [["sherry", "brandy"], "no closing 'or'/'and'"],
    [["zest and juice"], "parts of the food"],
    [["salted or unsalted"], "kinds of the food"],
    [["white and green parts"], "parts of the food"],
    [["sherry", "or 2 shallots"], "another food with its own amount"],
    [["about 2 cups"], "an amount"],
    [["seeds and membranes removed"], "parts of the food"],
    [["give or take depending on pan"], "a note"],
  ])("gives -1 for %j (%s)", (clauses) => {
    expect(findListEnd(clauses, 0)).toBe(-1);
  });
});

describe("isOtherFood", () => {
  it.each([
    ["or similar hard cheese", true],
    ["or other oil", true],
    ["or to taste", false],
    ["or 2 shallots", false],
    ["or more", false],
    ["or chopped parsley", false],
  ])("%j → %s", (clause, expected) => {
    expect(isOtherFood(clause)).toBe(expected);
  });
});
