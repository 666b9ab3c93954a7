import { describe, expect, it } from "vitest";
import { formatMoney } from "./money.ts";
import { addMonths, findMonthRange, isMonthKey, listMonthsBetween, listRecentMonths, toMonthKey } from "./months.ts";

describe("months", () => {
  it("accepts only YYYY-MM with a real month", () => {
    expect(isMonthKey("2026-03")).toBe(true);
    for (const bad of ["2026-13", "2026-00", "2026-3", "26-03", "2026-03-01", "march"])
      expect(isMonthKey(bad)).toBe(false);
  });

  it("keys moments by their UTC month and ranges months end-exclusive", () => {
    expect(toMonthKey(new Date("2026-02-28T23:30:00-05:00"))).toBe("2026-03");
    expect(findMonthRange("2026-12")).toEqual({
      start: new Date("2026-12-01T00:00:00Z"),
      end: new Date("2027-01-01T00:00:00Z"),
    });
  });

  it("lists the last twelve months across a year's turn, oldest first", () => {
    const months = listRecentMonths(new Date("2026-02-10T00:00:00Z"), 12);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe("2025-03");
    expect(months.at(-1)).toBe("2026-02");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(listMonthsBetween("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
  });
});

describe("formatMoney", () => {
  it("writes cents as the currency, negative amounts included", () => {
    expect(formatMoney(123456, "usd")).toBe("$1,234.56");
    expect(formatMoney(-500, "usd")).toBe("-$5.00");
    expect(formatMoney(123456, "usd", { isWhole: true })).toBe("$1,235");
    expect(formatMoney(500, "usd", { isCentsWhenAny: true })).toBe("$5");
    expect(formatMoney(499, "usd", { isCentsWhenAny: true })).toBe("$4.99");
  });

  it("writes the common currencies by hand exactly as Intl would", () => {
    const amounts = [0, 1, 99, 100, 101, 999, 1000, 123456, 100000, 99999999, 123456789012, -1, -500, -123456, -49];
    for (const currency of ["usd", "eur", "gbp", "cad", "aud", "nzd"]) {
      const code = currency.toUpperCase();
      const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: code });
      const whole = new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: code,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      });
      for (const cents of amounts) {
        expect(formatMoney(cents, currency)).toBe(intl.format(cents / 100));
        expect(formatMoney(cents, currency, { isWhole: true })).toBe(whole.format(cents / 100));
      }
    }
  });

  it("leaves any other currency to Intl, with its own decimals", () => {
    expect(formatMoney(123456, "chf")).toBe(
      new Intl.NumberFormat("en-US", { style: "currency", currency: "CHF" }).format(1234.56),
    );
    expect(formatMoney(1234, "jpy")).toBe("¥12");
  });
});
