/**
 * A duplicate subscription's money goes back to the reader by itself. The refund is a job queued in
 * the transaction that learns the second half of "this subscription is a duplicate, and this is its
 * paid payment", whichever comes second (the duplicate found, or its invoice recorded), so the
 * provider's events may arrive in any order. One job per invoice (its key), retried while the
 * provider is down; the provider's refund carries an idempotency key, and a payment found refunded
 * already counts as done. See docs/decisions/022-payments.md.
 */
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { payments } from "#db/schema.ts";
import { defineJob, defineJobKind, PermanentJobError } from "#server/lib/jobs/job-kind.ts";
import { enqueueJob } from "#server/lib/jobs/job-store.ts";
import type { TPaymentProvider, TProviderName, TRefund, TRefundRequest } from "#server/lib/payments/provider.ts";
import { retriedForADay } from "./account-deletion.ts";
import type { TSubscriptionRow, TTx } from "./subscription-store.ts";

export interface TDuplicateRefund extends TRefundRequest {
  provider: TProviderName;
}

export const refundDuplicateKind = defineJobKind<TDuplicateRefund>({
  type: "refund-duplicate-payment",
  // Nobody presses a button for this refund, as for the duplicate's cancellation.
  ...retriedForADay,
});

/**
 * Queues the refund of each paid payment of a duplicate subscription not refunded yet. Runs under
 * the subscription's row lock, in the transaction that marked it a duplicate or recorded a payment.
 */
export async function queueDuplicateRefunds(tx: TTx, row: TSubscriptionRow): Promise<void> {
  const paid = await tx
    .select({
      invoiceId: payments.providerInvoiceId,
      paymentIntentId: payments.providerPaymentIntentId,
      chargeId: payments.providerChargeId,
      amount: payments.amount,
      currency: payments.currency,
    })
    .from(payments)
    .where(and(eq(payments.subscriptionId, row.id), eq(payments.status, "paid")));
  for (const payment of paid) {
    await enqueueJob({
      db: tx,
      kind: refundDuplicateKind,
      payload: {
        provider: row.provider as TProviderName,
        subscriptionId: row.id,
        providerSubscriptionId: row.providerSubscriptionId,
        ...payment,
      },
      key: payment.invoiceId,
    });
  }
}

/**
 * Records a refund on Ladle's payment: the largest amount refunded so far wins (the provider's
 * events carry the total), the first refund's time stays, and a failed payment is never turned into
 * a refund. A payment one of whose refunds failed is left alone: its total is read from the provider
 * (refund-reads.ts). Returns how many payments it marked.
 */
export async function markPaymentRefunded(
  db: Pick<TDb, "update">,
  which: SQL,
  refund: { amount: number; at: Date; chargeId?: string | null; isFeeRefunded?: boolean },
): Promise<number> {
  const marked = await db
    .update(payments)
    .set({
      status: "refunded",
      refundedAmount: sql`greatest(${payments.refundedAmount}, ${refund.amount})`,
      refundedAt: sql`coalesce(${payments.refundedAt}, ${refund.at.toISOString()}::timestamptz)`,
      ...(refund.isFeeRefunded
        ? {
            refundedFee: sql`${payments.fee}`,
            feeRefundedAt: sql`coalesce(${payments.feeRefundedAt}, ${refund.at.toISOString()}::timestamptz)`,
          }
        : {}),
      ...(refund.chargeId ? { providerChargeId: sql`coalesce(${payments.providerChargeId}, ${refund.chargeId})` } : {}),
    })
    .where(and(which, sql`${payments.status} <> 'failed'`, isNull(payments.refundFailedAt)))
    .returning({ id: payments.id });
  return marked.length;
}

export function createRefundDuplicateJob({
  db,
  findProvider,
  kind = refundDuplicateKind,
}: {
  db: TDb;
  findProvider: () => TPaymentProvider | null;
  kind?: typeof refundDuplicateKind;
}) {
  return defineJob(kind, async (payload, job) => {
    const provider = findProvider();
    if (provider?.name !== payload.provider) {
      throw new PermanentJobError(`This server no longer uses the ${payload.provider} payment provider.`);
    }
    // A try that refunded and then failed to write it down does not ask the provider again.
    const earlier = job.result?.refund as TRefund | undefined;
    const refund = earlier ?? (await provider.refundDuplicatePayment(payload));
    if (!earlier) await job.recordResult({ refund });
    // Recorded here as well as from the provider's refund event, which finds the payment by its
    // PaymentIntent or by the charge written here (the invoice's payment event may come later).
    await markPaymentRefunded(db, eq(payments.providerInvoiceId, payload.invoiceId), { ...refund, at: new Date() });
  });
}
