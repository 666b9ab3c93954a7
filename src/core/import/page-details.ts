/**
 * Details a page without structured data prints as text: its category and cuisine ("Course: Main",
 * "Recipe Type: Baking", an element named "meal-type"), the tools under an "Equipment" heading,
 * and the whole of a description the head cuts short. Also, for every page, who wrote it when the structured data does not say: the head's
 * author tags, a rel="author" link, and at last the site itself.
 */
import { cleanText } from "./html-text.ts";
import type { TBlock, TPage } from "./page-blocks.ts";
import type { TPageMeta } from "./page-meta.ts";

export interface TPageDetails {
  category: string | null;
  cuisine: string | null;
}

const CATEGORY_LABEL =
  /^(?:course|category|categories|recipe (?:type|category)|meal(?: type)?|dish(?: type)?|type of dish|kategorie|gang|gerecht|catégorie|plat|categoria|categoría|portata)\s*[:：]\s*(.+)$/i;
const CUISINE_LABEL = /^(?:cuisine|küche|keuken|cucina|cocina|kitchen)\s*[:：]\s*(.+)$/i;
/** Elements whose class says they hold the category: "meal-type", "recipe-category", "course". */
const CATEGORY_HINT = /(?:^|[\s_-])(?:meal-?type|recipe-?category|recipe-?course|course|dish-?type)(?:$|[\s_-])/;
const CUISINE_HINT = /(?:^|[\s_-])(?:recipe-?cuisine|cuisine)(?:$|[\s_-])/;

/** A category is a word or a few, not a sentence. */
const isShortValue = (text: string) => text.length > 0 && text.length <= 40 && !/[.!?]$/.test(text);

function readLabelledValue(block: TBlock, label: RegExp, hint: RegExp): string | null {
  if (block.text.length > 60) return null;
  const labelled = block.text.match(label)?.[1]?.trim();
  if (labelled && isShortValue(labelled)) return labelled;
  return hint.test(block.ownHints) && isShortValue(block.text) && !/[:：]/.test(block.text) ? block.text : null;
}

/** Category and cuisine from the blocks near the recipe: from a little above the title to the end of the method. */
export function readPageDetails(page: TPage, from: number, to: number): TPageDetails {
  const details: TPageDetails = { category: null, cuisine: null };
  const end = Math.min(page.blocks.length, to);
  for (let i = Math.max(0, from); i < end && (!details.category || !details.cuisine); i++) {
    const block = page.blocks[i];
    details.category ??= readLabelledValue(block, CATEGORY_LABEL, CATEGORY_HINT);
    details.cuisine ??= readLabelledValue(block, CUISINE_LABEL, CUISINE_HINT);
  }
  return details;
}

/** Headings over a list of tools, in the languages we see ("Glas, barverktyg & tillbehör" names bar tools). */
const EQUIPMENT_HEADING =
  /(?:^|[\s,&])(?:equipment|tools|utensils?|kitchen tools|ustensiles|matériel|utrustning|\p{L}*verktyg|utensilien|küchengeräte|werkzeuge?|attrezzatura|attrezzi|utensilios|gereedschap|keukengerei|benodigdheden)(?![\p{L}])/iu;
/** More than this many lines under the heading is an article, not a list of tools. */
const MAX_EQUIPMENT = 20;

/** The tools listed under an "Equipment" heading: short lines up to the next heading. */
export function readEquipment(page: TPage): string[] {
  const { blocks } = page;
  const at = blocks.findIndex((b) => b.kind === "heading" && b.text.length <= 50 && EQUIPMENT_HEADING.test(b.text));
  if (at === -1) return [];
  const tools: string[] = [];
  for (let i = at + 1; i < blocks.length && blocks[i].kind !== "heading"; i++) {
    const text = blocks[i].text.replace(/^[•·*▢-]\s*/, "");
    if (text.length === 0 || text.length > 60 || /[.!?]$/.test(text)) return [];
    if (!tools.includes(text)) tools.push(text);
    if (tools.length > MAX_EQUIPMENT) return [];
  }
  return tools;
}

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * The head's description is often the first paragraph cut short (at a length, with or without
 * "…"); the page's paragraph that starts with it is the whole of it.
 */
export function completeDescription(description: string, page: TPage): string {
  const start = squash(description.replace(/(?:\.\.\.|…|\[…\])\s*$/, ""));
  if (start.length < 40) return description;
  for (const text of paragraphsOf(page)) {
    if (text.length <= description.length) continue;
    const squashed = squash(text);
    if (squashed.length > start.length && squashed.startsWith(start)) return text;
  }
  return description;
}

/** The page's paragraphs, the lines of one split by <br> joined again. */
function paragraphsOf(page: TPage): string[] {
  const paragraphs: string[] = [];
  let previous: TBlock | null = null;
  for (const block of page.blocks) {
    if (block.kind !== "line") {
      previous = null;
      continue;
    }
    if (previous && block.isBrokenLine && previous.isBrokenLine && previous.parent === block.parent)
      paragraphs[paragraphs.length - 1] += `\n${block.text}`;
    else paragraphs.push(block.text);
    previous = block;
  }
  return paragraphs;
}

const REL_AUTHOR = /<a\b[^>]*\brel\s*=\s*["']?(?:[^"'>]*\s)?author\b[^>]*>([\s\S]{1,200}?)<\/a>/i;
const AUTHOR_META = [
  "author",
  "article:author",
  "og:article:author",
  "dc.creator",
  "parsely-author",
  "sailthru.author",
];

/** A name, not an address or an empty value. */
const isName = (value: string | null | undefined): value is string =>
  !!value && value.length <= 80 && !/^https?:|^\/|@/.test(value) && /\p{L}/u.test(value);

/** Who wrote the page when its structured data does not say: the head, a rel="author" link, else the site. */
export function findPageAuthor(html: string, meta: TPageMeta, siteName: string | null): string | null {
  for (const key of AUTHOR_META) {
    const value = cleanText(meta.meta.get(key) ?? "");
    if (isName(value)) return value;
  }
  const linked = html.match(REL_AUTHOR);
  const name = linked ? cleanText(linked[1]) : null;
  if (isName(name)) return name;
  // A brand's own recipes are credited to the brand.
  return siteName;
}
