/**
 * A reader's subscriptions: starting a checkout, listing them, cancelling at the period's end,
 * taking the cancellation back, and the payments each one made.
 */

import { randomUUID } from "node:crypto";
import { and, desc, eq, isNotNull, isNull, ne } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { TBillingInterval, TPayment, TSubscription } from "#core/subscriptions/subscription.schema.ts";
import { findAccessEnd, hasAccessAt } from "#core/subscriptions/subscription-state.ts";
import { isUuid } from "#core/text/uuid.ts";
import type { TDb } from "#db/client.ts";
import { blogPrices, blogs, payments, payoutAccounts, profiles, subscriptions } from "#db/schema.ts";
import type { TEnv } from "#server/env.ts";
import type { TPaymentProvider } from "#server/lib/payments/provider.ts";
import { consumeRateLimit, rateLimitKey, rateLimitRules } from "#server/lib/rate-limits.ts";
import { findSubscriberNewsletterNotice } from "../convertkit/subscriber-notice.ts";
import { hasAccessNow } from "./access.ts";
import { applySnapshotToRow, lockSubscription, stateOf, type TSubscriptionRow } from "./subscription-store.ts";

export const subscriptionNotFoundMessage = "We couldn't find that subscription.";
export const blogNotSubscribableMessage = "That blog has no subscriber content.";
export const paymentsUnavailableMessage = "Subscriptions can't be bought on this site yet: payments are not set up.";

/** Only a path on this site: a checkout never sends the reader elsewhere afterwards. */
export function toLocalPath(value: string | undefined, fallback: string): string {
  return value?.startsWith("/") && !value.startsWith("//") && !value.includes("\\") ? value : fallback;
}

/** The page a paid checkout returns to, marked so that it says the reader is subscribed now. */
export function markSubscribed(path: string): string {
  const [beforeHash, hash] = path.split("#", 2);
  const separator = beforeHash.includes("?") ? "&" : "?";
  return `${beforeHash}${separator}subscribed=1${hash === undefined ? "" : `#${hash}`}`;
}

/** A blog with paywalled content, its prices and its creator's payout account; NOT_FOUND otherwise. */
export async function findBlogForSale(db: TDb, blogId: string) {
  const [blog] = isUuid(blogId)
    ? await db
        .select({
          id: blogs.id,
          title: blogs.title,
          shortlink: blogs.shortlink,
          ownerId: blogs.ownerId,
          hasPaywalledContent: blogs.hasPaywalledContent,
          prices: blogPrices,
          payoutAccountId: payoutAccounts.providerAccountId,
          isPayoutReady: payoutAccounts.isOnboardingComplete,
        })
        .from(blogs)
        .leftJoin(blogPrices, eq(blogPrices.blogId, blogs.id))
        .leftJoin(payoutAccounts, eq(payoutAccounts.userId, blogs.ownerId))
        .where(eq(blogs.id, blogId))
        .limit(1)
    : [];
  if (!blog?.hasPaywalledContent) throw new AppError("NOT_FOUND", { message: blogNotSubscribableMessage });
  return blog;
}

