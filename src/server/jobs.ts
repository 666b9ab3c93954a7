/**
 * The app's background work: the job kinds this server runs, its recurring jobs, and the queue
 * services enqueue on. Every process runs a worker; PostgreSQL hands each job to one of them.
 * See docs/architecture.md, "Background work".
 */
import { type Logger, pino } from "pino";
import type { TDatabase } from "#db/client.ts";
import type { TEnv } from "./env.ts";
import { createPruneAnalyticsJob, pruneAnalyticsSchedule } from "./features/analytics/prune-job.ts";
import { createAddContactJob } from "./features/convertkit/add-contact-job.ts";
import { createDeliverMessageJob } from "./features/messaging/deliver-message-job.ts";
import { createMessageSender } from "./features/messaging/sender.ts";
import { createApplyPaymentEventJob } from "./features/subscriptions/webhooks.ts";
import { createDailyCleanUpJob, dailyCleanUpSchedule } from "./features/system/daily-clean-up.ts";
import type { TEnqueueOptions, TJobEnqueuer } from "./lib/jobs/job-kind.ts";
import { enqueueJob } from "./lib/jobs/job-store.ts";
import { createJobWorker, type TJobWorker, type TJobWorkerOptions } from "./lib/jobs/worker.ts";

export type { TEnqueueOptions };

export interface TJobQueue extends TJobEnqueuer {
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
      createPruneAnalyticsJob({ db }),
    ],
    schedules: [dailyCleanUpSchedule, pruneAnalyticsSchedule],
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
