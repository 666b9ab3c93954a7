/**
 * What a deleted account leaves behind in payments: the provider's stored events. Subscriptions,
 * payments, payouts, prices and the payout account go with the user or their blog (foreign keys);
 * the events' payloads name them only by the provider's and Ladle's ids and the reader's email, so
 * the events that mention any of those go too.
 */
import { eq, or, sql } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { blogs, payoutAccounts, subscriptions } from "#db/schema.ts";

export async function deletePaymentEventsFor({
  db,
  userId,
  email,
}: {
  db: Pick<TDb, "select" | "execute">;
  userId: string;
  email: string;
}): Promise<void> {
  const [ownSubscriptions, accounts] = await Promise.all([
    db
      .select({
        id: subscriptions.id,
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
  const needles = [
    userId,
    email,
    ...ownSubscriptions.flatMap((row) => [row.id, row.checkoutId, row.subscriptionId, row.customerId]),
    ...accounts.map((row) => row.accountId),
  ].filter((needle): needle is string => Boolean(needle));
  const mentions = sql.join(
    needles.map((needle) => sql`position(${needle} in payload::text) > 0`),
    sql` OR `,
  );
  await db.execute(sql`DELETE FROM payment_events WHERE ${mentions}`);
}
