/**
 * Starting and changing a blog: its name, description, shortlink, the "Paywalled content" switch
 * (which is the owner's role: PAYWALLED_BLOG_CREATOR when on, BLOG_CREATOR when off; turning it off
 * ends the readers' subscriptions at their period's end, see subscriptions/paywall-off.ts) and its avatar
 * and banner, kept in the storage under `blogs/`.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import {
  blogChangedMessage,
  shortlinkTakenMessage,
  type TBlogSetup,
  type TBlogUpdate,
} from "#core/blogs/blog.schema.ts";
import type { TBlogImageKind } from "#core/blogs/blog-limits.ts";
import { AppError } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";
import { blogs, recipes } from "#db/schema.ts";
import { assertUnchangedSince } from "#server/lib/edit-conflict.ts";
import { consumeRateLimit, rateLimitKey, rateLimitRules } from "#server/lib/rate-limits.ts";
import type { TStorage } from "#server/lib/storage/storage.ts";
import { isUniqueViolation } from "#server/lib/unique-violation.ts";
import { assertNothingForSubscribersOnly, queueEndOfBlogSubscriptions } from "../subscriptions/paywall-off.ts";
import { findOwnBlogRow } from "./access.ts";

export const alreadyHasBlogMessage = "You already have a blog. Change it on Your blog.";

/** Avatars are square; banners are wide and cropped to the middle of the photo. */
const imageSizes: Record<TBlogImageKind, { width: number; height: number }> = {
  avatar: { width: 256, height: 256 },
  banner: { width: 1600, height: 480 },
};

/** Every image of a blog has a key starting with this. */
export function blogImageKeyPrefix(blogId: string): string {
  return `blogs/${blogId}-`;
}

/** Blog setup, settings and images share one per-user limit. */
async function consumeBlogSettingsLimit(db: TDb, userId: string): Promise<void> {
  const limit = await consumeRateLimit({
    db,
    key: rateLimitKey("blog-settings", "user", userId),
    rules: rateLimitRules.blogSettingsPerUser,
  });
  if (!limit.isAllowed) throw new AppError("RATE_LIMITED");
}

function rethrowShortlinkTaken(error: unknown): never {
  if (isUniqueViolation(error, "blogs_shortlink_key")) {
    throw new AppError("CONFLICT", { message: shortlinkTakenMessage, cause: error });
  }
  if (isUniqueViolation(error, "blogs_owner_id_key")) {
    throw new AppError("CONFLICT", { message: alreadyHasBlogMessage, cause: error });
  }
  throw error;
}

/** Starts the cook's blog (not paywalled: BLOG_CREATOR); the recipes they already wrote go on it. */
export async function createBlog({ db, userId, input }: { db: TDb; userId: string; input: TBlogSetup }) {
  await consumeBlogSettingsLimit(db, userId);
  const [existing] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.ownerId, userId)).limit(1);
  if (existing) throw new AppError("CONFLICT", { message: alreadyHasBlogMessage });
  await db
    .transaction(async (tx) => {
      const [blog] = await tx
        .insert(blogs)
        .values({ ownerId: userId, title: input.title, description: input.description, shortlink: input.shortlink })
        .returning({ id: blogs.id });
      await tx
        .update(recipes)
        .set({ blogId: blog.id })
        .where(and(eq(recipes.authorId, userId), isNull(recipes.blogId)));
    })
    .catch(rethrowShortlinkTaken);
}

/** With `expectedUpdatedAt`, a blog changed since (its settings or images) is left as it is (409). */
export async function updateBlog({ db, userId, input }: { db: TDb; userId: string; input: TBlogUpdate }) {
  const row = await findOwnBlogRow({ db, userId });
  const { expectedUpdatedAt, ...changes } = input;
  if (Object.keys(changes).length === 0) return;
  await consumeBlogSettingsLimit(db, userId);
  const isTurningPaywallOff = row.hasPaywalledContent && changes.hasPaywalledContent === false;
  if (isTurningPaywallOff) await assertNothingForSubscribersOnly({ db, blogId: row.id, ownerId: userId });
  await db
    .transaction(async (tx) => {
      await assertUnchangedSince({
        tx,
        table: blogs,
        updatedAt: blogs.updatedAt,
        where: eq(blogs.id, row.id),
        expectedUpdatedAt,
        message: blogChangedMessage,
      });
      await tx.update(blogs).set(changes).where(eq(blogs.id, row.id));
      if (isTurningPaywallOff) await queueEndOfBlogSubscriptions(tx, row.id);
    })
    .catch(rethrowShortlinkTaken);
}

/** Stores the image as WebP under a new key, points the blog at it and removes the one it replaces. */
export async function replaceBlogImage({
  db,
  storage,
  userId,
  kind,
  image,
}: {
  db: TDb;
  storage: TStorage;
  userId: string;
  kind: TBlogImageKind;
  image: Buffer;
}): Promise<void> {
  const row = await findOwnBlogRow({ db, userId });
  await consumeBlogSettingsLimit(db, userId);
  const { width, height } = imageSizes[kind];
  let webp: Buffer;
  try {
    webp = await sharp(image, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(width, height, { fit: "cover", position: kind === "avatar" ? "attention" : "centre" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (cause) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", {
      message: "That file isn't an image we can read. Use a JPEG, PNG, WebP, GIF or AVIF.",
      cause,
    });
  }
  const key = `${blogImageKeyPrefix(row.id)}${kind}-${randomBytes(6).toString("hex")}.webp`;
  await storage.put({ key, body: webp, contentType: "image/webp" });
  const column = kind === "avatar" ? { avatarKey: key } : { bannerKey: key };
  await db
    .update(blogs)
    .set(column)
    .where(eq(blogs.id, row.id))
    .catch(async (error: unknown) => {
      await storage.removeUnreferenced([key]);
      throw error;
    });
  const previous = kind === "avatar" ? row.avatarKey : row.bannerKey;
  if (previous?.startsWith(blogImageKeyPrefix(row.id))) await storage.removeUnreferenced([previous]);
}
