/**
 * Sharing a list as a household. The owner invites someone by username; they see the invitation
 * on their own list and join (their own items come along) or decline. Nobody is put on a list
 * without saying yes, so a stranger cannot push a list onto anyone. Inviting someone already
 * invited or on the list is refused with a word, so the owner knows nothing was sent. The owner can
 * remove anyone; a member can leave, and then shops from their own list again, and is told so when
 * they try to remove someone else.
 */
import { and, count, eq, ne } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import { maxListMembers, type TInviteMemberInput } from "#core/shopping/shopping-list.schema.ts";
import type { TDb } from "#db/client.ts";
import { profiles, shoppingListItems, shoppingListMembers } from "#db/schema.ts";
import { consumeRateLimit, rateLimitKey, rateLimitRules } from "#server/lib/rate-limits.ts";
import { findOrCreateOwnList, listNotFoundMessage, requireListAccess } from "./lists.ts";
import { loadListView, loadMyListView } from "./view.ts";

interface TMemberWrite {
  db: TDb;
  userId: string;
  listId: string;
}

const invitationNotFoundMessage = "That invitation has been withdrawn.";

/** The row of an invitation to `listId` not yet accepted by `userId`. */
function isInvitationOf(listId: string, userId: string) {
  return and(
    eq(shoppingListMembers.listId, listId),
    eq(shoppingListMembers.userId, userId),
    eq(shoppingListMembers.status, "invited"),
  );
}

export async function inviteListMember({ db, userId, listId, input }: TMemberWrite & { input: TInviteMemberInput }) {
  const access = await requireListAccess({ db, listId, userId });
  if (!access.isOwner) throw new AppError("FORBIDDEN", { message: "Only the list's owner can invite people." });
  const username = input.username.replace(/^@/, "").toLowerCase();
  const [invitee] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.username, username)).limit(1);
  if (!invitee) throw new AppError("NOT_FOUND", { message: `No one on Ladle goes by @${username}.` });
  if (invitee.id === userId) throw new AppError("BAD_REQUEST", { message: "This is your own list already." });
  const [already] = await db
    .select({ status: shoppingListMembers.status })
    .from(shoppingListMembers)
    .where(and(eq(shoppingListMembers.listId, listId), eq(shoppingListMembers.userId, invitee.id)))
    .limit(1);
  if (already) {
    throw new AppError("CONFLICT", {
      message:
        already.status === "joined" ? `@${username} is already on this list.` : `You've invited @${username} already.`,
    });
  }
  const limit = await consumeRateLimit({
    db,
    key: rateLimitKey("shopping-invite", "user", userId),
    rules: rateLimitRules.shoppingInvitesPerUser,
  });
  if (!limit.isAllowed) throw new AppError("RATE_LIMITED");
  const [{ members }] = await db
    .select({ members: count() })
    .from(shoppingListMembers)
    .where(eq(shoppingListMembers.listId, listId));
  if (members >= maxListMembers) {
    throw new AppError("VALIDATION_FAILED", { message: `A list can be shared with ${maxListMembers} people at most.` });
  }
  // Two invitations sent at once: the second changes nothing.
  await db.insert(shoppingListMembers).values({ listId, userId: invitee.id }).onConflictDoNothing();
  return loadListView({ db, listId, userId });
}

/** The owner removes a member or withdraws an invitation; a member removes themselves (leaves). */
export async function removeListMember({ db, userId, listId, memberId }: TMemberWrite & { memberId: string }) {
  const access = await requireListAccess({ db, listId, userId }).catch(() => null);
  const isLeaving = memberId === userId;
  // Only the owner and joined members know the list exists; anyone else is told it isn't there.
  if (!access) throw new AppError("NOT_FOUND", { message: listNotFoundMessage });
  if (!access.isOwner && !isLeaving) {
    throw new AppError("FORBIDDEN", {
      message:
        memberId === access.ownerId
          ? "The owner can't be removed from their own list. You can leave it instead."
          : "Only the list's owner can remove people. You can leave the list instead.",
    });
  }
  if (access.isOwner && isLeaving) {
    throw new AppError("BAD_REQUEST", { message: "You own this list: remove the others instead of leaving." });
  }
  await db
    .delete(shoppingListMembers)
    .where(and(eq(shoppingListMembers.listId, listId), eq(shoppingListMembers.userId, memberId)));
  return isLeaving ? loadMyListView({ db, userId }) : loadListView({ db, listId, userId });
}

export async function acceptListInvitation({ db, userId, listId }: TMemberWrite) {
  const ownListId = await findOrCreateOwnList(db, userId);
  const [shared] = await db
    .select({ members: count() })
    .from(shoppingListMembers)
    .where(and(eq(shoppingListMembers.listId, ownListId), eq(shoppingListMembers.status, "joined")));
  if (shared.members > 0) {
    throw new AppError("CONFLICT", {
      message: "You share your own list with others. Remove them before joining another list.",
    });
  }
  await db.transaction(async (tx) => {
    // One household at a time: joining this one leaves any other.
    await tx
      .delete(shoppingListMembers)
      .where(
        and(
          eq(shoppingListMembers.userId, userId),
          eq(shoppingListMembers.status, "joined"),
          ne(shoppingListMembers.listId, listId),
        ),
      );
    const joined = await tx
      .update(shoppingListMembers)
      .set({ status: "joined" })
      .where(isInvitationOf(listId, userId))
      .returning({ listId: shoppingListMembers.listId });
    if (joined.length === 0) throw new AppError("NOT_FOUND", { message: invitationNotFoundMessage });
    // What was on your own list comes with you.
    await tx.update(shoppingListItems).set({ listId }).where(eq(shoppingListItems.listId, ownListId));
  });
  return loadListView({ db, listId, userId });
}

export async function declineListInvitation({ db, userId, listId }: TMemberWrite) {
  const declined = await db
    .delete(shoppingListMembers)
    .where(isInvitationOf(listId, userId))
    .returning({ listId: shoppingListMembers.listId });
  if (declined.length === 0) throw new AppError("NOT_FOUND", { message: invitationNotFoundMessage });
  return loadMyListView({ db, userId });
}
