/**
 * Turning a blog's paywalled content off. Nothing may stay for subscribers only (nobody could
 * subscribe to read it any more), so the creator makes those items public or private first. The
 * readers who pay are then not charged again: a job asks the provider to end each subscription at
 * the end of the period already paid for, and access runs until then.
 */
import { and, count, eq, inArray, isNotNull } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";
import { blogs, collections, mealPlans, recipes, subscriptions } from "#db/schema.ts";
import { defineJob, defineJobKind } from "#server/lib/jobs/job-kind.ts";
import { enqueueJob } from "#server/lib/jobs/job-store.ts";
import type { TPaymentProvider } from "#server/lib/payments/provider.ts";
import { applySnapshotToRow, lockSubscription, stateOf } from "./subscription-store.ts";

/** Refuses while anything of the creator's is for subscribers only, saying what. */
export async function assertNothingForSubscribersOnly({
  db,
  blogId,
  ownerId,
}: {
  db: Pick<TDb, "select">;
  blogId: string;
  ownerId: string;
}): Promise<void> {
  const [[recipeCount], [planCount], [collectionCount]] = await Promise.all([
    db
      .select({ n: count() })
      .from(recipes)
      .where(and(eq(recipes.blogId, blogId), eq(recipes.visibility, "paywalled"))),
    db
      .select({ n: count() })
      .from(mealPlans)
      .where(and(eq(mealPlans.ownerId, ownerId), eq(mealPlans.visibility, "paywalled"))),
    db
      .select({ n: count() })
      .from(collections)
      .where(and(eq(collections.ownerId, ownerId), eq(collections.visibility, "paywalled"))),
  ]);
  const items = [
    counted(recipeCount.n, "recipe", "recipes"),
    counted(planCount.n, "meal plan", "meal plans"),
    counted(collectionCount.n, "collection", "collections"),
  ].filter((item): item is string => item !== null);
  if (items.length === 0) return;
  throw new AppError("CONFLICT", {
    message: `You still have ${joinWithAnd(items)} for subscribers only. Make them public or private first, then turn paywalled content off.`,
  });
}

function counted(n: number, one: string, many: string): string | null {
  if (n === 0) return null;
  return n === 1 ? `1 ${one}` : `${n} ${many}`;
}

function joinWithAnd(items: string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export const endBlogSubscriptionsKind = defineJobKind<{ blogId: string }>({
  type: "end-blog-subscriptions",
  maxAttempts: 10,
  timeoutMs: 5 * 60_000,
  backoff: { baseMs: 30_000, maxMs: 60 * 60_000 },
});

/** Queued in the transaction that turns the paywall off. */
export async function queueEndOfBlogSubscriptions(db: Pick<TDb, "execute">, blogId: string): Promise<void> {
  await enqueueJob({ db, kind: endBlogSubscriptionsKind, payload: { blogId } });
}

export function createEndBlogSubscriptionsJob({
  db,
  findProvider,
}: {
  db: TDb;
  findProvider: () => TPaymentProvider | null;
}) {
  return defineJob(endBlogSubscriptionsKind, async ({ blogId }) => {
    const [blog] = await db
      .select({ hasPaywalledContent: blogs.hasPaywalledContent })
      .from(blogs)
      .where(eq(blogs.id, blogId));
    // Gone, or the creator turned it back on before this ran: the subscriptions carry on.
    if (!blog || blog.hasPaywalledContent) return;
    const provider = findProvider();
    if (!provider) throw new Error("Payments are not set up on this server.");
    const live = await db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.blogId, blogId),
          inArray(subscriptions.status, ["active", "past_due"]),
          eq(subscriptions.cancelAtPeriodEnd, false),
          isNotNull(subscriptions.providerSubscriptionId),
        ),
      );
    for (const row of live) {
      // The provider is asked outside any transaction: the test mode answers through the webhook receiver.
      const snapshot = await provider.setCancelAtPeriodEnd(
        {
          ...stateOf(row),
          id: row.id,
          interval: row.interval,
          providerSubscriptionId: row.providerSubscriptionId ?? "",
        },
        true,
      );
      await db.transaction(async (tx) => {
        const locked = await lockSubscription(tx, row.id);
        if (locked) await applySnapshotToRow(tx, locked, snapshot);
      });
    }
  });
}
