/**
 * Analytics events are kept for `analyticsLimits.retentionDays` (400: a year and a month, so a
 * month can be compared with the same month a year before); a daily job removes older ones.
 */
import { sql } from "drizzle-orm";
import { analyticsLimits } from "#core/analytics/analytics.schema.ts";
import type { TDb } from "#db/client.ts";
import { analyticsEvents } from "#db/schema.ts";
import { defineJob, defineJobKind, type TRecurringJob } from "#server/lib/jobs/job-kind.ts";
import { rowsOf } from "#server/lib/rate-limits.ts";

const dayMs = 24 * 60 * 60 * 1000;

export const pruneAnalyticsKind = defineJobKind<Record<string, never>>({
  type: "analytics-prune",
  maxAttempts: 3,
  timeoutMs: 10 * 60_000,
  backoff: { baseMs: 60_000, maxMs: 30 * 60_000 },
});

/** Every day at 03:41 UTC, away from the daily clean-up at 03:17. */
export const pruneAnalyticsSchedule: TRecurringJob<Record<string, never>> = {
  name: "analytics-prune",
  cron: "41 3 * * *",
  kind: pruneAnalyticsKind,
  payload: {},
};

/** Deletes events that happened before the retention period; returns how many went. */
export async function deleteOldAnalyticsEvents({ db, now = new Date() }: { db: TDb; now?: Date }) {
  const before = new Date(now.getTime() - analyticsLimits.retentionDays * dayMs);
  // Counted in the database: a year's pruning can be many rows, which need not travel back.
  const result = await db.execute(sql`
    WITH deleted AS (DELETE FROM ${analyticsEvents} WHERE ${analyticsEvents.occurredAt} < ${before.toISOString()}::timestamptz RETURNING 1)
    SELECT count(*)::int AS deleted FROM deleted
  `);
  return { deleted: rowsOf<{ deleted: number }>(result)[0]?.deleted ?? 0 };
}

export function createPruneAnalyticsJob({ db }: { db: TDb }) {
  return defineJob(pruneAnalyticsKind, async (_payload, job) => {
    await job.recordResult(await deleteOldAnalyticsEvents({ db }));
  });
}

/**
 * Account deletion: the person's events go, with those of the browsers they used (the visitor ids
 * their signed-in events carry), so nothing they did stays tied to a browser either.
 */
export async function deleteAnalyticsEventsOf({ db, userId }: { db: Pick<TDb, "execute">; userId: string }) {
  await db.execute(sql`
    DELETE FROM analytics_events
    WHERE user_id = ${userId}
      OR visitor_id IN (SELECT DISTINCT visitor_id FROM analytics_events WHERE user_id = ${userId} AND visitor_id IS NOT NULL)
  `);
}
