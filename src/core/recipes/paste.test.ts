import { describe, expect, it } from "vitest";
import { splitIngredientBlock, splitStepBlock, stripListMarker } from "./paste.ts";

describe("pasting a block", () => {
  it("strips bullets and numbers", () => {
    expect(["• 2 eggs", "- 1 cup milk", "3) Stir", "Step 4: Bake", "10. Serve"].map(stripListMarker)).toEqual([
      "2 eggs",
      "1 cup milk",
      "Stir",
      "Bake",
      "Serve",
    ]);
  });

  it("splits ingredients into lines, with headings as groups", () => {
    expect(splitIngredientBlock("200 g pasta\n\n  Sauce:\n1 can tomatoes\n* salt ")).toEqual([
      { name: null, items: ["200 g pasta"] },
      { name: "Sauce", items: ["1 can tomatoes", "salt"] },
    ]);
  });

  it("keeps a quantity line ending in a colon as an ingredient only when it starts with a number", () => {
    expect(splitIngredientBlock("2 eggs:")).toEqual([{ name: null, items: ["2 eggs:"] }]);
  });

  it("splits steps by numbers, by paragraphs, or by lines", () => {
    expect(splitStepBlock("1. Boil water.\n2. Add pasta\nand salt.")).toEqual([
      { name: null, items: ["Boil water.", "Add pasta and salt."] },
    ]);
    expect(splitStepBlock("Boil the water\nwith salt.\n\nAdd pasta.")).toEqual([
      { name: null, items: ["Boil the water with salt.", "Add pasta."] },
    ]);
    expect(splitStepBlock("Boil.\nDrain.")).toEqual([{ name: null, items: ["Boil.", "Drain."] }]);
  });
});
