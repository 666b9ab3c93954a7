/**
 * Uploaded collection covers: re-encoded as WebP at 400, 800 and 1200 pixels wide, like recipe
 * photos, and kept in the storage under `collections/<collection>-<random>-<width>.webp`.
 */
import { eq } from "drizzle-orm";
import { AppError } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";
import { collections, type TImageVariant } from "#db/schema.ts";
import { consumeRateLimit, rateLimitKey, type TRateLimitRule } from "#server/lib/rate-limits.ts";
import type { TStorage } from "#server/lib/storage/storage.ts";
import { keysUnder, resizePhoto, storePhotoVariants, toSrcset } from "../recipes/images.ts";
import { findCollectionForOwner, touchedNow } from "./access.ts";
import { forgetProfilePages } from "./service.ts";
import { mainVariantOf } from "./viewer-collection.ts";

/** Every object of this collection's covers has a key starting with this. */
export function coverKeyPrefix(collectionId: string): string {
  return `collections/${collectionId}-`;
}

export function coverKeysOf(collectionId: string, variants: readonly TImageVariant[]): string[] {
  return keysUnder(coverKeyPrefix(collectionId), variants);
}

/** Image work is the costly part of an upload: a few a minute is plenty for choosing a cover. */
const coverUploadLimits: TRateLimitRule[] = [
  { windowSeconds: 60, max: 10 },
  { windowSeconds: 60 * 60, max: 60 },
];

/** Replaces the collection's cover with an uploaded photo (owner only) and removes the previous upload. */
export async function replaceCollectionCover({
  db,
  userId,
  collectionId,
  image,
  storage,
}: {
  db: TDb;
  userId: string;
  collectionId: string;
  image: Buffer;
  storage: TStorage;
}): Promise<{ url: string; imageVariants: TImageVariant[]; srcset: string }> {
  const current = await findCollectionForOwner({ db, userId, collectionId });
  const limit = await consumeRateLimit({
    db,
    key: rateLimitKey("collection-cover", "user", userId),
    rules: coverUploadLimits,
  });
  if (!limit.isAllowed) throw new AppError("RATE_LIMITED");
  const resized = await resizePhoto(image);
  const variants = await storePhotoVariants({ storage, keyPrefix: coverKeyPrefix(current.id), resized });
  await db
    .update(collections)
    .set({ ...touchedNow, coverImageVariants: variants, coverRecipeId: null })
    .where(eq(collections.id, current.id))
    .catch(async (error: unknown) => {
      await storage.removeUnreferenced(coverKeysOf(current.id, variants));
      throw error;
    });
  await storage.removeUnreferenced(coverKeysOf(current.id, current.coverImageVariants));
  forgetProfilePages(current.ownerUsername);
  const main = mainVariantOf(variants) ?? variants[0];
  return { url: main.url, imageVariants: variants, srcset: toSrcset(variants) };
}

/**
 * Removes every object of the collection's covers before its row goes: should the storage be down,
 * the deletion stops with a 503 and nothing is half deleted.
 */
export async function removeCoverImages({
  storage,
  collectionId,
  variants,
}: {
  storage: TStorage;
  collectionId: string;
  variants: readonly TImageVariant[];
}): Promise<void> {
  if (coverKeysOf(collectionId, variants).length === 0) return;
  await storage.removePrefix(coverKeyPrefix(collectionId));
}
