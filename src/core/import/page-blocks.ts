/**
 * A page read as the sequence of things a reader sees: headings, list items and lines of text,
 * each with the class/id/itemprop names around it. Hidden elements, menus, cookie banners and
 * comment threads are left out; a paragraph split by <br> gives one line per part.
 */
import { cleanText } from "./html-text.ts";
import type { THtmlElement } from "./html-tree.ts";
import { namesSection } from "./recipe-words.ts";

export type TBlockKind = "heading" | "item" | "line";

export interface TBlock {
  kind: TBlockKind;
  text: string;
  /** h1–h6 → 1–6; a short line naming a section → 7; an all-bold short line → 8; 0 otherwise. */
  rank: number;
  /** Class, id and itemprop of the element and its ancestors (page-level wrappers left out). */
  hints: string;
  /** Class, id and itemprop of the block's own element and the inline elements in it. */
  ownHints: string;
  /** The list (ul, ol, dl, table) an item belongs to; -1 for other blocks. */
  listId: number;
  /** The element whose children produced the block: an item's list, a line's paragraph. */
  parent: THtmlElement;
  /** True for one of several lines of a paragraph split by `<br>`. */
  isBrokenLine: boolean;
}

export interface TImage {
  src: string;
  hints: string;
  /** Blocks seen before the image, to tell images above the recipe from those below it. */
  at: number;
}

export interface TPage {
  blocks: TBlock[];
  /** Element → [first, last] block index inside it; only elements that hold blocks. */
  ranges: Map<THtmlElement, [number, number]>;
  images: TImage[];
}

const INLINE_TAGS = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "big",
  "cite",
  "code",
  "data",
  "del",
  "dfn",
  "em",
  "font",
  "i",
  "ins",
  "kbd",
  "label",
  "mark",
  "nobr",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "tt",
  "u",
  "var",
  "picture",
]);
const SKIP_TAGS = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "nav",
  "button",
  "select",
  "option",
  "textarea",
  "input",
  "iframe",
  "object",
  "video",
  "audio",
  "canvas",
  "aside",
  "dialog",
  "head",
  "title",
  "meta",
  "link",
]);
const HEADING_TAGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
const LIST_TAGS = new Set(["ul", "ol", "dl", "table"]);
const ITEM_TAGS = new Set(["li", "dt", "dd"]);
/** Wrappers whose classes describe the whole page ("single-recipe", "tag-ingredients"), not a part. */
const PAGE_WRAPPERS = new Set(["html", "body", "main", "article"]);
/**
 * Cookie banners, comment threads and menus outside <nav> ("ul.menu", WordPress "menu-item") hold
 * lists that are never the recipe.
 */
const CHROME =
  /^(?:cookie.*|.*-?consent.*|gdpr.*|comments?|comments-area|comment-list|commentlist|respond|disqus_thread|reviews|menu|sub-?menu|menu-item(?:-.*)?|nav-?menu|navbar|dropdown-menu|mega-?menu|breadcrumbs?|[\w-]*[-_](?:nav|navigation)|(?:mobile|site|main|primary|global|top|header|footer|off-?canvas)[-_]?menu)$/;
const HIDDEN_HINT = /hidden|hide|none|invisible|sr-only|screen-reader/i;
const CHROME_HINT = /cookie|consent|gdpr|comment|respond|disqus|review|menu|nav|breadcrumb/i;
const RESPONSIVE_SHOW =
  /^(?:(?:sm|md|lg|xl|2xl):(?:block|inline|inline-block|flex|inline-flex|grid|table)|d-(?:sm|md|lg|xl)-(?:block|inline|inline-block|flex|grid|table))$/;

function ownAttributes(element: THtmlElement): string {
  const { class: cls, id, itemprop } = element.attrs;
  if (!cls && !id && !itemprop) return "";
  return `${cls ?? ""} ${id ?? ""} ${itemprop ?? ""}`.toLowerCase().trim();
}

