/**
 * The one answer to "what may this viewer see of this collection, and may they change it?", and
 * which of its recipes they may know of. Every collection read and write goes through here.
 *
 * - Its owner sees and changes everything in it.
 * - A private collection, and any collection of a private profile the viewer does not follow with
 *   approval, does not exist for anyone else (a 404, as a private recipe is).
 * - A paywalled collection is a teaser (name, owner, cover, count) unless the viewer subscribes to
 *   the owner's blog.
 * - Inside, the recipe access rules hold (recipes/access.ts): another cook's private and draft
 *   recipes are never listed, counted or used as a cover; paywalled ones are teaser cards.
 */
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { TCollectionVisibility } from "#core/collections/collection.schema.ts";
import { collectionNotFoundMessage } from "#core/collections/collection.schema.ts";
import { AppError } from "#core/errors.ts";
import { isUuid } from "#core/text/uuid.ts";
import type { TDb } from "#db/client.ts";
import { blogs, collections, follows, profiles, recipes } from "#db/schema.ts";
import { hasPaidAccess } from "../recipes/access.ts";

/** full: everything; teaser: name, owner, cover and count; none: a 404. */
export type TCollectionAccess = "full" | "teaser" | "none";

/** The collection with what deciding access needs: its owner's profile and blog. */
export const collectionRowColumns = {
  id: collections.id,
  ownerId: collections.ownerId,
  name: collections.name,
  description: collections.description,
  visibility: collections.visibility,
  coverRecipeId: collections.coverRecipeId,
  coverImageVariants: collections.coverImageVariants,
  updatedAt: collections.updatedAt,
  ownerName: profiles.name,
  ownerUsername: profiles.username,
  ownerAvatarUrl: profiles.avatarUrl,
  isOwnerPublic: profiles.isPublic,
  blogId: blogs.id,
  blogTitle: blogs.title,
  blogShortlink: blogs.shortlink,
  hasPaywalledBlog: blogs.hasPaywalledContent,
};

export interface TCollectionRow {
  id: string;
  ownerId: string;
  name: string;
  description: string;
  visibility: TCollectionVisibility;
  coverRecipeId: string | null;
  coverImageVariants: { width: number; url: string }[];
  updatedAt: Date;
  ownerName: string | null;
  ownerUsername: string | null;
  ownerAvatarUrl: string | null;
  isOwnerPublic: boolean | null;
  blogId: string | null;
  blogTitle: string | null;
  blogShortlink: string | null;
  hasPaywalledBlog: boolean | null;
}

export async function findCollectionRow({ db, collectionId }: { db: TDb; collectionId: string }) {
  if (!isUuid(collectionId)) return null;
  const [row] = await db
    .select(collectionRowColumns)
    .from(collections)
    .leftJoin(profiles, eq(profiles.id, collections.ownerId))
    .leftJoin(blogs, eq(blogs.ownerId, collections.ownerId))
    .where(eq(collections.id, collectionId))
    .limit(1);
  return (row as TCollectionRow | undefined) ?? null;
}

/** Whether the viewer may see a profile's contents: it is public, theirs, or they follow it with approval. */
export async function canSeeProfileContents({
  db,
  viewerId,
  ownerId,
  isOwnerPublic,
}: {
  db: TDb;
  viewerId: string | null;
  ownerId: string;
  isOwnerPublic: boolean;
}): Promise<boolean> {
  if (isOwnerPublic || viewerId === ownerId) return true;
  if (!viewerId) return false;
  const [row] = await db
    .select({ isApproved: follows.isApproved })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, ownerId)))
    .limit(1);
  return row?.isApproved === true;
}

export async function resolveCollectionAccess({
  db,
  viewerId,
  collection,
}: {
  db: TDb;
  viewerId: string | null;
  collection: Pick<TCollectionRow, "ownerId" | "visibility" | "isOwnerPublic" | "ownerUsername" | "blogId">;
}): Promise<TCollectionAccess> {
  if (viewerId !== null && collection.ownerId === viewerId) return "full";
  // Without a profile there is nobody to show as its owner.
  if (collection.visibility === "private" || collection.ownerUsername === null) return "none";
  const isVisible = await canSeeProfileContents({
    db,
    viewerId,
    ownerId: collection.ownerId,
    isOwnerPublic: collection.isOwnerPublic === true,
  });
  if (!isVisible) return "none";
  if (collection.visibility === "public") return "full";
  return (await hasPaidAccess({ db, viewerId, blogId: collection.blogId })) ? "full" : "teaser";
}

/**
 * The collection for its owner's change; NOT_FOUND when the viewer cannot see it, FORBIDDEN when
 * they can but it is not theirs.
 */
export async function findCollectionForOwner({
  db,
  userId,
  collectionId,
}: {
  db: TDb;
  userId: string;
  collectionId: string;
}): Promise<TCollectionRow> {
  const row = await findCollectionRow({ db, collectionId });
  if (!row) throw new AppError("NOT_FOUND", { message: collectionNotFoundMessage });
  if (row.ownerId !== userId) {
    const access = await resolveCollectionAccess({ db, viewerId: userId, collection: row });
    if (access === "none") throw new AppError("NOT_FOUND", { message: collectionNotFoundMessage });
    throw new AppError("FORBIDDEN", { message: "Only the collection's owner can change it." });
  }
  return row;
}

/**
 * The recipes in a collection a viewer may know of: listed ones (public, and paywalled as
 * teasers) and their own; never another cook's private recipe or draft.
 */
export function recipeKnownTo(viewerId: string | null): SQL {
  const listed = inArray(recipes.visibility, ["public", "paywalled"]);
  return viewerId ? (or(listed, eq(recipes.authorId, viewerId)) as SQL) : listed;
}

/** Whether the owner may make a collection paywalled: someone must be able to subscribe. */
export function assertVisibilityAllowed(visibility: TCollectionVisibility, hasPaywalledBlog: boolean): void {
  if (visibility === "paywalled" && !hasPaywalledBlog) {
    throw new AppError("VALIDATION_FAILED", {
      message: "visibility: Only creators with a paywalled blog can make a collection paywalled.",
    });
  }
}

/** The owner's blog, which decides whether they may paywall a collection. */
export async function hasPaywalledBlog({ db, userId }: { db: TDb; userId: string }): Promise<boolean> {
  const [blog] = await db
    .select({ hasPaywalledContent: blogs.hasPaywalledContent })
    .from(blogs)
    .where(eq(blogs.ownerId, userId))
    .limit(1);
  return blog?.hasPaywalledContent === true;
}

/** `updated_at = now()`: every change to a collection moves it, which also announces it (change bus). */
export const touchedNow = { updatedAt: sql`now()` };
