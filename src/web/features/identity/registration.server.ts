import { eq } from "drizzle-orm";
import type { TDb } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { isPlaceholderEmail } from "#server/auth/phone.ts";

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