/** Hidden by the usual utility classes, the `hidden` attribute or an inline style. */
function isHidden(element: THtmlElement): boolean {
  const { attrs } = element;
  if ("hidden" in attrs || attrs["aria-hidden"] === "true") return true;
  if (attrs.style && /display\s*:\s*none|visibility\s*:\s*hidden/i.test(attrs.style)) return true;
  // Most classes say nothing about visibility; test the whole string before splitting it.
  if (!attrs.class || !HIDDEN_HINT.test(attrs.class)) return false;
  const tokens = attrs.class.toLowerCase().split(/\s+/);
  const isHiddenClass = tokens.some(
    (t) =>
      t === "hidden" ||
      t === "d-none" ||
      t === "hide" ||
      t === "invisible" ||
      /(?:^|[_-])(?:sr-only|screen-reader-text|visually-?hidden|visuallyhidden|element-invisible)$/.test(t),
  );
  return isHiddenClass && !tokens.some((t) => RESPONSIVE_SHOW.test(t));
}

function isSkipped(element: THtmlElement, isInArticle: boolean): boolean {
  if (SKIP_TAGS.has(element.tag) || isHidden(element)) return true;
  // A site's header and footer sit outside the article; an article's own header holds its title.
  if ((element.tag === "header" || element.tag === "footer") && !isInArticle) return true;
  const { class: cls, id } = element.attrs;
  if (id && CHROME_HINT.test(id) && CHROME.test(id.toLowerCase())) return true;
  return !!cls && CHROME_HINT.test(cls) && cls.split(/\s+/).some((token) => CHROME.test(token.toLowerCase()));
}

/** Mark where an inline element opens and closes, so glued words can be told apart when joined. */
const OPEN = "\uE000";
const CLOSE = "\uE001";
const SIBLINGS_GLUED = /([\p{L}\p{N}])\uE001+\uE000+(?=[\p{L}\p{N}])/gu;
const DIGIT_GLUED = /(\p{L})[\uE000\uE001]+(?=\p{N})|(\p{N})[\uE000\uE001]+(?=\p{L})/gu;
const EDGES = /[\uE000\uE001]/g;

/**
 * Text pieces joined. Two elements side by side with no space between ("<b>shouga</b><u>to
 * taste</u>"), or a letter meeting a digit at an element's edge (a drop-cap "<mark>1</mark>Dough"),
 * are two things on the page, so a space goes between them; "(<a>kl.</a>)" stays as it is.
 */
function joinPieces(pieces: string[]): string {
  const text = pieces.join("");
  // A <br> inside an element splits the run, so a run may hold a CLOSE without its OPEN.
  if (!text.includes(OPEN) && !text.includes(CLOSE)) return cleanText(text);
  return cleanText(text.replace(SIBLINGS_GLUED, "$1 ").replace(DIGIT_GLUED, "$1$2 ").replace(EDGES, ""));
}

/** Visible text of an element, lists inside it left out when asked (they become items of their own). */
function visibleText(element: THtmlElement, isInArticle: boolean, skipLists: boolean, names?: string[]): string {
  const parts: string[] = [];
  const visit = (node: THtmlElement) => {
    for (const child of node.children) {
      if (names && typeof child !== "string") names.push(ownAttributes(child));
      if (typeof child === "string") parts.push(child);
      else if (child.tag === "br") parts.push(" ");
      else if (!isSkipped(child, isInArticle) && !(skipLists && (child.tag === "ul" || child.tag === "ol"))) {
        const isInline = INLINE_TAGS.has(child.tag);
        parts.push(isInline ? OPEN : " ");
        visit(child);
        parts.push(isInline ? CLOSE : " ");
      }
    }
  };
  visit(element);
  return joinPieces(parts);
}

const blockInside = new WeakMap<THtmlElement, boolean>();

/** Whether an inline element wraps blocks (`<a><div>…</div></a>`); remembered, as nesting asks again. */
function hasBlockInside(element: THtmlElement): boolean {
  let known = blockInside.get(element);
  if (known === undefined) {
    known = element.children.some(
      (child) =>
        typeof child !== "string" &&
        ((!INLINE_TAGS.has(child.tag) && child.tag !== "br" && child.tag !== "img") || hasBlockInside(child)),
    );
    blockInside.set(element, known);
  }
  return known;
}

