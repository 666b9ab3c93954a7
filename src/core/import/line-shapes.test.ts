import { describe, expect, it } from "vitest";
import { BULLET, looksLikeIngredient, looksLikeStep } from "./line-shapes.ts";

describe("looksLikeIngredient", () => {
  it("accepts short lines with an amount or unit up front", () => {
    expect(looksLikeIngredient("200 g flour")).toBe(true);
    expect(looksLikeIngredient("• 2 eggs")).toBe(true);
    expect(looksLikeIngredient("1 cup rice")).toBe(true);
  });

  it("rejects lines without an amount, and sentences that are steps", () => {
    expect(looksLikeIngredient("Salt")).toBe(false);
    expect(looksLikeIngredient("2- Add the cheese and stir")).toBe(false);
    expect(looksLikeIngredient("2 cups flour. Then Stir it in.")).toBe(false);
    expect(looksLikeIngredient("3 eggs beaten into the flour and the milk.")).toBe(false);
    expect(looksLikeIngredient(`2 cups ${"very ".repeat(30)}fine flour`)).toBe(false);
  });
});

describe("looksLikeStep", () => {
  it("accepts a sentence of a few words that is not an ingredient", () => {
    expect(looksLikeStep("Stir the soup until smooth.")).toBe(true);
    expect(looksLikeStep("Stir well")).toBe(false);
    expect(looksLikeStep("200 g plain flour, sifted")).toBe(false);
  });
});

describe("BULLET", () => {
  it("strips typed list marks but leaves footnote stars", () => {
    expect("• 2 eggs".replace(BULLET, "")).toBe("2 eggs");
    expect("– 1 leek".replace(BULLET, "")).toBe("1 leek");
    expect("*or hot sauce".replace(BULLET, "")).toBe("*or hot sauce");
  });
});
