/**
 * Follow requests to a private profile: its owner sees them (oldest first), approves or declines.
 * An approval opens the profile to the follower at once and tells them so: a notice on their own
 * profile page, and an email. A decline removes the request quietly; they may ask again.
 */

import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { TPage } from "#core/api/paging.ts";
import { AppError } from "#core/errors.ts";
import type { TFollowNotice, TFollowRequest, TFollowState } from "#core/follows/follow.schema.ts";
import type { TDb } from "#db/client.ts";
import { followNotices, follows, profiles, users } from "#db/schema.ts";
import type { TEnv } from "#server/env.ts";
import type { TJobEnqueuer } from "#server/lib/jobs/job-kind.ts";
import { queueNewsletterContact } from "../convertkit/newsletter-contacts.ts";
import type { TMessenger } from "../messaging/service.ts";
import { personColumns } from "./people.ts";

export const noRequestMessage = "There is no follow request from them waiting for an answer.";

interface TOwnerAnswer {
  db: TDb;
  /** The private profile's owner, answering. */
  userId: string;
  /** Who asked to follow them. */
  followerId: string;
}

const waitingFor = (userId: string) => and(eq(follows.followeeId, userId), eq(follows.isApproved, false));

export async function listFollowRequests({
  db,
  userId,
  page = 1,
  pageSize = 24,
}: {
  db: TDb;
  userId: string;
  page?: number;
  pageSize?: number;
}): Promise<TPage<TFollowRequest>> {
  const [rows, total] = await Promise.all([
    db
      .select({ ...personColumns, requestedAt: follows.createdAt })
      .from(follows)
      .innerJoin(profiles, eq(profiles.id, follows.followerId))
      .where(waitingFor(userId))
      .orderBy(asc(follows.createdAt), asc(profiles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countFollowRequests({ db, userId }),
  ]);
  return {
    items: rows.map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() })),
    page,
    pageSize,
    total,
  };
}

export async function countFollowRequests({ db, userId }: { db: TDb; userId: string }): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(follows)
    .innerJoin(profiles, eq(profiles.id, follows.followerId))
    .where(waitingFor(userId));
  return Number(row?.total ?? 0);
}

export async function approveFollowRequest({
  db,
  messenger,
  jobs,
  env,
  userId,
  followerId,
}: TOwnerAnswer & {
  messenger: TMessenger;
  jobs: TJobEnqueuer;
  env: Pick<TEnv, "publicUrl">;
}): Promise<TFollowState> {
  // The approval, the notice and the email commit together: no email about an approval that failed.
  return db.transaction(async (tx) => {
    const [approved] = await tx
      .update(follows)
      .set({ isApproved: true })
      .where(and(eq(follows.followerId, followerId), waitingFor(userId)))
      .returning({ followerId: follows.followerId });
    if (!approved) throw new AppError("NOT_FOUND", { message: noRequestMessage });
    const [notice] = await tx
      .insert(followNotices)
      .values({ userId: followerId, actorId: userId })
      .onConflictDoUpdate({
        target: [followNotices.userId, followNotices.actorId],
        set: { createdAt: sql`now()` },
      })
      .returning({ id: followNotices.id, createdAt: followNotices.createdAt });
    await sendApprovalEmail({ db: tx, messenger, env, ownerId: userId, followerId, key: notice });
    // An approved follower who agreed to the creator's emails goes on their ConvertKit list.
    await queueNewsletterContact({
      db: tx,
      jobs,
      creatorId: userId,
      readerId: followerId,
      reason: "follower",
      transaction: tx,
    });
    return { userId: followerId, status: "following" } as const;
  });
}

async function sendApprovalEmail({
  db,
  messenger,
  env,
  ownerId,
  followerId,
  key,
}: {
  db: TDb;
  messenger: TMessenger;
  env: Pick<TEnv, "publicUrl">;
  ownerId: string;
  followerId: string;
  key: { id: string; createdAt: Date };
}) {
  const [[owner], [follower]] = await Promise.all([
    db.select({ name: profiles.name, username: profiles.username }).from(profiles).where(eq(profiles.id, ownerId)),
    db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, followerId)),
  ]);
  if (!owner || !follower) return;
  await messenger.sendEmail(
    {
      to: follower.email,
      subject: `${owner.name} approved your follow request`,
      text: [
        `Good news${follower.name ? `, ${follower.name}` : ""}: ${owner.name} (@${owner.username}) approved your request to follow them on Ladle.`,
        `Their recipes, collections and meal plans are open to you now: ${env.publicUrl}/u/${encodeURIComponent(owner.username)}`,
      ].join("\n\n"),
    },
    { db, key: `follow-approved:${key.id}:${key.createdAt.toISOString()}` },
  );
}

export async function declineFollowRequest({ db, userId, followerId }: TOwnerAnswer): Promise<TFollowState> {
  const removed = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), waitingFor(userId)))
    .returning({ followerId: follows.followerId });
  if (removed.length === 0) throw new AppError("NOT_FOUND", { message: noRequestMessage });
  return { userId: followerId, status: "none" };
}

/** Approvals the viewer has not dismissed, newest first (a handful at most). */
export async function listFollowNotices({ db, userId }: { db: TDb; userId: string }): Promise<TFollowNotice[]> {
  const rows = await db
    .select({ noticeId: followNotices.id, noticedAt: followNotices.createdAt, ...personColumns })
    .from(followNotices)
    .innerJoin(profiles, eq(profiles.id, followNotices.actorId))
    .where(eq(followNotices.userId, userId))
    .orderBy(desc(followNotices.createdAt))
    .limit(20);
  return rows.map(({ noticeId, noticedAt, ...person }) => ({
    id: noticeId,
    createdAt: noticedAt.toISOString(),
    person,
  }));
}

/** Dismissing someone else's notice (or one already gone) is a 404: nothing says it exists. */
export async function dismissFollowNotice({ db, userId, noticeId }: { db: TDb; userId: string; noticeId: string }) {
  const removed = await db
    .delete(followNotices)
    .where(and(eq(followNotices.id, noticeId), eq(followNotices.userId, userId)))
    .returning({ id: followNotices.id });
  if (removed.length === 0) throw new AppError("NOT_FOUND", { message: "That notice is already gone." });
  return null;
}
