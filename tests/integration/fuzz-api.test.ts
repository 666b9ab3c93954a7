/**
 * A property-based fuzz of every API operation in the contract (src/core/api/contract.ts), driven by
 * the same zod schemas the routes validate with: malformed, oversized, wrong-typed and Unicode-edge
 * params (and real ids of other people's things), queries, bodies and headers, as a visitor and
 * signed in as each role: a cook, a blogger, a blogger with paywalled content and an administrator. No answer may be a 5xx, every refusal has
 * Ladle's error shape, and a refused request stores nothing.
 *
 * The run is short in `npm test`; `FUZZ_RUNS=2000 npx vitest run --project integration
 * tests/integration/fuzz-api.test.ts` (or bench/fuzz-api.ts) runs it longer.
 */

import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance, InjectOptions } from "fastify";
import { expect, it } from "vitest";
import { z } from "zod";
import { apiGroups } from "#core/api/contract.ts";
import type { TEndpoint } from "#core/api/endpoint.ts";
import type { TDb } from "#db/client.ts";
import { insertBlog, insertRecipe, insertRegisteredUser } from "#db/factories/index.ts";
import { users } from "#db/schema.ts";
import { drainJobs, signInForTest, useTestApp } from "../helpers/app.ts";
import { describeEachDatabase } from "../helpers/db.ts";

const runsPerEndpoint = Number(process.env.FUZZ_RUNS ?? 12);

/**
 * Tables a refused request may still see change: the counters that rate-limit it, and view counts,
 * which are written in batches after the answer to earlier (accepted) requests.
 */
const bookkeepingTables = new Set(["rate_limits", "recipe_views", "recipe_daily_stats"]);

/** Every other table of the schema, read from the catalog, so tables added later are watched too. */
async function readContentTables(db: TDb): Promise<string[]> {
  const result = await db.execute(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
  return (result as unknown as { rows: { name: string }[] }).rows
    .map((row) => row.name)
    .filter((name) => !bookkeepingTables.has(name));
}

function firstRow<T>(result: unknown): T {
  return ((Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[])[0];
}

/**
 * One digest per table, so a failure names the tables that changed. Digesting every table takes
 * most of the run, so the digests are kept with the database's snapshot they were read in (which
 * transactions had committed), and read again only once another transaction has committed: under
 * the same snapshot every row is the same. Most refused requests commit nothing, and cost two
 * reads of the snapshot.
 */
function watchStoredData(db: TDb, tables: string[]) {
  let last: { snapshot: string; digests: Record<string, string> } | undefined;
  const readSnapshot = async () =>
    firstRow<{ snapshot: string }>(await db.execute(sql`SELECT pg_current_snapshot()::text AS snapshot`)).snapshot;
  return async function fingerprint(): Promise<Record<string, string>> {
    if (last && last.snapshot === (await readSnapshot())) return last.digests;
    const parts = tables.map(
      (table) =>
        sql`(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${sql.identifier(table)} t)`,
    );
    // One statement: the digests and the snapshot come from the same view of the data.
    const { snapshot, print } = firstRow<{ snapshot: string; print: string }>(
      await db.execute(
        sql`SELECT pg_current_snapshot()::text AS snapshot, concat_ws(',', ${sql.join(parts, sql`, `)}) AS print`,
      ),
    );
    const digests = print.split(",");
    last = { snapshot, digests: Object.fromEntries(tables.map((table, i) => [table, digests[i]])) };
    return last.digests;
  };
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
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

/** Path values: broken ones, and real ids of things the accounts own or may not touch. */
function requestFor(endpoint: TEndpoint, realIds: string[]) {
  const paramNames = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const param = fc.oneof(edgeString, fc.constantFrom(...realIds));
  return fc.record({
    params: fc.tuple(...paramNames.map(() => param)),
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
  // Errors only: a 5xx prints its cause beside the failing case; nothing else is logged.
  const getApp = useTestApp(() => getCtx().database, { LOG_LEVEL: "error" });
  /** Each role of the product, and a visitor (no cookie). */
  const accounts: { role: string; cookie?: string }[] = [{ role: "visitor" }];
  const realIds: string[] = [];
  let fingerprint: () => Promise<Record<string, string>>;

  it("has an account of every role, with things of their own to aim at", async () => {
    const { db } = getCtx().database;
    const cook = await insertRegisteredUser(db);
    const creator = await insertRegisteredUser(db);
    const paywalled = await insertRegisteredUser(db);
    const admin = await insertRegisteredUser(db);
    await db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    const blog = await insertBlog(db, { ownerId: creator.user.id });
    const paidBlog = await insertBlog(db, { ownerId: paywalled.user.id, hasPaywalledContent: true });
    const ownRecipe = await insertRecipe(db, { authorId: cook.user.id });
    const privateRecipe = await insertRecipe(db, { authorId: creator.user.id, visibility: "private" });
    const paidRecipe = await insertRecipe(db, { authorId: paywalled.user.id, visibility: "paywalled" });
    realIds.push(ownRecipe.id, privateRecipe.id, paidRecipe.id, blog.id, paidBlog.id, paidBlog.shortlink, cook.user.id);
    for (const [role, account] of Object.entries({ cook, creator, paywalled, admin })) {
      accounts.push({ role, cookie: await signInForTest(getApp(), account.user.email) });
    }
    const tables = await readContentTables(db);
    fingerprint = watchStoredData(db, tables);
    expect(tables).toEqual(expect.arrayContaining(["recipes", "meal_plans", "shopping_lists", "subscriptions"]));
    expect(endpoints.length).toBeGreaterThan(20);
  });

  it.each(endpoints)(
    "$name answers malformed requests with a 4xx and stores nothing",
    async ({ endpoint }) => {
      const app: FastifyInstance = getApp();
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint, realIds), fc.constantFrom(...accounts), async (input, account) => {
          // Work an earlier accepted case queued (a moving-in upload's import) is finished first, so
          // the queue's progress is not read as a change this request made.
          await drainJobs(app);
          const before = await fingerprint();
          const response = await app.inject(toInjectOptions(endpoint, input, account.cookie));
          expect(
            response.statusCode,
            `${endpoint.method} ${endpoint.path} as ${account.role}: ${response.body.slice(0, 300)}`,
          ).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
            const changed = changedTables(before, await fingerprint());
            expect(changed, `a refused request (${response.statusCode}) changed stored data`).toEqual([]);
          }
        }),
        { numRuns: runsPerEndpoint },
      );
    },
    120_000,
  );
});
