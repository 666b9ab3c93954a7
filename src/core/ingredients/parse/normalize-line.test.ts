import { describe, expect, it } from "vitest";
import { normalizeLine } from "./normalize-line.ts";

describe("normalizeLine", () => {
  it.each([
    ["  2  eggs ", "2 eggs"],
    ["2\u00A0tbsp butter", "2 tbsp butter"],
    ["• 1 cup milk", "1 cup milk"],
    ["▢ - 2 carrots", "2 carrots"],
    ["2–3 carrots", "2-3 carrots"],
    ["1\u20442 cup", "1/2 cup"],
  ])("tidies spaces, dashes, slashes and bullets: %j", (line, expected) => {
    expect(normalizeLine(line)).toBe(expected);
  });

  it.each([
    ["1½ cups", "1 1/2 cups"],
    ["½ cup", "1/2 cup"],
    ["(½ cup)", "(1/2 cup)"],
    ["1-1/2 cups", "1 1/2 cups"],
  ])("spells fractions one way: %j", (line, expected) => {
    expect(normalizeLine(line)).toBe(expected);
  });

  it("reads a decimal comma but leaves a thousands separator", () => {
    expect(normalizeLine("1,5 kg potatoes")).toBe("1.5 kg potatoes");
    expect(normalizeLine("1,500 g flour")).toBe("1,500 g flour");
  });

  it("keeps a range between two fractions", () => {
    expect(normalizeLine("1/4-1/2 tsp chilli")).toBe("1/4-1/2 tsp chilli");
  });
});
