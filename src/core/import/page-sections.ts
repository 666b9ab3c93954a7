/**
 * The parts of a page that headings open: an "Ingredients" or "Method" heading and the lines under
 * it, split into named groups ("For the sauce"). A section ends where the smallest element around
 * its heading that also holds its content ends, at a heading as important as its own, or at a
 * "Notes"/"Comments" heading.
 */
import type { THtmlElement } from "./html-tree.ts";
import type { TBlock, TPage } from "./page-blocks.ts";
import { cleanHeading, INGREDIENT_HEADING, METHOD_HEADING, STOP_HEADING, TIME_WORDS } from "./recipe-words.ts";

/** Lines under one name: an ingredient group ("For the sauce") or a part of the method. */
export interface TGroup {
  name: string | null;
  lines: TBlock[];
}

export interface TSection {
  groups: TGroup[];
  /** Index of the section's last block. */
  end: number;
}

/** A heading that opens a part of the page; "Prep time: 15 min" set as a heading is a fact instead. */
export function isSectionHeading(block: TBlock): boolean {
  const text = cleanHeading(block.text);
  if (TIME_WORDS.test(text) && /\d|[:：]\s*$/.test(block.text)) return false;
  return INGREDIENT_HEADING.test(text) || METHOD_HEADING.test(text) || STOP_HEADING.test(text);
}

/** A heading that names a group rather than a new part of the page: "For the sauce", "Glaze:". */
export function isGroupHeading(text: string): boolean {
  return /[:：]\s*$/.test(text) || /^(?:for|für|pour|per|voor|para)\b/i.test(text);
}

/** A section heading whose words match `pattern` (the ingredient or the method headings). */
export function isHeadingFor(block: TBlock, pattern: RegExp): boolean {
  return block.kind === "heading" && pattern.test(cleanHeading(block.text)) && isSectionHeading(block);
}

/** Index of the first block after `index` that is not a heading. */
function findNextContent(blocks: TBlock[], index: number): number {
  let i = index + 1;
  while (i < blocks.length && blocks[i].kind === "heading") i++;
  return i;
}

/**
 * Where the part of the page a heading introduces ends: the last block of the smallest element
 * around the heading that also holds content after it ("<div><h4>Method</h4><ol>…</ol></div>").
 */
export function findScopeEnd(page: TPage, index: number, from: THtmlElement): number {
  const content = findNextContent(page.blocks, index);
  for (let element: THtmlElement | null = from; element; element = element.parent) {
    const range = page.ranges.get(element);
    if (range && range[1] >= content) return range[1];
  }
  return page.blocks.length - 1;
}

/**
 * The next part of the page: "Method" after "Ingredients", a "Notes" heading, a heading as
 * important as ours ("Variations" after "Method"), or a sentence set as a heading.
 */
function isSectionBreak(block: TBlock, head: TBlock): boolean {
  const isAsImportant = block.rank <= head.rank && block.rank <= 6 && !isGroupHeading(block.text);
  return isSectionHeading(block) || isAsImportant || cleanHeading(block.text).length > 80;
}

/** The lines under the heading at `start`, grouped by the sub-headings among them. */
export function collectSection(page: TPage, start: number, isMethod: boolean): TSection {
  const { blocks } = page;
  const head = blocks[start];
  const last = findScopeEnd(page, start, head.parent);
  const groups: TGroup[] = [{ name: null, lines: [] }];
  let end = start;
  for (let i = start + 1; i <= last; i++) {
    const block = blocks[i];
    if (block.kind === "heading") {
      if (isSectionBreak(block, head)) break;
      // A method's part names are shown as written ("Cooking Procedure:"); group names lose the colon.
      groups.push({ name: isMethod ? block.text : cleanHeading(block.text), lines: [] });
      continue;
    }
    groups[groups.length - 1].lines.push(block);
    end = i;
  }
  return { groups: groups.filter((g) => g.lines.length > 0), end };
}
