/**
 * Recipe View SSR and `GET /api/recipes/{id}`: requests/s and p99 latency at 50 connections on
 * loopback, on PGlite and (when BENCH_DATABASE_URL is set) on PostgreSQL. A visitor's view of a
 * public demo recipe (the common case: search engines, shared links), as served (visitors' page
 * cache, 5 s) and rendered for every request (a new query string each time).
 *
 *   npx react-router build && npx tsx bench/recipe-page.ts
 *   BENCH_DATABASE_URL=postgres://… BENCH_SECONDS=20 npx tsx bench/recipe-page.ts
 */
import { formatLoad, measureLoad } from "./lib/load.ts";
import { findPublicRecipeId, recipePageRuns } from "./lib/recipes.ts";
import { startServer } from "./lib/server.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const targets = [{ name: "pglite", databaseUrl: undefined as string | undefined }];
if (process.env.BENCH_DATABASE_URL) targets.push({ name: "postgresql", databaseUrl: process.env.BENCH_DATABASE_URL });

for (const target of targets) {
  const server = await startServer({ port: 3402, databaseUrl: target.databaseUrl });
  try {
    const recipeId = await findPublicRecipeId(server.url);
    const runs = recipePageRuns(recipeId);
    for (const run of runs) {
      const figures = await measureLoad(server.url + run.path, { connections, seconds, isUncached: run.isUncached });
      console.log(
        `${server.database.padEnd(10)} ${run.label.padEnd(22)} ${formatLoad(figures, { connections, seconds })}`,
      );
    }
  } finally {
    await server.stop();
  }
}
