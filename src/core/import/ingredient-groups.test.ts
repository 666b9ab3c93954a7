import { describe, expect, it } from "vitest";
import { parseHtml } from "./html-tree.ts";
import { findCommonTail, isIngredientGroupName, readIngredientGroups } from "./ingredient-groups.ts";
import { linearize } from "./page-blocks.ts";

const linesOf = (body: string) => linearize(parseHtml(`<html><body>${body}</body></html>`)).blocks;

describe("findCommonTail", () => {
  it("finds up to three words every line ends with", () => {
    expect(findCommonTail(["1 egg Add to list", "2 leeks Add to list", "salt Add to list"])).toBe("Add to list");
    expect(findCommonTail(["1 egg add", "2 leeks add", "3 g salt add"])).toBe("add");
  });

  it("finds none in short lists or when a line differs", () => {
    expect(findCommonTail(["1 egg add", "2 leeks add"])).toBe("");
    expect(findCommonTail(["1 egg add", "2 leeks add", "3 g salt"])).toBe("");
    // A line that is only the shared words would be left empty: not a tail.
    expect(findCommonTail(["add", "1 egg add", "2 leeks add"])).toBe("");
  });
});

describe("isIngredientGroupName", () => {
  it("reads 'For the …' lines and items ending in a colon as group names", () => {
    expect(isIngredientGroupName("For the sauce", "item")).toBe(true);
    expect(isIngredientGroupName("Pour la garniture", "line")).toBe(true);
    expect(isIngredientGroupName("Sauce:", "item")).toBe(true);
  });

  it("does not read amounts, long lines or 'Pour the …' as group names", () => {
    expect(isIngredientGroupName("For 4 people", "item")).toBe(false);
    expect(isIngredientGroupName("Pour the milk", "item")).toBe(false);
    expect(isIngredientGroupName("For the sauce you will need the following things", "item")).toBe(false);
    expect(isIngredientGroupName("2 eggs", "item")).toBe(false);
  });
});

describe("readIngredientGroups", () => {
  it("drops bare amounts, totals and bullets, and strips a link every line repeats", () => {
    const lines = linesOf(
      `<ul><li>• 1 egg Add</li><li>2 leeks Add</li><li>120</li><li>Total weight 500 g</li><li>3 g salt Add</li></ul>`,
    );
    expect(readIngredientGroups({ groups: [{ name: null, lines }], end: lines.length - 1 })).toEqual([
      { purpose: null, ingredients: ["1 egg", "2 leeks", "3 g salt"] },
    ]);
  });

  it("opens a group at a group name and leaves out groups left empty", () => {
    const lines = linesOf(`<ul><li>For the sauce:</li><li>1 tbsp butter</li><li>Topping:</li></ul>`);
    expect(readIngredientGroups({ groups: [{ name: "Base", lines }], end: 2 })).toEqual([
      { purpose: "For the sauce", ingredients: ["1 tbsp butter"] },
    ]);
  });

  it("reads only list items when the section has any; a line before a list names it", () => {
    const lines = linesOf(`<p>crust</p><ul><li>200 g flour</li></ul><p>Keeps for a week.</p>`);
    expect(readIngredientGroups({ groups: [{ name: null, lines }], end: 2 })).toEqual([
      { purpose: "crust", ingredients: ["200 g flour"] },
    ]);
  });
});
