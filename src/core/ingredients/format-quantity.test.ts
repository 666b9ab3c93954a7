import { describe, expect, it } from "vitest";
import { formatQuantity, writeTypedFractions } from "./format-quantity.ts";

describe("formatQuantity", () => {
  it("writes amounts a cook measures with fraction characters, and the rest as short decimals", () => {
    expect(formatQuantity(0.5)).toBe("½");
    expect(formatQuantity(0.75)).toBe("¾");
    expect(formatQuantity(1.5)).toBe("1½");
    expect(formatQuantity(1 / 3)).toBe("⅓");
    expect(formatQuantity(0.3)).toBe("0.3");
    expect(formatQuantity(25.5)).toBe("25.5");
  });
});

describe("writeTypedFractions", () => {
  it("writes a typed fraction as Ladle writes amounts", () => {
    expect(writeTypedFractions("1/2 tsp salt, or to taste")).toBe("½ tsp salt, or to taste");
    expect(writeTypedFractions("3/4 cup milk")).toBe("¾ cup milk");
    expect(writeTypedFractions("1/3 cup sugar")).toBe("⅓ cup sugar");
    expect(writeTypedFractions("1/8 tsp cayenne")).toBe("⅛ tsp cayenne");
    expect(writeTypedFractions("2/4 cup oats")).toBe("½ cup oats");
    expect(writeTypedFractions("1⁄2 lemon")).toBe("½ lemon");
  });

  it("joins a mixed number, written with a space or a hyphen", () => {
    expect(writeTypedFractions("1 1/2 cups flour")).toBe("1½ cups flour");
    expect(writeTypedFractions("2-1/4 cups stock")).toBe("2¼ cups stock");
  });

  it("writes every fraction of the line: ranges, sizes and notes", () => {
    expect(writeTypedFractions("1/2-3/4 cup milk")).toBe("½-¾ cup milk");
    expect(writeTypedFractions("2 (1/2-inch) slices ginger")).toBe("2 (½-inch) slices ginger");
    expect(writeTypedFractions("Salt, 1/2 tsp")).toBe("Salt, ½ tsp");
    expect(writeTypedFractions("1 cup milk (plus 1/4 cup to brush)")).toBe("1 cup milk (plus ¼ cup to brush)");
  });

  it("leaves what Ladle would not write with a fraction character, or is no fraction, as typed", () => {
    for (const text of [
      "1/16 tsp saffron",
      "1/5 nutmeg",
      "3/2 cups water",
      "1/0 eggs",
      "open 24/7",
      "1/2/3 mix",
      "10/12/2024",
      "2.1/2 cups",
      "25 1/2 cups",
      "250 g flour",
      "½ tsp salt",
    ]) {
      expect(writeTypedFractions(text), text).toBe(text);
    }
  });
});
