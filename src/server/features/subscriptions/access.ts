/**
 * Whose subscriptions open what: the one query behind `listPaidBlogIds` (recipes/access.ts), which
 * every paywall check goes through. It is decided at read time, to the second: an active
 * subscription (until its period ends, if cancelled), or a past-due one until its grace period
 * ends (src/core/subscriptions/subscription-state.ts says the same in TypeScript).
 */
import { and, eq, gt, or, type SQL, sql } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { subscriptions } from "#db/schema.ts";

/** The SQL twin of `hasAccessAt`, at the database's clock. */
export function hasAccessNow(): SQL {
  const periodRunning = or(
    eq(subscriptions.cancelAtPeriodEnd, false),
    gt(subscriptions.currentPeriodEnd, sql`now()`),
  ) as SQL;
  return or(
    and(eq(subscriptions.status, "active"), periodRunning),
    and(eq(subscriptions.status, "past_due"), gt(subscriptions.graceEndsAt, sql`now()`), periodRunning),
  ) as SQL;
}

/** Blogs whose paywalled content the reader's subscriptions open right now. */
export async function listSubscribedBlogIds({ db, readerId }: { db: TDb; readerId: string }): Promise<string[]> {
  const rows = await db
    .selectDistinct({ blogId: subscriptions.blogId })
    .from(subscriptions)
    .where(and(eq(subscriptions.readerId, readerId), hasAccessNow()));
  return rows.map((row) => row.blogId);
}
