/**
 * Recipe View SSR and `GET /api/recipes/{id}`: requests/s and p99 latency at 50 connections on
 * loopback, on PGlite and (when BENCH_DATABASE_URL is set) on PostgreSQL. A visitor's view of a
 * public demo recipe (the common case: search engines, shared links), as served (visitors' page
 * cache, 5 s) and rendered for every request (a new query string each time).
 *
 *   npx react-router build && npx tsx bench/recipe-page.ts
 *   BENCH_DATABASE_URL=postgres://… BENCH_SECONDS=20 npx tsx bench/recipe-page.ts
 */
import { bustingRequests, connections, measureLoad, measureSeconds, onEachDatabase, printLoad } from "./lib/load.ts";
import { findPublicRecipeId, recipePageRuns } from "./lib/recipes.ts";

const seconds = measureSeconds(20);

await onEachDatabase(3402, async (server) => {
  const recipeId = await findPublicRecipeId(server.url);
  for (const run of recipePageRuns(recipeId)) {
    const requests = run.isUncached ? bustingRequests : undefined;
    const figures = await measureLoad({ url: server.url + run.path, requests, connections, duration: seconds });
    printLoad(server, run.label, figures, seconds);
  }
});
