import { describe, expect, it } from "vitest";
import type { TCursor } from "./cursor.ts";
import { getKind, readUnit } from "./read-unit.ts";

const cursorAt = (text: string): TCursor => ({ text, at: 0 });
const noInch = { isInchAllowed: false };

describe("readUnit", () => {
  it.each([
    ["tbsp butter", "tablespoon", 4],
    ["Tbsp. butter", "tablespoon", 5],
    ["fl oz water", "fluid_ounce", 5],
    ["c. à café sel", "teaspoon", 9],
    ["  cups flour", "cup", 6],
    ["lb2oz", "pound", 2],
  ])("%j → %s, ending at %s", (text, unit, end) => {
    const cursor = cursorAt(text);
    expect(readUnit(cursor, noInch)).toBe(unit);
    expect(cursor.at).toBe(end);
  });

  it.each([
    ["cupcakes", "a longer word"],
    ["T-bone steaks", "a hyphenated word"],
    ["cloves3", "a count followed by a digit"],
    ["pot roast", "part of the food's name"],
    ["round lettuce", "a shape"],
  ])("does not read %j (%s)", (text) => {
    expect(readUnit(cursorAt(text), noInch)).toBeNull();
  });

  it("reads a round only as 'a round of'", () => {
    expect(readUnit(cursorAt("round of toast"), noInch)).toBe("round");
  });

  it("reads inches only where they are allowed", () => {
    expect(readUnit(cursorAt("in the fridge"), noInch)).toBeNull();
    expect(readUnit(cursorAt("in piece ginger"), { isInchAllowed: true })).toBe("inch");
    const cursor = cursorAt('" piece');
    expect(readUnit(cursor, { isInchAllowed: true })).toBe("inch");
    expect(cursor.at).toBe(1);
  });
});

describe("getKind", () => {
  it("tells what a unit measures", () => {
    expect(getKind("gram")).toBe("mass");
    expect(getKind("cup")).toBe("volume");
    expect(getKind("clove")).toBe("count");
    expect(getKind(null)).toBeNull();
  });
});
