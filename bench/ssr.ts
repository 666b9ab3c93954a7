/**
 * Requests/s and p99 latency for the home page and /api/health, 50 connections for 20 s each on
 * loopback, on PGlite and (when BENCH_DATABASE_URL is set) on PostgreSQL.
 *
 *   npm run build && npx tsx bench/ssr.ts
 *   BENCH_DATABASE_URL=postgres://… BENCH_SECONDS=20 npx tsx bench/ssr.ts
 */
import { connections, measureLoad, measureSeconds, onEachDatabase, printLoad } from "./lib/load.ts";

const seconds = measureSeconds(20);
const paths = (process.env.BENCH_PATHS ?? "/,/api/health").split(",");

await onEachDatabase(3400, async (server) => {
  for (const path of paths) {
    printLoad(server, path, await measureLoad({ url: server.url + path, connections, duration: seconds }), seconds);
  }
});
