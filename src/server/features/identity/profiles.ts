/**
 * Profiles: username and email availability, get_profile with the private-profile rule, and
 * updates by the owner only. Avatars are in avatars.ts.
 */
import { and, count, eq, ne, sql } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import {
  profileChangedMessage,
  type TProfile,
  type TProfileUpdate,
  type TProfileView,
} from "#core/identity/profile.schema.ts";
import type { TDb } from "#db/client.ts";
import { blogs, follows, profiles, users } from "#db/schema.ts";
import { assertUnchangedSince } from "#server/lib/edit-conflict.ts";
import { consumeRateLimit, rateLimitKey, rateLimitRules } from "#server/lib/rate-limits.ts";
import { isUniqueViolation } from "#server/lib/unique-violation.ts";

export const profileColumns = {
  id: profiles.id,
  name: profiles.name,
  username: profiles.username,
  is_public: profiles.isPublic,
  bio: profiles.bio,
  avatar_url: profiles.avatarUrl,
  created_at: profiles.createdAt,
  updated_at: profiles.updatedAt,
};

export const usernameTakenMessage = "username: That username is taken. Try another.";

/** Whether a username is free: no profile other than the caller's holds it. */
export async function checkUsernameAvailability({
  db,
  username,
  userId,
}: {
  db: TDb;
  username: string;
  userId: string;
}) {
  const [row] = await db
    .select({ count: count() })
    .from(profiles)
    .where(and(eq(profiles.username, username), ne(profiles.id, userId)));
  const holders = row?.count ?? 0;
  return { username, count: holders, isAvailable: holders === 0 };
}

/**
 * Whether an address is free for the caller to move their account to (check_email_availability_v2).
 * Limited per user, since the answer tells whether someone has an account.
 */
export async function checkEmailAvailability({ db, userId, email }: { db: TDb; userId: string; email: string }) {
  const limit = await consumeRateLimit({
    db,
    key: rateLimitKey("email-availability", "user", userId),
    rules: rateLimitRules.emailAvailabilityPerUser,
  });
  if (!limit.isAllowed) throw new AppError("RATE_LIMITED");
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return { newEmail: email.toLowerCase(), isAvailable: !row };
}

export async function findOwnProfile({ db, userId }: { db: TDb; userId: string }): Promise<TProfile | null> {
  const [row] = await db.select(profileColumns).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return row ?? null;
}

/**
 * get_profile: one profile by id or username, or null. A private profile shows only name, username
 * and avatar to anyone but its owner and approved followers.
 */
export async function findProfile({
  db,
  profileId,
  username,
  viewerId,
}: {
  db: TDb;
  profileId?: string;
  username?: string;
  viewerId: string | null;
}): Promise<TProfileView | null> {
  const conditions = [
    profileId ? eq(profiles.id, profileId) : undefined,
    username ? eq(profiles.username, username.toLowerCase()) : undefined,
  ].filter(Boolean);
  if (conditions.length === 0) return null;
  const [row] = await db
    .select({
      ...profileColumns,
      blogShortlink: blogs.shortlink,
      blogTitle: blogs.title,
      hasPaywalledContent: blogs.hasPaywalledContent,
    })
    .from(profiles)
    .leftJoin(blogs, eq(blogs.ownerId, profiles.id))
    .where(and(...conditions))
    .limit(1);
  if (!row) return null;

  const isOwner = viewerId === row.id;
  if (
    !row.is_public &&
    !isOwner &&
    !(viewerId && (await isApprovedFollower({ db, followerId: viewerId, followeeId: row.id })))
  ) {
    return {
      is_restricted: true,
      id: row.id,
      name: row.name,
      username: row.username,
      avatar_url: row.avatar_url,
      is_public: false,
    };
  }
  const [counts] = await db
    .select({
      followers: sql<number>`count(*) filter (where ${follows.followeeId} = ${row.id})::int`,
      following: sql<number>`count(*) filter (where ${follows.followerId} = ${row.id})::int`,
    })
    .from(follows)
    .where(
      and(eq(follows.isApproved, true), sql`(${follows.followeeId} = ${row.id} or ${follows.followerId} = ${row.id})`),
    );
  const { blogShortlink, blogTitle, hasPaywalledContent, ...profile } = row;
  return {
    ...profile,
    is_restricted: false,
    followers_count: counts?.followers ?? 0,
    following_count: counts?.following ?? 0,
    blog:
      blogShortlink && blogTitle !== null
        ? { shortlink: blogShortlink, title: blogTitle, has_paywalled_content: hasPaywalledContent ?? false }
        : null,
  };
}

async function isApprovedFollower({ db, followerId, followeeId }: { db: TDb; followerId: string; followeeId: string }) {
  const [row] = await db
    .select({ isApproved: follows.isApproved })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .limit(1);
  return row?.isApproved === true;
}

/**
 * The owner updates their own profile; the row comes back. With `expected_updated_at`, a profile
 * changed since (its avatar too) is left as it is (409).
 */
export async function updateProfile({
  db,
  userId,
  input,
}: {
  db: TDb;
  userId: string;
  input: TProfileUpdate;
}): Promise<TProfile> {
  if (input.id !== undefined && input.id !== userId) {
    throw new AppError("FORBIDDEN", { message: "You can only change your own profile." });
  }
  const changes = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.username !== undefined && { username: input.username }),
    ...(input.bio !== undefined && { bio: input.bio }),
    ...(input.is_public !== undefined && { isPublic: input.is_public }),
  };
  try {
    return await db.transaction(async (tx) => {
      await assertUnchangedSince({
        tx,
        table: profiles,
        updatedAt: profiles.updatedAt,
        where: eq(profiles.id, userId),
        expectedUpdatedAt: input.expected_updated_at,
        message: profileChangedMessage,
      });
      const [row] = Object.keys(changes).length
        ? await tx.update(profiles).set(changes).where(eq(profiles.id, userId)).returning(profileColumns)
        : await tx.select(profileColumns).from(profiles).where(eq(profiles.id, userId)).limit(1);
      if (!row) throw new AppError("NOT_FOUND", { message: "Finish creating your profile first." });
      if (input.name !== undefined) await tx.update(users).set({ name: input.name }).where(eq(users.id, userId));
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, "profiles_username_key")) {
      throw new AppError("CONFLICT", { message: usernameTakenMessage, cause: error });
    }
    throw error;
  }
}
