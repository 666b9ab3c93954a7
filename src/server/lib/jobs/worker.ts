/**
 * The job worker: claims due jobs of the kinds it was given, runs each under a lease it keeps
 * extending, a timeout and an abort signal, and records the outcome. It wakes on a NOTIFY (another
 * process, or a transaction that committed a job), on an enqueue in this process, when a slot frees
 * up, and otherwise every poll interval. Stopping stops claiming, lets running tries finish for a
 * grace period and gives back the rest.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import type { TDatabase, TDb } from "#db/client.ts";
import { computeRetryDelayMs } from "./backoff.ts";
import { PermanentJobError, type TJobContext, type TJobDefinition, type TRecurringJob } from "./job-kind.ts";
import {
  claimJobs,
  completeJob,
  countUnfinishedJobs,
  extendLease,
  failJob,
  findNextRunAt,
  jobsChannel,
  reapExpiredLeases,
  recordJobResult,
  releaseJobs,
  type TClaimedJob,
} from "./job-store.ts";
import { enqueueDueSchedules, saveSchedules } from "./schedules.ts";

export interface TJobWorkerOptions {
  /** Tries run at once by this process. */
  concurrency?: number;
  /** The longest sleep between two looks at the table (NOTIFY usually wakes it sooner). */
  pollIntervalMs?: number;
  /** How long a claimed try stays this worker's without a heartbeat; heartbeats come at a third of it. */
  leaseMs?: number;
  /** How often this process checks whether a recurring job is due. */
  scheduleCheckMs?: number;
  /** At shutdown, how long running tries may take to finish before they are given back. */
  shutdownGraceMs?: number;
  workerId?: string;
}

export interface TJobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Subscribes to a NOTIFY channel; resolves to the function that unsubscribes. */
export type TListen = TDatabase["listen"];

export interface TJobWorker {
  readonly workerId: string;
  start(): Promise<void>;
  /** Stops claiming, waits for running tries (up to the grace period) and gives back the rest. */
  stop(): Promise<void>;
  /** Looks for work now (after an enqueue in this process). */
  wake(): void;
  /**
   * Runs every due job of this worker's kinds, here or elsewhere, until none is due or running
   * (tests and the CLI). Jobs waiting for a later retry are not waited for. With `types`, only
   * jobs of those kinds are waited for: others may still be running when it returns.
   */
  drain(options?: { timeoutMs?: number; types?: string[] }): Promise<void>;
}

class JobTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Timed out after ${timeoutMs} ms`);
    this.name = "JobTimeoutError";
  }
}

class LeaseLostError extends Error {
  constructor() {
    super("The lease was lost (the job was taken back while running)");
    this.name = "LeaseLostError";
  }
}

class WorkerStoppingError extends Error {
  constructor() {
    super("The worker is stopping");
    this.name = "WorkerStoppingError";
  }
}

interface TRunningTry {
  job: TClaimedJob;
  controller: AbortController;
  done: Promise<void>;
}

export function createJobWorker({
  db,
  listen,
  definitions,
  schedules = [],
  logger,
  options = {},
}: {
  db: TDb;
  listen?: TListen;
  definitions: readonly TJobDefinition[];
  schedules?: readonly TRecurringJob[];
  logger: TJobLogger;
  options?: TJobWorkerOptions;
}): TJobWorker {
  const concurrency = options.concurrency ?? 4;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const leaseMs = options.leaseMs ?? 30_000;
  const scheduleCheckMs = options.scheduleCheckMs ?? 10_000;
  const shutdownGraceMs = options.shutdownGraceMs ?? 5000;
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  const byType = new Map(definitions.map((definition) => [definition.kind.type, definition]));
  const types = [...byType.keys()];
  const running = new Map<number, TRunningTry>();

  let isStarted = false;
  let isStopping = false;
  let loopDone: Promise<void> | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let lastReapAt = 0;
  let lastScheduleCheckAt = 0;
  let claiming: Promise<number> | null = null;

  // Wake-ups that arrive while the loop is busy are remembered, so none is lost between two sleeps.
  let isWoken = false;
  let interruptSleep: (() => void) | null = null;
  function wake() {
    isWoken = true;
    interruptSleep?.();
  }
  function sleep(ms: number): Promise<void> {
    if (isWoken || isStopping) {
      isWoken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        interruptSleep = null;
        isWoken = false;
        resolve();
      };
      const timer = setTimeout(finish, Math.max(0, ms));
      interruptSleep = finish;
    });
  }

  /** Extends the try's lease every third of it; aborts the try if it is no longer this worker's. */
  function keepLease(job: TClaimedJob, controller: AbortController): NodeJS.Timeout {
    return setInterval(() => {
      extendLease({ db, job, workerId, leaseMs }).then(
        (isStillOurs) => {
          if (!isStillOurs) controller.abort(new LeaseLostError());
        },
        // A missed heartbeat is tried again a third of a lease later; the lease covers the gap.
        () => {},
      );
    }, leaseMs / 3);
  }

  async function recordFailure(job: TClaimedJob, definition: TJobDefinition, error: unknown) {
    const where = { jobId: job.id, jobType: job.type, attempt: job.attempt };
    const retryDelayMs = computeRetryDelayMs(job.attempt, definition.kind.backoff);
    const message = describeError(error);
    const state = await failJob({
      db,
      job,
      workerId,
      error: message,
      retryDelayMs,
      isPermanent: error instanceof PermanentJobError,
    }).catch(() => null);
    if (state === "failed") logger.error({ ...where, error: message }, "job failed for good");
    else if (state === "queued")
      logger.warn({ ...where, error: message, retryInMs: retryDelayMs }, "job failed; will retry");
    // Otherwise the lease was lost or the database is gone: the job is taken back when the lease runs out.
    else logger.warn({ ...where, error: message }, "job failed; its outcome could not be recorded");
  }

  async function runTry(job: TClaimedJob, definition: TJobDefinition, controller: AbortController): Promise<void> {
    const { kind } = definition;
    const startedAt = performance.now();
    const heartbeat = keepLease(job, controller);
    const timeout = setTimeout(() => controller.abort(new JobTimeoutError(kind.timeoutMs)), kind.timeoutMs);
    const context: TJobContext = {
      id: job.id,
      attempt: job.attempt,
      maxAttempts: job.maxAttempts,
      result: job.result,
      signal: controller.signal,
      async recordResult(result) {
        if (!(await recordJobResult({ db, job, workerId, result }))) throw new LeaseLostError();
      },
    };
    try {
      await untilAborted(definition.handle(job.payload, context), controller.signal);
      if (!(await completeJob({ db, job, workerId, isPayloadPrivate: kind.isPayloadPrivate }))) {
        throw new LeaseLostError();
      }
      const durationMs = Math.round(performance.now() - startedAt);
      logger.info({ jobId: job.id, jobType: job.type, attempt: job.attempt, durationMs }, "job completed");
    } catch (error) {
      // A try interrupted by shutdown is given back by stop(), not counted as a failure.
      if (!(controller.signal.reason instanceof WorkerStoppingError)) await recordFailure(job, definition, error);
    } finally {
      clearInterval(heartbeat);
      clearTimeout(timeout);
      running.delete(job.id);
      wake();
    }
  }

  /** Claims as many jobs as there are free slots and starts them; returns how many it claimed. */
  async function claimAndStart(): Promise<number> {
    if (claiming) return claiming;
    claiming = (async () => {
      const free = concurrency - running.size;
      if (free <= 0 || isStopping) return 0;
      const claimed = await claimJobs({ db, types, limit: free, workerId, leaseMs });
      for (const job of claimed) {
        // Only this worker's kinds are claimed, so each has its definition.
        const definition = byType.get(job.type) as TJobDefinition;
        const controller = new AbortController();
        running.set(job.id, { job, controller, done: runTry(job, definition, controller) });
      }
      return claimed.length;
    })();
    try {
      return await claiming;
    } finally {
      claiming = null;
    }
  }

  async function doHousekeeping() {
    const now = Date.now();
    // A dead worker's jobs come back within about one and a half leases, at a query per half lease.
    if (now - lastReapAt >= Math.max(pollIntervalMs, leaseMs / 2)) {
      lastReapAt = now;
      const reaped = await reapExpiredLeases({ db });
      if (reaped > 0) logger.warn({ count: reaped }, "took back jobs whose worker stopped");
    }
    if (schedules.length > 0 && now - lastScheduleCheckAt >= scheduleCheckMs) {
      lastScheduleCheckAt = now;
      await enqueueDueSchedules({ db, schedules });
    }
  }

  async function computeSleepMs(): Promise<number> {
    if (running.size >= concurrency) return pollIntervalMs;
    const nextRunAt = await findNextRunAt({ db, types });
    if (!nextRunAt) return pollIntervalMs;
    return Math.min(pollIntervalMs, Math.max(0, nextRunAt.getTime() - Date.now()));
  }

  async function loop() {
    while (!isStopping) {
      try {
        await doHousekeeping();
        const free = concurrency - running.size;
        const claimed = await claimAndStart();
        // A full batch means more may be waiting: look again at once.
        if (claimed > 0 && claimed === free) continue;
        await sleep(await computeSleepMs());
      } catch (error) {
        // Usually the database being away; the loop tries again after a poll interval.
        logger.error({ error: describeError(error) }, "the job worker's look at the queue failed");
        await sleep(pollIntervalMs);
      }
    }
  }

  return {
    workerId,
    wake,
    async start() {
      if (isStarted) return;
      isStarted = true;
      await saveSchedules({ db, schedules });
      if (listen) unlisten = await listen(jobsChannel, wake, wake);
      loopDone = loop();
    },
    async stop() {
      if (isStopping) return;
      isStopping = true;
      wake();
      await loopDone;
      await unlisten?.().catch(() => {});
      const settled = Promise.allSettled([...running.values()].map((entry) => entry.done));
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise((resolve) => {
        graceTimer = setTimeout(resolve, shutdownGraceMs);
      });
      await Promise.race([settled, grace]);
      clearTimeout(graceTimer);
      const unfinished = [...running.values()];
      if (unfinished.length === 0) return;
      for (const entry of unfinished) entry.controller.abort(new WorkerStoppingError());
      await releaseJobs({ db, jobIds: unfinished.map((entry) => entry.job.id), workerId });
      logger.warn({ jobIds: unfinished.map((entry) => entry.job.id) }, "gave back unfinished jobs at shutdown");
    },
    async drain({ timeoutMs = 10_000, types: only } = {}) {
      const deadline = Date.now() + timeoutMs;
      const waitedFor = only ?? types;
      const runningWaitedFor = () => [...running.values()].filter((entry) => waitedFor.includes(entry.job.type));
      while (Date.now() < deadline) {
        await Promise.allSettled(runningWaitedFor().map((entry) => entry.done));
        const claimed = isStopping ? 0 : await claimAndStart();
        if (claimed > 0 || runningWaitedFor().length > 0) continue;
        if ((await countUnfinishedJobs({ db, types: waitedFor })) === 0) return;
        // Another worker holds what is left: look again shortly.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`Jobs were still due or running after ${timeoutMs} ms`);
    },
  };
}

/** The handler's outcome, or the abort reason as soon as the signal fires (timeout, lost lease, shutdown). */
function untilAborted(work: Promise<void>, signal: AbortSignal): Promise<void> {
  // A handler that ignores its signal may still settle later; that outcome no longer matters.
  work.catch(() => {});
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** The error and its causes in one line, for `last_error` and the log. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < 4; depth++) {
    parts.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(": ");
}
