/**
 * The whole product under a realistic mix, as a site sees it on a busy evening: 55% recipe and blog
 * pages (a third of them signed in), 15% search pages, 10% API reads, 15% signed-in writes (saving
 * and unsaving recipes, reviews, ticking shopping-list items, changing servings in a meal plan) and
 * 5% sign-in code requests, at 200 connections on loopback. Prints requests/s, p50/p99, errors and
 * non-2xx answers, server memory after the warm-up and at the end, and (on PostgreSQL) the most
 * database connections in use, and each kind of request that was refused or timed out.
 *
 *   npm run build && BENCH_DATABASE_URL=postgres://… npx tsx bench/mixed-load.ts
 *     PostgreSQL (one server process per core) for BENCH_SECONDS (600), then PGlite for 120 s
 *   BENCH_SECONDS=60 BENCH_PGLITE_SECONDS=30 BENCH_CONNECTIONS=100 …   a shorter run
 *   BENCH_URL=http://127.0.0.1:3000 BENCH_SERVER_PID=<pid> …   against a server started by hand
 *     (say with `node --trace-gc` or `--heapsnapshot-signal`, to see where memory goes); BENCH_SECONDS
 *
 * Sign-in code requests come from many addresses (the server trusts loopback's X-Forwarded-For
 * here) and to new addresses each time, as real visitors would, so the per-address limits hold.
 */
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { processTree, rssMegabytes } from "./lib/memory.ts";
import { startServer } from "./lib/server.ts";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const postgresSeconds = Number(process.env.BENCH_SECONDS ?? 600);
const pgliteSeconds = Number(process.env.BENCH_PGLITE_SECONDS ?? 120);
const writers = ["cook@demo.ladle.test", "fan@demo.ladle.test"];

interface TRequest {
  method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** Called with the status once the answer comes. */
  onAnswer?: (status: number) => void;
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/dev/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${email} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function getJson<T>(base: string, path: string, cookie = ""): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];
const json = (cookie: string) => ({ "content-type": "application/json", cookie });

