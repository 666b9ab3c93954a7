/**
 * Recipe photos: the uploaded image is re-encoded as WebP at 400, 800 and 1200 pixels wide (never
 * enlarged) under `<uploadsDir>/recipes/`, for srcset. The approach of profile avatars.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { AppError } from "#core/errors.ts";
import type { TDb } from "#db/client.ts";
import { recipeImports, recipes, type TImageVariant } from "#db/schema.ts";
import { findRecipeForOwner } from "./access.ts";
import { forgetRecipeForVisitors } from "./viewer-recipe.ts";

export const recipeImageWidths = [400, 800, 1200] as const;

export interface TRecipeImage {
  imageUrl: string;
  imageVariants: TImageVariant[];
  /** Ready for <img srcset>: "/uploads/recipes/…-400.webp 400w, …". */
  srcset: string;
}

export function toSrcset(variants: TImageVariant[]): string {
  return variants.map((v) => `${v.url} ${v.width}w`).join(", ");
}

async function resizeAll(image: Buffer): Promise<{ width: number; data: Buffer }[]> {
  try {
    const source = sharp(image, { limitInputPixels: 60_000_000, animated: false }).rotate();
    const outputs = await Promise.all(
      recipeImageWidths.map((width) =>
        source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true }),
      ),
    );
    const byWidth = new Map<number, Buffer>();
    for (const { data, info } of outputs) byWidth.set(info.width, data);
    return [...byWidth].map(([width, data]) => ({ width, data })).sort((a, b) => a.width - b.width);
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
  uploadsDir,
  isPagePhoto = false,
}: {
  db: TDb;
  userId: string;
  recipeId: string;
  image: Buffer;
  uploadsDir: string;
  /** The photo of the page an import read (stored with the import, so the recipe is still as read). */
  isPagePhoto?: boolean;
}): Promise<TRecipeImage> {
  await findRecipeForOwner({ db, userId, recipeId });
  const resized = await resizeAll(image);
  const dir = path.join(uploadsDir, "recipes");
  await fs.mkdir(dir, { recursive: true });
  const base = `${recipeId}-${randomBytes(6).toString("hex")}`;
  const variants: TImageVariant[] = [];
  for (const { width, data } of resized) {
    const fileName = `${base}-${width}.webp`;
    await fs.writeFile(path.join(dir, fileName), data);
    variants.push({ width, url: `/uploads/recipes/${fileName}` });
  }
  const main = [...variants].reverse().find((v) => v.width <= 800) ?? variants[0];
  const [previous] = await db
    .select({ imageVariants: recipes.imageVariants })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .limit(1);
  await db.transaction(async (tx) => {
    await tx.update(recipes).set({ imageUrl: main.url, imageVariants: variants }).where(eq(recipes.id, recipeId));
    // A photo of the author's own is not the page's: the recipe is no longer as Ladle read it.
    if (!isPagePhoto) {
      await tx.update(recipeImports).set({ isVerbatim: false }).where(eq(recipeImports.recipeId, recipeId));
    }
  });
  forgetRecipeForVisitors({ db, recipeId });
  await removeRecipeImageFiles({ uploadsDir, recipeId, urls: previous?.imageVariants.map((v) => v.url) ?? [] });
  return { imageUrl: main.url, imageVariants: variants, srcset: toSrcset(variants) };
}

/** Deletes uploaded files of this recipe; other URLs (seed images) are left alone. */
export async function removeRecipeImageFiles({
  uploadsDir,
  recipeId,
  urls,
}: {
  uploadsDir: string;
  recipeId: string;
  urls: string[];
}): Promise<void> {
  const prefix = `/uploads/recipes/${recipeId}-`;
  await Promise.all(
    urls
      .filter((url) => url.startsWith(prefix) && !url.includes(".."))
      .map((url) => fs.rm(path.join(uploadsDir, "recipes", path.basename(url)), { force: true })),
  );
}
