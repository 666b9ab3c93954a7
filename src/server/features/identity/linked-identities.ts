/**
 * A user's ways to sign in: their email address (a code can be sent to it), their verified phone
 * number, and linked Google/Apple accounts. better-auth only counts account rows, and users who
 * sign in with codes have none, so "never unlink the last one" is decided here (DESIGN.md).
 */
import { asc, eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";
import { accounts, users } from "#db/schema.ts";
import { isPlaceholderEmail } from "#server/features/identity/phone.ts";

export interface TIdentities {
  /** Null for phone sign-ups, whose stored address is a placeholder. */
  email: string | null;
  phone_number: string | null;
  accounts: { id: string; provider_id: string; account_id: string; created_at: Date }[];
  /** Whether an account can be unlinked without leaving the user unable to sign in. */
  can_unlink_account: boolean;
}

export async function listIdentities({ db, userId }: { db: TDb; userId: string }): Promise<TIdentities | null> {
  const [user] = await db
    .select({ email: users.email, phoneNumber: users.phoneNumber, phoneNumberVerified: users.phoneNumberVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const linked = await db
    .select({
      id: accounts.id,
      provider_id: accounts.providerId,
      account_id: accounts.accountId,
      created_at: accounts.createdAt,
    })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt));
  const email = isPlaceholderEmail(user.email) ? null : user.email;
  const phoneNumber = user.phoneNumberVerified ? user.phoneNumber : null;
  const count = (email ? 1 : 0) + (phoneNumber ? 1 : 0) + linked.length;
  return { email, phone_number: phoneNumber, accounts: linked, can_unlink_account: count > 1 };
}

/** Whether unlinking this account leaves the user at least one way to sign in. */
export async function canUnlinkAccount({ db, userId, accountId }: { db: TDb; userId: string; accountId: string }) {
  const identities = await listIdentities({ db, userId });
  if (!identities) return false;
  const isOwned = identities.accounts.some((account) => account.id === accountId);
  // Unknown accounts are left to better-auth, which answers ACCOUNT_NOT_FOUND.
  return !isOwned || identities.can_unlink_account;
}

export const onlyWayInMessage =
  "Your phone number is your only way to sign in. Add an email address or link an account before removing it.";

/** Takes the verified phone number off the account, as long as another way to sign in remains. */
export async function removePhoneNumber({ db, userId }: { db: TDb; userId: string }): Promise<TIdentities> {
  const identities = await listIdentities({ db, userId });
  if (!identities) throw new AppError("UNAUTHENTICATED", { message: "No current user" });
  if (!identities.phone_number) throw new AppError("NOT_FOUND", { message: "There is no phone number to remove." });
  if (!identities.email && identities.accounts.length === 0) {
    throw new AppError("CONFLICT", { message: onlyWayInMessage });
  }
  await db.update(users).set({ phoneNumber: null, phoneNumberVerified: false }).where(eq(users.id, userId));
  return {
    ...identities,
    phone_number: null,
    can_unlink_account: (identities.email ? 1 : 0) + identities.accounts.length > 1,
  };
}
