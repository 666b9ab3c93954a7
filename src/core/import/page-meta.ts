/**
 * Page-level facts read with one regex pass over `<html>`, `<meta>` and `<link>` tags, so pages
 * with JSON-LD never need a full parse: language, canonical address, Open Graph and a few others.
 */
import { decodeEntities } from "./html-text.ts";

export interface TPageMeta {
  language: string | null;
  canonicalUrl: string | null;
  /** meta name/property (lower case) → content, first occurrence wins. */
  meta: Map<string, string>;
  title: string | null;
}

const HEAD_TAG = /<(html|meta|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const TITLE = /<title\b[^>]*>([^<]*)<\/title>/i;

function attributesOf(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  ATTRIBUTE.lastIndex = 0;
  for (let m = ATTRIBUTE.exec(text); m; m = ATTRIBUTE.exec(text)) {
    const name = m[1].toLowerCase();
    if (!(name in attrs)) attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

export function readPageMeta(html: string): TPageMeta {
  const result: TPageMeta = { language: null, canonicalUrl: null, meta: new Map(), title: null };
  HEAD_TAG.lastIndex = 0;
  for (let match = HEAD_TAG.exec(html); match; match = HEAD_TAG.exec(html)) {
    const tag = match[1].toLowerCase();
    const attrs = attributesOf(match[2]);
    if (tag === "html") {
      if (result.language === null && attrs.lang) result.language = attrs.lang.trim() || null;
    } else if (tag === "meta") {
      const key = (attrs.property ?? attrs.name ?? attrs.itemprop ?? attrs["http-equiv"])?.toLowerCase();
      if (key && attrs.content !== undefined && !result.meta.has(key)) result.meta.set(key, attrs.content);
    } else if (tag === "link" && result.canonicalUrl === null && /(^|\s)canonical(\s|$)/i.test(attrs.rel ?? "")) {
      result.canonicalUrl = attrs.href?.trim() || null;
    }
  }
  const title = html.match(TITLE);
  if (title) result.title = decodeEntities(title[1]).trim() || null;
  return result;
}

const TITLE_SEPARATOR = /\s+[|│·•—–-]\s*|\s*[|│·•—–]\s+|\s+::\s+/;
const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** "annaskitchen" from "www.annaskitchen.com.au": the part of a host name a site is named after. */
function hostLabel(url: string | null): string | null {
  if (!url) return null;
  try {
    const parts = new URL(url).hostname.replace(/^www\./, "").split(".");
    return parts.length > 1 ? parts[0] : null;
  } catch {
    return null;
  }
}

/**
 * A page title without the site's name: "Green Soup | Anna's Kitchen" → "Green Soup",
 * "SoupCo — okonomiyaki" → "okonomiyaki". Parts that name the site (og:site_name or the host)
 * are dropped and the first remaining part is kept; null when nothing but the site name is left.
 */
export function stripSiteName(title: string, siteName: string | null, url: string | null): string | null {
  const site = [siteName, hostLabel(url)].filter((s): s is string => !!s).map(squash);
  // The first part is the page's own title unless it is exactly the site's name ("SoupCo — …");
  // later parts are dropped when they merely contain it ("Kochen mit Basket", "Bakers Australia").
  const isSite = (part: string, index: number) => {
    const squashed = squash(part);
    if (squashed === "") return true;
    return site.some((s) => squashed === s || (index > 0 && (squashed.includes(s) || s.includes(squashed))));
  };
  const parts = title.split(TITLE_SEPARATOR).map((p) => p.trim());
  const kept = parts.filter((p, i) => !isSite(p, i));
  return kept[0] ?? null;
}

/**
 * The site's name as the page title prints it beside the recipe's ("Kosha Mangsho | Bong Eats"):
 * the part of the title that spells the host's name; null when no part does.
 */
export function findSiteNameInTitle(title: string | null, url: string): string | null {
  const host = hostLabel(url);
  if (!title || !host) return null;
  const parts = title.split(TITLE_SEPARATOR).map((p) => p.trim());
  if (parts.length < 2) return null;
  return parts.find((part) => squash(part) === host) ?? null;
}
