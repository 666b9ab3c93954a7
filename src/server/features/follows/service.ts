/**
 * Following people. Following a public profile takes effect at once; a private profile's follows
 * wait for its owner's approval (`isApproved` false until then). Nobody follows themselves.
 */

import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { TFollowState, TFollowStatus } from "#core/follows/follow.schema.ts";
import type { TDb } from "#db/client.ts";
import { followNotices, follows, profiles } from "#db/schema.ts";
import type { TJobEnqueuer } from "#server/lib/jobs/job-kind.ts";
import { consumeRateLimit, rateLimitKey, rateLimitRules } from "#server/lib/rate-limits.ts";
import { queueNewsletterContact } from "../convertkit/newsletter-contacts.ts";

/** Who follows whom. */
interface TFollowPair {
  db: TDb;
  followerId: string;
  followeeId: string;
}

export const profileNotFoundMessage = "We couldn't find that person.";

function statusOf(row: { isApproved: boolean } | undefined): TFollowStatus {
  if (!row) return "none";
  return row.isApproved ? "following" : "requested";
}

export async function followUser({
  db,
  jobs,
  followerId,
  followeeId,
}: TFollowPair & { jobs: TJobEnqueuer }): Promise<TFollowState> {
  if (followerId === followeeId) throw new AppError("BAD_REQUEST", { message: "You can't follow yourself." });
  const [profile] = await db
    .select({ isPublic: profiles.isPublic })
    .from(profiles)
    .where(eq(profiles.id, followeeId))
    .limit(1);
  if (!profile) throw new AppError("NOT_FOUND", { message: profileNotFoundMessage });
  if (!profile.isPublic && (await findFollowStatus({ db, followerId, followeeId })) === "none") {
    const limit = await consumeRateLimit({
      db,
      key: rateLimitKey("follow-request", "user", followerId),
      rules: rateLimitRules.followRequestsPerUser,
    });
    if (!limit.isAllowed) throw new AppError("RATE_LIMITED");
  }
  // An existing follow keeps its approval: following again never demotes or promotes it.
  const [made] = await db
    .insert(follows)
    .values({ followerId, followeeId, isApproved: profile.isPublic })
    .onConflictDoNothing()
    .returning({ isApproved: follows.isApproved });
  // A new follower who agreed to the creator's emails goes on their ConvertKit list, if they keep one.
  if (made?.isApproved) {
    await queueNewsletterContact({ db, jobs, creatorId: followeeId, readerId: followerId, reason: "follower" });
  }
  return { userId: followeeId, status: await findFollowStatus({ db, followerId, followeeId }) };
}

export async function unfollowUser({ db, followerId, followeeId }: TFollowPair): Promise<TFollowState> {
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
  // A notice saying their profile is open to you would be wrong from now on.
  await db
    .delete(followNotices)
    .where(and(eq(followNotices.userId, followerId), eq(followNotices.actorId, followeeId)));
  return { userId: followeeId, status: "none" };
}

export async function findFollowStatus({ db, followerId, followeeId }: TFollowPair): Promise<TFollowStatus> {
  const [row] = await db
    .select({ isApproved: follows.isApproved })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .limit(1);
  return statusOf(row);
}

/** The viewer's follow status for each of these people (one query for a page of creator cards). */
export async function findFollowStatuses({
  db,
  followerId,
  followeeIds,
}: {
  db: TDb;
  followerId: string;
  followeeIds: string[];
}): Promise<Record<string, TFollowStatus>> {
  const statuses: Record<string, TFollowStatus> = Object.fromEntries(followeeIds.map((id) => [id, "none"]));
  if (followeeIds.length === 0) return statuses;
  const rows = await db
    .select({ followeeId: follows.followeeId, isApproved: follows.isApproved })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), inArray(follows.followeeId, [...new Set(followeeIds)])));
  for (const row of rows) statuses[row.followeeId] = statusOf(row);
  return statuses;
}
