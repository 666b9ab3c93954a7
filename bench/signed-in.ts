/**
 * Signed-in cooks versus visitors, page by page: page views/s and p99 at 50 connections on
 * loopback, on PGlite and (with BENCH_DATABASE_URL) on PostgreSQL, in one run on one server. A
 * page view counts everything it asks of the server: the page, then each request the open page makes
 * (the recipe page's view count, and for a signed-in reader `GET /api/me/state`, which brings their
 * own state onto the copy every signed-in reader shares).
 *
 *   npm run build && npx tsx bench/signed-in.ts
 *   BENCH_DATABASE_URL=postgres://… BENCH_SECONDS=20 npx tsx bench/signed-in.ts
 */
import autocannon from "autocannon";
import { findPublicRecipeId } from "./lib/recipes.ts";
import { startServer } from "./lib/server.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface TRequest {
  method: "GET" | "POST";
  path: string;
}

interface TPageView {
  label: string;
  path: string;
  /** Requests the open page makes for everyone. */
  afterLoad: TRequest[];
  /** Requests the open page makes for a signed-in reader only. */
  signedInAfterLoad: TRequest[];
}

async function signInCookie(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function findCreatorUsername(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/creators?pageSize=1`);
  const { items } = (await response.json()) as { items: { username: string }[] };
  if (!items[0]) throw new Error("No creator to benchmark: is the demo data seeded?");
  return items[0].username;
}

async function measure(baseUrl: string, view: TPageView, cookie?: string) {
  const sequence: TRequest[] = [
    { method: "GET", path: view.path },
    ...view.afterLoad,
    ...(cookie ? view.signedInAfterLoad : []),
  ];
  const requests: autocannon.Request[] = sequence.map(({ method, path }) => ({
    method,
    path,
    headers: { origin: baseUrl, "sec-fetch-site": "same-origin", ...(cookie ? { cookie } : {}) },
  }));
  const options = { url: baseUrl, requests, connections, duration: seconds };
  await autocannon({ ...options, connections: 10, duration: 2 });
  const result = await autocannon(options);
  return {
    viewsPerSecond: Math.round(result.requests.average / sequence.length),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const targets = [{ name: "pglite", databaseUrl: undefined as string | undefined }];
if (process.env.BENCH_DATABASE_URL) targets.push({ name: "postgresql", databaseUrl: process.env.BENCH_DATABASE_URL });

for (const target of targets) {
  const server = await startServer({ port: 3403, databaseUrl: target.databaseUrl });
  try {
    const cookie = await signInCookie(server.url, "cook@demo.ladle.test");
    const recipeId = await findPublicRecipeId(server.url);
    const creator = await findCreatorUsername(server.url);
    const ownState = (query: string): TRequest => ({ method: "GET", path: `/api/me/state${query}` });
    const views: TPageView[] = [
      {
        label: "recipe page",
        path: `/recipe/${recipeId}`,
        afterLoad: [{ method: "POST", path: `/api/recipes/${recipeId}/view` }],
        signedInAfterLoad: [ownState(`?recipeId=${recipeId}`)],
      },
      { label: "search page", path: "/search?q=soup", afterLoad: [], signedInAfterLoad: [ownState("")] },
      {
        label: "creator profile",
        path: `/u/${creator}`,
        afterLoad: [],
        signedInAfterLoad: [ownState(`?username=${creator}`)],
      },
      { label: "home page", path: "/", afterLoad: [], signedInAfterLoad: [ownState("?home=1")] },
    ];
    for (const view of views) {
      const visitor = await measure(server.url, view);
      const signedIn = await measure(server.url, view, cookie);
      const ratio = signedIn.viewsPerSecond / Math.max(1, visitor.viewsPerSecond);
      console.log(
        `${server.database.padEnd(10)} ${view.label.padEnd(16)} visitor ${String(visitor.viewsPerSecond).padStart(5)}/s p99 ${String(visitor.p99Ms).padStart(4)} ms | signed in ${String(signedIn.viewsPerSecond).padStart(5)}/s p99 ${String(signedIn.p99Ms).padStart(4)} ms | ratio ${ratio.toFixed(2)} | errors ${visitor.errors}/${signedIn.errors}`,
      );
    }
  } finally {
    await server.stop();
  }
}