function hasListInside(element: THtmlElement): boolean {
  for (const child of element.children) {
    if (typeof child === "string") continue;
    if (child.tag === "ul" || child.tag === "ol" || hasListInside(child)) return true;
  }
  return false;
}

/** A table row that is one line of a list, not a row of a layout table. */
function isSmallRow(row: THtmlElement): boolean {
  const hasTable = (e: THtmlElement): boolean =>
    e.children.some((c) => typeof c !== "string" && (c.tag === "table" || hasTable(c)));
  return !hasTable(row) && !hasListInside(row);
}

function imageSource(element: THtmlElement): string | null {
  const { attrs } = element;
  const srcset = attrs["data-srcset"] ?? attrs.srcset;
  const candidates = [attrs["data-src"], attrs["data-lazy-src"], attrs["data-original"], attrs.src];
  for (const candidate of candidates) {
    if (candidate && !candidate.startsWith("data:")) return candidate;
  }
  return srcset ? (srcset.trim().split(/\s+/)[0] ?? null) : null;
}

/** One element's children being read: the inline text gathered since the last block. */
interface TRun {
  element: THtmlElement;
  hints: string;
  isInArticle: boolean;
  pieces: string[];
  /** Names of the inline elements in the run ("cooktime", "group-label"). */
  names: string;
  /** Whether any text sits outside <strong>/<b>: a run that is all bold reads as a heading. */
  hasPlainText: boolean;
}

const HAS_WORD = /[\p{L}\p{N}]/u;

class PageReader {
  readonly blocks: TBlock[] = [];
  readonly ranges = new Map<THtmlElement, [number, number]>();
  readonly images: TImage[] = [];
  private listCounter = 0;

  visit(element: THtmlElement, hints: string, listId: number, isInArticle: boolean) {
    const start = this.blocks.length;
    const run: TRun = { element, hints, isInArticle, pieces: [], names: "", hasPlainText: false };
    let breaks = 0;
    for (const child of element.children) {
      if (typeof child === "string") {
        this.addText(run, child, false);
        continue;
      }
      if (isSkipped(child, isInArticle)) continue;
      if (child.tag === "br") {
        breaks++;
        this.flush(run);
      } else if (child.tag === "img") this.addImage(child, hints);
      else if (INLINE_TAGS.has(child.tag) && !hasBlockInside(child)) {
        breaks += this.addInline(run, child, false);
      } else {
        this.flush(run);
        this.visitBlock(child, element, hints, listId, isInArticle);
      }
    }
    this.flush(run);
    // Lines of one paragraph split by <br> are steps or ingredients written without a list.
    if (breaks > 0 && this.blocks.length - start > 1) {
      for (let i = start; i < this.blocks.length; i++) {
        if (this.blocks[i].parent === element) this.blocks[i].isBrokenLine = true;
      }
    }
    if (this.blocks.length > start) this.ranges.set(element, [start, this.blocks.length - 1]);
  }

  private visitBlock(child: THtmlElement, parent: THtmlElement, hints: string, listId: number, isInArticle: boolean) {
    const { tag } = child;
    const own = ownAttributes(child);
    const childHints = own && !PAGE_WRAPPERS.has(tag) ? `${hints} ${own}` : hints;
    const childInArticle = isInArticle || tag === "article" || tag === "main";
    const level = HEADING_TAGS[tag];
    if (level) {
      const text = visibleText(child, childInArticle, false);
      if (text) this.push("heading", text, level, childHints, own, -1, parent);
    } else if (ITEM_TAGS.has(tag) || (tag === "tr" && isSmallRow(child))) {
      this.addItem(child, parent, childHints, listId, childInArticle);
    } else if (LIST_TAGS.has(tag)) {
      this.visit(child, childHints, ++this.listCounter, childInArticle);
    } else {
      this.visit(child, childHints, tag === "tbody" || tag === "thead" ? listId : -1, childInArticle);
    }
  }

