/**
 * Signed-in cooks versus visitors, page by page: page views/s and p99 at 50 connections on
 * loopback, on PGlite and (with BENCH_DATABASE_URL) on PostgreSQL, in one run on one server. A page
 * view counts everything it asks of the server: the page, then each request the open page makes
 * (the recipe page's view count, and for a signed-in reader `GET /api/me/state`, which brings their
 * own state onto the copy every signed-in reader shares). Views rotate over a dozen recipes and four
 * signed-in demo cooks, so no cache sees only one page or one person.
 *
 *   npm run build && npx tsx bench/signed-in.ts
 *   BENCH_DATABASE_URL=postgres://… BENCH_SECONDS=20 npx tsx bench/signed-in.ts
 */
import autocannon from "autocannon";
import { startServer } from "./lib/server.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const cooks = ["cook@demo.ladle.test", "fan@demo.ladle.test", "creator@demo.ladle.test", "greens@demo.ladle.test"];

interface TRequest {
  method: "GET" | "POST";
  path: string;
}

/** One page view: the page, then what the open page asks for (`ownState` only when signed in). */
interface TPageView {
  page: string;
  afterLoad: TRequest[];
  ownState: string;
  /** Further requests the open page makes for a signed-in reader only (the home page's feed). */
  ownMore?: string[];
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

async function readJson<T>(url: string): Promise<T> {
  return (await (await fetch(url)).json()) as T;
}

/** Every view in turn, each signed-in one as the next cook. */
function toRequests(baseUrl: string, views: TPageView[], cookies: string[]): autocannon.Request[] {
  const requests: autocannon.Request[] = [];
  const rounds = Math.max(1, cookies.length);
  for (let round = 0; round < rounds; round++) {
    for (const view of views) {
      const cookie = cookies[(round + requests.length) % rounds];
      const headers = { origin: baseUrl, "sec-fetch-site": "same-origin", ...(cookie ? { cookie } : {}) };
      const sequence: TRequest[] = [
        { method: "GET", path: view.page },
        ...view.afterLoad,
        ...(cookie ? [view.ownState, ...(view.ownMore ?? [])].map((path) => ({ method: "GET" as const, path })) : []),
      ];
      for (const { method, path } of sequence) requests.push({ method, path, headers });
    }
  }
  return requests;
}

async function measure(baseUrl: string, views: TPageView[], cookies: string[]) {
  const requests = toRequests(baseUrl, views, cookies);
  const perView = requests.length / (views.length * Math.max(1, cookies.length));
  const options = { url: baseUrl, requests, connections, duration: seconds };
  await autocannon({ ...options, connections: 10, duration: 2 });
  const result = await autocannon(options);
  return {
    viewsPerSecond: Math.round(result.requests.average / perView),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const targets = [{ name: "pglite", databaseUrl: undefined as string | undefined }];
if (process.env.BENCH_DATABASE_URL) targets.push({ name: "postgresql", databaseUrl: process.env.BENCH_DATABASE_URL });

for (const target of targets) {
  const server = await startServer({ port: 3403, databaseUrl: target.databaseUrl });
  try {
    const cookies = await Promise.all(cooks.map((email) => signInCookie(server.url, email)));
    const trending = await readJson<{ items: { id: string; isPaywalled: boolean }[] }>(
      `${server.url}/api/recipes/trending?limit=24`,
    );
    const recipeIds = trending.items
      .filter((item) => !item.isPaywalled)
      .map((item) => item.id)
      .slice(0, 12);
    const creators = await readJson<{ items: { username: string }[] }>(`${server.url}/api/creators?pageSize=4`);
    const pages: { label: string; views: TPageView[] }[] = [
      {
        label: "recipe page",
        views: recipeIds.map((id) => ({
          page: `/recipe/${id}`,
          afterLoad: [{ method: "POST", path: `/api/recipes/${id}/view` }],
          ownState: `/api/me/state?recipeId=${id}`,
        })),
      },
      {
        label: "search page",
        views: ["soup", "chicken", "pasta", "vegan"].map((q) => ({
          page: `/search?q=${q}`,
          afterLoad: [],
          ownState: "/api/me/state",
        })),
      },
      {
        label: "creator profile",
        views: creators.items.map(({ username }) => ({
          page: `/u/${username}`,
          afterLoad: [],
          ownState: `/api/me/state?username=${username}`,
        })),
      },
      {
        label: "home page",
        views: [{ page: "/", afterLoad: [], ownState: "/api/me/state", ownMore: ["/api/feed?pageSize=8"] }],
      },
    ];
    for (const { label, views } of pages) {
      const visitor = await measure(server.url, views, []);
      const signedIn = await measure(server.url, views, cookies);
      const ratio = signedIn.viewsPerSecond / Math.max(1, visitor.viewsPerSecond);
      console.log(
        `${server.database.padEnd(10)} ${label.padEnd(16)} visitor ${String(visitor.viewsPerSecond).padStart(5)}/s p99 ${String(visitor.p99Ms).padStart(4)} ms | signed in ${String(signedIn.viewsPerSecond).padStart(5)}/s p99 ${String(signedIn.p99Ms).padStart(4)} ms | ratio ${ratio.toFixed(2)} | errors ${visitor.errors}/${signedIn.errors}`,
      );
    }
  } finally {
    await server.stop();
  }
}
