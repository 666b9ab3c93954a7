import { describe, expect, it } from "vitest";
import type { TCursor } from "./cursor.ts";
import { readOtherSize, readSize } from "./read-size.ts";

const cursorAt = (text: string): TCursor => ({ text, at: 0 });

describe("readSize", () => {
  it.each([
    ["large eggs", "large", 5],
    ["medium-sized onion", "medium-sized", 12],
    ["extra large eggs", "extra large", 11],
    ["heaped tbsp", "heaped", 6],
    ["good pinch", "good", 4],
    ["medium or large shrimp", "medium or large", 15],
    ["extra-large or jumbo eggs", "extra-large or jumbo", 20],
    ["small to medium potatoes", "small to medium", 15],
  ])("%j → %j, ending at %s", (text, size, end) => {
    const cursor = cursorAt(text);
    expect(readSize(cursor)).toBe(size);
    expect(cursor.at).toBe(end);
  });

  it("does not read a size inside a longer word, or 'good quality'", () => {
    expect(readSize(cursorAt("largely"))).toBeNull();
    expect(readSize(cursorAt("good quality olive oil"))).toBeNull();
  });

  it("before a food, leaves words that only size a spoonful", () => {
    expect(readSize(cursorAt("heaped flour"), { isBeforeFood: true })).toBeNull();
    expect(readSize(cursorAt("large eggs"), { isBeforeFood: true })).toBe("large");
  });
});

describe("readOtherSize", () => {
  it("reads another count and size after 'or'", () => {
    const cursor = cursorAt(" or 2 small pomegranates");
    expect(readOtherSize(cursor)).toBe("or 2 small");
    expect(cursor.text.slice(cursor.at)).toBe(" pomegranates");
    expect(readOtherSize(cursorAt(" or two medium"))).toBe("or two medium");
  });

  it("leaves another food, or a vague amount, where it is", () => {
    const cursor = cursorAt(" or 2 shallots");
    expect(readOtherSize(cursor)).toBeNull();
    expect(cursor.at).toBe(0);
    expect(readOtherSize(cursorAt(" or a few small"))).toBeNull();
  });
});
