/**
 * The job queue's statements. Every state change is one statement, and every change to a running
 * job names the try it belongs to (`attempts`), so a worker that lost its lease can never finish,
 * fail or extend a try that another worker has since claimed.
 */
import { and, desc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { jobs, type TJobState } from "#db/schema.ts";
import { rowsOf } from "#server/lib/rate-limits.ts";
import type { TJobDb, TJobKind, TJobPayload, TJobResult } from "./job-kind.ts";

/** Workers LISTEN here; enqueuing NOTIFYs it (on commit, when inside a transaction). */
export const jobsChannel = "ladle_jobs";

const errorTextMax = 2000;

export interface TClaimedJob {
  id: number;
  type: string;
  payload: TJobPayload;
  attempt: number;
  maxAttempts: number;
  result: TJobResult | null;
}

function msFromNow(ms: number) {
  return sql`now() + make_interval(secs => ${ms / 1000})`;
}

/**
 * Adds a job; returns its id, or null when a job of this type with this key already exists (the
 * same logical job enqueued twice). Pass a transaction as `db` and the job exists if and only if
 * that transaction commits.
 */
export async function enqueueJob<TPayload extends TJobPayload>({
  db,
  kind,
  payload,
  key,
  runAt,
}: {
  db: TJobDb;
  kind: TJobKind<TPayload>;
  payload: TPayload;
  key?: string;
  runAt?: Date;
}): Promise<number | null> {
  // One statement: the NOTIFY is sent only for a row actually inserted, and costs no extra round trip.
  const result = await db.execute(sql`
    WITH inserted AS (
      INSERT INTO jobs (type, payload, key, max_attempts, run_at)
      VALUES (${kind.type}, ${JSON.stringify(payload)}::jsonb, ${key ?? null}, ${kind.maxAttempts},
        coalesce(${runAt?.toISOString() ?? null}::timestamptz, now()))
      ON CONFLICT (type, key) WHERE key IS NOT NULL DO NOTHING
      RETURNING id
    )
    SELECT id::text AS id, pg_notify(${jobsChannel}, ${kind.type}) FROM inserted
  `);
  const [row] = rowsOf<{ id: string }>(result);
  return row ? Number(row.id) : null;
}

/** Takes up to `limit` due jobs of these types for this worker, oldest due first. */
export async function claimJobs({
  db,
  types,
  limit,
  workerId,
  leaseMs,
}: {
  db: TDb;
  types: string[];
  limit: number;
  workerId: string;
  leaseMs: number;
}): Promise<TClaimedJob[]> {
  if (limit < 1 || types.length === 0) return [];
  // MATERIALIZED: the locking select runs once, whatever plan the update gets.
  const result = await db.execute(sql`
    WITH due AS MATERIALIZED (
      SELECT id FROM jobs
      WHERE state = 'queued' AND run_at <= now() AND type IN (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})
      ORDER BY run_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE jobs SET state = 'running', attempts = jobs.attempts + 1, locked_by = ${workerId},
      locked_until = ${msFromNow(leaseMs)}
    FROM due WHERE jobs.id = due.id
    RETURNING jobs.id::text AS id, jobs.type, jobs.payload, jobs.attempts, jobs.max_attempts, jobs.result
  `);
  return rowsOf<{
    id: string;
    type: string;
    payload: TJobPayload;
    attempts: number;
    max_attempts: number;
    result: TJobResult | null;
  }>(result).map((row) => ({
    id: Number(row.id),
    type: row.type,
    payload: row.payload,
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
    result: row.result,
  }));
}

/** A try a worker claimed: what every change to a running job names. */
interface TTryOptions {
  db: TDb;
  job: TClaimedJob;
  workerId: string;
}

function isThisTry(job: Pick<TClaimedJob, "id" | "attempt">, workerId: string) {
  return and(
    eq(jobs.id, job.id),
    eq(jobs.attempts, job.attempt),
    eq(jobs.state, "running"),
    eq(jobs.lockedBy, workerId),
  );
}

/** Extends a running try's lease; false when the try is no longer this worker's. */
export async function extendLease({ db, job, workerId, leaseMs }: TTryOptions & { leaseMs: number }): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: msFromNow(leaseMs) })
    .where(isThisTry(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function recordJobResult({
  db,
  job,
  workerId,
  result,
}: TTryOptions & { result: TJobResult }): Promise<boolean> {
  const rows = await db.update(jobs).set({ result }).where(isThisTry(job, workerId)).returning({ id: jobs.id });
  return rows.length > 0;
}

export async function completeJob({
  db,
  job,
  workerId,
  isPayloadPrivate,
}: TTryOptions & { isPayloadPrivate?: boolean }): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: "completed",
      finishedAt: sql`now()`,
      lockedBy: null,
      lockedUntil: null,
      ...(isPayloadPrivate && { payload: {} }),
    })
    .where(isThisTry(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Records a failed try: the job waits `retryDelayMs` and is queued again, or, when this was its
 * last try (or the error is permanent), it is `failed` for good. Returns the new state, or null
 * when the try was no longer this worker's.
 */
export async function failJob({
  db,
  job,
  workerId,
  error,
  retryDelayMs,
  isPermanent = false,
}: TTryOptions & { error: string; retryDelayMs: number; isPermanent?: boolean }): Promise<TJobState | null> {
  const isFinal = isPermanent || job.attempt >= job.maxAttempts;
  const rows = await db
    .update(jobs)
    .set({
      state: isFinal ? "failed" : "queued",
      runAt: isFinal ? undefined : msFromNow(retryDelayMs),
      finishedAt: isFinal ? sql`now()` : null,
      lastError: error.slice(0, errorTextMax),
      lockedBy: null,
      lockedUntil: null,
    })
    .where(isThisTry(job, workerId))
    .returning({ state: jobs.state });
  return rows[0]?.state ?? null;
}

/**
 * Gives unfinished tries back at shutdown: queued again at once, and the interrupted try does not
 * count against the job's attempts.
 */
export async function releaseJobs({ db, jobIds, workerId }: { db: TDb; jobIds: number[]; workerId: string }) {
  if (jobIds.length === 0) return;
  await db
    .update(jobs)
    .set({ state: "queued", attempts: sql`${jobs.attempts} - 1`, runAt: sql`now()`, lockedBy: null, lockedUntil: null })
    .where(and(inArray(jobs.id, jobIds), eq(jobs.state, "running"), eq(jobs.lockedBy, workerId)));
}

export const expiredLeaseError = "The worker stopped before finishing (its lease expired).";

/**
 * Takes back running jobs whose worker stopped extending the lease (it was killed, or lost the
 * database): queued again at once, or failed if that was their last try. Returns how many.
 */
export async function reapExpiredLeases({ db }: { db: TDb }): Promise<number> {
  const isLastTry = sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
  const rows = await db
    .update(jobs)
    .set({
      state: sql`CASE WHEN ${isLastTry} THEN 'failed' ELSE 'queued' END`,
      runAt: sql`now()`,
      finishedAt: sql`CASE WHEN ${isLastTry} THEN now() END`,
      lastError: expiredLeaseError,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(and(eq(jobs.state, "running"), lt(jobs.lockedUntil, sql`now()`)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** When the earliest queued job of these types is due (null: none is queued). */
export async function findNextRunAt({ db, types }: { db: TDb; types: string[] }): Promise<Date | null> {
  if (types.length === 0) return null;
  const [row] = await db
    .select({ runAt: sql<string | null>`min(${jobs.runAt})::text` })
    .from(jobs)
    .where(and(eq(jobs.state, "queued"), inArray(jobs.type, types)));
  return row?.runAt ? new Date(row.runAt) : null;
}

/** Jobs of these types that are due now or running: what a drain still waits for. */
export async function countUnfinishedJobs({ db, types }: { db: TDb; types: string[] }): Promise<number> {
  if (types.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(
      and(
        inArray(jobs.type, types),
        or(and(eq(jobs.state, "queued"), lte(jobs.runAt, sql`now()`)), eq(jobs.state, "running")),
      ),
    );
  return row?.count ?? 0;
}

/** The newest jobs, optionally in one state: for the `ladle jobs list` command. */
export async function listJobs({ db, state, limit = 50 }: { db: TDb; state?: TJobState; limit?: number }) {
  return db
    .select({
      id: jobs.id,
      type: jobs.type,
      state: jobs.state,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      runAt: jobs.runAt,
      createdAt: jobs.createdAt,
      finishedAt: jobs.finishedAt,
      lastError: jobs.lastError,
    })
    .from(jobs)
    .where(state ? eq(jobs.state, state) : undefined)
    .orderBy(desc(jobs.id))
    .limit(limit);
}

export async function findJobState({ db, id }: { db: TDb; id: number }): Promise<TJobState | null> {
  const [row] = await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id));
  return row?.state ?? null;
}

/**
 * Queues a failed (or waiting) job to run now with a fresh set of tries; running and completed jobs
 * are left alone. Returns whether it was queued.
 */
export async function retryJob({ db, id }: { db: TDb; id: number }): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: "queued", attempts: 0, runAt: sql`now()`, finishedAt: null })
    .where(and(eq(jobs.id, id), inArray(jobs.state, ["failed", "queued"])))
    .returning({ id: jobs.id });
  if (rows.length > 0) await db.execute(sql`SELECT pg_notify(${jobsChannel}, 'retry')`);
  return rows.length > 0;
}

/** Deletes finished jobs: completed ones older than `completedBefore`, failed ones older than `failedBefore`. */
export async function deleteFinishedJobs({
  db,
  completedBefore,
  failedBefore,
}: {
  db: TDb;
  completedBefore: Date;
  failedBefore: Date;
}): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.state, "completed"), lt(jobs.finishedAt, completedBefore)),
        and(eq(jobs.state, "failed"), lt(jobs.finishedAt, failedBefore)),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}
