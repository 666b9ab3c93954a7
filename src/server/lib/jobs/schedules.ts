/**
 * Recurring jobs. Each schedule is a row in `job_schedules` with its next run time; a process that
 * finds that time passed moves it to the following run and enqueues this run, in one transaction.
 * The row lock makes racing processes queue up, and the second one finds the time already moved,
 * so each run is enqueued once however many processes check. The job's key (schedule and run time)
 * would catch a duplicate all the same.
 */
import { and, eq, lte, sql } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { jobSchedules } from "#db/schema.ts";
import { findNextCronTime, parseCron } from "./cron.ts";
import type { TRecurringJob } from "./job-kind.ts";
import { enqueueJob } from "./job-store.ts";

export interface TSchedulesOptions {
  db: TDb;
  schedules: readonly TRecurringJob[];
  now?: Date;
}

/**
 * Writes the schedules the code declares. A new schedule, or one whose cron expression changed,
 * starts from its next run after `now`; an unchanged one keeps its stored next run, so a restart
 * neither skips nor repeats a run.
 */
export async function saveSchedules({ db, schedules, now = new Date() }: TSchedulesOptions) {
  for (const schedule of schedules) {
    const nextRunAt = findNextCronTime(parseCron(schedule.cron), now);
    await db
      .insert(jobSchedules)
      .values({ name: schedule.name, cron: schedule.cron, nextRunAt })
      .onConflictDoUpdate({
        target: jobSchedules.name,
        set: {
          cron: schedule.cron,
          nextRunAt: sql`CASE WHEN ${jobSchedules.cron} = excluded.cron THEN ${jobSchedules.nextRunAt} ELSE excluded.next_run_at END`,
        },
      });
  }
}

/**
 * Enqueues every schedule's run that is due at `now` and not yet enqueued; returns the names of the
 * schedules it enqueued. Runs missed while no process was up are caught up once, not once each.
 */
export async function enqueueDueSchedules({ db, schedules, now = new Date() }: TSchedulesOptions): Promise<string[]> {
  const enqueued: string[] = [];
  for (const schedule of schedules) {
    const nextRunAt = findNextCronTime(parseCron(schedule.cron), now);
    const isEnqueued = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(jobSchedules)
        .set({ nextRunAt, lastRunAt: sql`${jobSchedules.nextRunAt}` })
        .where(and(eq(jobSchedules.name, schedule.name), lte(jobSchedules.nextRunAt, now)))
        .returning({ runAt: jobSchedules.lastRunAt });
      if (!claimed?.runAt) return false;
      await enqueueJob({
        db: tx,
        kind: schedule.kind,
        payload: schedule.payload,
        key: `${schedule.name}@${claimed.runAt.toISOString()}`,
      });
      return true;
    });
    if (isEnqueued) enqueued.push(schedule.name);
  }
  return enqueued;
}