export async function startCheckout({
  db,
  env,
  payments: provider,
  readerId,
  readerEmail,
  blogId,
  interval,
  returnTo,
}: {
  db: TDb;
  env: TEnv;
  payments: TPaymentProvider | null;
  readerId: string;
  readerEmail: string;
  blogId: string;
  interval: TBillingInterval;
  returnTo?: string;
}): Promise<{ url: string }> {
  if (!provider) throw new AppError("UNAVAILABLE", { message: paymentsUnavailableMessage });
  const blog = await findBlogForSale(db, blogId);
  if (blog.ownerId === readerId) {
    throw new AppError("CONFLICT", { message: "This is your own blog: everything on it is already yours to read." });
  }
  if (!blog.prices || !blog.payoutAccountId || !blog.isPayoutReady) {
    throw new AppError("CONFLICT", { message: `${blog.title} isn't taking subscriptions yet.` });
  }
  const amount = interval === "year" ? blog.prices.yearlyAmount : blog.prices.monthlyAmount;
  if (amount === null)
    throw new AppError("VALIDATION_FAILED", { message: `interval: ${blog.title} has no yearly price.` });
  const [current] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.readerId, readerId), eq(subscriptions.blogId, blog.id), hasAccessNow()))
    .limit(1);
  if (current) throw new AppError("CONFLICT", { message: `You already subscribe to ${blog.title}.` });
  const limit = await consumeRateLimit({
    db,
    key: rateLimitKey("checkout", "user", readerId),
    rules: rateLimitRules.checkoutPerUser,
  });
  if (!limit.isAllowed) throw new AppError("RATE_LIMITED");

  // The row is written only once the provider has made the checkout: an outage or a refusal leaves
  // nothing claiming a checkout that never started. Its id is chosen first, as the provider's
  // objects carry it; their events can only come after the reader has the checkout's address.
  const subscriptionId = randomUUID();
  const blogPath = `/p/blogs/${encodeURIComponent(blog.shortlink)}`;
  const checkout = await provider.createCheckout({
    subscriptionId,
    reader: { id: readerId, email: readerEmail },
    blog: { id: blog.id, title: blog.title },
    interval,
    amount,
    currency: blog.prices.currency,
    providerPriceId:
      (interval === "year" ? blog.prices.providerYearlyPriceId : blog.prices.providerMonthlyPriceId) ?? null,
    payoutAccountId: blog.payoutAccountId,
    successUrl: `${env.publicUrl}${markSubscribed(toLocalPath(returnTo, `/me/subscriptions/${subscriptionId}`))}`,
    cancelUrl: `${env.publicUrl}${toLocalPath(returnTo, blogPath)}`,
    notice: await findSubscriberNewsletterNotice({ db, creatorId: blog.ownerId, blogTitle: blog.title }),
  });
  await db.insert(subscriptions).values({
    id: subscriptionId,
    readerId,
    blogId: blog.id,
    interval,
    amount,
    currency: blog.prices.currency,
    provider: provider.name,
    providerCheckoutId: checkout.checkoutId,
  });
  await expireEarlierCheckouts({ db, provider, readerId, blogId: blog.id, keepId: subscriptionId });
  return { url: checkout.url };
}

/**
 * Closes the reader's earlier unpaid checkouts for the blog (a tab left open, the back button), so
 * only the newest can be paid. Best effort: one the provider will not close (it was paid meanwhile,
 * or the provider did not answer) is ended when its completion arrives, as a duplicate
 * (webhooks.ts).
 */
async function expireEarlierCheckouts({
  db,
  provider,
  readerId,
  blogId,
  keepId,
}: {
  db: TDb;
  provider: TPaymentProvider;
  readerId: string;
  blogId: string;
  keepId: string;
}): Promise<void> {
  const open = await db
    .select({ checkoutId: subscriptions.providerCheckoutId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.readerId, readerId),
        eq(subscriptions.blogId, blogId),
        eq(subscriptions.provider, provider.name),
        eq(subscriptions.status, "incomplete"),
        isNull(subscriptions.providerSubscriptionId),
        isNotNull(subscriptions.providerCheckoutId),
        ne(subscriptions.id, keepId),
      ),
    );
  await Promise.allSettled(open.map(({ checkoutId }) => provider.expireCheckout(checkoutId as string)));
}

const subscriptionColumns = {
  row: subscriptions,
  blogTitle: blogs.title,
  blogShortlink: blogs.shortlink,
  ownerName: profiles.name,
};

