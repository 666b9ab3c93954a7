import { describe, expect, it } from "vitest";
import { fingerprintRecipe } from "./fingerprint.ts";

describe("fingerprintRecipe", () => {
  it("is the same for the same recipe written a little differently", () => {
    const a = fingerprintRecipe("Crème Brûlée", ["500 ml cream", "5 egg yolks, beaten"]);
    const b = fingerprintRecipe(
      "  creme brulee ",
      ["5 Egg Yolks beaten", "500ml  cream"].map((l) => l.replace("500ml", "500 ml")),
    );
    expect(a).toBe(b);
  });

  it("differs when the title or the ingredients differ", () => {
    const base = fingerprintRecipe("Pancakes", ["3 eggs", "125 g flour"]);
    expect(fingerprintRecipe("Crêpes", ["3 eggs", "125 g flour"])).not.toBe(base);
    expect(fingerprintRecipe("Pancakes", ["2 eggs", "125 g flour"])).not.toBe(base);
  });
});
