/**
 * Inviting friends: everyone has one invite code for friends (no limit of uses, no expiry), made
 * the first time they ask for it, and sees who joined with any of their codes.
 */
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { TReferral } from "#core/identity/invite.schema.ts";
import type { TDb } from "#db/client.ts";
import { inviteCodes, inviteRedemptions, profiles } from "#db/schema.ts";
import { createInvite } from "./invites.ts";

const joinedShown = 100;

async function findFriendsCode(db: TDb, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ code: inviteCodes.code })
    .from(inviteCodes)
    .where(and(eq(inviteCodes.inviterId, userId), isNull(inviteCodes.maxUses), isNull(inviteCodes.expiresAt)))
    .orderBy(inviteCodes.createdAt)
    .limit(1);
  return row?.code ?? null;
}

export async function loadReferral({ db, userId }: { db: TDb; userId: string }): Promise<TReferral> {
  const [code, joined, [total]] = await Promise.all([
    findFriendsCode(db, userId),
    db
      .select({
        name: profiles.name,
        username: profiles.username,
        isPublic: profiles.isPublic,
        avatarUrl: profiles.avatarUrl,
        joinedAt: inviteRedemptions.createdAt,
      })
      .from(inviteRedemptions)
      .innerJoin(profiles, eq(profiles.id, inviteRedemptions.inviteeId))
      .where(eq(inviteRedemptions.inviterId, userId))
      .orderBy(desc(inviteRedemptions.createdAt))
      .limit(joinedShown),
    db.select({ value: count() }).from(inviteRedemptions).where(eq(inviteRedemptions.inviterId, userId)),
  ]);
  return {
    code,
    joinedCount: total?.value ?? 0,
    joined: joined.map(({ isPublic, username, ...friend }) => ({ ...friend, username: isPublic ? username : null })),
  };
}

/** The friends' code, made when there is none yet (two at once may make two; the first is kept). */
export async function ensureReferralCode({ db, userId }: { db: TDb; userId: string }): Promise<TReferral> {
  if (!(await findFriendsCode(db, userId))) await createInvite({ db, inviterId: userId, input: { maxUses: null } });
  return loadReferral({ db, userId });
}
