/** What a kind of job is (its type name and retry rules) and what a handler gets. */
import type { TDb } from "#db/client.ts";
import type { TBackoff } from "./backoff.ts";

/** Stored as jsonb: plain data only. */
export type TJobPayload = object;

/** What a try records of its progress (jsonb too). */
export type TJobResult = Record<string, unknown>;

export interface TJobKind<TPayload extends TJobPayload = TJobPayload> {
  /** Stored in `jobs.type`; kebab-case, never renamed while jobs of it may be queued. */
  type: string;
  /** Tries in all, the first included; after the last failure the job is `failed` (dead-lettered). */
  maxAttempts: number;
  /** A try still running after this fails and is retried; its handler's signal is aborted. */
  timeoutMs: number;
  backoff: TBackoff;
  /**
   * The payload is emptied once the job completes: a message's text (sign-in codes among it) has
   * no business staying in the table after it was delivered.
   */
  isPayloadPrivate?: boolean;
  /** Type-only: the payload this kind carries. */
  readonly payloadType?: TPayload;
}

export function defineJobKind<TPayload extends TJobPayload>(kind: TJobKind<TPayload>): TJobKind<TPayload> {
  return kind;
}

/** A database handle or a transaction on it: enqueuing in the caller's transaction commits with it. */
export type TJobDb = Pick<TDb, "execute">;

export interface TEnqueueOptions {
  /** The caller's transaction: the job exists if and only if it commits. */
  db?: TJobDb;
  /** Enqueuing a job of the same kind with the same key again does nothing. */
  key?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
}

/** What code that queues jobs needs of the job queue (server/jobs.ts). */
export interface TJobEnqueuer {
  /** Adds a job; returns its id, or null when one with this key already exists. */
  enqueue<TPayload extends TJobPayload>(
    kind: TJobKind<TPayload>,
    payload: TPayload,
    options?: TEnqueueOptions,
  ): Promise<number | null>;
}

export interface TJobContext {
  id: number;
  /** 1 for the first try. */
  attempt: number;
  maxAttempts: number;
  /** What an earlier try recorded with `recordResult` (a crash may have cut it short), or null. */
  result: TJobResult | null;
  /** Aborted when the try times out, loses its lease or the worker shuts down. */
  signal: AbortSignal;
  /**
   * Records what this try achieved before the job is marked done, so a try repeated after a crash
   * can see it and not do it again (a sent message's provider id).
   */
  recordResult(result: TJobResult): Promise<void>;
}

export type TJobHandler<TPayload extends TJobPayload> = (payload: TPayload, context: TJobContext) => Promise<void>;

/** A kind with the code that runs it; the worker runs the kinds it is given and no others. */
export interface TJobDefinition<TPayload extends TJobPayload = TJobPayload> {
  kind: TJobKind<TPayload>;
  // A method, so definitions of different payloads fit in one list of definitions.
  handle(payload: TPayload, context: TJobContext): Promise<void>;
}

export function defineJob<TPayload extends TJobPayload>(
  kind: TJobKind<TPayload>,
  handle: TJobHandler<TPayload>,
): TJobDefinition<TPayload> {
  return { kind, handle };
}

/** A job enqueued on a cron schedule (UTC); with several processes each run happens once. */
export interface TRecurringJob<TPayload extends TJobPayload = TJobPayload> {
  /** The schedule's name (its row in `job_schedules`). */
  name: string;
  cron: string;
  kind: TJobKind<TPayload>;
  payload: TPayload;
}

/** Thrown by a handler when trying again cannot help (a provider refused the address): no retry. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PermanentJobError";
  }
}
