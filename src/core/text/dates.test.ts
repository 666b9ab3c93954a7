import { describe, expect, it } from "vitest";
import { formatLongDate, formatShortDate } from "./dates.ts";

describe("formatShortDate and formatLongDate", () => {
  it("print every month of the year in UTC as Intl's en-GB formats do", () => {
    const short = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
    const long = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2026, month, day, 23, 30));
        expect(formatShortDate(date)).toBe(short.format(date));
        expect(formatLongDate(date.toISOString())).toBe(long.format(date));
      }
    }
  });

  it("take the UTC day, not the local one", () => {
    expect(formatShortDate("2026-11-26T23:59:59Z")).toBe("26 Nov 2026");
    expect(formatLongDate("2026-01-01T00:00:00Z")).toBe("1 January 2026");
  });
});
