/**
 * A property-based fuzz of every API operation in the contract (src/core/api/contract.ts), driven by
 * the same zod schemas the routes validate with: malformed, oversized, wrong-typed and Unicode-edge
 * params, queries, bodies and headers, signed in and not. No answer may be a 5xx, every refusal has
 * Ladle's error shape, and a refused request stores nothing.
 *
 * The run is short in `npm test`; `FUZZ_RUNS=2000 npx vitest run --project integration
 * tests/integration/fuzz-api.test.ts` (or bench/fuzz-api.ts) runs it longer.
 */

import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance, InjectOptions } from "fastify";
import { expect, it } from "vitest";
import { z } from "zod";
import { apiGroups } from "#core/api/contract.ts";
import type { TEndpoint } from "#core/api/endpoint.ts";
import type { TDb } from "#db/client.ts";
import { insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import { signInForTest, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";

const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 12);

/** Tables whose content a refused request must leave alone (bookkeeping tables are left out). */
const contentTables = [
  "users",
  "profiles",
  "blogs",
  "follows",
  "recipes",
  "collections",
  "collection_recipes",
  "reviews",
  "recipe_drafts",
  "recipe_imports",
  "invite_codes",
  "invite_redemptions",
  "account_deletion_requests",
  "terms_acceptances",
  "fcm_tokens",
];

async function fingerprint(db: TDb): Promise<string> {
  const parts = contentTables.map(
    (table) =>
      sql`(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${sql.identifier(table)} t)`,
  );
  const result = await db.execute(sql`SELECT concat_ws(',', ${sql.join(parts, sql`, `)}) AS print`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { print: string }[] }).rows) as { print: string }[];
  return rows[0].print;
}

/** Strings that have broken servers: empty, huge, control and format characters, other scripts, SQL and path bits. */
const edgeString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\u202e\u200b\ufeff",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🍲👩🏽‍🍳",
    "ﷺ",
    "'; DROP TABLE recipes; --",
    "../../etc/passwd",
    "%00",
    "null",
    "NaN",
    "-1",
    "1e309",
    "00000000-0000-0000-0000-000000000000",
    "x".repeat(70_000),
  ),
);

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  edgeString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(edgeString, { maxLength: 300 }),
);

/** Keys the schema knows (one level), so values of the wrong kind reach the right fields. */
function keysOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) as {
    properties?: Record<string, unknown>;
    anyOf?: { properties?: Record<string, unknown> }[];
  };
  const objects = [json, ...(json.anyOf ?? [])];
  return [...new Set(objects.flatMap((o) => Object.keys(o.properties ?? {})))];
}

function objectFor(keys: string[], value: fc.Arbitrary<unknown>) {
  return fc.dictionary(fc.oneof(fc.constantFrom(...(keys.length ? keys : ["x"])), edgeString), value, { maxKeys: 8 });
}

function requestFor(endpoint: TEndpoint) {
  const paramNames = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  return fc.record({
    params: fc.tuple(...paramNames.map(() => edgeString)),
    query: objectFor(keysOf(endpoint.query), fc.oneof(edgeString, fc.array(edgeString, { maxLength: 3 }))),
    body: fc.oneof(
      objectFor(keysOf(endpoint.body), anyJson),
      anyJson,
      fc.constantFrom("{bad json", "[]", '{"__proto__":{"admin":true}}'),
    ),
    rawBody: fc.option(fc.uint8Array({ maxLength: 4096 }), { freq: 4 }),
    headers: fc.record(
      {
        "content-type": fc.constantFrom(
          "application/json",
          "text/plain",
          "application/x-www-form-urlencoded",
          "image/png",
        ),
        authorization: fc.oneof(edgeString.map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, "")}`)),
        "accept-language": fc.string({ maxLength: 20 }).map((s) => s.replace(/[^\x20-\x7e]/g, "")),
      },
      { requiredKeys: ["content-type"] },
    ),
  });
}

type TFuzzRequest = ReturnType<typeof requestFor> extends fc.Arbitrary<infer T> ? T : never;

function toInjectOptions(endpoint: TEndpoint, input: TFuzzRequest, cookie?: string) {
  let index = 0;
  const path = endpoint.path.replace(/:(\w+)/g, () => encodeURIComponent((input.params as string[])[index++] ?? ""));
  const query = Object.entries(input.query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`,
    ),
  );
  const options: InjectOptions = {
    method: endpoint.method,
    url: `/api${path}${query.length ? `?${query.join("&")}` : ""}`,
    headers: { ...input.headers, ...(cookie ? { cookie } : {}) },
  };
  if (endpoint.method !== "GET") {
    options.payload = input.rawBody
      ? Buffer.from(input.rawBody)
      : typeof input.body === "string"
        ? input.body
        : JSON.stringify(input.body);
  }
  return options;
}

const endpoints = Object.values(apiGroups).flatMap((group) =>
  Object.entries(group.endpoints)
    .filter(([, endpoint]) => !(endpoint as TEndpoint).isAuthLibrary)
    .map(([name, endpoint]) => ({ name: `${group.tag}.${name}`, endpoint: endpoint as TEndpoint })),
);

describeEachDatabase("fuzzing every API operation", (getCtx) => {
  const getApp = useTestApp(() => getCtx().database);
  let cookie = "";

  it("has a cook with a recipe to aim at", async () => {
    const { database } = getCtx();
    const { user } = await insertRegisteredUser(database.db);
    await insertRecipe(database.db, { authorId: user.id });
    cookie = await signInForTest(getApp(), user.email);
    expect(endpoints.length).toBeGreaterThan(20);
  });

  it.each(endpoints)(
    "$name answers malformed requests with a 4xx and stores nothing",
    async ({ endpoint }) => {
      const app: FastifyInstance = getApp();
      const { db } = getCtx().database;
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint), fc.boolean(), async (input, isSignedIn) => {
          const before = await fingerprint(db);
          const response = await app.inject(toInjectOptions(endpoint, input, isSignedIn ? cookie : undefined));
          expect(
            response.statusCode,
            `${endpoint.method} ${endpoint.path}: ${response.body.slice(0, 300)}`,
          ).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
            expect(await fingerprint(db), "a refused request changed stored data").toBe(before);
          }
        }),
        { numRuns: runsPerEndpoint },
      );
    },
    120_000,
  );
});
