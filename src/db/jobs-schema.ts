/**
 * The job queue's tables (src/server/lib/jobs/): work that talks to another service or runs later,
 * shared by every process through PostgreSQL. Kept apart from schema.ts, which re-exports them.
 */
import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * queued: waiting for `run_at` (new, or a retry after a failed try); running: a worker holds its
 * lease; completed: done; failed: out of tries (the dead-letter state, with the last error).
 */
export const jobStates = ["queued", "running", "completed", "failed"] as const;
export type TJobState = (typeof jobStates)[number];

export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<object>().notNull(),
    /** Enqueuing a job whose type and key already exist does nothing (one logical job, one row). */
    key: text("key"),
    state: text("state").$type<TJobState>().notNull().default("queued"),
    /** Tries started so far; also the fencing token: a worker may only finish the try it claimed. */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text("locked_by"),
    /** The lease: a running job whose worker has not extended this by then is taken back. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** What a try already achieved (a provider's message id…), so a repeated try does not redo it. */
    result: jsonb("result").$type<Record<string, unknown>>(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_type_key_idx").on(t.type, t.key).where(sql`${t.key} IS NOT NULL`),
    index("jobs_due_idx").on(t.runAt).where(sql`${t.state} = 'queued'`),
    index("jobs_lease_idx").on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    index("jobs_state_created_idx").on(t.state, t.createdAt),
  ],
);

/**
 * Recurring jobs: one row per schedule. A process that sees `next_run_at` passed moves it on and
 * enqueues the run in one statement's transaction, so with several processes each run happens once.
 */
export const jobSchedules = pgTable("job_schedules", {
  name: text("name").primaryKey(),
  /** Five-field cron expression, in UTC. */
  cron: text("cron").notNull(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
});
