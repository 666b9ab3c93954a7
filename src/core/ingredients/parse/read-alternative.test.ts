import { describe, expect, it } from "vitest";
import type { TCursor } from "./cursor.ts";
import { readAlternative, readUpperEnd } from "./read-alternative.ts";

const cursorAt = (text: string): TCursor => ({ text, at: 0 });

describe("readAlternative", () => {
  it.each([
    ["14-ounce", [{ quantity: 14, quantityMax: null, unit: "ounce" }]],
    ["5oz", [{ quantity: 5, quantityMax: null, unit: "ounce" }]],
    ["14oz-17oz", [{ quantity: 14, quantityMax: 17, unit: "ounce" }]],
    [
      "12oz-1lb",
      [
        { quantity: 12, quantityMax: null, unit: "ounce" },
        { quantity: 1, quantityMax: null, unit: "pound" },
      ],
    ],
  ])("%j", (text, expected) => {
    const cursor = cursorAt(text);
    expect(readAlternative(cursor)).toEqual(expected);
    expect(cursor.at).toBe(text.length);
  });

  it("reads a compound amount and stops before the food", () => {
    const cursor = cursorAt("1lb 9oz beef");
    expect(readAlternative(cursor)).toEqual([
      { quantity: 1, quantityMax: null, unit: "pound" },
      { quantity: 9, quantityMax: null, unit: "ounce" },
    ]);
    expect(cursor.text.slice(cursor.at)).toBe(" beef");
  });

  it.each([
    ["2 eggs", "no unit"],
    ["a few oz", "no number"],
  ])("reads nothing in %j (%s)", (text) => {
    const cursor = cursorAt(text);
    expect(readAlternative(cursor)).toBeNull();
    expect(cursor.at).toBe(0);
  });
});

describe("readUpperEnd", () => {
  it("reads the upper end of a range that repeats its unit", () => {
    expect(readUpperEnd(cursorAt("-150ml water"), "milliliter")).toEqual({ quantity: 150, unit: "milliliter" });
    expect(readUpperEnd(cursorAt(" to 150 ml"), "milliliter")).toEqual({ quantity: 150, unit: "milliliter" });
  });

  it("reads nothing when the unit is missing or measures something else", () => {
    const cursor = cursorAt("-2 cloves");
    expect(readUpperEnd(cursor, "milliliter")).toBeNull();
    expect(cursor.at).toBe(0);
    expect(readUpperEnd(cursorAt("-3 carrots"), "milliliter")).toBeNull();
  });

  it("reads no range of counts", () => {
    expect(readUpperEnd(cursorAt("-3 cloves"), "clove")).toBeNull();
  });
});
