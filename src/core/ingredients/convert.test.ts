import { describe, expect, it } from "vitest";
import { convertQuantity, roundForCooking, tidyAmount, toMetric, toUs } from "./convert.ts";

describe("convertQuantity", () => {
  it("converts within a kind", () => {
    expect(convertQuantity(1, "pound", "ounce")).toBeCloseTo(16);
    expect(convertQuantity(1, "tablespoon", "teaspoon")).toBeCloseTo(3);
  });
  it("refuses to convert across kinds or from counts", () => {
    expect(convertQuantity(1, "cup", "gram")).toBeNull();
    expect(convertQuantity(1, "clove", "gram")).toBeNull();
  });
});

describe("toMetric", () => {
  it("rounds to what a cook would measure", () => {
    expect(toMetric({ quantity: 1, unit: "cup" })).toEqual({ quantity: 240, unit: "milliliter" });
    expect(toMetric({ quantity: 1, unit: "pound" })).toEqual({ quantity: 450, unit: "gram" });
    expect(toMetric({ quantity: 4, unit: "pound" })).toEqual({ quantity: 1.8, unit: "kilogram" });
    expect(toMetric({ quantity: 5, unit: "quart" })).toEqual({ quantity: 4.7, unit: "liter" });
  });
  it("leaves spoons, counts and metric amounts alone", () => {
    expect(toMetric({ quantity: 1.5, unit: "teaspoon" })).toEqual({ quantity: 1.5, unit: "teaspoon" });
    expect(toMetric({ quantity: 2, unit: "clove" })).toEqual({ quantity: 2, unit: "clove" });
    expect(toMetric({ quantity: 200, unit: "gram" })).toEqual({ quantity: 200, unit: "gram" });
  });
});

describe("toUs", () => {
  it("picks ounces, pounds, spoons or cups by size", () => {
    expect(toUs({ quantity: 250, unit: "gram" })).toEqual({ quantity: 9, unit: "ounce" });
    expect(toUs({ quantity: 1, unit: "kilogram" })).toEqual({ quantity: 2.25, unit: "pound" });
    expect(toUs({ quantity: 5, unit: "milliliter" })).toEqual({ quantity: 1, unit: "teaspoon" });
    expect(toUs({ quantity: 30, unit: "milliliter" })).toEqual({ quantity: 2, unit: "tablespoon" });
    expect(toUs({ quantity: 240, unit: "milliliter" })).toEqual({ quantity: 1, unit: "cup" });
  });
});

describe("tidyAmount and roundForCooking", () => {
  it("moves to a bigger unit when the amount allows", () => {
    expect(tidyAmount({ quantity: 1500, unit: "gram" })).toEqual({ quantity: 1.5, unit: "kilogram" });
    expect(tidyAmount({ quantity: 3, unit: "teaspoon" })).toEqual({ quantity: 1, unit: "tablespoon" });
    expect(tidyAmount({ quantity: 1.5, unit: "teaspoon" })).toEqual({ quantity: 1.5, unit: "teaspoon" });
  });
  it("keeps two significant figures", () => {
    expect(roundForCooking(236.6)).toBe(240);
    expect(roundForCooking(14.79)).toBe(15);
    expect(roundForCooking(1.814)).toBe(1.8);
  });
});
