import { describe, expect, it } from "vitest";
import { ZErrorReport } from "#core/monitoring/error-report.schema.ts";
import { buildErrorReport, reportLimits, trimStack } from "./error-report.ts";

describe("buildErrorReport", () => {
  it("keeps the name, message and stack of an Error and drops the page's query", () => {
    const error = new TypeError("x is undefined");
    const report = buildErrorReport({
      category: "generic error",
      source: "window error",
      error,
      path: "/search?q=private+words",
      release: "1.2.3",
    });
    expect(report).toMatchObject({
      category: "generic error",
      source: "window error",
      message: "TypeError: x is undefined",
      path: "/search",
      release: "1.2.3",
    });
    expect(report.stack).toContain("x is undefined");
    expect(ZErrorReport.parse(report)).toEqual(report);
  });

  it("describes a rejection's non-Error reason and a tracked category", () => {
    expect(
      buildErrorReport({
        category: "generic error",
        source: "unhandled rejection",
        error: { code: 7 },
        path: "/",
        release: null,
      }).message,
    ).toBe('{"code":7}');
    const tracked = buildErrorReport({
      category: "recipe scraping error",
      source: "tracked",
      error: "recipe scraping error",
      path: "/recipe/import",
      release: null,
      details: { code: "NO_RECIPE", host: "example.com", nested: { no: 1 }, count: Number.NaN, long: "x".repeat(500) },
    });
    expect(tracked.details).toEqual({
      code: "NO_RECIPE",
      host: "example.com",
      long: "x".repeat(reportLimits.detailValue),
    });
    expect(ZErrorReport.parse(tracked)).toEqual(tracked);
  });

  it("bounds every text so the endpoint accepts it", () => {
    const error = new Error("m".repeat(5000));
    error.stack = Array.from(
      { length: 400 },
      (_, i) => `    at frame${i} (https://ladle.test/assets/app.js:1:${i})`,
    ).join("\n");
    const report = buildErrorReport({
      category: "generic error",
      source: "error boundary",
      error,
      path: "/",
      release: null,
    });
    expect(report.message.length).toBe(reportLimits.message);
    expect(report.stack?.length).toBeLessThanOrEqual(reportLimits.stack);
    expect(report.stack?.startsWith("    at frame0 ")).toBe(true);
    expect(ZErrorReport.safeParse(report).success).toBe(true);
  });

  it("cuts a stack at whole lines", () => {
    const stack = `${"a".repeat(3000)}\n${"b".repeat(3000)}`;
    expect(trimStack(stack)).toBe("a".repeat(3000));
  });
});
