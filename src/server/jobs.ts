/**
 * The app's background work: the job kinds this server runs, its recurring jobs, and the queue
 * services enqueue on. Every process runs a worker; PostgreSQL hands each job to one of them.
 * See docs/architecture.md, "Background work".
 */
import { type Logger, pino } from "pino";
import type { TDatabase } from "#db/client.ts";
import type { TEnv } from "./env.ts";
import { createAddContactJob } from "./features/convertkit/add-contact-job.ts";
import { createDeliverMessageJob } from "./features/messaging/deliver-message-job.ts";
import { createMessageSender } from "./features/messaging/sender.ts";
import { createApplyPaymentEventJob } from "./features/subscriptions/webhooks.ts";
import { createDailyCleanUpJob, dailyCleanUpSchedule } from "./features/system/daily-clean-up.ts";
import type { TJobDb, TJobKind, TJobPayload } from "./lib/jobs/job-kind.ts";
import { enqueueJob } from "./lib/jobs/job-store.ts";
import { createJobWorker, type TJobWorker, type TJobWorkerOptions } from "./lib/jobs/worker.ts";

export interface TEnqueueOptions {
  /** The caller's transaction: the job exists if and only if it commits. */
  db?: TJobDb;
  /** Enqueuing a job of the same kind with the same key again does nothing. */
  key?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
}

export interface TJobQueue {
  /** Adds a job; returns its id, or null when one with this key already exists. */
  enqueue<TPayload extends TJobPayload>(
    kind: TJobKind<TPayload>,
    payload: TPayload,
    options?: TEnqueueOptions,
  ): Promise<number | null>;
  /** This process's worker: started and stopped with the app. */
  worker: TJobWorker;
}

export type TJobsLogger = Pick<Logger, "info" | "warn" | "error">;

export function createJobQueue({
  database,
  env,
  logger,
  workerOptions,
}: {
  database: TDatabase;
  env: TEnv;
  logger?: TJobsLogger;
  workerOptions?: TJobWorkerOptions;
}): TJobQueue {
  const log = logger ?? pino({ level: env.LOG_LEVEL, name: "jobs" });
  const { db } = database;
  const sender = createMessageSender({ db, env, logger: log });
  const worker = createJobWorker({
    db,
    listen: database.listen,
    definitions: [
      createDeliverMessageJob({ sender }),
      createDailyCleanUpJob({ db }),
      createApplyPaymentEventJob({ db }),
      createAddContactJob({ db, env }),
    ],
    schedules: [dailyCleanUpSchedule],
    logger: log,
    options: workerOptions,
  });
  return {
    worker,
    async enqueue(kind, payload, options = {}) {
      const id = await enqueueJob({ db: options.db ?? db, kind, payload, key: options.key, runAt: options.runAt });
      // Inside a transaction the job is not visible yet: the NOTIFY sent when it commits wakes the worker.
      if (id !== null && !options.db) worker.wake();
      return id;
    },
  };
}
