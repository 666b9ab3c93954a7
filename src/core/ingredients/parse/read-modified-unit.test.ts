import { describe, expect, it } from "vitest";
import type { TCursor } from "./cursor.ts";
import { readModifiedUnit } from "./read-modified-unit.ts";

const cursorAt = (text: string): TCursor => ({ text, at: 0 });

describe("readModifiedUnit", () => {
  it.each([
    ["fat cloves garlic", "fat", "clove", 10],
    ["2-inch-thick slices bread", "2-inch-thick", "slice", 19],
    ["packed cup brown sugar", "packed", "cup", 10],
  ])("%j → %j %s", (text, modifier, unit, end) => {
    const cursor = cursorAt(text);
    expect(readModifiedUnit(cursor)).toEqual({ modifier, unit, isFoodWord: false });
    expect(cursor.at).toBe(end);
  });

  it("marks 'fresh' as a word about the food", () => {
    expect(readModifiedUnit(cursorAt("fresh sprigs thyme"))).toEqual({
      modifier: "fresh",
      unit: "sprig",
      isFoodWord: true,
    });
  });

  it.each([
    ["fat chance", "no unit after the word"],
    ["packed brown sugar", "no unit after 'packed'"],
    ["whole cup", "only 'packed' may describe a volume"],
  ])("reads nothing in %j (%s)", (text) => {
    const cursor = cursorAt(text);
    expect(readModifiedUnit(cursor)).toBeNull();
    expect(cursor.at).toBe(0);
  });
});
