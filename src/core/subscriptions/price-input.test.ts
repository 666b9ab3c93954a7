import { describe, expect, it } from "vitest";
import { parsePriceCents } from "./price-input.ts";

describe("parsePriceCents", () => {
  it("reads dollars and cents as typed", () => {
    expect(parsePriceCents("5")).toBe(500);
    expect(parsePriceCents("4.99")).toBe(499);
    expect(parsePriceCents("4.5")).toBe(450);
    expect(parsePriceCents(" $5 ")).toBe(500);
  });

  it("reads a comma before the last one or two digits as a decimal comma", () => {
    expect(parsePriceCents("5,50")).toBe(550);
    expect(parsePriceCents("5,5")).toBe(550);
    expect(parsePriceCents("$12,99")).toBe(1299);
  });

  it("reads commas between groups of three digits as thousands", () => {
    expect(parsePriceCents("1,000")).toBe(100_000);
    expect(parsePriceCents("1,000.50")).toBe(100_050);
    expect(parsePriceCents("12,345")).toBe(1_234_500);
  });

  it("is not a price when it could be read two ways, or is not a number", () => {
    for (const text of ["1,000,50", "1.000,50", "1,0000", "5,", ",50", "abc", "5.999", "-5", "5.5.5"]) {
      expect(parsePriceCents(text), text).toBeNaN();
    }
  });

  it("is nothing when nothing was typed", () => {
    expect(parsePriceCents("")).toBeNull();
    expect(parsePriceCents("  ")).toBeNull();
  });
});
