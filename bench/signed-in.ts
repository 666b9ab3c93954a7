/**
 * Signed-in cooks versus visitors, page by page: page views/s and p99 at 50 connections on
 * loopback, on PGlite and (with BENCH_DATABASE_URL) on PostgreSQL, in one run on one server. A
 * signed-in page view counts everything it asks of the server: the page, then each request the page
 * makes for the viewer's own state once it is open (`TPageView.afterLoad`).
 *
 *   npm run build && npx tsx bench/signed-in.ts
 *   BENCH_DATABASE_URL=postgres://… BENCH_SECONDS=20 npx tsx bench/signed-in.ts
 */
import type autocannon from "autocannon";
import { connections, measureLoad, measureSeconds, onEachDatabase } from "./lib/load.ts";
import { findPublicRecipeId } from "./lib/recipes.ts";

const seconds = measureSeconds(15);

interface TPageView {
  label: string;
  path: string;
  /** Requests the open page makes for the signed-in viewer's own state. */
  afterLoad: string[];
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
  const paths = [view.path, ...(cookie ? view.afterLoad : [])];
  const requests: autocannon.Request[] = paths.map((path) => ({
    path,
    headers: cookie ? { cookie, "sec-fetch-site": "same-origin" } : {},
  }));
  const figures = await measureLoad({ url: baseUrl, requests, connections, duration: seconds });
  return { ...figures, viewsPerSecond: Math.round(figures.requestsPerSecond / paths.length) };
}

await onEachDatabase(3403, async (server) => {
  const cookie = await signInCookie(server.url, "cook@demo.ladle.test");
  const recipeId = await findPublicRecipeId(server.url);
  const creator = await findCreatorUsername(server.url);
  const views: TPageView[] = [
    { label: "recipe page", path: `/recipe/${recipeId}`, afterLoad: [] },
    { label: "search page", path: "/search?q=soup", afterLoad: [] },
    { label: "creator profile", path: `/u/${creator}`, afterLoad: [] },
    { label: "home page", path: "/", afterLoad: [] },
  ];
  for (const view of views) {
    const visitor = await measure(server.url, view);
    const signedIn = await measure(server.url, view, cookie);
    const ratio = signedIn.viewsPerSecond / Math.max(1, visitor.viewsPerSecond);
    console.log(
      `${server.database.padEnd(10)} ${view.label.padEnd(16)} visitor ${String(visitor.viewsPerSecond).padStart(5)}/s p99 ${String(visitor.p99Ms).padStart(4)} ms | signed in ${String(signedIn.viewsPerSecond).padStart(5)}/s p99 ${String(signedIn.p99Ms).padStart(4)} ms | ratio ${ratio.toFixed(2)} | errors ${visitor.errors}/${signedIn.errors}`,
    );
  }
});
