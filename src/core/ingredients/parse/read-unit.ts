/** Reads a unit at the cursor: one to three words ("tbsp", "fl oz", "c. à café") or a symbol ('"' for inches). */
import { findUnitId, unitSpellings } from "../unit-spellings.ts";
import { getUnit } from "../units.ts";
import { skipSpace, type TCursor } from "./cursor.ts";

const WORD_AT = /([A-Za-zÀ-ÿ]+\.?)(?:\s+([A-Za-zÀ-ÿ]+\.?))?(?:\s+([A-Za-zÀ-ÿ]+\.?))?/y;

/** First words of the unit spellings that have more than one word. */
const MULTI_WORD_STARTS = new Set(
  unitSpellings()
    .filter((spelling) => spelling.includes(" "))
    .map((spelling) => spelling.split(" ")[0].toLowerCase().replace(/\.$/, "")),
);

const PART_OF_NAME: Record<string, RegExp> = {
  pot: /^\s+(?:roast|pie|stickers?|barley|noodles?)\b/i,
  rib: /^\s+eye\b/i,
  fillet: /^\s+steaks?\b/i,
};

/** What a unit measures ("mass", "volume", "count", "length"), or null for no unit. */
export function getKind(unit: string | null): string | null {
  return getUnit(unit)?.kind ?? null;
}

/** The unit a spelling names, also without its final dot ("tbsp." → "tbsp"); inches only where allowed. */
function findSpelling(spelling: string, isInchAllowed: boolean): { id: string; used: string } | null {
  let id = findUnitId(spelling);
  let used = spelling;
  if (!id && spelling.endsWith(".")) {
    used = spelling.slice(0, -1);
    id = findUnitId(used);
  }
  if (!id) return null;
  if ((id === "inch" && !isInchAllowed) || (used.toLowerCase() === "in" && !isInchAllowed)) return null;
  return { id, used };
}

/** Where `wordCount` words starting at `start` end, counting the spaces between them as written. */
function findSpanEnd(text: string, start: number, wordCount: number, isDotDropped: boolean): number {
  let at = start;
  for (let i = 0; i < wordCount; i++) {
    while (at < text.length && /\s/.test(text[at])) at++;
    while (at < text.length && /[A-Za-zÀ-ÿ.]/.test(text[at])) at++;
  }
  return isDotDropped ? at - 1 : at;
}

/** True when the unit's spelling, ending at `end`, is really part of a longer word or of the food's name. */
function isPartOfOtherWord(text: string, end: number, id: string, used: string): boolean {
  const after = text[end];
  // A letter after the word means a longer word ("cupcakes"); a digit only for counts ("1lb2oz" is two amounts).
  const isDigitAfter = /[0-9]/.test(after ?? "") && getKind(id) === "count";
  if (after && (/[A-Za-zÀ-ÿ]/.test(after) || isDigitAfter || (after === "-" && /[A-Za-z]/.test(text[end + 1] ?? ""))))
    return true;
  // "round lettuce", "round crusty rolls": a shape, unless it is "a round of …".
  if (used.toLowerCase() === "round" && !/^\s+of\b/i.test(text.slice(end))) return true;
  // "pot roast", "rib eye steaks", "fillet steaks": the word is part of the food's name.
  return PART_OF_NAME[used.toLowerCase()]?.test(text.slice(end)) ?? false;
}

/** Reads a unit at the cursor (one to three words, or a symbol); advances past it. */
export function readUnit(cursor: TCursor, { isInchAllowed }: { isInchAllowed: boolean }): string | null {
  skipSpace(cursor);
  if (cursor.text[cursor.at] === '"' && isInchAllowed) {
    cursor.at++;
    return "inch";
  }
  WORD_AT.lastIndex = cursor.at;
  const match = WORD_AT.exec(cursor.text);
  if (!match) return null;
  const words = [match[1], match[2], match[3]].filter(Boolean) as string[];
  // Most words start no spelling of two or three words ("fl oz", "c. à café"); try those alone.
  const longest = MULTI_WORD_STARTS.has(words[0].toLowerCase().replace(/\.$/, "")) ? words.length : 1;
  for (let count = longest; count >= 1; count--) {
    const spelling = words.slice(0, count).join(" ");
    const found = findSpelling(spelling, isInchAllowed);
    if (!found) continue;
    const end = findSpanEnd(cursor.text, cursor.at, count, found.used.length < spelling.length);
    if (isPartOfOtherWord(cursor.text, end, found.id, found.used)) continue;
    cursor.at = end;
    return found.id;
  }
  return null;
}
