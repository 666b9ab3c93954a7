/**
 * Where notices start: a new recipe or meal plan (to the author's followers), a change to a shared
 * shopping list (to the other people on it), a subscription payment (to the reader). Each enqueues
 * in the caller's transaction when there is one, so a notice exists only if its change committed;
 * fanning out to followers and list members is a job of its own, off the request.
 */
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { follows, jobs, notificationPreferences, profiles, shoppingListMembers, shoppingLists } from "#db/schema.ts";
import { defineJob, defineJobKind, type TJobDb } from "#server/lib/jobs/job-kind.ts";
import { enqueueJob } from "#server/lib/jobs/job-store.ts";
import { rowsOf } from "#server/lib/rate-limits.ts";
import { pushNoticeKind, type TPushNotice, wantsNotice } from "./push-notice-job.ts";

export interface TNewPost {
  authorId: string;
  kind: "recipe" | "meal-plan";
  id: string;
  title: string;
}

export const followedPostFanOutKind = defineJobKind<TNewPost>({
  type: "push-followed-post",
  maxAttempts: 5,
  timeoutMs: 60_000,
  backoff: { baseMs: 10_000, maxMs: 10 * 60_000 },
});

export const sharedListFanOutKind = defineJobKind<{ listId: string; actorId: string; window: number }>({
  type: "push-shared-list",
  maxAttempts: 5,
  timeoutMs: 30_000,
  backoff: { baseMs: 10_000, maxMs: 10 * 60_000 },
});

/** A shared list changes in bursts (a shop, a recipe added): one notice per person per 10 minutes. */
const sharedListWindowMs = 10 * 60_000;

/** Queues notices to the author's followers about a new recipe or plan anyone may find. */
export async function queueFollowedPostNotices({ db, post }: { db: TJobDb; post: TNewPost }): Promise<void> {
  await enqueueJob({ db, kind: followedPostFanOutKind, payload: post, key: `${post.kind}:${post.id}` });
}

/** Queues a notice to the others on a shopping list that `actorId` just changed, if it is shared. */
export async function queueSharedListNotice({
  db,
  listId,
  actorId,
  now = Date.now(),
}: {
  db: TJobDb;
  listId: string;
  actorId: string;
  now?: number;
}): Promise<void> {
  // Most lists have one cook: a look at the members (indexed) spares them a job row per burst.
  const joined = await db.execute(
    sql`SELECT 1 FROM shopping_list_members WHERE list_id = ${listId} AND status = 'joined' LIMIT 1`,
  );
  if (rowsOf(joined).length === 0) return;
  const window = Math.floor(now / sharedListWindowMs);
  await enqueueJob({
    db,
    kind: sharedListFanOutKind,
    payload: { listId, actorId, window },
    key: `${listId}:${actorId}:${window}`,
  });
}

/** Queues one notice to one person (a payment of theirs went through, or did not). */
export async function queueNotice({ db, notice, key }: { db: TJobDb; notice: TPushNotice; key: string }) {
  await enqueueJob({ db, kind: pushNoticeKind, payload: notice, key });
}

async function findName(db: TDb, userId: string): Promise<string> {
  const [row] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row?.name ?? "Someone you follow";
}

export function createFollowedPostJob({ db }: { db: TDb }) {
  return defineJob(followedPostFanOutKind, async (post) => {
    const followers = await db
      .select({ userId: follows.followerId })
      .from(follows)
      .innerJoin(notificationPreferences, eq(notificationPreferences.userId, follows.followerId))
      .where(
        and(
          eq(follows.followeeId, post.authorId),
          eq(follows.isApproved, true),
          eq(notificationPreferences.isEnabled, true),
          eq(notificationPreferences.hasFollowedPosts, true),
        ),
      );
    if (followers.length === 0) return;
    const name = await findName(db, post.authorId);
    const isRecipe = post.kind === "recipe";
    for (const { userId } of followers) {
      await queueNotice({
        db,
        key: `${post.kind}:${post.id}:${userId}`,
        notice: {
          userId,
          kind: "followed-post",
          title: isRecipe ? `New from ${name}` : `A new meal plan from ${name}`,
          body: post.title,
          url: isRecipe ? `/recipe/${post.id}` : `/meal_plan/${post.id}`,
          tag: `${post.kind}:${post.id}`,
        },
      });
    }
  });
}

export function createSharedListJob({ db }: { db: TDb }) {
  return defineJob(sharedListFanOutKind, async ({ listId, actorId, window }) => {
    const [list] = await db
      .select({ ownerId: shoppingLists.ownerId })
      .from(shoppingLists)
      .where(eq(shoppingLists.id, listId))
      .limit(1);
    if (!list) return;
    const members = await db
      .select({ userId: shoppingListMembers.userId })
      .from(shoppingListMembers)
      .where(and(eq(shoppingListMembers.listId, listId), eq(shoppingListMembers.status, "joined")));
    // Nobody else on the list: it is not shared.
    const others = [list.ownerId, ...members.map((member) => member.userId)].filter((id) => id !== actorId);
    if (others.length === 0) return;
    const name = await findName(db, actorId);
    for (const userId of others) {
      if (!(await wantsNotice(db, userId, "shared-list"))) continue;
      await queueNotice({
        db,
        key: `shared-list:${listId}:${userId}:${actorId}:${window}`,
        notice: {
          userId,
          kind: "shared-list",
          title: "Your shopping list changed",
          body: `${name} updated the list you share.`,
          url: "/shopping-list",
          tag: `shopping-list:${listId}`,
        },
      });
    }
  });
}

/**
 * Deletes every notice job that names this user, as author, actor or recipient, whatever its state:
 * account deletion leaves no job about the person behind.
 */
export async function deleteNoticeJobsFor({ db, userId }: { db: Pick<TDb, "delete">; userId: string }) {
  await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.type, [followedPostFanOutKind.type, sharedListFanOutKind.type, pushNoticeKind.type]),
        or(
          sql`${jobs.payload}->>'authorId' = ${userId}`,
          sql`${jobs.payload}->>'actorId' = ${userId}`,
          sql`${jobs.payload}->>'userId' = ${userId}`,
        ),
      ),
    );
}
