/**
 * Which list someone is on, and who may touch a list. Everyone has their own list (made the first
 * time it is asked for); someone who joined a household shops from that one instead. A list is
 * open to its owner and its joined members only: to anyone else it does not exist (a 404).
 */
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";
import { shoppingListMembers, shoppingLists } from "#db/schema.ts";
import { isForeignKeyViolation } from "#server/lib/unique-violation.ts";

export const listNotFoundMessage = "We couldn't find that shopping list.";

export interface TListAccess {
  listId: string;
  ownerId: string;
  isOwner: boolean;
}

/** The user's own list, made when they have none yet. */
export async function findOrCreateOwnList(db: TDb, userId: string): Promise<string> {
  const [made] = await db
    .insert(shoppingLists)
    .values({ ownerId: userId })
    .onConflictDoNothing({ target: shoppingLists.ownerId })
    .returning({ id: shoppingLists.id })
    .catch((error: unknown) => {
      // A session can outlive its account by a moment (deleted in another request or process).
      if (isForeignKeyViolation(error)) {
        throw new AppError("UNAUTHENTICATED", { message: "Your account is no longer here. Sign in again." });
      }
      throw error;
    });
  if (made) return made.id;
  const [own] = await db
    .select({ id: shoppingLists.id })
    .from(shoppingLists)
    .where(eq(shoppingLists.ownerId, userId))
    .limit(1);
  return own.id;
}

/** The household list the user joined, or else their own, made if they have none yet. */
export async function findCurrentListId(db: TDb, userId: string): Promise<string> {
  return (await findCurrentListIdIfAny(db, userId)) ?? findOrCreateOwnList(db, userId);
}

/** The household list the user joined, or else their own; null before they ever needed one. */
export async function findCurrentListIdIfAny(db: TDb, userId: string): Promise<string | null> {
  const [joined] = await db
    .select({ listId: shoppingListMembers.listId })
    .from(shoppingListMembers)
    .where(and(eq(shoppingListMembers.userId, userId), eq(shoppingListMembers.status, "joined")))
    .limit(1);
  if (joined) return joined.listId;
  const [own] = await db
    .select({ id: shoppingLists.id })
    .from(shoppingLists)
    .where(eq(shoppingLists.ownerId, userId))
    .limit(1);
  return own?.id ?? null;
}

/** The list when the user owns it or has joined it; a 404 otherwise, whether or not it exists. */
export async function requireListAccess({
  db,
  listId,
  userId,
}: {
  db: TDb;
  listId: string;
  userId: string;
}): Promise<TListAccess> {
  const [list] = await db
    .select({ id: shoppingLists.id, ownerId: shoppingLists.ownerId })
    .from(shoppingLists)
    .where(
      and(
        eq(shoppingLists.id, listId),
        sql`(${shoppingLists.ownerId} = ${userId} OR EXISTS (
          SELECT 1 FROM ${shoppingListMembers}
          WHERE ${shoppingListMembers.listId} = ${shoppingLists.id}
            AND ${shoppingListMembers.userId} = ${userId}
            AND ${shoppingListMembers.status} = 'joined'))`,
      ),
    )
    .limit(1);
  if (!list) throw new AppError("NOT_FOUND", { message: listNotFoundMessage });
  return { listId: list.id, ownerId: list.ownerId, isOwner: list.ownerId === userId };
}