/** Everything the mix needs to aim at, read from the demo data through the API. */
async function prepare(base: string) {
  const cookies = await Promise.all(writers.map((email) => signIn(base, email)));
  // Each writer saves into, and unsaves from, a collection of their own.
  const collectionOf = new Map<string, string>();
  for (const cookie of cookies) {
    const mine = await getJson<{ items: { id: string }[] }>(base, "/api/collections/mine", cookie);
    collectionOf.set(cookie, mine.items[0].id);
  }
  const trending = await getJson<{ items: { id: string; isPaywalled: boolean; author?: { username: string } }[] }>(
    base,
    "/api/recipes/trending?limit=48",
  );
  const recipeIds = trending.items.filter((r) => !r.isPaywalled).map((r) => r.id);
  const greens = await getJson<{ items: { id: string; isPaywalled: boolean }[] }>(
    base,
    "/api/search/recipes?q=greens&pageSize=24",
  );
  // Reviews go on recipes the writers did not write (their own would be refused).
  const reviewIds = greens.items.filter((r) => !r.isPaywalled).map((r) => r.id);
  const list = await getJson<{
    id: string;
    aisles: { items: { lines: { id: string }[] }[] }[];
    checked: { lines: { id: string }[] }[];
  }>(base, "/api/shopping-list", cookies[0]);
  const items = [...list.aisles.flatMap((aisle) => aisle.items), ...list.checked];
  const lineIds = items.flatMap((item) => item.lines.map((line) => line.id));
  const plans = await getJson<{ items: { id: string }[] }>(base, "/api/meal-plans/mine", cookies[0]);
  const plan = await getJson<{ id: string; entries: { id: string }[] }>(
    base,
    `/api/meal-plans/${plans.items[0].id}`,
    cookies[0],
  );
  // What each writer has saved: a recipe is saved only when it is not, and unsaved only once its
  // save has been answered, so every answer is a success (as from a person's own clicks). Under
  // load a request can wait seconds for its answer, so a save counts only from its answer on.
  const saved: { cookie: string; recipeId: string }[] = [];
  const isTaken = new Set<string>();
  const save = (cookie: string): TRequest => {
    const free = recipeIds.filter((id) => !isTaken.has(`${cookie} ${id}`));
    if (free.length === 0) return unsave(cookie);
    const chosen = pick(free);
    isTaken.add(`${cookie} ${chosen}`);
    return {
      method: "POST",
      path: `/api/recipes/${chosen}/save`,
      headers: json(cookie),
      body: JSON.stringify({ collectionId: collectionOf.get(cookie) }),
      onAnswer: (status) => {
        if (status < 300) saved.push({ cookie, recipeId: chosen });
        else isTaken.delete(`${cookie} ${chosen}`);
      },
    };
  };
  // Unsaving takes out the oldest answered save of the run, as a person would.
  const unsave = (cookie: string): TRequest => {
    const earlier = saved.shift();
    if (!earlier) return review(cookie);
    return {
      method: "DELETE",
      path: `/api/recipes/${earlier.recipeId}/save?collectionId=${collectionOf.get(earlier.cookie)}`,
      headers: { cookie: earlier.cookie },
      onAnswer: () => isTaken.delete(`${earlier.cookie} ${earlier.recipeId}`),
    };
  };
  const review = (cookie: string): TRequest => ({
    method: "PUT",
    path: `/api/recipes/${pick(reviewIds)}/review`,
    headers: json(cookie),
    body: JSON.stringify({ rating: 1 + Math.floor(Math.random() * 5), text: "Made it again tonight." }),
  });
  const writes: ((cookie: string) => TRequest)[] = [
    save,
    (cookie) => (saved.length < 20 ? save(cookie) : unsave(cookie)),
    review,
    () => ({
      method: "POST",
      path: `/api/shopping-lists/${list.id}/items/check`,
      headers: json(cookies[0]),
      body: JSON.stringify({ lineIds: [pick(lineIds)], isChecked: Math.random() < 0.5, opId: randomUUID() }),
    }),
    () => ({
      method: "PATCH",
      path: `/api/meal-plans/${plan.id}/entries/${pick(plan.entries).id}`,
      headers: json(cookies[0]),
      body: JSON.stringify({ servings: 1 + Math.floor(Math.random() * 6) }),
    }),
  ];
  const pages = [...recipeIds.map((id) => `/recipe/${id}`), "/p/blogs/pro", "/u/noragreens/blog", "/discover"];
  const words = ["soup", "chicken", "pasta", "vegan", "cake", "salad", "curry", "bread"];
  const reads = [
    () => `/api/recipes/${pick(recipeIds)}`,
    () => `/api/recipes/${pick(recipeIds)}/reviews`,
    () => `/api/search/recipes?q=${pick(words)}`,
    () => "/api/recipes/trending?limit=12",
  ];
  let codeRequests = 0;
  /** One request of the mix, drawn by its share. */
  const next = (): TRequest => {
    const draw = Math.random() * 100;
    const cookie = pick(cookies);
    if (draw < 55) {
      const isSignedIn = Math.random() < 1 / 3;
      return { method: "GET", path: pick(pages), headers: isSignedIn ? { cookie } : {} };
    }
    if (draw < 70) return { method: "GET", path: `/search?q=${pick(words)}` };
    if (draw < 80) return { method: "GET", path: pick(reads)() };
    if (draw < 95) return pick(writes)(cookie);
    codeRequests++;
    const n = codeRequests;
    return {
      method: "POST",
      path: "/api/auth/email-otp/send-verification-otp",
      headers: {
        "content-type": "application/json",
        origin: base,
        "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({ email: `visitor-${n}-${randomUUID().slice(0, 8)}@example.test`, type: "sign-in" }),
    };
  };
  // Each kind once before the load, so a broken request shows here and not as a sea of errors.
  for (const request of [...writes.map((w) => w(cookies[0])), next()]) {
    const response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    request.onAnswer?.(response.status);
    if (response.status >= 400) {
      throw new Error(`${request.method} ${request.path}: ${response.status} ${await response.text()}`);
    }
  }
  return next;
}

type TConnectionContext = { id?: number };
let requestCount = 0;
/** Requests sent and not yet answered, by the id their connection's context carries. */
const waiting = new Map<number, { kind: string; sentAt: number; onAnswer?: (status: number) => void }>();

/** Per kind of request (method, path with ids taken out, signed in or not): what went wrong. */
const tallies = new Map<string, { sent: number; failures: Map<number, number>; timedOut: number }>();
function tallyOf(kind: string) {
  let tally = tallies.get(kind);
  if (!tally) {
    tally = { sent: 0, failures: new Map(), timedOut: 0 };
    tallies.set(kind, tally);
  }
  return tally;
}

function kindOf(request: TRequest): string {
  const path = request.path
    .replace(/\?.*$/, "")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ":id");
  return `${request.method} ${path}${request.headers?.cookie && request.method === "GET" ? " (signed in)" : ""}`;
}

/** The kinds of request that were refused or timed out, worst first. */
function printTroubles(indent: string) {
  // Still waiting 10 s after being sent: autocannon gave up on it (those sent in the last 10 s were
  // simply cut off by the end of the run).
  const end = Date.now();
  for (const request of waiting.values()) if (end - request.sentAt > 10_000) tallyOf(request.kind).timedOut++;
  const troubled = [...tallies.entries()]
    .map(([kind, tally]) => ({
      kind,
      ...tally,
      bad: tally.timedOut + [...tally.failures.values()].reduce((a, b) => a + b, 0),
    }))
    .filter((row) => row.bad > 0)
    .sort((a, b) => b.bad - a.bad);
  for (const row of troubled) {
    const failures = [...row.failures.entries()].map(([status, count]) => `${count} × ${status}`);
    if (row.timedOut) failures.push(`${row.timedOut} timed out`);
    console.log(`${indent}${row.kind}: ${failures.join(", ")} of ${row.sent}`);
  }
}

