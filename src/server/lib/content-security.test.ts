import { describe, expect, it } from "vitest";
import { parseEnv } from "#server/env.ts";
import { listThirdPartySources } from "./content-security.ts";

const base = { LADLE_ENV: "test" };

describe("listThirdPartySources", () => {
  it("allows nothing from outside when nothing is configured", () => {
    expect(listThirdPartySources(parseEnv(base).monitoring)).toEqual({ connectSrc: [], imgSrc: [], workerSrc: null });
  });

  it("names exactly the configured hosts", () => {
    const env = parseEnv({
      ...base,
      SENTRY_DSN: "https://key@o1.ingest.sentry.io/42",
      PIXEL_ID: "1234567890",
      PAGE_ANALYTICS_ID: "G-ABC123",
      PAGE_ANALYTICS_HOST: "https://region1.google-analytics.com/",
    });
    expect(listThirdPartySources(env.monitoring)).toEqual({
      connectSrc: ["https://o1.ingest.sentry.io", "https://www.facebook.com", "https://region1.google-analytics.com"],
      imgSrc: ["https://www.facebook.com", "https://region1.google-analytics.com"],
      workerSrc: ["'self'", "blob:"],
    });
  });

  it("leaves Sentry's host out when the browser goes through the tunnel", () => {
    const env = parseEnv({
      ...base,
      SENTRY_DSN: "https://key@o1.ingest.sentry.io/42",
      SENTRY_TUNNEL: "/api/monitoring",
    });
    expect(listThirdPartySources(env.monitoring).connectSrc).toEqual([]);
  });

  it("refuses a tunnel without a DSN and a tunnel outside /api", () => {
    expect(() => parseEnv({ ...base, SENTRY_TUNNEL: "/api/monitoring" })).toThrow(/SENTRY_TUNNEL/);
    expect(() =>
      parseEnv({ ...base, SENTRY_DSN: "https://key@o1.ingest.sentry.io/42", SENTRY_TUNNEL: "/monitoring" }),
    ).toThrow(/SENTRY_TUNNEL/);
  });
});
