/**
 * What a deleted account leaves behind in payments.
 * - Its live subscriptions, as a reader and as a creator (their readers' subscriptions to the blog
 *   that goes), are cancelled at the provider by a job queued in the deletion's transaction, so the
 *   cancellation happens exactly when the deletion does, and is retried until the provider answers.
 * - Subscriptions, payments, payouts, prices and the payout account go with the user or their blog
 *   (foreign keys); the stored events name them only by the provider's and Ladle's ids (an
 *   invoice's payment event names only the invoice) and the reader's email, so the events that
 *   mention any of those go too.
 * - Those ids are kept as hashes (forgotten_payment_refs), so the events the provider still sends
 *   about them are dropped on arrival instead of storing the account's payments again.
 */
import { createHash } from "node:crypto";
import { eq, inArray, lt, or, sql } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { blogs, forgottenPaymentRefs, payments, payoutAccounts, subscriptions } from "#db/schema.ts";
import { defineJob, defineJobKind, PermanentJobError } from "#server/lib/jobs/job-kind.ts";
import { enqueueJob } from "#server/lib/jobs/job-store.ts";
import type { TPaymentProvider, TProviderName } from "#server/lib/payments/provider.ts";

type TDeletionDb = Pick<TDb, "select" | "insert" | "execute">;

export interface TCancelAtProvider {
  provider: TProviderName;
  subscriptionId: string;
  providerSubscriptionId: string;
}

/**
 * For calls to the payment provider that nobody can press a button to repeat: the queue keeps
 * trying for a day, then the job is in `ladle jobs list --state failed`.
 */
export const retriedForADay = {
  maxAttempts: 12,
  timeoutMs: 30_000,
  backoff: { baseMs: 30_000, maxMs: 6 * 60 * 60_000 },
};

export const cancelAtProviderKind = defineJobKind<TCancelAtProvider>({
  type: "cancel-subscription-at-provider",
  // The account is gone, or the subscription is a duplicate ended on arrival (webhooks.ts).
  ...retriedForADay,
});

export function createCancelAtProviderJob({
  findProvider,
  kind = cancelAtProviderKind,
}: {
  findProvider: () => TPaymentProvider | null;
  kind?: typeof cancelAtProviderKind;
}) {
  return defineJob(kind, async (payload) => {
    const provider = findProvider();
    if (provider?.name !== payload.provider) {
      throw new PermanentJobError(`This server no longer uses the ${payload.provider} payment provider.`);
    }
    await provider.cancelNow(payload);
  });
}

export const forgottenRefsKeptDays = 30;

export function hashPaymentRef(ref: string): string {
  return createHash("sha256").update(ref).digest("hex");
}

/** Queues the cancellation of a subscription the provider may still charge for. */
export async function queueCancelAtProvider(db: Pick<TDb, "execute">, cancel: TCancelAtProvider): Promise<void> {
  await enqueueJob({ db, kind: cancelAtProviderKind, payload: cancel, key: cancel.providerSubscriptionId });
}

/**
 * Runs inside the deletion's transaction, before the user's rows go: cancels what still charges,
 * remembers the references as hashes, and deletes the stored events that name them.
 */
export async function forgetPaymentsOf({
  db,
  userId,
  email,
  provider,
}: {
  db: TDeletionDb;
  userId: string;
  email: string;
  provider: TPaymentProvider | null;
}): Promise<void> {
  const [ownSubscriptions, accounts] = await Promise.all([
    db
      .select({
        id: subscriptions.id,
        status: subscriptions.status,
        provider: subscriptions.provider,
        checkoutId: subscriptions.providerCheckoutId,
        subscriptionId: subscriptions.providerSubscriptionId,
        customerId: subscriptions.providerCustomerId,
      })
      .from(subscriptions)
      .leftJoin(blogs, eq(blogs.id, subscriptions.blogId))
      .where(or(eq(subscriptions.readerId, userId), eq(blogs.ownerId, userId))),
    db
      .select({ accountId: payoutAccounts.providerAccountId })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, userId)),
  ]);
  for (const row of ownSubscriptions) {
    const isCharging = row.status === "active" || row.status === "past_due" || row.status === "incomplete";
    if (!isCharging || !row.subscriptionId || row.provider !== provider?.name) continue;
    await queueCancelAtProvider(db, {
      provider: provider.name,
      subscriptionId: row.id,
      providerSubscriptionId: row.subscriptionId,
    });
  }
  // An invoice's payment event names nothing but the invoice (and the money behind it).
  const ownInvoices = await db
    .select({ invoiceId: payments.providerInvoiceId })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .leftJoin(blogs, eq(blogs.id, subscriptions.blogId))
    .where(or(eq(subscriptions.readerId, userId), eq(blogs.ownerId, userId)));
  const refs = [
    ...ownSubscriptions.flatMap((row) => [row.id, row.checkoutId, row.subscriptionId, row.customerId]),
    ...ownInvoices.map((row) => row.invoiceId),
  ].filter((ref): ref is string => Boolean(ref));
  if (refs.length > 0) {
    await db
      .insert(forgottenPaymentRefs)
      .values(refs.map((ref) => ({ refHash: hashPaymentRef(ref) })))
      .onConflictDoNothing();
  }
  const needles = [userId, email, ...refs, ...accounts.map((row) => row.accountId)].filter((needle): needle is string =>
    Boolean(needle),
  );
  const mentions = sql.join(
    needles.map((needle) => sql`position(${needle} in payload::text) > 0`),
    sql` OR `,
  );
  await db.execute(sql`DELETE FROM payment_events WHERE ${mentions}`);
}

/** Whether any of an event's references belongs to a deleted account. */
export async function isForgottenPaymentRef(db: Pick<TDb, "select">, refs: string[]): Promise<boolean> {
  if (refs.length === 0) return false;
  const found = await db
    .select({ refHash: forgottenPaymentRefs.refHash })
    .from(forgottenPaymentRefs)
    .where(inArray(forgottenPaymentRefs.refHash, refs.map(hashPaymentRef)))
    .limit(1);
  return found.length > 0;
}

export async function deleteExpiredForgottenRefs({ db, before }: { db: TDb; before: Date }): Promise<number> {
  const removed = await db
    .delete(forgottenPaymentRefs)
    .where(lt(forgottenPaymentRefs.forgottenAt, before))
    .returning({ refHash: forgottenPaymentRefs.refHash });
  return removed.length;
}
