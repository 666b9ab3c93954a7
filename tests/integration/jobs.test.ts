/**
 * The job queue on both databases: a job runs once, two workers never share one, failures retry
 * with growing waits and end failed with their error, a dead worker's job runs again, enqueuing
 * follows the caller's transaction, keys make a job unique, shutdown finishes or gives back, and a
 * recurring job runs once per period however many workers check.
 */
import { spawn } from "node:child_process";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { TDatabase } from "#db/client.ts";
import { jobs } from "#db/schema.ts";
import { defineJob, defineJobKind, PermanentJobError, type TJobKind } from "#server/lib/jobs/job-kind.ts";
import {
  claimJobs,
  completeJob,
  enqueueJob,
  expiredLeaseError,
  reapExpiredLeases,
  retryJob,
} from "#server/lib/jobs/job-store.ts";
import { enqueueDueSchedules, saveSchedules } from "#server/lib/jobs/schedules.ts";
import { rowsOf } from "#server/lib/rate-limits.ts";
import { describeEachDatabase, getTestDatabase, isDatabaseAvailable } from "../helpers/db.ts";
import { createRecordingLogger, findJobRow, useJobWorkers, waitUntil } from "../helpers/jobs.ts";
import { databaseUrl } from "../helpers/postgres.ts";

let kindCounter = 0;

