/**
 * A user's ways to sign in: their email address (a code can be sent to it), their verified phone
 * number, and linked Google/Apple accounts. better-auth only counts account rows, and users who
 * sign in with codes have none, so "never unlink the last one" is decided here.
 */
import { asc, eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { TLinkedIdentities } from "#core/identity/linked-identities.schema.ts";
import type { TDb } from "#db/client.ts";
import { accounts, users } from "#db/schema.ts";
import { isPlaceholderEmail } from "./phone.ts";

export async function findLinkedIdentities({
  db,
  userId,
}: {
  db: TDb;
  userId: string;
}): Promise<TLinkedIdentities | null> {
  const [user] = await db
    .select({ email: users.email, phoneNumber: users.phoneNumber, phoneNumberVerified: users.phoneNumberVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const linked = await db
    .select({
      id: accounts.id,
      providerId: accounts.providerId,
      accountId: accounts.accountId,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt));
  const email = isPlaceholderEmail(user.email) ? null : user.email;
  const phoneNumber = user.phoneNumberVerified ? user.phoneNumber : null;
  const count = (email ? 1 : 0) + (phoneNumber ? 1 : 0) + linked.length;
  return { email, phoneNumber, accounts: linked, canUnlinkAccount: count > 1 };
}

/** The signed-in user's ways to sign in; their account being gone is a 401. */
export async function listLinkedIdentities({ db, userId }: { db: TDb; userId: string }): Promise<TLinkedIdentities> {
  const identities = await findLinkedIdentities({ db, userId });
  if (!identities) throw new AppError("UNAUTHENTICATED", { message: "No current user" });
  return identities;
}

/** Whether unlinking this account leaves the user at least one way to sign in. */
export async function canUnlinkAccount({ db, userId, accountId }: { db: TDb; userId: string; accountId: string }) {
  const identities = await findLinkedIdentities({ db, userId });
  if (!identities) return false;
  const isOwned = identities.accounts.some((account) => account.id === accountId);
  // Unknown accounts are left to better-auth, which answers ACCOUNT_NOT_FOUND.
  return !isOwned || identities.canUnlinkAccount;
}

export const onlyWayInMessage =
  "Your phone number is your only way to sign in. Add an email address or link an account before removing it.";

/** Takes the verified phone number off the account, as long as another way to sign in remains. */
export async function removePhoneNumber({ db, userId }: { db: TDb; userId: string }): Promise<TLinkedIdentities> {
  const identities = await listLinkedIdentities({ db, userId });
  if (!identities.phoneNumber) throw new AppError("NOT_FOUND", { message: "There is no phone number to remove." });
  if (!identities.email && identities.accounts.length === 0) {
    throw new AppError("CONFLICT", { message: onlyWayInMessage });
  }
  await db.update(users).set({ phoneNumber: null, phoneNumberVerified: false }).where(eq(users.id, userId));
  return {
    ...identities,
    phoneNumber: null,
    canUnlinkAccount: (identities.email ? 1 : 0) + identities.accounts.length > 1,
  };
}
