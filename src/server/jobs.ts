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
import { createMovingInJob } from "./features/moving-in/job.ts";
import { createFollowedPostJob, createSharedListJob } from "./features/notifications/notices.ts";
import { createPushNoticeJob } from "./features/notifications/push-notice-job.ts";
import { createPushSender } from "./features/notifications/push-sender.ts";
import { createShareImagesJobs } from "./features/recipes/share-images.ts";
import { createCancelAtProviderJob } from "./features/subscriptions/account-deletion.ts";
import { createRefundDuplicateJob } from "./features/subscriptions/duplicate-refund.ts";
import { createEndBlogSubscriptionsJob } from "./features/subscriptions/paywall-off.ts";
import { createReadRefundedAmountJob } from "./features/subscriptions/refund-reads.ts";
import { createApplyPaymentEventJob } from "./features/subscriptions/webhooks.ts";
import { createDailyCleanUpJob, dailyCleanUpSchedule } from "./features/system/daily-clean-up.ts";
import type { TEnqueueOptions, TJobEnqueuer } from "./lib/jobs/job-kind.ts";
import { enqueueJob } from "./lib/jobs/job-store.ts";
import { createJobWorker, type TJobWorker, type TJobWorkerOptions } from "./lib/jobs/worker.ts";
import type { TPaymentProvider } from "./lib/payments/provider.ts";
import { createStorage } from "./lib/storage/create-storage.ts";
import type { TStorage } from "./lib/storage/storage.ts";

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
  payments,
  storage,
}: {
  database: TDatabase;
  env: TEnv;
  logger?: TJobsLogger;
  workerOptions?: TJobWorkerOptions;
  /** The payment provider, made after the queue because its test mode delivers through it. */
  payments?: () => TPaymentProvider | null;
  /** Where jobs that make files keep them; the configured storage when absent. */
  storage?: TStorage;
}): TJobQueue {
  const log = logger ?? pino({ level: env.LOG_LEVEL, name: "jobs" });
  const { db } = database;
  const sender = createMessageSender({ db, env, logger: log });
  const fileStorage = storage ?? createStorage({ env, logger: log });
  const worker = createJobWorker({
    db,
    listen: database.listen,
    definitions: [
      createDeliverMessageJob({ sender }),
      createDailyCleanUpJob({ db }),
      createApplyPaymentEventJob({ db }),
      createCancelAtProviderJob({ findProvider: () => payments?.() ?? null }),
      createRefundDuplicateJob({ db, findProvider: () => payments?.() ?? null }),
      createReadRefundedAmountJob({ db, findProvider: () => payments?.() ?? null }),
      createEndBlogSubscriptionsJob({ db, findProvider: () => payments?.() ?? null }),
      createAddContactJob({ db, env }),
      createPushNoticeJob({ db, sender: createPushSender(env) }),
      createFollowedPostJob({ db }),
      createSharedListJob({ db }),
      ...createShareImagesJobs({ db, storage: fileStorage }),
      createMovingInJob({ db, storage: fileStorage, env }),
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
