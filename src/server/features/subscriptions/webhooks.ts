/**
 * The payment provider's webhook events, each applied exactly once. Receiving one checks its
 * signature, stores it by the provider's event id and enqueues a job to apply it, in one
 * transaction: a delivery repeated by the provider finds the stored event and changes nothing. The
 * job applies it under the subscription's row lock and marks it processed in the same transaction,
 * so a job repeated after a crash finds it processed. Events arriving out of order are safe too:
 * the state machine keeps the newest state (src/core/subscriptions/subscription-state.ts), and an
 * event about a payment Ladle has not stored yet waits for it (see `applyWaitingEvents`).
 */
import { and, eq, inArray, ne, notInArray, or, type SQL, sql } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { applySnapshot, hasAccessAt } from "#core/subscriptions/subscription-state.ts";
import { isUuid } from "#core/text/uuid.ts";
import type { TDb } from "#db/client.ts";
import { blogs, paymentEvents, payments, payoutAccounts, payouts, subscriptions } from "#db/schema.ts";
import { defineJob, defineJobKind, type TJobDb, type TJobKind, type TJobPayload } from "#server/lib/jobs/job-kind.ts";
import { enqueueJob } from "#server/lib/jobs/job-store.ts";
import { readPaymentEvent, type TPaymentEvent, type TSubscriptionRef } from "#server/lib/payments/payment-events.ts";
import type { TPaymentProvider, TProviderName } from "#server/lib/payments/provider.ts";
import { type TWebhookEvent, verifyWebhook } from "#server/lib/payments/webhook-signature.ts";
import { queueNewsletterContact } from "../convertkit/newsletter-contacts.ts";
import { describePayment } from "../notifications/billing-notice.ts";
import { queueNotice } from "../notifications/notices.ts";
import { isForgottenPaymentRef, queueCancelAtProvider } from "./account-deletion.ts";
import { markPaymentRefunded, queueDuplicateRefunds } from "./duplicate-refund.ts";
import { queueRefundRead } from "./refund-reads.ts";
import {
  applySnapshotToRow,
  findReadingSubscription,
  lockPaymentLedger,
  lockReaderBlogSubscriptions,
  lockSubscription,
  stateOf,
  type TSubscriptionRow,
  type TTx,
} from "./subscription-store.ts";

export const applyPaymentEventKind = defineJobKind<{ eventId: string }>({
  type: "apply-payment-event",
  // An event may come before the checkout it belongs to is stored: retries wait for it.
  maxAttempts: 8,
  timeoutMs: 20_000,
  backoff: { baseMs: 1_000, maxMs: 10 * 60_000 },
});

/** The job queue's enqueue (server/jobs.ts), which runs this file's job. */
type TEnqueue = <T extends TJobPayload>(
  kind: TJobKind<T>,
  payload: T,
  options?: { db?: TJobDb; key?: string },
) => Promise<number | null>;

export const badSignatureMessage = "Stripe-Signature: the signature does not match this body.";

/** Checks, stores and queues one delivery; a repeated delivery of a stored event does nothing more. */
export async function receivePaymentWebhook({
  db,
  jobs,
  payments: provider,
  rawBody,
  signature,
}: {
  db: TDb;
  jobs: { enqueue: TEnqueue };
  payments: TPaymentProvider | null;
  rawBody: string;
  signature: string | undefined;
}): Promise<void> {
  if (!provider) throw new AppError("UNAVAILABLE", { message: "Payments are not set up on this server." });
  const event = signature ? verifyWebhook(rawBody, signature, provider.webhookSecret) : null;
  if (!event) throw new AppError("BAD_REQUEST", { message: badSignatureMessage });
  if (await dropEventOfDeletedAccount({ db, provider, event })) return;
  await db.transaction(async (tx) => {
    const stored = await tx
      .insert(paymentEvents)
      .values({ providerEventId: event.id, type: event.type, payload: event as unknown as Record<string, unknown> })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (stored.length > 0) await jobs.enqueue(applyPaymentEventKind, { eventId: event.id }, { db: tx, key: event.id });
  });
}

/**
 * An event about a deleted account's subscription is not stored: the account's payments went with
 * it. One that says such a subscription is still charging (a checkout finished after the account
 * went) gets it cancelled. Returns whether the event was dropped.
 */
