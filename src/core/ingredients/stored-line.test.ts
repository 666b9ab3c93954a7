import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "../recipes/ingredient-lines.ts";
import { scaleIngredient } from "./scale.ts";
import { packageSizeIn, toParsedIngredient, writeScaledLine } from "./stored-line.ts";

/** A line as the server stores it, scaled by `factor` and written again. */
function scaleAndWrite(text: string, factor: number) {
  const line = parseIngredientLine(text);
  return writeScaledLine(scaleIngredient(toParsedIngredient(line), factor), line);
}

describe("packageSizeIn", () => {
  it("finds the size of each can or tin written between the count and the unit", () => {
    expect(packageSizeIn("1 (400 g) tin San Marzano tomatoes")).toBe("(400 g)");
    expect(packageSizeIn("2 14-ounce cans coconut milk")).toBe("14-ounce");
    expect(packageSizeIn("1 x 400g tin chickpeas")).toBe("400g");
    expect(packageSizeIn("1-2 (15 oz) cans black beans")).toBe("(15 oz)");
  });

  it("finds nothing where the count is followed by the unit or the food", () => {
    expect(packageSizeIn("2 cans coconut milk")).toBeNull();
    expect(packageSizeIn("200 g flour")).toBeNull();
    expect(packageSizeIn("2 large eggs (about 100 g)")).toBeNull();
  });
});

describe("writeScaledLine", () => {
  it("keeps the size of each can or tin, unscaled, beside the scaled count", () => {
    expect(scaleAndWrite("1 (400 g) tin San Marzano tomatoes", 2)).toEqual({
      amount: "2 (400 g) tins",
      rest: "San Marzano tomatoes",
    });
    expect(scaleAndWrite("1 14-ounce can coconut milk", 3)).toEqual({
      amount: "3 14-ounce cans",
      rest: "coconut milk",
    });
  });

  it("writes the rest in the author's spelling, though the stored food is lowercased", () => {
    expect(scaleAndWrite("100 g Parmigiano-Reggiano, finely grated", 2)).toEqual({
      amount: "200 g",
      rest: "Parmigiano-Reggiano, finely grated",
    });
  });

  it("writes a measured line as before: its scaled amount and the rest", () => {
    expect(scaleAndWrite("200 g flour", 2)).toEqual({ amount: "400 g", rest: "flour" });
    expect(scaleAndWrite("2 cans coconut milk", 2)).toEqual({ amount: "4 cans", rest: "coconut milk" });
  });
});
