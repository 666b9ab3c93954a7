import { describe, expect, it } from "vitest";
import { parseDurationMinutes } from "./durations.ts";

describe("parseDurationMinutes", () => {
  it.each([
    ["PT30M", 30],
    ["PT1H30M", 90],
    ["P0DT2H", 120],
    ["PT90S", 2],
    ["P1D", 1440],
    ["PT1.5H", 90],
    ["pt20m", 20],
    ["PTH30MS", 30],
    ["PT0D4H45M", 285],
    ["PT10M-PT15M", 15],
  ])("reads ISO-8601 %s as %i minutes", (value, minutes) => {
    expect(parseDurationMinutes(value)).toBe(minutes);
  });
  it.each([
    ["1 hour 20 mins", 80],
    ["45 minutes", 45],
    ["2 hrs", 120],
    ["12-15 minutes", 15],
    ["1:30", 90],
    ["1:15h", 75],
    ["25", 25],
  ])("reads text %s as %i minutes", (value, minutes) => {
    expect(parseDurationMinutes(value)).toBe(minutes);
  });
  it("takes the maximum of a QuantitativeValue", () => {
    expect(parseDurationMinutes({ "@type": "QuantitativeValue", minValue: "PT10M", maxValue: "PT20M" })).toBe(20);
  });
  it("returns null for zero, empty and unreadable values", () => {
    expect(parseDurationMinutes("PT0M")).toBeNull();
    expect(parseDurationMinutes("")).toBeNull();
    expect(parseDurationMinutes("soon")).toBeNull();
    expect(parseDurationMinutes(undefined)).toBeNull();
    expect(parseDurationMinutes("PT-471406H28M55S")).toBeNull();
  });
});
