import { describe, expect, it } from "vitest";
import type { TCursor } from "./cursor.ts";
import { createEmptyLeading, type TCountedLeading } from "./leading.ts";
import { readAfterAmount } from "./read-after-amount.ts";

/** Reads after the first number of `text`, as the leading stage does once the amount is read. */
function readAfter(text: string) {
  const number = /^\d+/.exec(text)![0];
  const cursor: TCursor = { text, at: number.length };
  const result: TCountedLeading = {
    ...createEmptyLeading(),
    amount: { quantity: Number(number), quantityMax: null, isVague: false },
  };
  readAfterAmount(cursor, result);
  return { ...result, rest: text.slice(cursor.at).trim() };
}

describe("readAfterAmount", () => {
  it("reads a unit, or a size when there is none", () => {
    expect(readAfter("2 tbsp butter")).toMatchObject({ unit: "tablespoon", size: null, rest: "butter" });
    expect(readAfter("2 large eggs")).toMatchObject({ unit: null, size: "large", rest: "eggs" });
    expect(readAfter("2 fat cloves garlic")).toMatchObject({ unit: "clove", size: "fat", rest: "garlic" });
  });

  it("keeps 'fresh' for the food", () => {
    expect(readAfter("2 fresh sprigs thyme")).toMatchObject({ unit: "sprig", foodWord: "fresh", size: null });
  });

  it("reads another count and size as an aside", () => {
    expect(readAfter("1 large or 2 small pomegranates")).toMatchObject({
      size: "large",
      asides: ["or 2 small"],
      rest: "pomegranates",
    });
  });

  it.each([
    ["150g/5oz flour", "gram", [{ quantity: 5, quantityMax: null, unit: "ounce" }]],
    ["1 (14-ounce) can beans", "can", [{ quantity: 14, quantityMax: null, unit: "ounce" }]],
    ["2 14-oz cans tomatoes", "can", [{ quantity: 14, quantityMax: null, unit: "ounce" }]],
    ["1 28 ounce can tomatoes", "can", [{ quantity: 28, quantityMax: null, unit: "ounce" }]],
    ["50g 2oz butter", "gram", [{ quantity: 2, quantityMax: null, unit: "ounce" }]],
  ])("reads the other statements of the amount in %j", (text, unit, alternatives) => {
    const read = readAfter(text);
    expect(read.unit).toBe(unit);
    expect(read.alternatives).toEqual(alternatives);
  });

  it("reads the upper end of a range that repeats its unit", () => {
    expect(readAfter("110ml-150ml water")).toMatchObject({
      amount: { quantity: 110, quantityMax: 150 },
      unit: "milliliter",
      rest: "water",
    });
  });

  it("makes a hyphenated weight the size of one pack", () => {
    expect(readAfter("14-ounce can tomatoes")).toMatchObject({
      amount: { quantity: 1, quantityMax: null },
      unit: "can",
      alternatives: [{ quantity: 14, quantityMax: null, unit: "ounce" }],
    });
  });

  it("makes a hyphenated length before a piece the amount", () => {
    expect(readAfter("2-inch piece ginger")).toMatchObject({ unit: "inch", alternatives: [], rest: "ginger" });
  });

  it("reads past a number that lost its unit after a slash", () => {
    expect(readAfter("50g/2 cornflour")).toMatchObject({ unit: "gram", alternatives: [], rest: "cornflour" });
  });

  it("leaves brackets that hold more than an amount", () => {
    expect(readAfter("2 (see note) eggs")).toMatchObject({ unit: null, alternatives: [], rest: "(see note) eggs" });
  });
});
