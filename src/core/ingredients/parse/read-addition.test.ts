import { describe, expect, it } from "vitest";
import type { TCursor } from "./cursor.ts";
import { readAddition } from "./read-addition.ts";

const cursorAt = (text: string): TCursor => ({ text, at: 0 });

describe("readAddition", () => {
  it.each([
    [" plus 2 tablespoons sugar", "plus 2 tablespoons"],
    [" + 1 tsp salt", "plus 1 tsp"],
    [" and 2 tbsp water", "and 2 tbsp"],
    [" plus 1 teaspoon/1.5 ounces/45 grams sugar", "plus 1 teaspoon/1.5 ounces/45 grams"],
    [", plus 2 tablespoons olive", "plus 2 tablespoons"],
    [" minus 1 tablespoon sugar", "minus 1 tablespoon"],
    [" to 1 tablespoon capers", "to 1 tablespoon"],
  ])("%j → %j", (text, expected) => {
    const cursor = cursorAt(text);
    expect(readAddition(cursor)).toBe(expected);
    expect(cursor.text.slice(cursor.at).trim()).toMatch(/^[a-z]+$/);
  });

  it.each([
    [" and 2 cloves garlic", "another food"],
    [" plus extra for serving", "no amount"],
    [" 2 tbsp", "no 'plus'"],
  ])("reads nothing in %j (%s)", (text) => {
    const cursor = cursorAt(text);
    expect(readAddition(cursor)).toBeNull();
    expect(cursor.at).toBe(0);
  });
});
