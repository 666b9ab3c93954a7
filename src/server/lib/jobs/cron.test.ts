import { describe, expect, it } from "vitest";
import { CronError, findNextCronTime, parseCron } from "./cron.ts";

function next(expression: string, after: string): string {
  return findNextCronTime(parseCron(expression), new Date(after)).toISOString();
}

describe("cron schedules", () => {
  it("finds the next minute strictly after the given time", () => {
    expect(next("* * * * *", "2026-11-23T10:15:00.000Z")).toBe("2026-11-23T10:16:00.000Z");
    expect(next("* * * * *", "2026-11-23T10:15:59.999Z")).toBe("2026-11-23T10:16:00.000Z");
  });

  it("runs a daily job once a day at its time, in UTC", () => {
    expect(next("17 3 * * *", "2026-11-23T03:16:00Z")).toBe("2026-11-23T03:17:00.000Z");
    expect(next("17 3 * * *", "2026-11-23T03:17:00Z")).toBe("2026-11-24T03:17:00.000Z");
    expect(next("0 0 * * *", "2026-12-31T23:59:30Z")).toBe("2027-01-01T00:00:00.000Z");
  });

  it("understands steps, ranges and lists", () => {
    expect(next("*/15 * * * *", "2026-11-23T10:16:00Z")).toBe("2026-11-23T10:30:00.000Z");
    expect(next("0 9-17/4 * * *", "2026-11-23T14:00:00Z")).toBe("2026-11-23T17:00:00.000Z");
    expect(next("5,35 * * * *", "2026-11-23T10:05:00Z")).toBe("2026-11-23T10:35:00.000Z");
  });

  it("matches either day field when both are restricted, as cron does", () => {
    // 2026-11-23 is a Monday; the 1st of December 2026 is a Tuesday.
    expect(next("0 12 1 * 0", "2026-11-23T13:00:00Z")).toBe("2026-11-29T12:00:00.000Z");
    expect(next("0 12 * * 1-5", "2026-11-27T13:00:00Z")).toBe("2026-11-30T12:00:00.000Z");
    expect(next("0 0 * * 7", "2026-11-23T00:00:00Z")).toBe("2026-11-29T00:00:00.000Z");
  });

  it("finds 29 February", () => {
    expect(next("0 0 29 2 *", "2026-03-01T00:00:00Z")).toBe("2028-02-29T00:00:00.000Z");
  });

  it("refuses malformed expressions", () => {
    for (const expression of [
      "* * * *",
      "60 * * * *",
      "* 24 * * *",
      "* * 0 * *",
      "*/0 * * * *",
      "a * * * *",
      "5-1 * * * *",
    ]) {
      expect(() => parseCron(expression), expression).toThrow(CronError);
    }
  });

  it("gives up on a day that never comes", () => {
    expect(() => findNextCronTime(parseCron("0 0 31 2 *"), new Date("2026-01-01T00:00:00Z"))).toThrow(/no time/);
  });
});
