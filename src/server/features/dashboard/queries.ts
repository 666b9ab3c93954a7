/** The rows the dashboard adds up: one blog's payments, payouts and paying subscriptions. */
import { and, asc, eq, exists, gte, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { TLedgerPayment, TLedgerPayout } from "#core/dashboard/ledger.ts";
import type { TSubscriberRow } from "#core/dashboard/subscribers.ts";
import { AppError } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";
import { blogPrices, blogs, payments, payouts, subscriptions } from "#db/schema.ts";

/** Who asks about which blog, and when "now" is (tests pin it). */
export interface TDashboardQuery {
  db: TDb;
  blogId: string;
  userId: string;
  now?: Date;
}

export interface TOwnedBlog {
  id: string;
  title: string;
  shortlink: string;
  currency: string;
  hasPrices: boolean;
}

/**
 * The blog, when `userId` owns it and it has subscriber content. Someone else's blog is a 404 like
 * a missing one, so the dashboard does not tell which blog ids exist.
 */
export async function findOwnedPaywalledBlog({
  db,
  blogId,
  userId,
}: {
  db: TDb;
  blogId: string;
  userId: string;
}): Promise<TOwnedBlog> {
  const [blog] = await db
    .select({
      id: blogs.id,
      title: blogs.title,
      shortlink: blogs.shortlink,
      ownerId: blogs.ownerId,
      hasPaywalledContent: blogs.hasPaywalledContent,
      currency: blogPrices.currency,
    })
    .from(blogs)
    .leftJoin(blogPrices, eq(blogPrices.blogId, blogs.id))
    .where(eq(blogs.id, blogId))
    .limit(1);
  if (!blog || blog.ownerId !== userId) throw new AppError("NOT_FOUND", { message: "We couldn't find that blog." });
  if (!blog.hasPaywalledContent) {
    throw new AppError("FORBIDDEN", { message: "The dashboard is for blogs with subscriber content." });
  }
  return {
    id: blog.id,
    title: blog.title,
    shortlink: blog.shortlink,
    currency: blog.currency ?? "usd",
    hasPrices: blog.currency !== null,
  };
}

/** One blog's entries within [from, to); all of them when no range is given. */
interface TLedgerQuery {
  db: TDb;
  blogId: string;
  from?: Date;
  to?: Date;
}

/** Payments paid, or refunded, within the range. */
export async function listLedgerPayments({
  db,
  blogId,
  from,
  to,
}: TLedgerQuery): Promise<Array<TLedgerPayment & { id: string; interval: "month" | "year" }>> {
  const inRange = (column: typeof payments.paidAt | typeof payments.refundedAt | typeof payments.feeRefundedAt) =>
    from && to ? and(gte(column, from), lt(column, to)) : sql`true`;
  return db
    .select({
      id: payments.id,
      amount: payments.amount,
      fee: payments.fee,
      refundedAmount: payments.refundedAmount,
      refundedFee: payments.refundedFee,
      status: payments.status,
      paidAt: payments.paidAt,
      refundedAt: payments.refundedAt,
      feeRefundedAt: payments.feeRefundedAt,
      interval: subscriptions.interval,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .where(
      and(
        eq(payments.blogId, blogId),
        ne(payments.status, "failed"),
        or(inRange(payments.paidAt), inRange(payments.refundedAt), inRange(payments.feeRefundedAt)),
      ),
    )
    .orderBy(asc(payments.paidAt), asc(payments.id));
}

export async function listLedgerPayouts({
  db,
  blogId,
  from,
  to,
}: TLedgerQuery): Promise<Array<TLedgerPayout & { id: string }>> {
  return db
    .select({ id: payouts.id, amount: payouts.amount, status: payouts.status, arrivalAt: payouts.arrivalAt })
    .from(payouts)
    .where(
      and(
        eq(payouts.blogId, blogId),
        from && to ? and(gte(payouts.arrivalAt, from), lt(payouts.arrivalAt, to)) : undefined,
      ),
    )
    .orderBy(asc(payouts.arrivalAt), asc(payouts.id));
}

/**
 * Subscriptions that were paid for at least once: an abandoned checkout is nobody's subscriber, and
 * neither is a duplicate ended when its checkout completed.
 */
export async function listSubscriberRows({ db, blogId }: { db: TDb; blogId: string }): Promise<TSubscriberRow[]> {
  return db
    .select({
      interval: subscriptions.interval,
      amount: subscriptions.amount,
      status: subscriptions.status,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      graceEndsAt: subscriptions.graceEndsAt,
      createdAt: subscriptions.createdAt,
      endedAt: subscriptions.endedAt,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.blogId, blogId),
        isNull(subscriptions.duplicateOf),
        exists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(and(eq(payments.subscriptionId, subscriptions.id), ne(payments.status, "failed"))),
        ),
      ),
    );
}
