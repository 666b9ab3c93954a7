/**
 * The daily clean-up, a recurring job: rows whose time is over. Rate-limit rows past their longest
 * window, sign-in codes past their expiry (a code is useless after it, and the table is read on
 * every sign-in), and finished jobs: completed ones after a week (their keys stop guarding against
 * a repeat then), failed ones after 30 days, time enough to look at them and retry; shopping-list
 * operation ids and removed lines after 30 days; deleted accounts' hashed payment references after 30 days.
 */
import { lt } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { verifications } from "#db/schema.ts";
import { deleteSpentShoppingRows, shoppingRowsKeptDays } from "#server/features/shopping/clean-up.ts";
import { deleteExpiredForgottenRefs, forgottenRefsKeptDays } from "#server/features/subscriptions/account-deletion.ts";
import { defineJob, defineJobKind, type TRecurringJob } from "#server/lib/jobs/job-kind.ts";
import { deleteFinishedJobs } from "#server/lib/jobs/job-store.ts";
import { deleteExpiredRateLimits } from "#server/lib/rate-limits.ts";

const dayMs = 24 * 60 * 60 * 1000;
export const completedJobsKeptDays = 7;
export const failedJobsKeptDays = 30;

export const dailyCleanUpKind = defineJobKind<Record<string, never>>({
  type: "daily-clean-up",
  maxAttempts: 3,
  timeoutMs: 10 * 60_000,
  backoff: { baseMs: 60_000, maxMs: 30 * 60_000 },
});

/** Every day at 03:17 UTC: a quiet hour, off the round hours other schedules like. */
export const dailyCleanUpSchedule: TRecurringJob<Record<string, never>> = {
  name: "daily-clean-up",
  cron: "17 3 * * *",
  kind: dailyCleanUpKind,
  payload: {},
};

/** Deletes what has expired by `now`; safe to run twice. Returns how many rows of each went. */
export async function cleanUpExpiredRows({ db, now = new Date() }: { db: TDb; now?: Date }) {
  await deleteExpiredRateLimits({ db, now });
  const codes = await db
    .delete(verifications)
    .where(lt(verifications.expiresAt, now))
    .returning({ id: verifications.id });
  const finishedJobs = await deleteFinishedJobs({
    db,
    completedBefore: new Date(now.getTime() - completedJobsKeptDays * dayMs),
    failedBefore: new Date(now.getTime() - failedJobsKeptDays * dayMs),
  });
  const shoppingRows = await deleteSpentShoppingRows({
    db,
    before: new Date(now.getTime() - shoppingRowsKeptDays * dayMs),
  });
  const forgottenPaymentRefs = await deleteExpiredForgottenRefs({
    db,
    before: new Date(now.getTime() - forgottenRefsKeptDays * dayMs),
  });
  return { expiredCodes: codes.length, finishedJobs, shoppingRows, forgottenPaymentRefs };
}

export function createDailyCleanUpJob({ db }: { db: TDb }) {
  return defineJob(dailyCleanUpKind, async (_payload, job) => {
    await job.recordResult(await cleanUpExpiredRows({ db }));
  });
}
