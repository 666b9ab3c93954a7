/** Invite codes: creators and admins make them; registration redeems them. */
import { randomInt } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { TInvite, TInviteCreateInput } from "#core/identity/invite.schema.ts";
import type { TDb } from "#db/client.ts";
import { inviteCodes } from "#db/schema.ts";
import { isUniqueViolation } from "#server/lib/unique-violation.ts";

/** No 0/O or 1/I/L, so a code read aloud or copied from a photo still works. */
const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const codeLength = 8;

const inviteColumns = {
  code: inviteCodes.code,
  maxUses: inviteCodes.maxUses,
  useCount: inviteCodes.useCount,
  expiresAt: inviteCodes.expiresAt,
  createdAt: inviteCodes.createdAt,
};

export function generateInviteCode(): string {
  return Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]).join("");
}

export async function createInvite({
  db,
  inviterId,
  input,
  now = new Date(),
}: {
  db: TDb;
  inviterId: string;
  input: TInviteCreateInput;
  now?: Date;
}): Promise<TInvite> {
  const expiresAt = input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * 86_400_000) : null;
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(inviteCodes)
        .values({ code: generateInviteCode(), inviterId, maxUses: input.maxUses, expiresAt })
        .returning(inviteColumns);
      return row;
    } catch (error) {
      // 31^8 codes make a collision rare; a second one in a row means something else is wrong.
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

export async function listInvites({ db, inviterId }: { db: TDb; inviterId: string }): Promise<TInvite[]> {
  return db
    .select(inviteColumns)
    .from(inviteCodes)
    .where(eq(inviteCodes.inviterId, inviterId))
    .orderBy(desc(inviteCodes.createdAt))
    .limit(200);
}
