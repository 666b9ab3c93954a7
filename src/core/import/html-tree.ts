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

export function hasClass(element: THtmlElement, name: string): boolean {
  const value = element.attrs.class;
  if (!value) return false;
  return ` ${value} `.replace(/\s+/g, " ").includes(` ${name} `);
}

/** True when some class on the element starts with the prefix. */
export function hasClassPrefix(element: THtmlElement, prefix: string): boolean {
  const value = element.attrs.class;
  if (!value) return false;
  return value.split(/\s+/).some((c) => c.startsWith(prefix));
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
