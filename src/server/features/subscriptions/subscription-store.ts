/**
 * Applying what the provider says to a stored subscription: under a row lock, through the state
 * machine, announcing the change to every process (the reader's access may have changed).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { TSubscriptionSnapshot, TSubscriptionState } from "#core/subscriptions/subscription-state.ts";
import { applySnapshot, hasAccessAt } from "#core/subscriptions/subscription-state.ts";
import type { TDb } from "#db/client.ts";
import { subscriptions } from "#db/schema.ts";
import { changeChannel } from "#server/lib/change-bus.ts";

export type TSubscriptionRow = typeof subscriptions.$inferSelect;

/** A transaction, or the database itself. */
export type TTx = Parameters<Parameters<TDb["transaction"]>[0]>[0];

export function stateOf(row: TSubscriptionRow): TSubscriptionState {
  return {
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    pastDueSince: row.pastDueSince,
    graceEndsAt: row.graceEndsAt,
    endedAt: row.endedAt,
    stateAt: row.stateAt,
    stateEventId: row.stateEventId,
  };
}

/** Tells every process that this reader's subscriptions changed; sent when the transaction commits. */
export async function announceSubscriptionChange(tx: Pick<TDb, "execute">, readerId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${changeChannel}, ${`subscription:${readerId}`})`);
}

/** Locks the subscription's row for the rest of the transaction. */
export async function lockSubscription(tx: TTx, subscriptionId: string): Promise<TSubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for("update");
  return row ?? null;
}

/**
 * Locks every subscription of this one's reader to its blog, in one order (so two transactions
 * never wait on each other), and returns this one and the others. Whatever may open the blog for
 * the reader is decided under these locks, so two checkouts completing at once cannot both do it.
 */
export async function lockReaderBlogSubscriptions(
  tx: TTx,
  subscriptionId: string,
): Promise<{ row: TSubscriptionRow; others: TSubscriptionRow[] } | null> {
  const [owner] = await tx
    .select({ readerId: subscriptions.readerId, blogId: subscriptions.blogId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1);
  if (!owner) return null;
  const rows = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.readerId, owner.readerId), eq(subscriptions.blogId, owner.blogId)))
    .orderBy(asc(subscriptions.id))
    .for("update");
  const row = rows.find((candidate) => candidate.id === subscriptionId);
  return row ? { row, others: rows.filter((candidate) => candidate.id !== subscriptionId) } : null;
}

/** Another of the reader's subscriptions to the same blog that opens it now, if any. */
export function findReadingSubscription(others: TSubscriptionRow[], now = new Date()): TSubscriptionRow | null {
  return others.find((other) => hasAccessAt(other, now)) ?? null;
}

/** Folds one snapshot into the subscription (in `tx`, which must hold the row's lock). */
export async function applySnapshotToRow(
  tx: TTx,
  row: TSubscriptionRow,
  snapshot: TSubscriptionSnapshot,
): Promise<TSubscriptionState> {
  const before = stateOf(row);
  const after = applySnapshot(before, snapshot);
  if (JSON.stringify(after) === JSON.stringify(before)) return before;
  await tx
    .update(subscriptions)
    .set({ ...after, updatedAt: new Date() })
    .where(eq(subscriptions.id, row.id));
  await announceSubscriptionChange(tx, row.readerId);
  return after;
}

/**
 * Payments and their refunds are matched across events by the provider's ids (the invoice; the
 * PaymentIntent and charge behind it), and two workers may apply events about one payment at the
 * same moment: they take turns here, so each sees what the other stored, and an event left waiting
 * for a payment is never missed by the transaction storing that payment. Held until the
 * transaction ends; payment events are few, so one lock for all of them costs nothing.
 */
export async function lockPaymentLedger(tx: Pick<TDb, "execute">): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ladle.payment-ledger'))`);
}
