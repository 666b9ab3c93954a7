import { describe, expect, it } from "vitest";
import { monthlyMessage, readPriceForm, yearlyMessage } from "./price-form.ts";

describe("readPriceForm", () => {
  it("sends the prices in cents when both fields are fine", () => {
    expect(readPriceForm("5", "50")).toEqual({
      prices: { monthlyAmount: 500, yearlyAmount: 5000 },
      errors: {},
      yearlyHint: null,
    });
    expect(readPriceForm("4,99", "").prices).toEqual({ monthlyAmount: 499, yearlyAmount: null });
  });

  it("marks a price out of range, or not a price, on its own field", () => {
    expect(readPriceForm("", "50").errors).toEqual({ monthly: monthlyMessage });
    expect(readPriceForm("0.5", "abc")).toEqual({
      prices: null,
      errors: { monthly: monthlyMessage, yearly: yearlyMessage },
      yearlyHint: null,
    });
  });

  it("refuses a year that costs no more than a month, on the yearly field (a product rule)", () => {
    const refused = { yearly: "A year should cost more than a month: your monthly price is $5.00." };
    expect(readPriceForm("5", "5")).toEqual({ prices: null, errors: refused, yearlyHint: null });
    expect(readPriceForm("5", "4.99").errors).toEqual(refused);
  });

  it("takes a year of twelve months or more, with a hint and no error", () => {
    expect(readPriceForm("5", "60")).toEqual({
      prices: { monthlyAmount: 500, yearlyAmount: 6000 },
      errors: {},
      yearlyHint: "Twelve monthly payments come to $60.00, so this yearly price saves subscribers nothing.",
    });
  });
});
