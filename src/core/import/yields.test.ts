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
    ["4-6 servings", "4 servings"],
    ["6 to 8", "6 servings"],
    ["Makes 12", "12 items"],
    ["Makes one pie", "1 pie"],
  ])("normalises %j to %s", (value, expected) => {
    expect(normalizeYields(value)).toBe(expected);
  });
  it("takes the number and the unit word from a list", () => {
    expect(normalizeYields(["12", "12 brownies"])).toBe("12 brownies");
    expect(normalizeYields(["8", "8-10 servings"])).toBe("8 servings");
  });
  it("returns null when there is no number", () => {
    expect(normalizeYields("a crowd")).toBeNull();
    expect(normalizeYields("")).toBeNull();
  });
});