async function dropEventOfDeletedAccount({
  db,
  provider,
  event,
}: {
  db: TDb;
  provider: TPaymentProvider;
  event: TWebhookEvent;
}): Promise<boolean> {
  const read = readPaymentEvent(event);
  const customer = (event.data.object as { customer?: unknown }).customer;
  const refs = [
    "subscriptionId" in read ? read.subscriptionId : null,
    "providerSubscriptionId" in read ? read.providerSubscriptionId : null,
    "checkoutId" in read ? read.checkoutId : null,
    // An invoice's payment event names no subscription nor customer: only the invoice.
    "invoiceId" in read ? read.invoiceId : null,
    typeof customer === "string" ? customer : null,
  ].filter((ref): ref is string => Boolean(ref));
  if (!(await isForgottenPaymentRef(db, refs))) return false;
  const isCharging =
    read.kind === "checkout-completed" || (read.kind === "subscription-changed" && read.snapshot.status !== "canceled");
  if (isCharging && read.providerSubscriptionId) {
    await queueCancelAtProvider(db, {
      provider: provider.name,
      subscriptionId: read.subscriptionId ?? read.providerSubscriptionId,
      providerSubscriptionId: read.providerSubscriptionId,
    });
  }
  return true;
}

export function createApplyPaymentEventJob({ db }: { db: TDb }) {
  return defineJob(applyPaymentEventKind, async ({ eventId }) => {
    await db.transaction(async (tx) => {
      const [stored] = await tx
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.providerEventId, eventId))
        .for("update");
      if (!stored || stored.processedAt) return;
      const awaitingRef = await applyPaymentEvent(tx, readPaymentEvent(stored.payload as never));
      await markApplied(tx, stored.id, awaitingRef);
    });
  });
}

/** An event applied, or waiting for the payment it names (then it is applied when that comes). */
async function markApplied(tx: TTx, id: number, awaitingRef: string | null): Promise<void> {
  await tx
    .update(paymentEvents)
    .set(awaitingRef ? { awaitingRef } : { processedAt: new Date(), awaitingRef: null })
    .where(eq(paymentEvents.id, id));
}

/**
 * Applies the stored events that waited for a payment now known by one of `refs`: an invoice's
 * payment that came before its invoice, a refund that came before the payment it refunds. Each is
 * applied once here (an event still unmatched waits again, for what it names now). Runs under the
 * ledger lock.
 */
async function applyWaitingEvents(tx: TTx, refs: Array<string | null>): Promise<void> {
  const keys = [...new Set(refs.filter((ref): ref is string => Boolean(ref)))];
  if (keys.length === 0) return;
  const seen: number[] = [];
  for (;;) {
    const [waiting] = await tx
      .select({ id: paymentEvents.id, payload: paymentEvents.payload })
      .from(paymentEvents)
      .where(
        and(inArray(paymentEvents.awaitingRef, keys), seen.length > 0 ? notInArray(paymentEvents.id, seen) : undefined),
      )
      .orderBy(paymentEvents.id)
      .limit(1)
      // One its own job is applying right now is left to it: that job sees this payment once it has the lock.
      .for("update", { skipLocked: true });
    if (!waiting) return;
    seen.push(waiting.id);
    await markApplied(tx, waiting.id, await applyPaymentEvent(tx, readPaymentEvent(waiting.payload as never)));
  }
}

/**
 * A reader who has just become a subscriber goes on the creator's ConvertKit list, if the creator
 * connected one; the job is queued in this transaction, so it exists exactly when the event applied.
 */
async function addNewSubscriberToNewsletter(tx: TTx, row: TSubscriptionRow): Promise<void> {
  const [blog] = await tx.select({ ownerId: blogs.ownerId }).from(blogs).where(eq(blogs.id, row.blogId)).limit(1);
  if (!blog) return;
  await queueNewsletterContact({
    db: tx,
    jobs: { enqueue: (kind, payload, options) => enqueueJob({ db: tx, kind, payload, key: options?.key }) },
    creatorId: blog.ownerId,
    readerId: row.readerId,
    reason: "subscriber",
    transaction: tx,
  });
}

/** Ladle's id of the subscription an event names, from its metadata or the provider's id. */
async function findSubscriptionId(tx: TTx, ref: TSubscriptionRef): Promise<string | null> {
  if (ref.subscriptionId) return ref.subscriptionId;
  if (!ref.providerSubscriptionId) return null;
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, ref.providerSubscriptionId))
    .limit(1);
  return row?.id ?? null;
}

const notStoredYet = (ref: TSubscriptionRef) =>
  new Error(`No subscription for ${ref.subscriptionId ?? ref.providerSubscriptionId ?? "an event"} yet.`);

/** The subscription an event names, locked; an error (retried) when it is not stored yet. */
async function findSubscriptionFor(tx: TTx, ref: TSubscriptionRef): Promise<TSubscriptionRow> {
  const id = await findSubscriptionId(tx, ref);
  const row = id && isUuid(id) ? await lockSubscription(tx, id) : null;
  if (!row) throw notStoredYet(ref);
  return row;
}