  /** A list item, term or table row is one block; a list nested in it gives items of its own. */
  private addItem(item: THtmlElement, parent: THtmlElement, hints: string, listId: number, isInArticle: boolean) {
    const hasList = item.tag === "li" && hasListInside(item);
    // The names inside an item say what its parts are: "<li class=time><b class=cooktime>3 hrs</b>".
    const names = [ownAttributes(item)];
    const text = visibleText(item, isInArticle, hasList, names);
    if (text) {
      const isSection = text.length < 40 && namesSection(text);
      const ownHints = names.join(" ").trim();
      this.push(isSection ? "heading" : "item", text, isSection ? 7 : 0, hints, ownHints, listId, parent);
    }
    if (hasList) this.visitNestedLists(item, hints, isInArticle);
  }

  private visitNestedLists(element: THtmlElement, hints: string, isInArticle: boolean) {
    for (const child of element.children) {
      if (typeof child === "string" || isSkipped(child, isInArticle)) continue;
      if (child.tag === "ul" || child.tag === "ol") this.visit(child, hints, ++this.listCounter, isInArticle);
      else this.visitNestedLists(child, hints, isInArticle);
    }
  }

  private addText(run: TRun, text: string, isBold: boolean) {
    run.pieces.push(text);
    if (!isBold && HAS_WORD.test(text)) run.hasPlainText = true;
  }

  /** Adds an inline element's text to the run; returns how many <br> split it. */
  private addInline(run: TRun, element: THtmlElement, isBold: boolean): number {
    let breaks = 0;
    const own = ownAttributes(element);
    if (own) run.names += ` ${own}`;
    const isInBold = isBold || element.tag === "strong" || element.tag === "b";
    run.pieces.push(OPEN);
    for (const child of element.children) {
      if (typeof child === "string") this.addText(run, child, isInBold);
      else if (child.tag === "br") {
        breaks++;
        this.flush(run);
      } else if (child.tag === "img") this.addImage(child, run.hints);
      else if (!isSkipped(child, run.isInArticle)) breaks += this.addInline(run, child, isInBold);
    }
    run.pieces.push(CLOSE);
    return breaks;
  }

  /** Ends the run as a line, or as a heading when it names a section or is all bold. */
  private flush(run: TRun) {
    const text = joinPieces(run.pieces);
    // Separators ("|", "•") between links and tabs say nothing.
    if (HAS_WORD.test(text)) {
      const isBold = !run.hasPlainText && text.length < 60;
      const rank = namesSection(text) ? 7 : isBold ? 8 : 0;
      const ownHints = `${ownAttributes(run.element)} ${run.names}`;
      this.push(rank > 0 ? "heading" : "line", text, rank, run.hints, ownHints, -1, run.element);
    }
    run.pieces = [];
    run.names = "";
    run.hasPlainText = false;
  }

  private addImage(image: THtmlElement, hints: string) {
    const src = imageSource(image);
    // Width or height under 100 marks an icon, a spacer or a tracking pixel.
    const size = Math.min(Number(image.attrs.width) || 999, Number(image.attrs.height) || 999);
    if (!src || size < 100) return;
    const imageHints = `${hints} ${ownAttributes(image)} ${image.attrs.alt ?? ""}`;
    this.images.push({ src, hints: imageHints, at: this.blocks.length });
  }

  private push(
    kind: TBlockKind,
    text: string,
    rank: number,
    hints: string,
    ownHints: string,
    listId: number,
    parent: THtmlElement,
  ) {
    this.blocks.push({ kind, text, rank, hints, ownHints, listId, parent, isBrokenLine: false });
  }
}

export function linearize(root: THtmlElement): TPage {
  const reader = new PageReader();
  reader.visit(root, "", -1, false);
  return { blocks: reader.blocks, ranges: reader.ranges, images: reader.images };
}
