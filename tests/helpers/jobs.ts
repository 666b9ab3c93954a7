/** Job workers for integration tests: fast polling, short leases, a log the test can read. */
import { eq } from "drizzle-orm";
import { afterEach } from "vitest";
import type { TDatabase, TDb } from "#db/client.ts";
import { jobs } from "#db/schema.ts";
import type { TJobDefinition, TRecurringJob } from "#server/lib/jobs/job-kind.ts";
import { createJobWorker, type TJobWorker, type TJobWorkerOptions } from "#server/lib/jobs/worker.ts";

export interface TLogLine {
  level: "info" | "warn" | "error";
  details: Record<string, unknown>;
  message: string;
}

/** A logger that keeps its lines, for tests that check what a worker says. */
export function createRecordingLogger() {
  const lines: TLogLine[] = [];
  const record = (level: TLogLine["level"]) => (details: object, message: string) => {
    lines.push({ level, details: details as Record<string, unknown>, message });
  };
  return { lines, info: record("info"), warn: record("warn"), error: record("error") };
}

/**
 * Starts workers on a database and stops them after each test. Defaults suit tests: a look at the
 * table every 20 ms, and leases long enough that a busy machine does not let them run out (tests
 * of leases set their own).
 */
export function useJobWorkers(getDatabase: () => TDatabase) {
  const started: TJobWorker[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((worker) => worker.stop()));
  });
  return async function startWorker({
    definitions,
    schedules,
    options,
    logger = createRecordingLogger(),
  }: {
    definitions: TJobDefinition[];
    schedules?: TRecurringJob[];
    options?: TJobWorkerOptions;
    logger?: ReturnType<typeof createRecordingLogger>;
  }): Promise<TJobWorker> {
    const database = getDatabase();
    const worker = createJobWorker({
      db: database.db,
      listen: database.listen,
      definitions,
      schedules,
      logger,
      options: { pollIntervalMs: 20, leaseMs: 10_000, shutdownGraceMs: 200, ...options },
    });
    started.push(worker);
    await worker.start();
    return worker;
  };
}

/** Checks `condition` every 25 ms until it holds; fails after `timeoutMs`. */
export async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 10_000, what = "the condition") {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Waited ${timeoutMs} ms for ${what}`);
}

/** A job's row by id (the id `enqueueJob` returned). */
export async function findJobRow(db: TDb, id: number | null) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(eq(jobs.id, Number(id)));
  return row;
}
