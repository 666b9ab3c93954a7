import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { buildTestEnv, type TEnvOverrides } from "../helpers/app.ts";
import { describeEachDatabase, getTestDatabase, type TDatabaseContext } from "../helpers/db.ts";

/** An app whose log lines are kept (JSON objects) so a test can read what was written. */
function useLoggedApp(getCtx: () => TDatabaseContext, overrides: TEnvOverrides = {}) {
  const lines: Record<string, unknown>[] = [];
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({
      env: buildTestEnv(overrides),
      database: getCtx().database,
      ssr: "none",
      logger: { level: "info", stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    lines,
    getApp: () => {
      if (!app) throw new Error("The app is only available inside tests.");
      return app;
    },
  };
}

const report = {
  category: "generic error",
  source: "window error",
  message: "TypeError: recipe.steps is undefined",
  stack: "TypeError: recipe.steps is undefined\n    at RecipeSteps (https://ladle.test/assets/recipe-abc.js:1:200)",
  path: "/recipe/123",
  release: "2026.11.26",
  details: { code: "NO_STEPS" },
};

describeEachDatabase("POST /api/errors", (getCtx) => {
  const { getApp, lines } = useLoggedApp(getCtx);
  let client = 0;
  /** Each test is its own client, so the rate limit of one does not reach another. */
  const post = (payload: unknown, remoteAddress = `192.0.2.${++client}`) =>
    getApp().inject({ method: "POST", url: "/api/errors", payload: payload as object, remoteAddress });

  it("writes the error to the log with its category, message, stack, path and release", async () => {
    const response = await post(report);
    expect(response.statusCode).toBe(204);
    const line = lines.find((entry) => entry.msg === "browser error");
    expect(line).toMatchObject({ level: 40, browserError: report });
    expect(line?.requestId).toEqual(expect.any(String));
  });

  it("answers 400 naming the field for a bad report", async () => {
    const cases: [object, RegExp][] = [
      [{ ...report, category: "oops error" }, /^category: /],
      [{ ...report, message: "" }, /^message: /],
      [{ ...report, message: "m".repeat(1001) }, /^message: /],
      [{ ...report, path: "/search?q=secret" }, /^path: /],
      [{ ...report, stack: "s".repeat(4001) }, /^stack: /],
      [{ ...report, details: { nested: { a: 1 } } }, /^details/],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
      expect(response.json().message).toMatch(field);
    }
  });

  it("refuses a body larger than any report", async () => {
    const response = await post({ ...report, details: { padding: "x".repeat(20_000) } });
    expect(response.statusCode).toBe(413);
  });

  it("limits how many reports one client may send", async () => {
    const address = "198.51.100.7";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await post({ ...report, message: `error ${i}` }, address)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 204)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await post(report, "198.51.100.8")).statusCode).toBe(204);
  });
});

/** A stand-in for Sentry's ingest on 127.0.0.1 that keeps what it receives. */
function useFakeIngest() {
  const received: { url: string; body: Buffer; contentType: string | undefined }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        url: request.url ?? "",
        body: Buffer.concat(chunks),
        contentType: request.headers["content-type"],
      });
      response.writeHead(200, { "content-type": "application/json" }).end('{"id":"abc"}');
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  return { received, port: () => (server.address() as AddressInfo).port };
}

