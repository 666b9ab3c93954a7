import { describe, expect, it } from "vitest";
import { isSameSentryDsn, parseSentryDsn } from "./sentry-dsn.ts";

describe("parseSentryDsn", () => {
  it("finds the key, project and envelope address", () => {
    expect(parseSentryDsn("https://abc123@o9.ingest.sentry.io/4501")).toEqual({
      origin: "https://o9.ingest.sentry.io",
      publicKey: "abc123",
      projectId: "4501",
      envelopeUrl: "https://o9.ingest.sentry.io/api/4501/envelope/",
    });
  });

  it("keeps a self-hosted path prefix and port", () => {
    expect(parseSentryDsn("http://k@127.0.0.1:9000/sentry/7")?.envelopeUrl).toBe(
      "http://127.0.0.1:9000/sentry/api/7/envelope/",
    );
  });

  it("refuses what is not a DSN", () => {
    for (const text of ["", "not a url", "https://o9.ingest.sentry.io/4501", "https://k@host/", "ftp://k@host/1"]) {
      expect(parseSentryDsn(text)).toBeNull();
    }
  });

  it("compares project and key, not spelling", () => {
    const a = parseSentryDsn("https://k@host.example/1");
    const b = parseSentryDsn("https://k@HOST.example/1");
    const other = parseSentryDsn("https://other@host.example/1");
    if (!a || !b || !other) throw new Error("DSNs should parse");
    expect(isSameSentryDsn(a, b)).toBe(true);
    expect(isSameSentryDsn(a, other)).toBe(false);
  });
});
