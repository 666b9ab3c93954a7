/**
 * Recipe photos: the uploaded image is re-encoded as WebP at 400, 800 and 1200 pixels wide (never
 * enlarged), kept in the storage under `recipes/`, for srcset. The approach of profile avatars.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { AppError } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";
import { recipeImports, recipes, type TImageVariant } from "#db/schema.ts";
import { findKeyInUrl, type TStorage } from "#server/lib/storage/storage.ts";
import { findRecipeForOwner } from "./access.ts";
import { queueShareImages } from "./share-image-jobs.ts";
import { forgetRecipeCopies } from "./viewer-recipe.ts";

export const recipeImageWidths = [400, 800, 1200] as const;

export interface TRecipeImage {
  imageUrl: string;
  imageVariants: TImageVariant[];
  /** Ready for <img srcset>: "/uploads/recipes/…-400.webp 400w, …". */
  srcset: string;
}

/** Every object of this recipe's photos has a key starting with this. */
export function recipeImageKeyPrefix(recipeId: string): string {
  return `recipes/${recipeId}-`;
}

export function toSrcset(variants: readonly TImageVariant[]): string {
  return variants.map((v) => `${v.url} ${v.width}w`).join(", ");
}

/**
 * The widths a photo is encoded at: each of `recipeImageWidths` it is wider than, and its own width
 * once for all the wider ones (never enlarged, never encoded twice at one size).
 */
export function widthsFor(photoWidth: number): number[] {
  const narrower = recipeImageWidths.filter((width) => width < photoWidth);
  return narrower.length < recipeImageWidths.length ? [...narrower, photoWidth] : narrower;
}

/** The photo as WebP at each of `widthsFor` its width, narrowest first; an unreadable file is a 415. */
export async function resizePhoto(image: Buffer): Promise<{ width: number; data: Buffer }[]> {
  try {
    const source = sharp(image, { limitInputPixels: 60_000_000, animated: false });
    const { width = 0, height = 0, orientation = 1 } = await source.metadata();
    // EXIF orientations 5 to 8 turn the photo a quarter: once upright its width is its height.
    const uprightWidth = orientation >= 5 ? height : width;
    const upright = source.rotate();
    return await Promise.all(
      widthsFor(uprightWidth || Number.POSITIVE_INFINITY).map(async (target) => {
        const { data, info } = await upright
          .clone()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, data };
      }),
    );
  } catch (cause) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", {
      message: "That file isn't an image we can read. Use a JPEG, PNG, WebP, GIF or AVIF.",
      cause,
    });
  }
}

/** Replaces the recipe's photo (author only) and removes the files of the previous upload. */
export async function replaceRecipeImage({
  db,
  userId,
  recipeId,
  image,
  storage,
  isPagePhoto = false,
}: {
  db: TDb;
  userId: string;
  recipeId: string;
  image: Buffer;
  storage: TStorage;
  /** The photo of the page an import read (stored with the import, so the recipe is still as read). */
  isPagePhoto?: boolean;
}): Promise<TRecipeImage> {
  await findRecipeForOwner({ db, userId, recipeId });
  const resized = await resizePhoto(image);
  const variants = await storePhotoVariants({ storage, keyPrefix: recipeImageKeyPrefix(recipeId), resized });
  const main = [...variants].reverse().find((v) => v.width <= 800) ?? variants[0];
  const [previous] = await db
    .select({ imageVariants: recipes.imageVariants })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .limit(1);
  await db
    .transaction(async (tx) => {
      await tx.update(recipes).set({ imageUrl: main.url, imageVariants: variants }).where(eq(recipes.id, recipeId));
      await queueShareImages({ db: tx, recipeId, imageUrl: main.url });
      // A photo of the author's own is not the page's: the recipe is no longer as Ladle read it.
      if (!isPagePhoto) {
        await tx.update(recipeImports).set({ isVerbatim: false }).where(eq(recipeImports.recipeId, recipeId));
      }
    })
    .catch(async (error: unknown) => {
      await storage.removeUnreferenced(ownKeysOf({ recipeId, variants }));
      throw error;
    });
  forgetRecipeCopies({ db, recipeId });
  await storage.removeUnreferenced(ownKeysOf({ recipeId, variants: previous?.imageVariants ?? [] }));
  return { imageUrl: main.url, imageVariants: variants, srcset: toSrcset(variants) };
}

/** Stores each width under one new random name after `keyPrefix`; if one fails, those already stored go again. */
export async function storePhotoVariants({
  storage,
  keyPrefix,
  resized,
}: {
  storage: TStorage;
  keyPrefix: string;
  resized: { width: number; data: Buffer }[];
}): Promise<TImageVariant[]> {
  const base = `${keyPrefix}${randomBytes(6).toString("hex")}`;
  const stored = await Promise.allSettled(
    resized.map(async ({ width, data }) => {
      const url = await storage.put({ key: `${base}-${width}.webp`, body: data, contentType: "image/webp" });
      return { width, url };
    }),
  );
  const failure = stored.find((result): result is PromiseRejectedResult => result.status === "rejected");
  const variants = stored.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  if (failure) {
    await storage.removeUnreferenced(keysUnder(keyPrefix, variants));
    throw failure.reason;
  }
  return variants;
}

/** The keys of uploads under `keyPrefix` among `variants`; other URLs (seed images) are left alone. */
export function keysUnder(keyPrefix: string, variants: readonly TImageVariant[]): string[] {
  return variants.flatMap((variant) => findKeyInUrl(variant.url, keyPrefix) ?? []);
}

/** The keys of this recipe's own uploads among `variants`. */
export function ownKeysOf({ recipeId, variants }: { recipeId: string; variants: readonly TImageVariant[] }): string[] {
  return keysUnder(recipeImageKeyPrefix(recipeId), variants);
}

/**
 * Removes every object of the recipe's photos and share images (`variants` lists both), before
 * its row goes: should the storage be down, the deletion stops with a 503 and nothing is gone.
 * Only when the row points at an upload of its own, so a recipe without one is deleted even then.
 */
export async function removeRecipeImages({
  storage,
  recipeId,
  variants,
}: {
  storage: TStorage;
  recipeId: string;
  variants: readonly TImageVariant[];
}): Promise<void> {
  if (ownKeysOf({ recipeId, variants }).length === 0) return;
  // The whole prefix, so a leftover a failed replacement could not remove goes too.
  await storage.removePrefix(recipeImageKeyPrefix(recipeId));
}
