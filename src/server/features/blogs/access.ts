/**
 * Which blog a request names, and whether its reader may see it. A blog follows its owner's profile:
 * a private profile's blog is a 404 to anyone but its owner and the followers it approved, as the
 * profile's collections are. Paywalled recipes and plans are decided by `hasPaidAccess` alone.
 */
import { eq } from "drizzle-orm";
import { blogNotFoundMessage, noBlogYetMessage, type TBlogHeader } from "#core/blogs/blog.schema.ts";
import { AppError } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";
import { blogs, profiles } from "#db/schema.ts";
import type { TStorage } from "#server/lib/storage/storage.ts";
import { canSeeProfileContents } from "../collections/access.ts";
import { isRecipeId } from "../recipes/access.ts";

export type TBlogRef = { id: string } | { shortlink: string } | { username: string };

export interface TBlogRow {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  shortlink: string;
  hasPaywalledContent: boolean;
  avatarKey: string | null;
  bannerKey: string | null;
  ownerName: string;
  ownerUsername: string;
  ownerAvatarUrl: string | null;
  isOwnerPublic: boolean;
  updatedAt: Date;
}

const blogRowColumns = {
  id: blogs.id,
  ownerId: blogs.ownerId,
  title: blogs.title,
  description: blogs.description,
  shortlink: blogs.shortlink,
  hasPaywalledContent: blogs.hasPaywalledContent,
  avatarKey: blogs.avatarKey,
  bannerKey: blogs.bannerKey,
  ownerName: profiles.name,
  ownerUsername: profiles.username,
  ownerAvatarUrl: profiles.avatarUrl,
  isOwnerPublic: profiles.isPublic,
  updatedAt: blogs.updatedAt,
};

function whereOf(ref: TBlogRef) {
  if ("id" in ref) return isRecipeId(ref.id) ? eq(blogs.id, ref.id) : null;
  if ("shortlink" in ref) return eq(blogs.shortlink, ref.shortlink.toLowerCase());
  return eq(profiles.username, ref.username.toLowerCase());
}

/** The blog with its owner's profile; a blog whose owner has no profile yet does not show. */
export async function findBlogRow({ db, ref }: { db: TDb; ref: TBlogRef }): Promise<TBlogRow | null> {
  const where = whereOf(ref);
  if (!where) return null;
  const [row] = await db
    .select(blogRowColumns)
    .from(blogs)
    .innerJoin(profiles, eq(profiles.id, blogs.ownerId))
    .where(where)
    .limit(1);
  return row ?? null;
}

/** The blog as this reader may see it; NOT_FOUND when there is none or its profile is closed to them. */
export async function findVisibleBlog({
  db,
  ref,
  viewerId,
}: {
  db: TDb;
  ref: TBlogRef;
  viewerId: string | null;
}): Promise<TBlogRow> {
  const row = await findBlogRow({ db, ref });
  if (!row) throw new AppError("NOT_FOUND", { message: blogNotFoundMessage });
  const isVisible = await canSeeProfileContents({
    db,
    viewerId,
    ownerId: row.ownerId,
    isOwnerPublic: row.isOwnerPublic,
  });
  if (!isVisible) throw new AppError("NOT_FOUND", { message: blogNotFoundMessage });
  return row;
}

/** The signed-in cook's own blog; NOT_FOUND (with how to start one) when they have none. */
export async function findOwnBlogRow({ db, userId }: { db: TDb; userId: string }): Promise<TBlogRow> {
  const [row] = await db
    .select(blogRowColumns)
    .from(blogs)
    .innerJoin(profiles, eq(profiles.id, blogs.ownerId))
    .where(eq(blogs.ownerId, userId))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", { message: noBlogYetMessage });
  return row;
}

export function toBlogHeader(row: TBlogRow, storage: TStorage): TBlogHeader {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    shortlink: row.shortlink,
    hasPaywalledContent: row.hasPaywalledContent,
    avatarUrl: row.avatarKey ? storage.urlOf(row.avatarKey) : row.ownerAvatarUrl,
    bannerUrl: row.bannerKey ? storage.urlOf(row.bannerKey) : null,
    owner: { id: row.ownerId, name: row.ownerName, username: row.ownerUsername, avatarUrl: row.ownerAvatarUrl },
  };
}