function toSubscription(
  found: { row: TSubscriptionRow; blogTitle: string; blogShortlink: string; ownerName: string | null },
  now = new Date(),
): TSubscription {
  const { row } = found;
  return {
    id: row.id,
    blog: { id: row.blogId, title: found.blogTitle, shortlink: found.blogShortlink, ownerName: found.ownerName ?? "" },
    interval: row.interval,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    graceEndsAt: row.graceEndsAt,
    hasAccess: hasAccessAt(row, now),
    accessEndsAt: hasAccessAt(row, now) ? findAccessEnd(row) : null,
    isDuplicate: row.duplicateOf !== null,
    createdAt: row.createdAt,
  };
}

function selectSubscriptions(db: TDb) {
  return db
    .select(subscriptionColumns)
    .from(subscriptions)
    .innerJoin(blogs, eq(blogs.id, subscriptions.blogId))
    .leftJoin(profiles, eq(profiles.id, blogs.ownerId));
}

/** Profile Subscriptions: every subscription the reader paid for (checkouts never finished are left out). */
export async function listMySubscriptions({ db, userId }: { db: TDb; userId: string }): Promise<TSubscription[]> {
  const rows = await selectSubscriptions(db)
    .where(and(eq(subscriptions.readerId, userId), ne(subscriptions.status, "incomplete")))
    .orderBy(desc(subscriptions.createdAt));
  const list = rows.map((row) => toSubscription(row));
  // Those that open something first, then the ended ones.
  return [...list.filter((s) => s.hasAccess), ...list.filter((s) => !s.hasAccess)];
}

/** One subscription of the signed-in reader's, by its id. */
interface TMySubscription {
  db: TDb;
  userId: string;
  subscriptionId: string;
}

/** One of the reader's subscriptions; NOT_FOUND for anyone else's. */
export async function findMySubscription({ db, userId, subscriptionId }: TMySubscription): Promise<TSubscription> {
  if (!isUuid(subscriptionId)) throw new AppError("NOT_FOUND", { message: subscriptionNotFoundMessage });
  const [row] = await selectSubscriptions(db)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.readerId, userId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", { message: subscriptionNotFoundMessage });
  return toSubscription(row);
}

/** Cancels at the period's end (`cancel: true`) or takes that back; access is unchanged until then. */
export async function changeCancellation({
  db,
  payments: provider,
  userId,
  subscriptionId,
  cancel,
}: TMySubscription & { payments: TPaymentProvider | null; cancel: boolean }): Promise<TSubscription> {
  const current = await findMySubscription({ db, userId, subscriptionId });
  if (!provider) throw new AppError("UNAVAILABLE", { message: paymentsUnavailableMessage });
  if (!current.hasAccess) {
    throw new AppError("CONFLICT", {
      message: `This subscription has ended: subscribe to ${current.blog.title} again from the blog.`,
    });
  }
  if (current.cancelAtPeriodEnd === cancel) return current;
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).limit(1);
  if (!row?.providerSubscriptionId) throw new AppError("CONFLICT", { message: "This subscription is still starting." });
  // The provider is asked outside any transaction: the test mode answers through the webhook receiver.
  const snapshot = await provider.setCancelAtPeriodEnd(
    { ...stateOf(row), id: row.id, interval: row.interval, providerSubscriptionId: row.providerSubscriptionId },
    cancel,
  );
  await db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, subscriptionId);
    if (locked) await applySnapshotToRow(tx, locked, snapshot);
  });
  return findMySubscription({ db, userId, subscriptionId });
}

export async function listSubscriptionPayments({
  db,
  userId,
  subscriptionId,
}: TMySubscription): Promise<{ subscription: TSubscription; payments: TPayment[] }> {
  const subscription = await findMySubscription({ db, userId, subscriptionId });
  const rows = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      refundedAmount: payments.refundedAmount,
      receiptUrl: payments.receiptUrl,
      periodStart: payments.periodStart,
      periodEnd: payments.periodEnd,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(eq(payments.subscriptionId, subscriptionId))
    .orderBy(desc(payments.paidAt));
  return { subscription, payments: rows };
}
