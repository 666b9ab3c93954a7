/**
 * Recipe View SSR and `GET /api/recipes/{id}`: requests/s and p99 latency at 50 connections on
 * loopback, on PGlite and (when BENCH_DATABASE_URL is set) on PostgreSQL. A visitor's view of a
 * public demo recipe (the common case: search engines, shared links), as served (visitors' page
 * cache, 5 s) and rendered for every request (a new query string each time).
 *
 *   npx react-router build && npx tsx bench/recipe-page.ts
 *   BENCH_DATABASE_URL=postgres://… BENCH_SECONDS=20 npx tsx bench/recipe-page.ts
 */
import type autocannon from "autocannon";
import { connections, measureLoad, measureSeconds, onEachDatabase, printLoad } from "./lib/load.ts";
import { findPublicRecipeId } from "./lib/recipes.ts";

const seconds = measureSeconds(20);

let bust = 0;
/** Each request a new query string: the page cache never hits, every page is rendered. */
const bustingRequests: autocannon.Request[] = [
  { setupRequest: (request) => ({ ...request, path: `${request.path}?bench=${++bust}` }) },
];

await onEachDatabase(3402, async (server) => {
  const recipeId = await findPublicRecipeId(server.url);
  const runs = [
    { label: "/recipe/:id (SSR)", path: `/recipe/${recipeId}`, isUncached: false },
    // Every request rendered: the loader (its visitor data cached) and React, no page cache.
    { label: "/recipe/:id rendered", path: `/recipe/${recipeId}`, isUncached: true },
    { label: "GET /api/recipes/:id", path: `/api/recipes/${recipeId}`, isUncached: false },
  ];
  for (const run of runs) {
    const requests = run.isUncached ? bustingRequests : undefined;
    const figures = await measureLoad({ url: server.url + run.path, requests, connections, duration: seconds });
    printLoad(server, run.label, figures, seconds);
  }
});
