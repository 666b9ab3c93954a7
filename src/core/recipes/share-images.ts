/**
 * Share images: raster renditions of a recipe's image in the shapes link previews and Google's
 * recipe results ask for (16:9, 4:3, 1:1, 1200 pixels wide). The recipe keeps them with the URL of
 * the image they were made from, so a set made from a replaced image is never shown.
 */
import type { TShareImage } from "./recipe-view.schema.ts";

export const shareImageShapes = [
  { ratio: "16:9", width: 1200, height: 675 },
  { ratio: "4:3", width: 1200, height: 900 },
  { ratio: "1:1", width: 1200, height: 1200 },
] as const satisfies readonly Omit<TShareImage, "url">[];

/** What a recipe row keeps: the renditions and the image they were made from. */
export interface TShareImageSet {
  /** The recipe's `image_url` when they were made. */
  source: string;
  /** Empty when the image could not be rendered (not stored by Ladle, or unreadable). */
  images: TShareImage[];
}

/** The renditions of the recipe's current image; none while they are being made. */
export function findCurrentShareImages(imageUrl: string | null, set: TShareImageSet | null): TShareImage[] {
  return imageUrl && set?.source === imageUrl ? set.images : [];
}

/** The wide one: what social cards crop to (about 1.91:1) loses least from 16:9. */
export function findSocialImage(images: readonly TShareImage[]): TShareImage | null {
  return images.find((image) => image.ratio === "16:9") ?? images[0] ?? null;
}
