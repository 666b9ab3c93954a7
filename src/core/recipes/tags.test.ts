import { describe, expect, it } from "vitest";
import { withImpliedDiets } from "./tags.ts";

describe("withImpliedDiets", () => {
  it("adds what vegan and vegetarian imply after the given tags, each once", () => {
    expect(withImpliedDiets(["vegan", "gluten-free"])).toEqual([
      "vegan",
      "gluten-free",
      "vegetarian",
      "pescatarian",
      "dairy-free",
    ]);
    expect(withImpliedDiets(["nut-free", "vegetarian", "pescatarian"])).toEqual([
      "nut-free",
      "vegetarian",
      "pescatarian",
    ]);
  });

  it("leaves diets that imply nothing as they are", () => {
    expect(withImpliedDiets(["pescatarian", "dairy-free"])).toEqual(["pescatarian", "dairy-free"]);
    expect(withImpliedDiets(["gluten-free", "gluten-free"])).toEqual(["gluten-free"]);
    expect(withImpliedDiets([])).toEqual([]);
  });
});
