/**
 * The recipe's main image when the page has structured data: of the images the recipe lists and
 * the Open Graph images, the largest one, judged by declared sizes or sizes written in the address
 * ("-1200x800.jpg", "?w=960&h=960"). With no sizes anywhere the recipe's own first image wins.
 * Addresses are kept as written (only relative ones are resolved), so they still match the page.
 */
import { decodeEntities, toAbsoluteUrl } from "./html-text.ts";
import type { TNodeLookup, TSchemaNode } from "./schema-recipe.ts";

export interface TImageCandidate {
  url: string;
  width: number | null;
  height: number | null;
}

const OG_IMAGE_TAG =
  /<meta\b[^>]*?(?:property|name)\s*=\s*["']?og:image(?::(url|secure_url|width|height))?["'\s/>][^>]*>/gi;
const CONTENT = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SIZE_IN_PATH = /(?:^|\D)(\d{3,5})[xX](\d{3,5})(?:\D|$)/;
const WIDTH_IN_QUERY = /[?&](?:w|width)=(\d{3,5})/i;
const HEIGHT_IN_QUERY = /[?&](?:h|height)=(\d{3,5})/i;
/** Image services that write the size as path tokens: "w_1600,h_900", "v-w-1200-h-630". */
const WIDTH_TOKEN = /[/,_-]w[_-](\d{3,5})(?=[/,_-])/i;
const HEIGHT_TOKEN = /[/,_-]h[_-](\d{3,5})(?=[/,_-])/i;
const LOGO = /(?:logo|icon|favicon|placeholder|default[-_]?image)[^/]*$/i;

function dimension(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? Math.trunc(value) : null;
  if (typeof value === "string") {
    const digits = value.match(/\d+/);
    return digits ? Number(digits[0]) : null;
  }
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return dimension(record.value ?? record.maxValue ?? record.minValue);
  }
  return null;
}

/** An absolute address as written; a relative one resolved against the page. */
function keepAddress(raw: string, baseUrl: string): string | null {
  const trimmed = decodeEntities(raw).trim();
  if (!trimmed || trimmed.startsWith("data:")) return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return toAbsoluteUrl(trimmed, baseUrl);
}

/** Every image a schema.org `image` value lists, with the sizes it declares. */
export function schemaImageCandidates(value: unknown, baseUrl: string, lookup: TNodeLookup): TImageCandidate[] {
  const out: TImageCandidate[] = [];
  const visit = (item: unknown, depth: number) => {
    if (depth > 3 || item === null || item === undefined) return;
    if (Array.isArray(item)) {
      for (const entry of item) visit(entry, depth + 1);
      return;
    }
    if (typeof item === "string") {
      const url = keepAddress(item, baseUrl);
      if (url) out.push({ url, width: null, height: null });
      return;
    }
    if (typeof item !== "object") return;
    let node = item as TSchemaNode;
    const id = node["@id"];
    if (typeof id === "string" && node.url === undefined && node.contentUrl === undefined) node = lookup(id) ?? node;
    let raw = node.url ?? node.contentUrl ?? node["@id"];
    if (Array.isArray(raw)) raw = raw[0];
    if (typeof raw !== "string") return;
    const url = keepAddress(raw, baseUrl);
    if (url) out.push({ url, width: dimension(node.width), height: dimension(node.height) });
  };
  visit(value, 0);
  return out;
}

/** Open Graph tags belong in the head; reading only that part saves scanning the whole page. */
function headOf(html: string): string {
  const end = html.indexOf("</head>");
  const upper = end === -1 ? html.indexOf("</HEAD>") : end;
  return upper === -1 ? html : html.slice(0, upper);
}

/** og:image tags in page order, each with the og:image:width/height that follow it. */
export function openGraphImageCandidates(html: string, baseUrl: string): TImageCandidate[] {
  const out: TImageCandidate[] = [];
  let current: TImageCandidate | null = null;
  const head = headOf(html);
  OG_IMAGE_TAG.lastIndex = 0;
  for (let match = OG_IMAGE_TAG.exec(head); match; match = OG_IMAGE_TAG.exec(head)) {
    const content = match[0].match(CONTENT);
    const value = content ? (content[1] ?? content[2] ?? content[3] ?? "") : "";
    if (!value) continue;
    const kind = match[1]?.toLowerCase();
    if (kind === "width" || kind === "height") {
      if (current) current[kind] = dimension(value);
      continue;
    }
    const url = keepAddress(value, baseUrl);
    if (!url) continue;
    current = { url, width: null, height: null };
    out.push(current);
  }
  return out;
}

function areaOf(candidate: TImageCandidate): number {
  let { width, height } = candidate;
  if (!(width && height)) {
    const inPath = candidate.url.match(SIZE_IN_PATH);
    const queryWidth = candidate.url.match(WIDTH_IN_QUERY) ?? candidate.url.match(WIDTH_TOKEN);
    const queryHeight = candidate.url.match(HEIGHT_IN_QUERY) ?? candidate.url.match(HEIGHT_TOKEN);
    if (inPath) {
      width ||= Number(inPath[1]);
      height ||= Number(inPath[2]);
    } else if (queryWidth && queryHeight) {
      width ||= Number(queryWidth[1]);
      height ||= Number(queryHeight[1]);
    }
  }
  if (width && height) return width * height;
  const side = width || height;
  return side ? side * side : 0;
}

/**
 * The largest candidate; ties go to https, then to the earlier one. Logos and icons never win.
 * Candidates with the same address are one image (the largest size declared for it counts).
 */
export function chooseMainImage(candidates: TImageCandidate[]): string | null {
  const merged = new Map<string, TImageCandidate>();
  for (const candidate of candidates) {
    if (LOGO.test(candidate.url)) continue;
    const known = merged.get(candidate.url);
    if (!known) merged.set(candidate.url, { ...candidate });
    else {
      known.width = Math.max(known.width ?? 0, candidate.width ?? 0) || null;
      known.height = Math.max(known.height ?? 0, candidate.height ?? 0) || null;
    }
  }
  let best: string | null = null;
  let bestArea = -1;
  let bestSecure = false;
  for (const candidate of merged.values()) {
    const area = areaOf(candidate);
    const isSecure = candidate.url.startsWith("https://");
    if (area > bestArea || (area === bestArea && isSecure && !bestSecure)) {
      best = candidate.url;
      bestArea = area;
      bestSecure = isSecure;
    }
  }
  return best;
}
