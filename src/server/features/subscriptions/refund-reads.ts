/**
 * A refund that failed at the provider (or was cancelled) no longer counts, but its event names only
 * that refund, not what is still refunded of the charge. So Ladle asks: the failure is noted on the
 * payment (`refund_failed_at`) and a job reads the charge's refunded total as the provider has it
 * now, and stores it as it is, lower or higher. From then on a refund event about that payment is
 * read the same way instead of trusted, since one delivered late would bring back the refund that
 * failed. A read is retried while the provider cannot be reached, as a duplicate's refund is; the
 * webhook, which only stores events, answers as ever. See docs/decisions/022-payments.md.
 */
import { and, eq, isNotNull, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { payments, subscriptions } from "#db/schema.ts";
import { defineJob, defineJobKind, PermanentJobError } from "#server/lib/jobs/job-kind.ts";
import { enqueueJob } from "#server/lib/jobs/job-store.ts";
import type { TChargeRef, TPaymentProvider, TProviderName, TRefundedAmount } from "#server/lib/payments/provider.ts";
import { rowsOf } from "#server/lib/rate-limits.ts";
import { retriedForADay } from "./account-deletion.ts";
import { lockPaymentLedger, type TTx } from "./subscription-store.ts";

export interface TRefundRead extends TChargeRef {
  provider: TProviderName;
}

export const readRefundedAmountKind = defineJobKind<TRefundRead>({
  type: "read-refunded-amount",
  // Nobody presses a button for it: the provider's outage must outlast the queue's tries.
  ...retriedForADay,
});

/**
 * Queues a read of the charge behind the payments `which` picks (never a failed payment: no money
 * moved), once per `key` (the provider's event). With `failedAt`, a refund of theirs has just
 * failed, and that is noted; without, only payments where one failed before are picked. Returns
 * how many payments the read is for. Runs under the payment ledger's lock.
 */
export async function queueRefundRead(
  tx: TTx,
  { which, key, charge, failedAt }: { which: SQL; key: string; charge: TChargeRef; failedAt: Date | null },
): Promise<number> {
  const noted = await tx
    .update(payments)
    .set({
      refundFailedAt: sql`coalesce(${payments.refundFailedAt}, ${failedAt?.toISOString() ?? null}::timestamptz)`,
      providerChargeId: sql`coalesce(${payments.providerChargeId}, ${charge.chargeId})`,
    })
    .where(and(which, ne(payments.status, "failed"), failedAt ? undefined : isNotNull(payments.refundFailedAt)))
    .returning({
      subscriptionId: payments.subscriptionId,
      chargeId: payments.providerChargeId,
      paymentIntentId: payments.providerPaymentIntentId,
    });
  const [payment] = noted;
  if (!payment) return 0;
  const [owner] = await tx
    .select({ provider: subscriptions.provider })
    .from(subscriptions)
    .where(eq(subscriptions.id, payment.subscriptionId));
  await enqueueJob({
    db: tx,
    kind: readRefundedAmountKind,
    payload: {
      provider: owner.provider as TProviderName,
      chargeId: payment.chargeId ?? charge.chargeId,
      paymentIntentId: payment.paymentIntentId ?? charge.paymentIntentId,
    },
    key,
  });
  return noted.length;
}

/**
 * Stores what the provider says is refunded of the charge: nothing left makes the payment paid
 * again (and forgets when it was refunded), anything left is its refund. Only payments whose refund
 * failed are read, so only they are written. Two reads of one charge may end in either order: the
 * one begun last (`readAt`) is kept, since every change at the provider sends an event whose read
 * begins after it. Returns how many payments it wrote.
 */
export async function storeRefundedAmount(
  tx: TTx,
  charge: TChargeRef,
  read: TRefundedAmount & { readAt: string },
): Promise<number> {
  const chargeId = read.chargeId ?? charge.chargeId;
  const matches = [
    chargeId ? eq(payments.providerChargeId, chargeId) : null,
    charge.paymentIntentId ? eq(payments.providerPaymentIntentId, charge.paymentIntentId) : null,
  ].filter((match): match is SQL => match !== null);
  if (matches.length === 0) return 0;
  const isRefunded = read.amount > 0;
  const stored = await tx
    .update(payments)
    .set({
      status: isRefunded ? "refunded" : "paid",
      refundedAmount: read.amount,
      refundedAt: isRefunded ? sql`coalesce(${payments.refundedAt}, now())` : null,
      providerChargeId: sql`coalesce(${payments.providerChargeId}, ${chargeId})`,
      refundsReadAt: sql`${read.readAt}::timestamptz`,
    })
    .where(
      and(
        or(...matches),
        ne(payments.status, "failed"),
        isNotNull(payments.refundFailedAt),
        or(isNull(payments.refundsReadAt), lt(payments.refundsReadAt, sql`${read.readAt}::timestamptz`)),
      ),
    )
    .returning({ id: payments.id });
  return stored.length;
}

export function createReadRefundedAmountJob({
  db,
  findProvider,
  kind = readRefundedAmountKind,
}: {
  db: TDb;
  findProvider: () => TPaymentProvider | null;
  kind?: typeof readRefundedAmountKind;
}) {
  return defineJob(kind, async (payload) => {
    const provider = findProvider();
    if (provider?.name !== payload.provider) {
      throw new PermanentJobError(`This server no longer uses the ${payload.provider} payment provider.`);
    }
    // The database's clock, to the microsecond, so that every worker's reads are ordered alike.
    const [{ now }] = rowsOf<{ now: string }>(await db.execute(sql`select clock_timestamp()::text as now`));
    // Asked outside the transaction: the ledger's lock is not held while the provider is slow.
    const read = await provider.readRefundedAmount(payload);
    await db.transaction(async (tx) => {
      await lockPaymentLedger(tx);
      await storeRefundedAmount(tx, payload, { ...read, readAt: now });
    });
  });
}
