/**
 * A small, forgiving HTML tree builder: enough of the HTML parsing rules for reading recipe markup
 * (void and raw-text elements, implied end tags for list items and paragraphs, stray end tags), and
 * nothing else. A few milliseconds for a 400 kB page, no dependencies, browser-safe.
 */
import { cleanText, decodeEntities } from "./html-text.ts";

export interface THtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: THtmlNode[];
  parent: THtmlElement | null;
}
/** Text nodes stay raw (entities undecoded) until read. */
export type THtmlNode = THtmlElement | string;

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
  "param",
]);
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "noscript", "template", "svg"]);
/** Opening one of these closes an open element of the same kind up to the given boundaries. */
const SELF_CLOSING_SIBLINGS: Record<string, string[]> = {
  li: ["ul", "ol"],
  p: ["div", "section", "article", "td", "li", "body"],
  option: ["select"],
  dt: ["dl"],
  dd: ["dl"],
  tr: ["table", "tbody", "thead"],
  td: ["tr", "table"],
  th: ["tr", "table"],
};
const CLOSES_P = new Set(["div", "ul", "ol", "p", "h1", "h2", "h3", "h4", "h5", "h6", "table", "section", "article"]);
const ATTRIBUTE = /\s*([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;
const TAG_NAME = /[A-Za-z][A-Za-z0-9:-]*/y;

function closeImplied(stack: THtmlElement[], tag: string) {
  const boundaries = SELF_CLOSING_SIBLINGS[tag];
  const closesP = CLOSES_P.has(tag);
  if (!boundaries && !closesP) return;
  for (let i = stack.length - 1; i > 0; i--) {
    const open = stack[i].tag;
    if (open === tag && boundaries) {
      stack.length = i;
      return;
    }
    if (closesP && open === "p") {
      stack.length = i;
      return;
    }
    if (boundaries?.includes(open) || (!boundaries && open !== "p")) return;
  }
}

/** Parses a whole document; the returned root element has tag "#root". */
export function parseHtml(html: string): THtmlElement {
  const root: THtmlElement = { tag: "#root", attrs: {}, children: [], parent: null };
  const stack: THtmlElement[] = [root];
  const length = html.length;
  let at = 0;
  while (at < length) {
    const lt = html.indexOf("<", at);
    const textEnd = lt === -1 ? length : lt;
    if (textEnd > at) stack[stack.length - 1].children.push(html.slice(at, textEnd));
    if (lt === -1) break;
    at = lt;
    const next = html.charCodeAt(at + 1);
    if (next === 33 /* ! */) {
      const isComment = html.startsWith("<!--", at);
      const end = isComment ? html.indexOf("-->", at + 4) : html.indexOf(">", at);
      at = end === -1 ? length : end + (isComment ? 3 : 1);
      continue;
    }
    if (next === 63 /* ? */) {
      const end = html.indexOf(">", at);
      at = end === -1 ? length : end + 1;
      continue;
    }
    if (next === 47 /* / */) {
      TAG_NAME.lastIndex = at + 2;
      const match = TAG_NAME.exec(html);
      const end = html.indexOf(">", at);
      at = end === -1 ? length : end + 1;
      if (!match) continue;
      const tag = match[0].toLowerCase();
      for (let i = stack.length - 1; i > 0; i--) {
        if (stack[i].tag === tag) {
          stack.length = i;
          break;
        }
      }
      continue;
    }
    TAG_NAME.lastIndex = at + 1;
    const nameMatch = TAG_NAME.exec(html);
    if (!nameMatch) {
      stack[stack.length - 1].children.push("<");
      at++;
      continue;
    }
    const tag = nameMatch[0].toLowerCase();
    const attrs: Record<string, string> = {};
    let cursor = TAG_NAME.lastIndex;
    for (;;) {
      ATTRIBUTE.lastIndex = cursor;
      const attr = ATTRIBUTE.exec(html);
      if (!attr) break;
      const name = attr[1].toLowerCase();
      if (!(name in attrs)) attrs[name] = decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? "");
      cursor = ATTRIBUTE.lastIndex;
    }
    const close = html.indexOf(">", cursor);
    const tagEnd = close === -1 ? length : close + 1;
    const isSelfClosed = close > 0 && html.charCodeAt(close - 1) === 47;
    closeImplied(stack, tag);
    const parent = stack[stack.length - 1];
    const element: THtmlElement = { tag, attrs, children: [], parent };
    parent.children.push(element);
    at = tagEnd;
    if (VOID.has(tag) || isSelfClosed) continue;
    if (RAW_TEXT.has(tag)) {
      const closeAt = findRawClose(html, tag, at);
      if (closeAt > at) element.children.push(html.slice(at, closeAt));
      const end = html.indexOf(">", closeAt);
      at = end === -1 ? length : end + 1;
      continue;
    }
    stack.push(element);
  }
  return root;
}

function findRawClose(html: string, tag: string, from: number): number {
  let at = from;
  for (;;) {
    const found = html.indexOf("</", at);
    if (found === -1) return html.length;
    if (html.substr(found + 2, tag.length).toLowerCase() === tag) return found;
    at = found + 2;
  }
}

const SKIPPED_IN_TEXT = new Set(["script", "style", "noscript", "template", "svg", "button"]);
const BLOCKS = new Set([
  "p",
  "div",
  "li",
  "br",
  "ul",
  "ol",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "tr",
  "td",
  "th",
  "section",
  "article",
  "dd",
  "dt",
  "header",
  "footer",
  "table",
]);

function collectText(node: THtmlElement, parts: string[]) {
  for (const child of node.children) {
    if (typeof child === "string") parts.push(child);
    else if (!SKIPPED_IN_TEXT.has(child.tag)) {
      const isBlock = BLOCKS.has(child.tag);
      if (isBlock) parts.push(" ");
      collectText(child, parts);
      if (isBlock) parts.push(" ");
    }
  }
}

/** The element's visible text, entities decoded and whitespace collapsed. */
export function textOf(node: THtmlElement): string {
  const parts: string[] = [];
  collectText(node, parts);
  return cleanText(parts.join(""));
}

/** Depth-first search; `visit` returning true stops the descent into that element. */
export function walk(node: THtmlElement, visit: (element: THtmlElement) => boolean | undefined) {
  for (const child of node.children) {
    if (typeof child === "string") continue;
    if (visit(child) !== true) walk(child, visit);
  }
}

export function findAll(node: THtmlElement, test: (element: THtmlElement) => boolean): THtmlElement[] {
  const found: THtmlElement[] = [];
  walk(node, (element) => {
    if (test(element)) found.push(element);
    return undefined;
  });
  return found;
}

export function findFirst(node: THtmlElement, test: (element: THtmlElement) => boolean): THtmlElement | null {
  let found: THtmlElement | null = null;
  walk(node, (element) => {
    if (found) return true;
    if (test(element)) {
      found = element;
      return true;
    }
    return undefined;
  });
  return found;
}

function isClassSeparator(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}

/** Called for every element on every card lookup, so it searches without building strings. */
export function hasClass(element: THtmlElement, name: string): boolean {
  const value = element.attrs.class;
  if (!value) return false;
  for (let at = value.indexOf(name); at !== -1; at = value.indexOf(name, at + 1)) {
    const end = at + name.length;
    const isStart = at === 0 || isClassSeparator(value.charCodeAt(at - 1));
    const isEnd = end === value.length || isClassSeparator(value.charCodeAt(end));
    if (isStart && isEnd) return true;
  }
  return false;
}

const LINE_BREAK = "\u0001";

/** Visible text split at block boundaries: one entry per paragraph, list item or line break. */
export function linesOf(node: THtmlElement): string[] {
  const parts: string[] = [];
  const visit = (element: THtmlElement) => {
    for (const child of element.children) {
      if (typeof child === "string") parts.push(child);
      else if (!SKIPPED_IN_TEXT.has(child.tag)) {
        const isBlock = BLOCKS.has(child.tag);
        if (isBlock) parts.push(LINE_BREAK);
        visit(child);
        if (isBlock) parts.push(LINE_BREAK);
      }
    }
  };
  visit(node);
  return parts
    .join("")
    .split(LINE_BREAK)
    .map((line) => cleanText(line))
    .filter(Boolean);
}

/** One compound selector: `li.ingredient`, `#method`, `span[itemprop=name]`. */
interface TCompound {
  tag: string | null;
  id: string | null;
  classes: string[];
  attrs: [string, string | null][];
}
interface TSelectorStep {
  compound: TCompound;
  /** How this step relates to the one after it: any ancestor (" ") or the parent (">"). */
  combinator: " " | ">";
}

const COMPOUND_PART = /([.#]?)([\w-]+)|\[([\w-]+)(?:=["']?([^\]"']*)["']?)?\]|\*/gy;
const selectorCache = new Map<string, TSelectorStep[][]>();

function parseCompound(text: string): TCompound {
  const compound: TCompound = { tag: null, id: null, classes: [], attrs: [] };
  COMPOUND_PART.lastIndex = 0;
  for (let match = COMPOUND_PART.exec(text); match?.[0]; match = COMPOUND_PART.exec(text)) {
    if (match[3]) compound.attrs.push([match[3].toLowerCase(), match[4] ?? null]);
    else if (match[1] === ".") compound.classes.push(match[2]);
    else if (match[1] === "#") compound.id = match[2];
    else if (match[2]) compound.tag = match[2].toLowerCase();
  }
  return compound;
}

/** A small CSS subset: tags, classes, ids, [attr] and [attr=value], descendant and child combinators, commas. */
function parseSelector(selector: string): TSelectorStep[][] {
  const cached = selectorCache.get(selector);
  if (cached) return cached;
  const groups = selector.split(",").map((group) => {
    const tokens = group
      .trim()
      .replace(/\s*>\s*/g, " > ")
      .split(/\s+/);
    const steps: TSelectorStep[] = [];
    for (const token of tokens) {
      if (token === ">") steps[steps.length - 1].combinator = ">";
      else steps.push({ compound: parseCompound(token), combinator: " " });
    }
    return steps;
  });
  selectorCache.set(selector, groups);
  return groups;
}

function matchesCompound(element: THtmlElement, compound: TCompound): boolean {
  if (compound.tag && element.tag !== compound.tag) return false;
  if (compound.id && element.attrs.id !== compound.id) return false;
  for (const name of compound.classes) if (!hasClass(element, name)) return false;
  for (const [name, value] of compound.attrs) {
    const actual = element.attrs[name];
    if (actual === undefined || (value !== null && actual !== value)) return false;
  }
  return true;
}

function matchesSteps(element: THtmlElement, steps: TSelectorStep[], index: number): boolean {
  if (!matchesCompound(element, steps[index].compound)) return false;
  if (index === 0) return true;
  const combinator = steps[index - 1].combinator;
  for (let up = element.parent; up && up.tag !== "#root"; up = up.parent) {
    if (matchesSteps(up, steps, index - 1)) return true;
    if (combinator === ">") return false;
  }
  return false;
}

/** Elements matching any of the selector's groups, in document order. */
export function selectAll(root: THtmlElement, selector: string): THtmlElement[] {
  const groups = parseSelector(selector);
  return findAll(root, (element) => groups.some((steps) => matchesSteps(element, steps, steps.length - 1)));
}

export function selectFirst(root: THtmlElement, selector: string): THtmlElement | null {
  const groups = parseSelector(selector);
  return findFirst(root, (element) => groups.some((steps) => matchesSteps(element, steps, steps.length - 1)));
}

/** Each text node trimmed and joined with single spaces: "<b>2 lbs</b>chicken" → "2 lbs chicken". */
export function spacedTextOf(node: THtmlElement): string {
  const parts: string[] = [];
  const visit = (element: THtmlElement) => {
    for (const child of element.children) {
      if (typeof child === "string") {
        const text = cleanText(child);
        if (text) parts.push(text);
      } else if (!SKIPPED_IN_TEXT.has(child.tag)) visit(child);
    }
  };
  visit(node);
  return parts.join(" ");
}
