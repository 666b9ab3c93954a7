import { describe, expect, it } from "vitest";
import { normalizeYields } from "./yields.ts";

describe("normalizeYields", () => {
  it.each([
    ["8", "8 servings"],
    [4, "4 servings"],
    ["Serves 4", "4 servings"],
    ["4 people", "4 servings"],
    ["1 serving", "1 serving"],
    ["24 cookies", "24 cookies"],
    ["1 loaf", "1 loaf"],
    ["2 dozen cookies", "2 dozen"],
    ["Makes 12 muffins", "12 muffins"],
    ["4-6 servings", "6 servings"],
    ["6 to 8", "8 servings"],
    ["8 - 10 serving(s)", "8 servings"],
    ["20 - 22 churros", "20 churros"],
    ["16 servings (2 pies)", "16 pies"],
    ["9 large or 16 small brownies", "9 brownies"],
    ["makes about 10 pancakes", "10 pancakes"],
    ["5 cups (about 120 to 160 crackers)", "160 servings"],
    ["8 tacos", "8 servings"],
    ["12 naan flatbreads", "12 naan"],
    ["Makes 12", "12 items"],
    ["Makes one pie", "1 pie"],
  ])("normalises %j to %s", (value, expected) => {
    expect(normalizeYields(value)).toBe(expected);
  });
  it("takes the number and the unit word from a list", () => {
    expect(normalizeYields(["12", "12 brownies"])).toBe("12 brownies");
    expect(normalizeYields(["11", "11-12 cookies"])).toBe("12 cookies");
    expect(normalizeYields(["8", "8-10 servings"])).toBe("8 servings");
    expect(normalizeYields(["16", "16 servings (2 pies)"])).toBe("16 pies");
    expect(normalizeYields(["4", "4 -6"])).toBe("4 servings");
  });
  it("returns null when there is no number", () => {
    expect(normalizeYields("a crowd")).toBeNull();
    expect(normalizeYields("")).toBeNull();
  });
});
