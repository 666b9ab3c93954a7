import { describe, expect, it } from "vitest";
import { formatDayAndMonth, formatLongDate, formatShortDate } from "./dates.ts";

describe("formatShortDate, formatLongDate and formatDayAndMonth", () => {
  it("print every month of the year in UTC as Intl's en-GB formats do", () => {
    const short = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
    const long = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    const dayAndMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2026, month, day, 23, 30));
        expect(formatShortDate(date)).toBe(short.format(date));
        expect(formatLongDate(date.toISOString())).toBe(long.format(date));
        expect(formatDayAndMonth(date)).toBe(dayAndMonth.format(date));
      }
    }
  });

  it("take the UTC day, not the local one", () => {
    expect(formatShortDate("2026-11-26T23:59:59Z")).toBe("26 Nov 2026");
    expect(formatLongDate("2026-01-01T00:00:00Z")).toBe("1 January 2026");
    expect(formatDayAndMonth("2026-04-25T23:59:59Z")).toBe("25 Apr");
  });
});