/**
 * The subscription an event names and the reader's others to the same blog, all locked: an event
 * that may open the blog is applied knowing what else opens it.
 */
async function findSubscriptionWithOthers(tx: TTx, ref: TSubscriptionRef) {
  const id = await findSubscriptionId(tx, ref);
  const found = id && isUuid(id) ? await lockReaderBlogSubscriptions(tx, id) : null;
  if (!found) throw notStoredYet(ref);
  return found;
}

/**
 * A checkout completed for a blog the reader already reads through another subscription (an older
 * checkout paid after a newer one, or two paid at once): the provider took the payment before
 * Ladle heard of it. The second subscription is ended here and now, so it never opens anything nor
 * counts as a subscriber, remembers which one the reader keeps, and is cancelled at the provider by
 * the queue, which also refunds its payment: now if it is recorded, else when its invoice arrives
 * (docs/decisions/022-payments.md).
 */
async function endDuplicate(
  tx: TTx,
  row: TSubscriptionRow,
  reading: TSubscriptionRow,
  providerSubscriptionId: string | null,
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ duplicateOf: reading.id, updatedAt: new Date() })
    .where(eq(subscriptions.id, row.id));
  // A cancellation outranks every other state, so the provider's later events cannot reopen it.
  await applySnapshotToRow(tx, row, {
    eventId: `duplicate_${row.id}`,
    at: new Date(),
    status: "canceled",
    cancelAtPeriodEnd: false,
    periodEnd: row.currentPeriodEnd,
  });
  if (providerSubscriptionId) {
    await queueCancelAtProvider(tx, {
      provider: row.provider as TProviderName,
      subscriptionId: row.id,
      providerSubscriptionId,
    });
  }
  await queueDuplicateRefunds(tx, { ...row, providerSubscriptionId });
}

/**
 * Applies one event. Returns the provider's id of the payment it names when Ladle has not stored
 * that payment yet (the event then waits for it), else null.
 */
export async function applyPaymentEvent(tx: TTx, event: TPaymentEvent): Promise<string | null> {
  switch (event.kind) {
    case "checkout-completed": {
      const { row, others } = await findSubscriptionWithOthers(tx, event);
      const providerSubscriptionId = row.providerSubscriptionId ?? event.providerSubscriptionId;
      await tx
        .update(subscriptions)
        .set({
          providerSubscriptionId,
          providerCustomerId: row.providerCustomerId ?? event.providerCustomerId,
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.id, row.id));
      const reading = findReadingSubscription(others);
      if (reading && !row.duplicateOf && !hasAccessAt(row, new Date())) {
        await endDuplicate(tx, row, reading, providerSubscriptionId);
      }
      return null;
    }
    case "subscription-changed": {
      const { row, others } = await findSubscriptionWithOthers(tx, event);
      if (!row.providerSubscriptionId && event.providerSubscriptionId) {
        await tx
          .update(subscriptions)
          .set({ providerSubscriptionId: event.providerSubscriptionId })
          .where(eq(subscriptions.id, row.id));
      }
      const now = new Date();
      const wouldOpen = !hasAccessAt(row, now) && hasAccessAt(applySnapshot(stateOf(row), event.snapshot), now);
      const reading = wouldOpen && !row.duplicateOf ? findReadingSubscription(others, now) : null;
      if (reading) {
        await endDuplicate(tx, row, reading, row.providerSubscriptionId ?? event.providerSubscriptionId);
        return null;
      }
      const after = await applySnapshotToRow(tx, row, event.snapshot);
      if (!row.duplicateOf && row.status !== "active" && after.status === "active") {
        await addNewSubscriberToNewsletter(tx, row);
      }
      return null;
    }
    case "invoice":
      await recordInvoice(tx, event);
      return null;
    case "invoice-payment":
      return recordInvoicePayment(tx, event);
    case "refund":
      return recordRefund(tx, event);
    case "refund-failed":
      return recordRefundFailure(tx, event);
    case "fee-refund":
      return recordFeeRefund(tx, event);
    case "account-updated":
      await tx
        .update(payoutAccounts)
        .set({ isOnboardingComplete: event.isComplete, updatedAt: new Date() })
        .where(eq(payoutAccounts.providerAccountId, event.accountId));
      return null;
    case "payout":
      await recordPayout(tx, event);
      return null;
    default:
      return null;
  }
}

/**
 * Tells the reader a payment went through (their first, or a renewal) or did not. Once per invoice
 * and outcome: a repeated event finds the job's key taken.
 */
