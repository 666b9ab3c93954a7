/**
 * Applying what the provider says to a stored subscription: under a row lock, through the state
 * machine, announcing the change to every process (the reader's access may have changed).
 */
import { eq, sql } from "drizzle-orm";
import type { TSubscriptionSnapshot, TSubscriptionState } from "#core/subscriptions/subscription-state.ts";
import { applySnapshot } from "#core/subscriptions/subscription-state.ts";
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