describeEachDatabase("the Sentry tunnel", (getCtx) => {
  const ingest = useFakeIngest();
  let app: FastifyInstance | undefined;
  let dsn = "";
  beforeAll(async () => {
    dsn = `http://publickey@127.0.0.1:${ingest.port()}/42`;
    app = await buildApp({
      env: buildTestEnv({ SENTRY_DSN: dsn, SENTRY_TUNNEL: "/api/monitoring" }),
      database: getCtx().database,
      ssr: "none",
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  const eventId = "0123456789abcdef0123456789abcdef";
  const envelope = (envelopeDsn: string) =>
    Buffer.concat([
      Buffer.from(`${JSON.stringify({ event_id: eventId, dsn: envelopeDsn })}\n`),
      Buffer.from(`${JSON.stringify({ type: "replay_recording", length: 4 })}\n`),
      Buffer.from([0x1f, 0x8b, 0x00, 0xff]),
    ]);

  it("forwards an envelope for this site's DSN to Sentry's envelope endpoint, bytes unchanged", async () => {
    const body = envelope(dsn);
    const response = await app?.inject({
      method: "POST",
      url: "/api/monitoring",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      payload: body,
    });
    expect(response?.statusCode).toBe(200);
    // The server's own Sentry client reports to the same fake, so the browser's envelope is picked out.
    const forwarded = ingest.received.filter((entry) => entry.body.equals(body));
    expect(forwarded).toHaveLength(1);
    expect(forwarded[0].url).toBe("/api/42/envelope/");
  });

  it("is no open relay: another DSN, or none, is refused and nothing is sent", async () => {
    // Envelopes whose header is the test's (the server's own reports may mention it in their spans).
    const fromBrowser = () =>
      ingest.received.filter((entry) => entry.body.toString("utf8").startsWith(`{"event_id":"${eventId}"`)).length;
    const before = fromBrowser();
    for (const payload of [
      envelope(`http://otherkey@127.0.0.1:${ingest.port()}/42`),
      envelope("https://publickey@evil.example/42"),
      Buffer.from("not an envelope"),
    ]) {
      const response = await app?.inject({ method: "POST", url: "/api/monitoring", payload });
      expect(response?.statusCode).toBe(400);
      expect(response?.json().message).toMatch(/^dsn: /);
    }
    expect(fromBrowser()).toBe(before);
  });
});

describe("the Content-Security-Policy", () => {
  it("allows exactly the configured hosts and leaves the other security headers as they were", async () => {
    const database = await getTestDatabase("pglite");
    const plain = await buildApp({ env: buildTestEnv(), database, ssr: "none" });
    const configured = await buildApp({
      env: buildTestEnv({ PIXEL_ID: "1234567890", PIXEL_HOST: "http://127.0.0.1:9", PAGE_ANALYTICS_ID: "G-TEST1" }),
      database,
      ssr: "none",
    });
    try {
      const [a, b] = await Promise.all(
        [plain, configured].map((app) => app.inject({ method: "GET", url: "/api/health" })),
      );
      const policyOf = (header: unknown) =>
        Object.fromEntries(
          String(header)
            .split(";")
            .map((part) => part.trim().split(/\s+/))
            .map(([name, ...values]) => [name, values]),
        );
      const plainPolicy = policyOf(a.headers["content-security-policy"]);
      const configuredPolicy = policyOf(b.headers["content-security-policy"]);
      expect(plainPolicy["connect-src"]).toEqual(["'self'"]);
      expect(configuredPolicy["connect-src"]).toEqual([
        "'self'",
        "http://127.0.0.1:9",
        "https://www.google-analytics.com",
      ]);
      expect(configuredPolicy["img-src"]).toEqual([
        ...plainPolicy["img-src"],
        "http://127.0.0.1:9",
        "https://www.google-analytics.com",
      ]);
      const withoutNonce = (sources: string[]) => sources.map((source) => source.replace(/^'nonce-.+'$/, "'nonce'"));
      expect(withoutNonce(configuredPolicy["script-src"])).toEqual(withoutNonce(plainPolicy["script-src"]));
      const { "content-security-policy": _a, date: _d1, "x-request-id": _r1, ...plainHeaders } = a.headers;
      const { "content-security-policy": _b, date: _d2, "x-request-id": _r2, ...configuredHeaders } = b.headers;
      expect(configuredHeaders).toEqual(plainHeaders);
    } finally {
      await plain.close();
      await configured.close();
    }
  });
});
