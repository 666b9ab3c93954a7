/**
 * Requests/s and p99 latency for the home page and /api/health, 50 connections for 20 s each on
 * loopback, on PGlite and (when BENCH_DATABASE_URL is set) on PostgreSQL.
 *
 *   npm run build && npx tsx bench/ssr.ts
 *   BENCH_DATABASE_URL=postgres://… BENCH_SECONDS=20 npx tsx bench/ssr.ts
 */
import autocannon from "autocannon";
import { startServer } from "./lib/server.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const paths = (process.env.BENCH_PATHS ?? "/,/api/health").split(",");

async function measure(url: string) {
  // Warm up caches and the JIT before measuring.
  await autocannon({ url, connections: 10, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const targets = [{ name: "pglite", databaseUrl: undefined as string | undefined }];
if (process.env.BENCH_DATABASE_URL) targets.push({ name: "postgresql", databaseUrl: process.env.BENCH_DATABASE_URL });

for (const target of targets) {
  const server = await startServer({ port: 3400, databaseUrl: target.databaseUrl });
  try {
    for (const path of paths) {
      const figures = await measure(server.url + path);
      console.log(
        `${server.database.padEnd(10)} ${path.padEnd(14)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p99 ${figures.p99Ms} ms  (${connections} connections, ${seconds} s, errors/non-2xx: ${figures.errors})`,
      );
    }
  } finally {
    await server.stop();
  }
}
