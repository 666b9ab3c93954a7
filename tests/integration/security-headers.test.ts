/**
 * Every API operation of the contract, as a visitor and as a signed-in cook, and the answers no
 * handler writes (unknown paths, malformed bodies and addresses, preflights): each carries the
 * security headers, including errors; strict-transport-security exactly when PUBLIC_URL is https.
 * The pages, static files and redirects of the production build are walked in
 * tests/e2e/security/headers.spec.ts.
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { expect, it } from "vitest";
import { apiGroups } from "#core/api/contract.ts";
import type { TEndpoint } from "#core/api/endpoint.ts";
import { insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import { signInForTest, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";
import { findHeaderProblems } from "../helpers/security-headers.ts";

const endpoints = Object.values(apiGroups).flatMap((group) => Object.values(group.endpoints) as TEndpoint[]);

/** Streams stay open for a signed-in reader; a visitor's request is refused at once. */
const isStream = (endpoint: TEndpoint) => endpoint.path.endsWith("/events") && endpoint.method === "GET";

/** An operation's address with a real recipe id (or a made-up value) in place of each parameter. */
function requestOf(endpoint: TEndpoint, recipeId: string, cookie?: string): InjectOptions {
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => (name === "id" ? recipeId : "sample"));
  return {
    method: endpoint.method,
    url: `/api${path}`,
    headers: cookie ? { cookie } : {},
    ...(endpoint.method === "GET" || endpoint.method === "DELETE" ? {} : { payload: {} }),
  };
}

/** Answers no handler of ours writes: the framework's own errors and the router's misses. */
const unhandled: { name: string; request: InjectOptions }[] = [
  { name: "an unknown API path", request: { method: "GET", url: "/api/no-such-thing" } },
  { name: "a wrong method", request: { method: "PATCH", url: "/api/health" } },
  {
    name: "malformed JSON",
    request: { method: "POST", url: "/api/recipes", headers: { "content-type": "application/json" }, payload: "{" },
  },
  {
    name: "an unsupported content type",
    request: { method: "POST", url: "/api/recipes", headers: { "content-type": "text/csv" }, payload: "a,b" },
  },
  {
    name: "a body over the limit",
    request: {
      method: "POST",
      url: "/api/analytics/events",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ events: "x".repeat(3_000_000) }),
    },
  },
  { name: "a malformed address", request: { method: "GET", url: "/api/recipes/%E0%A4%A" } },
  {
    name: "a preflight",
    request: {
      method: "OPTIONS",
      url: "/api/recipes",
      headers: { origin: "https://elsewhere.example", "access-control-request-method": "POST" },
    },
  },
  { name: "a HEAD request", request: { method: "HEAD", url: "/api/health" } },
  { name: "the sign-in library", request: { method: "GET", url: "/api/auth/get-session" } },
  { name: "the API docs", request: { method: "GET", url: "/api/docs" } },
  { name: "robots.txt", request: { method: "GET", url: "/robots.txt" } },
  { name: "the sitemap", request: { method: "GET", url: "/sitemap.xml" } },
  { name: "a missing upload", request: { method: "GET", url: "/uploads/recipes/none.jpg" } },
];

async function collectProblems(
  app: FastifyInstance,
  requests: { name: string; request: InjectOptions }[],
  isHttps: boolean,
) {
  const problems: string[] = [];
  for (const { name, request } of requests) {
    const response = await app.inject(request);
    for (const problem of findHeaderProblems(response.headers, { isHttps })) {
      problems.push(`${name} (${response.statusCode}): ${problem}`);
    }
  }
  return problems;
}

describeEachDatabase("security headers on every API answer", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);

  it("sends them on every operation of the contract, to a visitor and to a signed-in cook, errors included", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db);
    const recipe = await insertRecipe(database.db, { authorId: user.id });
    const cookie = await signInForTest(getApp(), user.email);
    const named = (endpoint: TEndpoint, as: string) => `${endpoint.method} ${endpoint.path} as ${as}`;
    const requests = [
      ...endpoints.map((endpoint) => ({ name: named(endpoint, "a visitor"), request: requestOf(endpoint, recipe.id) })),
      ...endpoints
        .filter((endpoint) => !isStream(endpoint))
        .map((endpoint) => ({ name: named(endpoint, "a cook"), request: requestOf(endpoint, recipe.id, cookie) })),
    ];
    expect(requests.length).toBeGreaterThan(100);
    expect(await collectProblems(getApp(), requests, false)).toEqual([]);
  }, 120_000);

  it("sends them on answers no handler writes: unknown paths, malformed requests, preflights, files", async () => {
    expect(await collectProblems(getApp(), unhandled, false)).toEqual([]);
  });
});

describeEachDatabase("strict-transport-security behind an https PUBLIC_URL", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database, { PUBLIC_URL: "https://ladle.example" });

  it("tells browsers to come back over https only, on answers and errors alike", async () => {
    const requests = [
      { name: "the health check", request: { method: "GET", url: "/api/health" } as const },
      { name: "a recipe that does not exist", request: { method: "GET", url: "/api/recipes/none" } as const },
      ...unhandled,
    ];
    expect(await collectProblems(getApp(), requests, true)).toEqual([]);
  });
});
