import { describe, expect, it } from "vitest";
import type { TCursor } from "./cursor.ts";
import { readAmount, readNumber } from "./read-amount.ts";

const cursorAt = (text: string): TCursor => ({ text, at: 0 });

describe("readNumber", () => {
  it.each([
    ["2 eggs", 2, 1],
    [".5 tsp", 0.5, 2],
    ["3/4 cup", 0.75, 3],
    ["1 1/2 cups", 1.5, 5],
    ["1/0 cup", 1, 3],
  ])("%j → %s, ending at %s", (text, value, end) => {
    const cursor = cursorAt(text);
    expect(readNumber(cursor)).toBe(value);
    expect(cursor.at).toBe(end);
  });

  it("does not take a second whole number as a fraction", () => {
    const cursor = cursorAt("1 12 eggs");
    expect(readNumber(cursor)).toBe(1);
    expect(cursor.at).toBe(1);
  });

  it("reads nothing and stays put before a word", () => {
    const cursor = cursorAt("salt");
    expect(readNumber(cursor)).toBeNull();
    expect(cursor.at).toBe(0);
  });
});

describe("readAmount", () => {
  it.each([
    ["2-3 carrots", 2, 3, "carrots"],
    ["2 to 3 tbsp", 2, 3, "tbsp"],
    ["3-2 carrots", 3, null, "-2 carrots"],
    ["two or three bay leaves", 2, 3, "bay leaves"],
    ["three to two", 3, null, "to two"],
    ["half a lemon", 0.5, null, "lemon"],
    ["an onion", 1, null, "onion"],
  ])("%j → %s..%s, leaving %j", (text, quantity, quantityMax, left) => {
    const cursor = cursorAt(text);
    expect(readAmount(cursor)).toEqual({ quantity, quantityMax, isVague: false });
    expect(cursor.text.slice(cursor.at).trim()).toBe(left);
  });

  it("marks a word with no number as vague", () => {
    expect(readAmount(cursorAt("a few sprigs"))).toEqual({ quantity: null, quantityMax: null, isVague: true });
  });

  it("does not read a word that only starts like one", () => {
    const cursor = cursorAt("another egg");
    expect(readAmount(cursor)).toBeNull();
    expect(cursor.at).toBe(0);
  });
});
