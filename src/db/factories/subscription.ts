import type { TDb } from "../client.ts";
import { subscriptions } from "../schema.ts";

export type TSubscriptionInsert = typeof subscriptions.$inferInsert;
export type TSubscription = typeof subscriptions.$inferSelect;

const day = 24 * 60 * 60 * 1000;

/** A reader's active $5 monthly subscription through the test provider, paid for 20 more days. */
export function buildSubscription(
  overrides: Partial<TSubscriptionInsert> & Pick<TSubscriptionInsert, "readerId" | "blogId">,
): TSubscriptionInsert {
  return {
    interval: "month",
    amount: 500,
    currency: "usd",
    provider: "test",
    status: "active",
    currentPeriodEnd: new Date(Date.now() + 20 * day),
    ...overrides,
  };
}

export async function insertSubscription(
  db: TDb,
  overrides: Parameters<typeof buildSubscription>[0],
): Promise<TSubscription> {
  const [row] = await db.insert(subscriptions).values(buildSubscription(overrides)).returning();
  return row;
}
