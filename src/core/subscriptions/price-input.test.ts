import { describe, expect, it } from "vitest";
import { checkYearlyPrice, parsePriceCents } from "./price-input.ts";
import { ZBlogPricesInput } from "./subscription.schema.ts";

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

describe("checkYearlyPrice (a product rule)", () => {
  it("refuses a year that costs no more than a month, naming the monthly price", () => {
    const message = "A year should cost more than a month: your monthly price is $5.00.";
    expect(checkYearlyPrice({ monthlyAmount: 500, yearlyAmount: 500 })).toEqual({ error: message, hint: null });
    expect(checkYearlyPrice({ monthlyAmount: 500, yearlyAmount: 400 }).error).toBe(message);
    expect(checkYearlyPrice({ monthlyAmount: 499, yearlyAmount: 100 }).error).toMatch(/is \$4\.99\.$/);
  });

  it("takes a year between one and twelve months without a word", () => {
    expect(checkYearlyPrice({ monthlyAmount: 500, yearlyAmount: 501 })).toEqual({ error: null, hint: null });
    expect(checkYearlyPrice({ monthlyAmount: 500, yearlyAmount: 5999 })).toEqual({ error: null, hint: null });
    expect(checkYearlyPrice({ monthlyAmount: 500, yearlyAmount: null })).toEqual({ error: null, hint: null });
  });

  it("allows a year of twelve months or more, with a hint that it saves nothing", () => {
    const hint = "Twelve monthly payments come to $60.00, so this yearly price saves subscribers nothing.";
    expect(checkYearlyPrice({ monthlyAmount: 500, yearlyAmount: 6000 })).toEqual({ error: null, hint });
    expect(checkYearlyPrice({ monthlyAmount: 500, yearlyAmount: 9000 })).toEqual({ error: null, hint });
  });

  it("is the API's rule too: the yearly field is the one refused", () => {
    const refused = ZBlogPricesInput.safeParse({ monthlyAmount: 500, yearlyAmount: 500 });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ["yearlyAmount"],
        message: "A year should cost more than a month: your monthly price is $5.00.",
      }),
    ]);
    expect(ZBlogPricesInput.safeParse({ monthlyAmount: 500, yearlyAmount: 6000 }).success).toBe(true);
    expect(ZBlogPricesInput.safeParse({ monthlyAmount: 500 }).data).toEqual({ monthlyAmount: 500, yearlyAmount: null });
  });
});