/** A kind of its own for each test, so no test's worker takes another test's jobs. */
function testKind(overrides: Partial<TJobKind<{ n?: number }>> = {}): TJobKind<{ n?: number }> {
  kindCounter += 1;
  return defineJobKind<{ n?: number }>({
    type: `test-${kindCounter}`,
    maxAttempts: 3,
    timeoutMs: 5000,
    backoff: { baseMs: 10, maxMs: 100 },
    ...overrides,
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase("jobs", (getCtx) => {
  const db = () => getCtx().database.db;
  const startWorker = useJobWorkers(() => getCtx().database);

  const findJob = (id: number | null) => findJobRow(db(), id);

  async function isInState(id: number | null, state: string) {
    return (await findJob(id))?.state === state;
  }

  it("runs a job once, and logs one line with its type and id but not its payload", async () => {
    const kind = testKind();
    const runs: number[] = [];
    const logger = createRecordingLogger();
    const worker = await startWorker({
      definitions: [defineJob(kind, async (payload) => void runs.push(payload.n ?? 0))],
      logger,
    });
    const id = await enqueueJob({ db: db(), kind, payload: { n: 7 } });
    await worker.drain();
    expect(runs).toEqual([7]);
    expect(await findJob(id)).toMatchObject({ state: "completed", attempts: 1, lastError: null });
    const lines = logger.lines.filter((line) => line.details.jobId === id);
    expect(lines).toEqual([
      { level: "info", message: "job completed", details: expect.objectContaining({ jobType: kind.type, attempt: 1 }) },
    ]);
    expect(JSON.stringify(lines)).not.toContain('"n"');
  });

  it("picks up a job committed elsewhere within a fraction of a second, woken by NOTIFY", async () => {
    const kind = testKind();
    const done: number[] = [];
    // A poll a minute apart: only the notification can wake this worker in time.
    await startWorker({
      definitions: [defineJob(kind, async () => void done.push(Date.now()))],
      options: { pollIntervalMs: 60_000 },
    });
    await delay(50);
    const committedAt = Date.now();
    await db().transaction(async (tx) => {
      await enqueueJob({ db: tx, kind, payload: {} });
    });
    await waitUntil(async () => done.length === 1, 10_000, "the job to run");
    expect(done[0] - committedAt).toBeLessThan(1000);
  });

  it("never gives one job to two workers", async () => {
    const kind = testKind();
    const runs: number[] = [];
    const definition = defineJob(kind, async (_payload, job) => {
      runs.push(job.id);
      await delay(Math.random() * 5);
    });
    const ids = await Promise.all(Array.from({ length: 60 }, (_, n) => enqueueJob({ db: db(), kind, payload: { n } })));
    const workers = await Promise.all(
      [1, 2, 3].map(() => startWorker({ definitions: [definition], options: { concurrency: 3 } })),
    );
    await waitUntil(async () => runs.length >= ids.length, 20_000, "every job to run");
    await Promise.all(workers.map((worker) => worker.drain()));
    expect(runs.toSorted((a, b) => a - b)).toEqual(ids.map(Number).toSorted((a, b) => a - b));
    const rows = await db().select().from(jobs).where(eq(jobs.type, kind.type));
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });

  it("hands each job to one of many claims made at the same moment", async () => {
    const kind = testKind();
    await Promise.all(Array.from({ length: 30 }, () => enqueueJob({ db: db(), kind, payload: {} })));
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        claimJobs({ db: db(), types: [kind.type], limit: 5, workerId: `w${n}`, leaseMs: 10_000 }),
      ),
    );
    const claimed = claims.flat().map((job) => job.id);
    expect(claimed).toHaveLength(30);
    expect(new Set(claimed).size).toBe(30);
  });

  it("retries a failing job with growing waits, then marks it failed with its last error", async () => {
    const kind = testKind({ maxAttempts: 4, backoff: { baseMs: 100, maxMs: 10_000 } });
    const startedAt: number[] = [];
    const logger = createRecordingLogger();
    await startWorker({
      definitions: [
        defineJob(kind, async (_payload, job) => {
          startedAt.push(Date.now());
          throw new Error(`provider down (try ${job.attempt})`);
        }),
      ],
      logger,
    });
    const id = await enqueueJob({ db: db(), kind, payload: {} });
    await waitUntil(() => isInState(id, "failed"), 10_000, "the job to fail for good");
    expect(await findJob(id)).toMatchObject({ attempts: 4, lastError: "provider down (try 4)" });
    expect((await findJob(id)).finishedAt).toBeInstanceOf(Date);
    // The n-th wait is between half and all of 100 ms · 2^(n-1).
    const waits = startedAt.slice(1).map((at, i) => at - startedAt[i]);
    expect(waits).toHaveLength(3);
    for (const [i, wait] of waits.entries()) expect(wait).toBeGreaterThanOrEqual((100 * 2 ** i) / 2 - 5);
    expect(waits[2]).toBeGreaterThan(waits[0]);
    const messages = logger.lines.filter((line) => line.details.jobId === id).map((line) => line.message);
    expect(messages).toEqual([
      "job failed; will retry",
      "job failed; will retry",
      "job failed; will retry",
      "job failed for good",
    ]);
  });

  it("does not retry a permanent failure", async () => {
    const kind = testKind({ maxAttempts: 5 });
    const worker = await startWorker({
      definitions: [
        defineJob(kind, async () => {
          throw new PermanentJobError("the address does not exist");
        }),
      ],
    });
    const id = await enqueueJob({ db: db(), kind, payload: {} });
    await worker.drain();
    expect(await findJob(id)).toMatchObject({ state: "failed", attempts: 1, lastError: "the address does not exist" });
  });

  it("fails a try that runs past its timeout, aborts its signal, and retries it", async () => {
    const kind = testKind({ timeoutMs: 100 });
    let wasAborted = false;
    await startWorker({
      definitions: [
        defineJob(kind, async (_payload, job) => {
          if (job.attempt > 1) return;
          await new Promise<void>((resolve) =>
            job.signal.addEventListener("abort", () => {
              wasAborted = true;
              resolve();
            }),
          );
        }),
      ],
    });
    const id = await enqueueJob({ db: db(), kind, payload: {} });
    await waitUntil(() => isInState(id, "completed"), 10_000, "the second try");
    expect(await findJob(id)).toMatchObject({ attempts: 2, lastError: "Timed out after 100 ms" });
    expect(wasAborted).toBe(true);
  });

  it("runs a job again when its worker died mid-run and its lease ran out", async () => {
    const kind = testKind();
    const id = await enqueueJob({ db: db(), kind, payload: {} });
    // A worker claims it and dies (kill -9): its row says running, and nobody extends the lease.
    const [claimed] = await claimJobs({ db: db(), types: [kind.type], limit: 1, workerId: "dead", leaseMs: 200 });
    expect(claimed.id).toBe(id);
    const runs: number[] = [];
    await startWorker({
      definitions: [defineJob(kind, async (_payload, job) => void runs.push(job.attempt))],
      // Leases are looked at every half lease.
      options: { leaseMs: 1000 },
    });
    await waitUntil(() => isInState(id, "completed"), 10_000, "the job to run again");
    expect(runs).toEqual([2]);
    expect(await findJob(id)).toMatchObject({ attempts: 2, lastError: expiredLeaseError });
    // The dead worker, had it come back, could not finish the try it lost.
    expect(await completeJob({ db: db(), job: claimed, workerId: "dead" })).toBe(false);
  });

  it("marks a job failed when its worker died during its last try", async () => {
    const kind = testKind({ maxAttempts: 1 });
    const id = await enqueueJob({ db: db(), kind, payload: {} });
    await claimJobs({ db: db(), types: [kind.type], limit: 1, workerId: "dead", leaseMs: 1 });
    await delay(20);
    expect(await reapExpiredLeases({ db: db() })).toBeGreaterThanOrEqual(1);
    expect(await findJob(id)).toMatchObject({ state: "failed", lastError: expiredLeaseError });
  });

  it("keeps a long try's lease alive with heartbeats, so no other worker takes it", async () => {
    const kind = testKind();
    const runs: string[] = [];
    const definition = (name: string) =>
      defineJob(kind, async () => {
        runs.push(name);
        await delay(2500);
      });
    // Leases of a second, held for two and a half by heartbeats every third of one.
    const first = await startWorker({ definitions: [definition("first")], options: { leaseMs: 1000 } });
    const id = await enqueueJob({ db: db(), kind, payload: {} });
    await waitUntil(async () => runs.length === 1, 10_000, "the first worker to start the job");
    await startWorker({ definitions: [definition("second")], options: { leaseMs: 1000 } });
    await first.drain();
    await waitUntil(() => isInState(id, "completed"), 10_000, "the job to complete");
    expect(runs).toEqual(["first"]);
    expect(await findJob(id)).toMatchObject({ attempts: 1 });
  });

  it("leaves no job when the enqueuing transaction rolls back", async () => {
    const kind = testKind();
    await expect(
      db().transaction(async (tx) => {
        await enqueueJob({ db: tx, kind, payload: {} });
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect(await db().select().from(jobs).where(eq(jobs.type, kind.type))).toEqual([]);

    await db().transaction(async (tx) => {
      await enqueueJob({ db: tx, kind, payload: {} });
    });
    expect(await db().select().from(jobs).where(eq(jobs.type, kind.type))).toHaveLength(1);
  });

  it("enqueues one job per key, and runs it once", async () => {
    const kind = testKind();
    const other = testKind();
    const first = await enqueueJob({ db: db(), kind, payload: { n: 1 }, key: "order-42" });
    const again = await enqueueJob({ db: db(), kind, payload: { n: 2 }, key: "order-42" });
    const [raced] = await Promise.all(
      [3, 4, 5].map((n) => enqueueJob({ db: db(), kind, payload: { n }, key: "order-43" })),
    ).then((ids) => [ids.filter((id) => id !== null)]);
    expect(first).toBeTypeOf("number");
    expect(again).toBeNull();
    expect(raced).toHaveLength(1);
    // Keys belong to their kind: another kind may use the same one.
    expect(await enqueueJob({ db: db(), kind: other, payload: {}, key: "order-42" })).toBeTypeOf("number");

    const runs: number[] = [];
    const worker = await startWorker({ definitions: [defineJob(kind, async (p) => void runs.push(p.n ?? 0))] });
    await worker.drain();
    expect(runs.toSorted()).toEqual([1, expect.any(Number)]);
    expect(runs).toHaveLength(2);
  });

  it("lets a try record what it did, so a repeated try can skip it", async () => {
    const kind = testKind();
    const sent: number[] = [];
    const definition = defineJob(kind, async (_payload, job) => {
      if (job.result?.sentAt) return;
      sent.push(job.attempt);
      await job.recordResult({ sentAt: "now" });
      if (job.attempt === 1) throw new Error("crashed after sending");
    });
    const worker = await startWorker({ definitions: [definition] });
    const id = await enqueueJob({ db: db(), kind, payload: {} });
    await waitUntil(() => isInState(id, "completed"), 10_000, "the second try");
    await worker.drain();
    expect(sent).toEqual([1]);
    expect(await findJob(id)).toMatchObject({ attempts: 2, result: { sentAt: "now" } });
  });

  it("stops gracefully: lets a short try finish, gives back a long one without counting it", async () => {
    const short = testKind();
    const long = testKind();
    const worker = await startWorker({
      definitions: [
        defineJob(short, async () => {
          await delay(200);
        }),
        defineJob(
          long,
          (_payload, job) => new Promise((resolve) => job.signal.addEventListener("abort", () => resolve())),
        ),
      ],
      options: { shutdownGraceMs: 1500 },
    });
    const shortId = await enqueueJob({ db: db(), kind: short, payload: {} });
    const longId = await enqueueJob({ db: db(), kind: long, payload: {} });
    await waitUntil(
      async () =>
        (
          await db()
            .select()
            .from(jobs)
            .where(inArray(jobs.id, [Number(shortId), Number(longId)]))
        ).every((row) => row.attempts === 1),
      10_000,
      "both jobs to start",
    );
    await worker.stop();
    expect(await findJob(shortId)).toMatchObject({ state: "completed" });
    expect(await findJob(longId)).toMatchObject({ state: "queued", attempts: 0, lockedBy: null });
    // Another worker picks the given-back job up.
    const runs: number[] = [];
    const next = await startWorker({ definitions: [defineJob(long, async (_p, job) => void runs.push(job.attempt))] });
    await next.drain();
    expect(runs).toEqual([1]);
  });

  it("drains only the kinds asked for, while a long job of another kind keeps running", async () => {
    const quick = testKind();
    const long = testKind({ timeoutMs: 60_000 });
    let release = () => {};
    const runs: string[] = [];
    const worker = await startWorker({
      definitions: [
        defineJob(quick, async () => void runs.push("quick")),
        defineJob(long, () => new Promise<void>((resolve) => (release = resolve))),
      ],
    });
    const longId = await enqueueJob({ db: db(), kind: long, payload: {} });
    await waitUntil(async () => isInState(longId, "running"), 10_000, "the long job to start");
    const quickId = await enqueueJob({ db: db(), kind: quick, payload: {} });
    await worker.drain({ types: [quick.type], timeoutMs: 5_000 });
    expect(runs).toEqual(["quick"]);
    expect(await findJob(quickId)).toMatchObject({ state: "completed" });
    expect(await findJob(longId)).toMatchObject({ state: "running" });
    release();
    await worker.drain();
    expect(await findJob(longId)).toMatchObject({ state: "completed" });
  });

  it("queues a failed job again with fresh tries", async () => {
    const kind = testKind({ maxAttempts: 1 });
    let isFixed = false;
    const worker = await startWorker({
      definitions: [
        defineJob(kind, async () => {
          if (!isFixed) throw new Error("not yet");
        }),
      ],
    });
    const id = await enqueueJob({ db: db(), kind, payload: {} });
    await worker.drain();
    expect(await findJob(id)).toMatchObject({ state: "failed", lastError: "not yet" });
    isFixed = true;
    expect(await retryJob({ db: db(), id: Number(id) })).toBe(true);
    await worker.drain();
    expect(await findJob(id)).toMatchObject({ state: "completed", attempts: 1 });
    expect(await retryJob({ db: db(), id: Number(id) })).toBe(false);
  });

  it("enqueues each run of a recurring job once, however many processes check", async () => {
    const kind = testKind();
    const name = `hourly-${kind.type}`;
    const schedule = { name, cron: "0 * * * *", kind, payload: {} };
    await saveSchedules({ db: db(), schedules: [schedule], now: new Date("2026-11-23T10:20:00Z") });
    // Saving again (another process starting) keeps the stored next run: no run is skipped or repeated.
    await saveSchedules({ db: db(), schedules: [schedule], now: new Date("2026-11-23T10:40:00Z") });
    const checkFromThreeProcesses = async (at: string) =>
      (
        await Promise.all(
          [1, 2, 3].map(() => enqueueDueSchedules({ db: db(), schedules: [schedule], now: new Date(at) })),
        )
      ).flat();

    expect(await checkFromThreeProcesses("2026-11-23T10:59:00Z")).toEqual([]);
    expect(await checkFromThreeProcesses("2026-11-23T11:00:05Z")).toEqual([name]);
    expect(await checkFromThreeProcesses("2026-11-23T11:30:00Z")).toEqual([]);
    // Down for three hours: the missed runs are caught up once, not three times.
    expect(await checkFromThreeProcesses("2026-11-23T14:10:00Z")).toEqual([name]);

    const runs: string[] = [];
    const definition = defineJob(kind, async () => void runs.push("run"));
    const workers = await Promise.all([1, 2].map(() => startWorker({ definitions: [definition] })));
    await Promise.all(workers.map((worker) => worker.drain()));
    expect(runs).toEqual(["run", "run"]);
    const rows = await db().select({ key: jobs.key }).from(jobs).where(eq(jobs.type, kind.type));
    expect(rows.map((row) => row.key).toSorted()).toEqual([
      `${name}@2026-11-23T11:00:00.000Z`,
      `${name}@2026-11-23T12:00:00.000Z`,
    ]);
  });
});

describe.skipIf(!isDatabaseAvailable("postgresql"))("jobs: a worker process killed with SIGKILL [postgresql]", () => {
  let database: TDatabase;
  beforeAll(async () => {
    database = await getTestDatabase("postgresql");
  });
  const startWorker = useJobWorkers(() => database);

  it("loses no job: another worker runs it once the dead one's lease runs out", async () => {
    const kind = testKind();
    const [{ name }] = rowsOf<{ name: string }>(await database.db.execute(sql`SELECT current_database() AS name`));
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "tests/helpers/job-worker-process.ts",
        databaseUrl(inject("postgresUrl"), name),
        kind.type,
        "500",
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      const id = await enqueueJob({ db: database.db, kind, payload: {} });
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          if (chunk.toString().includes(`started ${id}`)) resolve();
        });
        child.on("exit", () => reject(new Error("The worker process ended before starting the job")));
      });
      child.kill("SIGKILL");
      const runs: number[] = [];
      await startWorker({
        definitions: [defineJob(kind, async (_payload, job) => void runs.push(job.attempt))],
        options: { leaseMs: 1000 },
      });
      await waitUntil(
        async () =>
          (
            await database.db
              .select()
              .from(jobs)
              .where(eq(jobs.id, Number(id)))
          )[0]?.state === "completed",
        10_000,
        "the job to run again",
      );
      expect(runs).toEqual([2]);
    } finally {
      child.kill("SIGKILL");
    }
  }, 30_000);
});
