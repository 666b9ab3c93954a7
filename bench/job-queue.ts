/**
 * The job queue: what an enqueue adds to a request, how soon a worker starts a new job (woken in
 * this process, and by NOTIFY alone), and no-op jobs per second. PGlite always; PostgreSQL too with
 * BENCH_DATABASE_URL (a database the script may fill: it adds and deletes its own jobs).
 *
 *   npx tsx bench/job-queue.ts
 */
import { eq } from "drizzle-orm";
import { openDatabase, type TDatabase } from "#db/client.ts";
import { jobs } from "#db/schema.ts";
import { defineJob, defineJobKind } from "#server/lib/jobs/job-kind.ts";
import { enqueueJob } from "#server/lib/jobs/job-store.ts";
import { createJobWorker, type TJobWorkerOptions } from "#server/lib/jobs/worker.ts";

const kind = defineJobKind<{ sentAt: number }>({
  type: "bench-no-op",
  maxAttempts: 1,
  timeoutMs: 10_000,
  backoff: { baseMs: 1000, maxMs: 1000 },
});
const quiet = { info() {}, warn() {}, error() {} };

function percentile(values: number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const format = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;

/** Enqueues `count` jobs one after another; returns how long each enqueue took and how long until it started. */
async function measurePickup(database: TDatabase, { inTransaction }: { inTransaction: boolean }, count: number) {
  let onStart: ((at: number) => void) | null = null;
  const options: TJobWorkerOptions = { pollIntervalMs: inTransaction ? 60_000 : 1000, concurrency: 1 };
  const worker = createJobWorker({
    db: database.db,
    listen: database.listen,
    definitions: [defineJob(kind, async () => onStart?.(performance.now()))],
    logger: quiet,
    options,
  });
  await worker.start();
  const enqueueMs: number[] = [];
  const pickupMs: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = new Promise<number>((resolve) => {
      onStart = resolve;
    });
    const before = performance.now();
    if (inTransaction) {
      await database.db.transaction(async (tx) => {
        await enqueueJob({ db: tx, kind, payload: { sentAt: before } });
      });
    } else {
      await enqueueJob({ db: database.db, kind, payload: { sentAt: before } });
      worker.wake();
    }
    enqueueMs.push(performance.now() - before);
    pickupMs.push((await started) - before);
  }
  await worker.stop();
  return { enqueueMs, pickupMs };
}

async function measureThroughput(database: TDatabase, workers: number, count: number) {
  const values = Array.from({ length: count }, () => ({
    type: kind.type,
    payload: { sentAt: 0 },
    maxAttempts: 1,
  }));
  for (let i = 0; i < values.length; i += 500) await database.db.insert(jobs).values(values.slice(i, i + 500));
  const started = performance.now();
  const running = Array.from({ length: workers }, () =>
    createJobWorker({
      db: database.db,
      listen: database.listen,
      definitions: [defineJob(kind, async () => {})],
      logger: quiet,
      options: { concurrency: 8 },
    }),
  );
  await Promise.all(running.map((worker) => worker.start()));
  await Promise.all(running.map((worker) => worker.drain({ timeoutMs: 120_000 })));
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(running.map((worker) => worker.stop()));
  return count / seconds;
}

async function bench(name: string, database: TDatabase) {
  await database.migrate();
  await database.db.delete(jobs).where(eq(jobs.type, kind.type));
  const direct = await measurePickup(database, { inTransaction: false }, 200);
  const notified = await measurePickup(database, { inTransaction: true }, 100);
  console.log(`\n${name}`);
  console.log(`  enqueue (what a request waits for):        ${format(direct.enqueueMs)}`);
  console.log(`  enqueue to start, woken in this process:   ${format(direct.pickupMs)}`);
  console.log(`  enqueue in a transaction to start, NOTIFY only: ${format(notified.pickupMs)}`);
  const workerCounts = name === "PGlite" ? [1] : [1, 2];
  for (const workers of workerCounts) {
    const perSecond = await measureThroughput(database, workers, 3000);
    console.log(`  no-op jobs/s, ${workers} worker(s) × concurrency 8: ${Math.round(perSecond)}`);
  }
  await database.db.delete(jobs).where(eq(jobs.type, kind.type));
  await database.close();
}

await bench("PGlite", await openDatabase());
if (process.env.BENCH_DATABASE_URL) {
  await bench("PostgreSQL", await openDatabase({ url: process.env.BENCH_DATABASE_URL, poolSize: 10 }));
}