async function queueBillingNotice(tx: TTx, row: TSubscriptionRow, event: Extract<TPaymentEvent, { kind: "invoice" }>) {
  const [blog] = await tx.select({ name: blogs.title }).from(blogs).where(eq(blogs.id, row.blogId)).limit(1);
  const [earlier] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, row.id),
        eq(payments.status, "paid"),
        sql`${payments.providerInvoiceId} <> ${event.invoiceId}`,
      ),
    )
    .limit(1);
  await queueNotice({
    db: tx,
    key: `invoice:${event.invoiceId}:${event.status}`,
    notice: {
      userId: row.readerId,
      kind: "subscription-billing",
      ...describePayment({
        blogName: blog?.name ?? "the blog",
        amount: event.amount || row.amount,
        currency: event.currency,
        isPaid: event.status === "paid",
        isRenewal: Boolean(earlier),
      }),
      url: `/me/subscriptions/${row.id}/payments`,
      tag: `subscription:${row.id}`,
    },
  });
}

/**
 * One row per invoice: a payment that went through is never turned back into a failure by a late
 * event. The events that waited for it (its payment's ids, a refund of it) are applied with it.
 */
async function recordInvoice(tx: TTx, event: Extract<TPaymentEvent, { kind: "invoice" }>): Promise<void> {
  const row = await findSubscriptionFor(tx, event);
  // A duplicate's payment is kept (the money moved), but it is no subscription to tell anyone about.
  if (!row.duplicateOf) await queueBillingNotice(tx, row, event);
  await lockPaymentLedger(tx);
  await tx
    .insert(payments)
    .values({
      subscriptionId: row.id,
      blogId: row.blogId,
      amount: event.amount || row.amount,
      fee: event.fee,
      currency: event.currency,
      status: event.status,
      receiptUrl: event.receiptUrl,
      periodStart: event.periodStart,
      periodEnd: event.periodEnd,
      paidAt: event.at,
      providerInvoiceId: event.invoiceId,
      providerPaymentIntentId: event.paymentIntentId,
      providerChargeId: event.chargeId,
    })
    .onConflictDoUpdate({
      target: payments.providerInvoiceId,
      set: {
        status: sql`case when ${payments.status} = 'failed' then excluded.status else ${payments.status} end`,
        amount: sql`case when ${payments.status} = 'failed' then excluded.amount else ${payments.amount} end`,
        fee: sql`case when ${payments.status} = 'failed' then excluded.fee else ${payments.fee} end`,
        paidAt: sql`case when ${payments.status} = 'failed' then excluded.paid_at else ${payments.paidAt} end`,
        receiptUrl: sql`coalesce(${payments.receiptUrl}, excluded.receipt_url)`,
        providerPaymentIntentId: sql`coalesce(${payments.providerPaymentIntentId}, excluded.provider_payment_intent_id)`,
        providerChargeId: sql`coalesce(${payments.providerChargeId}, excluded.provider_charge_id)`,
      },
    });
  await applyWaitingEvents(tx, [event.invoiceId]);
  // By the ids stored now: a refund that came while the payment still read as failed waited for them.
  const [stored] = await tx
    .select({ paymentIntentId: payments.providerPaymentIntentId, chargeId: payments.providerChargeId })
    .from(payments)
    .where(eq(payments.providerInvoiceId, event.invoiceId));
  await applyWaitingEvents(tx, [stored?.paymentIntentId ?? null, stored?.chargeId ?? null]);
  // A duplicate's payment goes back to the reader (the duplicate may have been found before its invoice came).
  if (row.duplicateOf) await queueDuplicateRefunds(tx, row);
}

/**
 * Which PaymentIntent or charge paid an invoice: what the provider's refund events will name. Comes
 * before or after the invoice's own event; before, it waits for it.
 */
async function recordInvoicePayment(
  tx: TTx,
  event: Extract<TPaymentEvent, { kind: "invoice-payment" }>,
): Promise<string | null> {
  await lockPaymentLedger(tx);
  const found = await tx
    .update(payments)
    .set({
      providerPaymentIntentId: sql`coalesce(${payments.providerPaymentIntentId}, ${event.paymentIntentId})`,
      providerChargeId: sql`coalesce(${payments.providerChargeId}, ${event.chargeId})`,
    })
    .where(eq(payments.providerInvoiceId, event.invoiceId))
    .returning({ paymentIntentId: payments.providerPaymentIntentId, chargeId: payments.providerChargeId });
  if (found.length === 0) return event.invoiceId;
  await applyWaitingEvents(
    tx,
    found.flatMap((payment) => [payment.paymentIntentId, payment.chargeId]),
  );
  return null;
}

