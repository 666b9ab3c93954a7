/** Load runs (autocannon) against a benchmark server, on each database the run is asked for. */
import autocannon from "autocannon";
import { startServer, type TBenchServer } from "./server.ts";

export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** How long each measurement runs: `BENCH_SECONDS`, else the benchmark's own default. */
export function measureSeconds(fallback: number): number {
  return Number(process.env.BENCH_SECONDS ?? fallback);
}

export interface TLoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

let bust = 0;
/** Each request a new query string: the page cache never hits, every page is rendered. */
export const bustingRequests: autocannon.Request[] = [
  { setupRequest: (request) => ({ ...request, path: `${request.path}?bench=${++bust}` }) },
];

/** Warms up caches and the JIT (2 s at 10 connections), then measures. */
export async function measureLoad(options: autocannon.Options): Promise<TLoadFigures> {
  await autocannon({ ...options, connections: 10, duration: 2 });
  const result = await autocannon(options);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Runs `bench` against a fresh server on PGlite, then on PostgreSQL when BENCH_DATABASE_URL is set. */
export async function onEachDatabase(port: number, bench: (server: TBenchServer) => Promise<void>): Promise<void> {
  const databaseUrls = [undefined, process.env.BENCH_DATABASE_URL].filter((url, i) => i === 0 || url);
  for (const databaseUrl of databaseUrls) {
    const server = await startServer({ port, databaseUrl });
    try {
      await bench(server);
    } finally {
      await server.stop();
    }
  }
}

/** "1234 req/s  p99 12 ms  (50 connections, 15 s, errors/non-2xx: 0)" */
export function formatLoad(figures: TLoadFigures, { connections, seconds }: { connections: number; seconds: number }) {
  return `${String(Math.round(figures.requestsPerSecond)).padStart(6)} req/s  p99 ${figures.p99Ms} ms  (${connections} connections, ${seconds} s, errors/non-2xx: ${figures.errors})`;
}

/** One result line: database, what was measured, requests/s and p99. */
export function printLoad(server: TBenchServer, label: string, figures: TLoadFigures, seconds: number): void {
  console.log(`${server.database.padEnd(10)} ${label.padEnd(22)} ${formatLoad(figures, { connections, seconds })}`);
}
