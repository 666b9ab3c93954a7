/**
 * The one entry point for adding a reader to a creator's email list: new paid subscribers always
 * (if the creator connected ConvertKit and picked a form or tag), new followers only when the
 * creator includes followers and the reader agreed to the creator's emails.
 */
import type { TDb } from "#db/client.ts";
import type { TJobDb, TJobEnqueuer } from "#server/lib/jobs/job-kind.ts";
import { addContactKind, findSkipReason, type TNewsletterContactReason, type TSkipReason } from "./add-contact-job.ts";
import { findConnectionRow } from "./tokens.ts";

export type { TNewsletterContactReason } from "./add-contact-job.ts";

export interface TQueueNewsletterContactResult {
  isQueued: boolean;
  /** Why not, when not queued (a job for this reader and reason already exists: "duplicate"). */
  skipped: TSkipReason | "duplicate" | null;
}

/**
 * Queues `convertkit.add-contact` when the reader belongs on the creator's list. Pass the caller's
 * transaction as `transaction` and the job exists only if it commits. Never throws for a creator
 * without a connection: following and subscribing work the same whether or not they have one.
 */
export async function queueNewsletterContact({
  db,
  jobs,
  creatorId,
  readerId,
  reason,
  transaction,
}: {
  db: Pick<TDb, "select">;
  jobs: TJobEnqueuer;
  creatorId: string;
  readerId: string;
  reason: TNewsletterContactReason;
  transaction?: TJobDb & Pick<TDb, "select">;
}): Promise<TQueueNewsletterContactResult> {
  if (creatorId === readerId) return { isQueued: false, skipped: "no-reader" };
  const reader = transaction ?? db;
  const connection = await findConnectionRow(db, creatorId);
  const skipped = await findSkipReason(reader, connection, { creatorId, readerId, reason });
  if (skipped) return { isQueued: false, skipped };
  const id = await jobs.enqueue(
    addContactKind,
    { creatorId, readerId, reason },
    { db: transaction, key: `${creatorId}:${readerId}:${reason}` },
  );
  return id === null ? { isQueued: false, skipped: "duplicate" } : { isQueued: true, skipped: null };
}
