/** The list as one member sees it: merged items by aisle, the recipes on it, who shares it. */
import { and, asc, eq, isNull } from "drizzle-orm";
import { mergeListLines, type TStoredLine } from "#core/shopping/merge-lines.ts";
import type { TShoppingInvitation, TShoppingListView, TShoppingMember } from "#core/shopping/shopping-list.schema.ts";
import type { TDb } from "#db/client.ts";
import { profiles, shoppingListItems, shoppingListMembers, shoppingLists } from "#db/schema.ts";
import { findCurrentListId, findCurrentListIdIfAny, requireListAccess } from "./lists.ts";

/** The list's lines still on it, in the order they were added. */
export async function listLiveLines(db: TDb, listId: string): Promise<TStoredLine[]> {
  const rows = await db
    .select({
      id: shoppingListItems.id,
      text: shoppingListItems.text,
      recipeId: shoppingListItems.recipeId,
      recipeTitle: shoppingListItems.recipeTitle,
      servings: shoppingListItems.servings,
      isChecked: shoppingListItems.isChecked,
    })
    .from(shoppingListItems)
    .where(and(eq(shoppingListItems.listId, listId), isNull(shoppingListItems.removedAt)))
    .orderBy(asc(shoppingListItems.seq));
  return rows.map(({ recipeId, recipeTitle, ...line }) => ({
    ...line,
    recipe: recipeTitle === null ? null : { id: recipeId, title: recipeTitle },
  }));
}

async function listMembers(db: TDb, listId: string, ownerId: string): Promise<TShoppingMember[]> {
  const [owner] = await db
    .select({ name: profiles.name, username: profiles.username, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, ownerId))
    .limit(1);
  const others = await db
    .select({
      userId: shoppingListMembers.userId,
      status: shoppingListMembers.status,
      name: profiles.name,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
    })
    .from(shoppingListMembers)
    .innerJoin(profiles, eq(profiles.id, shoppingListMembers.userId))
    .where(eq(shoppingListMembers.listId, listId))
    .orderBy(asc(shoppingListMembers.createdAt));
  const members: TShoppingMember[] = [
    {
      userId: ownerId,
      name: owner?.name ?? "",
      username: owner?.username ?? "",
      avatarUrl: owner?.avatarUrl ?? null,
      role: "owner",
    },
  ];
  for (const status of ["joined", "invited"] as const) {
    for (const { status: memberStatus, ...member } of others) {
      if (memberStatus === status) members.push({ ...member, role: status === "joined" ? "member" : "invited" });
    }
  }
  return members;
}

async function listInvitations(db: TDb, userId: string): Promise<TShoppingInvitation[]> {
  const rows = await db
    .select({ listId: shoppingListMembers.listId, name: profiles.name, username: profiles.username })
    .from(shoppingListMembers)
    .innerJoin(shoppingLists, eq(shoppingLists.id, shoppingListMembers.listId))
    .innerJoin(profiles, eq(profiles.id, shoppingLists.ownerId))
    .where(and(eq(shoppingListMembers.userId, userId), eq(shoppingListMembers.status, "invited")))
    .orderBy(asc(shoppingListMembers.createdAt));
  return rows.map((row) => ({ listId: row.listId, owner: { name: row.name, username: row.username } }));
}

/** The list for one of its members (a 404 for anyone else). */
export async function loadListView({
  db,
  listId,
  userId,
}: {
  db: TDb;
  listId: string;
  userId: string;
}): Promise<TShoppingListView> {
  const access = await requireListAccess({ db, listId, userId });
  const [lines, members, invitations] = await Promise.all([
    listLiveLines(db, listId),
    listMembers(db, listId, access.ownerId),
    listInvitations(db, userId),
  ]);
  return { id: listId, viewerId: userId, isOwner: access.isOwner, members, invitations, ...mergeListLines(lines) };
}

/** The list the user shops from: the household they joined, or their own. */
export async function loadMyListView({ db, userId }: { db: TDb; userId: string }): Promise<TShoppingListView> {
  return loadListView({ db, listId: await findCurrentListId(db, userId), userId });
}

/** Items still to buy on the user's list, for the header's badge. */
/** What the header's badge counts. Reading it never makes a list: someone without one has 0. */
export async function countMyListItems({ db, userId }: { db: TDb; userId: string }) {
  const listId = await findCurrentListIdIfAny(db, userId);
  if (!listId) return { listId: null, itemCount: 0 };
  return { listId, itemCount: mergeListLines(await listLiveLines(db, listId)).itemCount };
}
