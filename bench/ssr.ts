/**
 * Requests/s and p99 latency for the home page and /api/health, 50 connections for 20 s each on
 * loopback, on PGlite and (when BENCH_DATABASE_URL is set) on PostgreSQL.
 *
 *   npm run build && npx tsx bench/ssr.ts
 *   BENCH_DATABASE_URL=postgres://… BENCH_SECONDS=20 npx tsx bench/ssr.ts
 */
import { formatLoad, measureLoad } from "./lib/load.ts";
import { startServer } from "./lib/server.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const paths = (process.env.BENCH_PATHS ?? "/,/api/health").split(",");

const targets = [{ name: "pglite", databaseUrl: undefined as string | undefined }];
if (process.env.BENCH_DATABASE_URL) targets.push({ name: "postgresql", databaseUrl: process.env.BENCH_DATABASE_URL });

for (const target of targets) {
  const server = await startServer({ port: 3400, databaseUrl: target.databaseUrl });
  try {
    for (const path of paths) {
      const figures = await measureLoad(server.url + path, { connections, seconds });
      console.log(`${server.database.padEnd(10)} ${path.padEnd(14)} ${formatLoad(figures, { connections, seconds })}`);
    }
  } finally {
    await server.stop();
  }
}
