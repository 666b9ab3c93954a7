/**
 * One server process against several on PostgreSQL (LADLE_WORKERS): requests/s and p99 for the
 * recipe page (a visitor's cached copy, and rendered every time) and an API read, the ratio of
 * each to one process, and the memory (RSS) of every process at rest and at its peak under load.
 *
 *   npm run build && BENCH_DATABASE_URL=postgres://… npx tsx bench/processes.ts
 *   BENCH_WORKERS=1,2,4 BENCH_SECONDS=20 BENCH_CONNECTIONS=50 …
 *
 * autocannon runs in this process, on the same machine: on two cores it takes CPU the servers
 * would otherwise have, so the ratio is a floor.
 */
import {
  bustingRequests,
  connections,
  formatLoad,
  measureLoad,
  measureSeconds,
  type TLoadFigures,
} from "./lib/load.ts";
import { processTree, rssMegabytes } from "./lib/memory.ts";
import { findPublicRecipeId, recipePageRuns } from "./lib/recipes.ts";
import { startServer } from "./lib/server.ts";

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error("Set BENCH_DATABASE_URL: several processes need PostgreSQL.");
const seconds = measureSeconds(15);

const workerCounts = (process.env.BENCH_WORKERS ?? "1,2").split(",").map(Number);

/** Peak RSS per process of the tree while `run` runs, sampled every 500 ms. */
async function withPeakMemory<T>(pid: number, run: () => Promise<T>): Promise<{ result: T; peaks: number[] }> {
  const peaks: number[] = [];
  const sample = () => {
    processTree(pid).forEach((child, i) => {
      peaks[i] = Math.max(peaks[i] ?? 0, rssMegabytes(child));
    });
  };
  const timer = setInterval(sample, 500);
  try {
    return { result: await run(), peaks };
  } finally {
    clearInterval(timer);
  }
}

/** "primary 76 MB; servers 171, 168 MB" (one process: "server 180 MB"). */
function describeProcesses(figures: number[]): string {
  if (figures.length <= 1) return `server ${figures[0] ?? 0} MB`;
  const [primary, ...servers] = figures;
  return `primary ${primary} MB; servers ${servers.join(", ")} MB`;
}

const results = new Map<string, Map<number, TLoadFigures>>();
for (const workers of workerCounts) {
  const server = await startServer({ port: 3404, databaseUrl, workers });
  try {
    const recipeId = await findPublicRecipeId(server.url);
    const runs = recipePageRuns(recipeId);
    // At rest: every process has served pages (so their code is loaded), then idled.
    await measureLoad({ url: server.url + runs[1].path, requests: bustingRequests, connections: 10, duration: 2 });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    console.log(`${workers} process(es), at rest: ${describeProcesses(processTree(server.pid).map(rssMegabytes))}`);
    for (const run of runs) {
      const { result, peaks } = await withPeakMemory(server.pid, () =>
        measureLoad({
          url: server.url + run.path,
          requests: run.isUncached ? bustingRequests : undefined,
          connections,
          duration: seconds,
        }),
      );
      if (!results.has(run.label)) results.set(run.label, new Map());
      results.get(run.label)?.set(workers, result);
      console.log(
        `${workers} process(es)  ${run.label.padEnd(22)} ${formatLoad(result, { connections, seconds })}; ` +
          `peak ${describeProcesses(peaks)}`,
      );
    }
  } finally {
    await server.stop();
  }
}

const [baseline, ...others] = workerCounts;
for (const [label, byWorkers] of results) {
  const base = byWorkers.get(baseline)?.requestsPerSecond ?? 0;
  const ratios = others.map(
    (n) => `${n} vs ${baseline}: ${((byWorkers.get(n)?.requestsPerSecond ?? 0) / base).toFixed(2)}×`,
  );
  console.log(`${label.padEnd(22)} ${ratios.join(", ")}`);
}
