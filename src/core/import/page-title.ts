/**
 * The recipe's title on a page without structured data: the page's own h1 when the head's title
 * agrees with it, else og:title (or `<title>`) without the site's name.
 */
import { cleanText } from "./html-text.ts";
import type { TPage } from "./page-blocks.ts";
import { stripSiteName, type TPageMeta } from "./page-meta.ts";

/** Elements that hold the site's name, not the recipe's: an h1 in a header or logo. */
const SITE_CHROME = /site-?(?:header|title|branding|logo)|masthead|navbar|navigation|menu|logo/;

function toWords(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}

/** Share of the smaller title's words that the other also has. */
export function measureOverlap(a: string, b: string): number {
  const left = toWords(a);
  const right = toWords(b);
  if (left.size === 0 || right.size === 0) return 0;
  let common = 0;
  for (const word of left) if (right.has(word)) common++;
  return common / Math.min(left.size, right.size);
}

function findTitleHeading(page: TPage): { text: string; index: number } | null {
  for (let i = 0; i < page.blocks.length; i++) {
    const block = page.blocks[i];
    if (block.kind === "heading" && block.rank === 1 && block.text.length < 200 && !SITE_CHROME.test(block.hints))
      return { text: block.text, index: i };
  }
  return null;
}

/**
 * The page's own heading when the head's title agrees with it (it keeps the site's casing and
 * leaves out SEO words), else the head's title without the site name. `index` is the heading's
 * block, where the recipe starts (0 when there is none).
 */
export function guessTitle(page: TPage, meta: TPageMeta, url: string): { text: string | null; index: number } {
  const h1 = findTitleHeading(page);
  const siteName = meta.meta.get("og:site_name") ?? null;
  const titles = [meta.meta.get("og:title"), meta.meta.get("twitter:title"), meta.title ?? undefined]
    .filter((t): t is string => !!t)
    .map((t) => stripSiteName(cleanText(t), siteName, url))
    .filter((t): t is string => !!t);
  if (h1 && (titles.length === 0 || titles.some((t) => measureOverlap(h1.text, t) >= 0.6))) return h1;
  return { text: titles[0] ?? h1?.text ?? null, index: h1?.index ?? 0 };
}
