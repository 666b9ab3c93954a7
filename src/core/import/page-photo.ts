/** The recipe's photo on a page without structured data, when the head names none. */
import { toAbsoluteUrl } from "./html-text.ts";
import type { TPage } from "./page-blocks.ts";

const NOT_A_PHOTO = /logo|icon|avatar|gravatar|sprite|spacer|pixel|badge|emoji|placeholder|banner|\.svg|\.gif/i;

/**
 * The first image between the title and the ingredients that is not a logo, icon or the like,
 * preferring one whose element is named as the recipe's photo.
 */
export function guessImages(page: TPage, url: string, titleAt: number, ingredientsAt: number): string[] {
  const usable = page.images.filter((image) => !NOT_A_PHOTO.test(image.src) && !NOT_A_PHOTO.test(image.hints));
  const near = usable.filter((image) => image.at >= titleAt && image.at <= ingredientsAt + 1);
  const chosen = near.find((image) => /photo|recipe|featured|hero|post-image|main/.test(image.hints)) ?? near[0];
  const absolute = chosen ? toAbsoluteUrl(chosen.src, url) : null;
  return absolute ? [absolute] : [];
}