/** The payments a refund's ids name: by charge, PaymentIntent or (older API versions) invoice. */
function matchPayment(ids: { chargeId: string | null; paymentIntentId: string | null; invoiceId?: string | null }) {
  const matches = [
    ids.chargeId ? eq(payments.providerChargeId, ids.chargeId) : null,
    ids.paymentIntentId ? eq(payments.providerPaymentIntentId, ids.paymentIntentId) : null,
    ids.invoiceId ? eq(payments.providerInvoiceId, ids.invoiceId) : null,
  ].filter((match): match is SQL => match !== null);
  return matches.length > 0 ? (or(...matches) as SQL) : null;
}

/**
 * A refund, whoever made it (Ladle for a duplicate, the creator or Ladle's staff by hand at the
 * provider, the provider itself): found by the charge, its PaymentIntent or (older API versions)
 * the invoice. The provider's events carry the total refunded so far, so a partial refund shows as
 * such and a repeated event adds nothing. A refund of a payment not stored yet waits for it. The
 * charge is remembered on the payment: the fee's own event names only the charge. A payment one of
 * whose refunds failed has its total read from the provider again instead (refund-reads.ts).
 */
async function recordRefund(tx: TTx, event: Extract<TPaymentEvent, { kind: "refund" }>): Promise<string | null> {
  const which = matchPayment(event);
  if (!which) return null;
  await lockPaymentLedger(tx);
  const marked = await markPaymentRefunded(tx, which, {
    amount: event.refundedAmount,
    at: event.at,
    chargeId: event.chargeId,
  });
  const read = await queueRefundRead(tx, { which, key: event.eventId, charge: event, failedAt: null });
  // What an invoice's payment names: its PaymentIntent, or its charge when it has none.
  if (marked + read === 0) return event.paymentIntentId ?? event.chargeId ?? event.invoiceId;
  // Ladle's fee given back, when its event came before this one.
  await applyWaitingEvents(tx, [event.chargeId]);
  return null;
}

/**
 * A refund failed at the provider: noted on its payment, whose refunded total is then read from the
 * provider by a job (refund-reads.ts). A failure of a refund of a payment not stored yet, or still
 * reading as failed, waits for it, as the refund itself does.
 */
async function recordRefundFailure(
  tx: TTx,
  event: Extract<TPaymentEvent, { kind: "refund-failed" }>,
): Promise<string | null> {
  const which = matchPayment(event);
  if (!which) return null;
  await lockPaymentLedger(tx);
  const noted = await queueRefundRead(tx, { which, key: event.eventId, charge: event, failedAt: event.at });
  return noted > 0 ? null : (event.paymentIntentId ?? event.chargeId);
}

/**
 * Ladle's fee given back (with a refund made by hand, or on its own): the provider's event carries
 * everything given back of the fee so far, so the largest wins and never more than the fee. It
 * names only the charge, which Ladle learns from the refund's own event: until then it waits.
 */
async function recordFeeRefund(tx: TTx, event: Extract<TPaymentEvent, { kind: "fee-refund" }>): Promise<string | null> {
  await lockPaymentLedger(tx);
  const updated = await tx
    .update(payments)
    .set({
      refundedFee: sql`least(${payments.fee}, greatest(${payments.refundedFee}, ${event.refundedFee}))`,
      ...(event.refundedFee > 0
        ? { feeRefundedAt: sql`coalesce(${payments.feeRefundedAt}, ${event.at.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(and(inArray(payments.providerChargeId, event.chargeIds), ne(payments.status, "failed")))
    .returning({ id: payments.id });
  return updated.length > 0 ? null : event.chargeIds[0];
}

async function recordPayout(tx: TTx, event: Extract<TPaymentEvent, { kind: "payout" }>): Promise<void> {
  const [blog] = await tx
    .select({ id: blogs.id })
    .from(payoutAccounts)
    .innerJoin(blogs, eq(blogs.ownerId, payoutAccounts.userId))
    .where(eq(payoutAccounts.providerAccountId, event.accountId))
    .limit(1);
  if (!blog) return;
  const rank = sql`(case ${payouts.status} when 'pending' then 0 else 1 end)`;
  await tx
    .insert(payouts)
    .values({
      blogId: blog.id,
      amount: event.amount,
      currency: event.currency,
      status: event.status,
      arrivalAt: event.arrivalAt,
      providerPayoutId: event.payoutId,
    })
    .onConflictDoUpdate({
      target: payouts.providerPayoutId,
      // "pending" never replaces the outcome it led to.
      set: { status: sql`case when ${rank} = 0 then excluded.status else ${payouts.status} end` },
    });
}
