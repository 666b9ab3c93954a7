import { describe, expect, it } from "vitest";
import { isIngredientHeader } from "./is-ingredient-header.ts";

describe("isIngredientHeader", () => {
  it.each(["For the sauce:", "Topping:", "for the dressing", "For the pickled onions"])("%j is a heading", (text) => {
    expect(isIngredientHeader(text)).toBe(true);
  });

  it.each(["Step 2:", "salt, to taste:", "2 eggs", "For the very best results use fresh eggs", "salt"])(
    "%j is not a heading",
    (text) => {
      expect(isIngredientHeader(text)).toBe(false);
    },
  );
});