function serverMemory(pid: number): number {
  if (!pid) return 0;
  return processTree(pid).reduce((sum, p) => sum + rssMegabytes(p), 0);
}

async function run(label: string, databaseUrl: string | undefined, seconds: number) {
  const server = process.env.BENCH_URL
    ? { url: process.env.BENCH_URL, pid: Number(process.env.BENCH_SERVER_PID ?? 0), stop: async () => {} }
    : await startServer({ port: 3417, databaseUrl });
  let pool: pg.Pool | null = null;
  let maxConnections = 0;
  const sampler = databaseUrl
    ? setInterval(async () => {
        pool ??= new pg.Pool({ connectionString: databaseUrl, max: 1 });
        const { rows } = await pool
          .query(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state <> 'idle'",
          )
          .catch(() => ({ rows: [{ n: 0 }] }));
        const total = await pool
          .query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()")
          .catch(() => ({ rows: [{ n: 0 }] }));
        maxConnections = Math.max(maxConnections, total.rows[0].n);
        void rows;
      }, 1000)
    : null;
  try {
    const next = await prepare(server.url);
    const options = {
      url: server.url,
      connections,
      // One request is in flight per connection, so the connection's context carries what it was.
      requests: [
        {
          setupRequest: (request: object, context: TConnectionContext) => {
            const { onAnswer, ...drawn } = next();
            const kind = kindOf(drawn);
            tallyOf(kind).sent++;
            // autocannon clears the context before each request, also after a timeout, so what is
            // still waiting is kept here; whatever is left at the end was never answered.
            context.id = ++requestCount;
            waiting.set(context.id, { kind, sentAt: Date.now(), onAnswer });
            return { ...request, ...drawn };
          },
          onResponse: (status: number, _body: string, context: TConnectionContext) => {
            const request = context.id === undefined ? undefined : waiting.get(context.id);
            if (!request) return;
            waiting.delete(context.id as number);
            if (status >= 300) {
              const { failures } = tallyOf(request.kind);
              failures.set(status, (failures.get(status) ?? 0) + 1);
            }
            request.onAnswer?.(status);
          },
        },
      ],
    };
    // Warm-up: caches, the JIT and the pools, at the full number of connections (two minutes before
    // a long run: under full load V8 keeps growing its heap for about the first 90 s, then holds).
    await autocannon({ ...options, duration: seconds >= 300 ? 120 : Math.min(30, Math.ceil(seconds / 4)) });
    const memoryAfterWarmUp = serverMemory(server.pid);
    // Memory every half minute, so a leak (a steady climb) can be told from a heap settling.
    const samples: number[] = [];
    const memorySampler = setInterval(() => samples.push(serverMemory(server.pid)), 30_000);
    // autocannon's promise is a thenable without `finally`.
    tallies.clear();
    waiting.clear();
    const result = await autocannon({ ...options, duration: seconds });
    clearInterval(memorySampler);
    const memoryAtEnd = serverMemory(server.pid);
    const growth = ((memoryAtEnd - memoryAfterWarmUp) / memoryAfterWarmUp) * 100;
    console.log(
      `${label.padEnd(11)} ${Math.round(result.requests.average)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `(${connections} connections, ${seconds} s, ${result.requests.total} requests)  errors ${result.errors}, non-2xx ${result.non2xx}, timeouts ${result.timeouts}`,
    );
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(", ");
    console.log(`${"".padEnd(11)} answers by status: ${statuses}`);
    console.log(
      `${"".padEnd(11)} memory ${memoryAfterWarmUp} MB after warm-up → ${memoryAtEnd} MB at the end (${growth >= 0 ? "+" : ""}${growth.toFixed(1)}%)` +
        (databaseUrl ? `; most database connections open: ${maxConnections}` : ""),
    );
    if (samples.length > 1) console.log(`${"".padEnd(11)} memory every 30 s (MB): ${samples.join(", ")}`);
    printTroubles(`${"".padEnd(11)} `);
  } finally {
    if (sampler) clearInterval(sampler);
    await (pool as pg.Pool | null)?.end();
    await server.stop();
  }
}

process.env.TRUST_PROXY = "loopback";
if (process.env.BENCH_URL) await run("given", process.env.BENCH_DATABASE_URL, postgresSeconds);
else if (process.env.BENCH_DATABASE_URL) await run("postgresql", process.env.BENCH_DATABASE_URL, postgresSeconds);
else console.log("BENCH_DATABASE_URL is not set: PostgreSQL skipped.");
if (!process.env.BENCH_URL) await run("pglite", undefined, pgliteSeconds);
