/**
 * complete_registration_v3: the signed-in user's profile, push tokens and invite,
 * and `completedRegistration` set on the server, all in one transaction. A taken username or an
 * invalid invite code leaves nothing behind.
 */
import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { TProfile } from "#core/identity/profile.schema.ts";
import type { TRegistrationInput } from "#core/identity/registration.schema.ts";
import type { TDb } from "#db/client.ts";
import { fcmTokens, follows, inviteCodes, inviteRedemptions, profiles, users } from "#db/schema.ts";
import { isUniqueViolation } from "#server/lib/unique-violation.ts";
import { isPlaceholderEmail } from "./phone.ts";
import { profileColumns, usernameTakenMessage } from "./profiles.ts";

export const invalidInviteMessage = "invite_code: That invite code isn't valid. Check it, or leave it empty.";
const alreadyRegisteredMessage = "Your profile is already set up.";

export async function completeRegistration({
  db,
  userId,
  input,
  now = new Date(),
}: {
  db: TDb;
  userId: string;
  input: TRegistrationInput;
  now?: Date;
}): Promise<{ profile: TProfile; completedRegistration: true }> {
  const [user] = await db
    .select({ completedRegistration: users.completedRegistration })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError("UNAUTHENTICATED", { message: "No current user" });
  if (user.completedRegistration) throw new AppError("CONFLICT", { message: alreadyRegisteredMessage });

  try {
    const profile = await db.transaction(async (tx) => {
      if (input.invite_code) await redeemInvite({ tx, userId, code: input.invite_code, now });
      const [row] = await tx
        .insert(profiles)
        .values({ id: userId, name: input.name, username: input.username, isPublic: input.is_public })
        .returning(profileColumns);
      for (const token of new Set(input.fcm_tokens)) {
        // A device token belongs to whoever registered on the device last.
        await tx
          .insert(fcmTokens)
          .values({ token, userId })
          .onConflictDoUpdate({ target: fcmTokens.token, set: { userId, updatedAt: now } });
      }
      await tx.update(users).set({ completedRegistration: true, name: input.name }).where(eq(users.id, userId));
      return row;
    });
    return { profile, completedRegistration: true };
  } catch (error) {
    if (isUniqueViolation(error, "profiles_username_key")) {
      throw new AppError("CONFLICT", { message: usernameTakenMessage, cause: error });
    }
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", { message: alreadyRegisteredMessage, cause: error });
    throw error;
  }
}

type TTransaction = Parameters<Parameters<TDb["transaction"]>[0]>[0];

/** Uses one place on a code atomically (the UPDATE's row lock orders racing registrations). */
async function redeemInvite({ tx, userId, code, now }: { tx: TTransaction; userId: string; code: string; now: Date }) {
  const [invite] = await tx
    .update(inviteCodes)
    .set({ useCount: sql`${inviteCodes.useCount} + 1` })
    .where(
      and(
        eq(inviteCodes.code, code),
        ne(inviteCodes.inviterId, userId),
        or(isNull(inviteCodes.maxUses), lt(inviteCodes.useCount, inviteCodes.maxUses)),
        or(isNull(inviteCodes.expiresAt), gt(inviteCodes.expiresAt, now)),
      ),
    )
    .returning({ code: inviteCodes.code, inviterId: inviteCodes.inviterId });
  if (!invite) throw new AppError("VALIDATION_FAILED", { message: invalidInviteMessage });
  await tx.insert(inviteRedemptions).values({ inviteeId: userId, code: invite.code, inviterId: invite.inviterId });
  // A friend who came by an invitation starts out following whoever invited them; the invitation
  // is the inviter's consent, so a private profile needs no request.
  if (invite.inviterId) {
    await tx
      .insert(follows)
      .values({ followerId: userId, followeeId: invite.inviterId, isApproved: true })
      .onConflictDoNothing();
  }
}

/** What the registration form can prefill: a name from Google or Apple, and how the user signed in. */
export async function findSignUpDetails({ db, userId }: { db: TDb; userId: string }) {
  const [user] = await db
    .select({ name: users.name, email: users.email, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return { name: "", signedInAs: "" };
  const email = isPlaceholderEmail(user.email) ? null : user.email;
  return { name: user.name ?? "", signedInAs: email ?? user.phoneNumber ?? "" };
}
