/** What every HTTP response carries: security headers, request ids, compression; the API docs. */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";

describeEachDatabase("HTTP", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it.each(["/api/health", "/api/no-such-thing", "/not-an-api-path"])(
    "sends the security headers on %s",
    async (url) => {
      const response = await getApp().inject({ method: "GET", url });
      expect(response.headers["content-security-policy"]).toMatch(/default-src 'self'/);
      expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBeTruthy();
      expect(response.headers["x-frame-options"]).toBeTruthy();
      expect(response.headers["x-powered-by"]).toBeUndefined();
    },
  );

  it("echoes a well-formed x-request-id and makes one up otherwise", async () => {
    const echoed = await getApp().inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "trace-123" },
    });
    expect(echoed.headers["x-request-id"]).toBe("trace-123");
    const invented = await getApp().inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "bad id!" },
    });
    expect(invented.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ["br", brotliDecompressSync],
    ["gzip", gunzipSync],
  ] as const)("compresses a large response with %s", async (encoding, decompress) => {
    const response = await getApp().inject({
      method: "GET",
      url: "/api/openapi.json",
      headers: { "accept-encoding": encoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    const json = JSON.parse(decompress(response.rawPayload).toString("utf8"));
    expect(json.openapi).toMatch(/^3\./);
  });

  it("publishes an OpenAPI 3 document listing the health check", async () => {
    const response = await getApp().inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeGreaterThan(1024);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(Object.keys(document.paths)).toContain("/api/health");
    expect(document.paths["/api/health"].get).toBeDefined();
  });

  it("documents each save that names the version it was made on: the field, and the 409 when it is stale", async () => {
    const document = (await getApp().inject({ method: "GET", url: "/api/openapi.json" })).json();
    const saves = [
      ["/api/recipes/{id}", "expectedUpdatedAt"],
      ["/api/collections/{id}", "expectedUpdatedAt"],
      ["/api/blogs/mine", "expectedUpdatedAt"],
      ["/api/profiles/me", "expected_updated_at"],
    ];
    for (const [path, field] of saves) {
      const save = document.paths[path].patch;
      const body = save.requestBody.content["application/json"].schema;
      expect(body.properties[field], path).toMatchObject({ type: "string", format: "date-time" });
      expect(body.required ?? [], path).not.toContain(field);
      expect(save.responses["409"].description, path).toMatch(/\bEDIT_CONFLICT: /);
      expect(Object.keys(save.responses["409"].content["application/json"].schema.properties), path).toEqual([
        "code",
        "message",
      ]);
    }
  });

  it("serves the API docs page as HTML", async () => {
    let response = await getApp().inject({ method: "GET", url: "/api/docs" });
    for (let hops = 0; response.statusCode >= 300 && response.statusCode < 400 && hops < 3; hops++) {
      const location = new URL(String(response.headers.location), "http://localhost/api/docs");
      response = await getApp().inject({ method: "GET", url: location.pathname + location.search });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toMatch(/<html/i);

    // The page's own scripts and styles load (they live under /api/docs/static).
    const assets = [...response.body.matchAll(/(?:href|src)="([^"]+\.(?:css|js))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const url = new URL(asset, "http://localhost/api/docs");
      expect(url.pathname).toMatch(/^\/api\/docs\//);
      const loaded = await getApp().inject({ method: "GET", url: url.pathname });
      expect(loaded.statusCode, url.pathname).toBe(200);
    }
  });
});

describeEachDatabase("API rate limit", (getCtx) => {
  const limit = 5;
  const getApp = useTestApp(() => getCtx().database, { API_RATE_LIMIT: String(limit) });

  it("answers 429 with a 'Rate limit' message once a client exceeds the limit, but never limits health", async () => {
    const app = getApp();
    for (let i = 0; i < limit; i++) {
      const response = await app.inject({ method: "GET", url: "/api/openapi.json", remoteAddress: "203.0.113.7" });
      expect(response.statusCode).toBe(200);
    }
    const limited = await app.inject({ method: "GET", url: "/api/openapi.json", remoteAddress: "203.0.113.7" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: "RATE_LIMITED", message: expect.stringContaining("Rate limit") });

    // Another client has its own budget.
    const other = await app.inject({ method: "GET", url: "/api/openapi.json", remoteAddress: "203.0.113.8" });
    expect(other.statusCode).toBe(200);

    for (let i = 0; i < limit * 2; i++) {
      const url = i % 2 ? "/api/health" : "/api/health?probe=lb";
      const health = await app.inject({ method: "GET", url, remoteAddress: "203.0.113.7" });
      expect(health.statusCode).toBe(200);
    }
  });
});
