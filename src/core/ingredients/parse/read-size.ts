/** Reads a size word at the cursor: "large", "medium-sized", "heaped", "generous". */
import { skipSpace, type TCursor } from "./cursor.ts";
import { readAmount } from "./read-amount.ts";

const PIECE_SIZE =
  "extra[- ]large|extra[- ]small|very large|medium[- ]large|medium[- ]sized?|(?:large|small)-sized|x-large|small|medium|large|big|jumbo|giant";
/** "medium or large shrimp", "small to medium": two piece sizes joined read as one. */
const SIZE_RE = new RegExp(
  `((?:${PIECE_SIZE})\\s+(?:or|to)\\s+(?:${PIECE_SIZE})|[a-z]+-size[d]?|${PIECE_SIZE}|good[- ]sized|tiny|mini|miniature|lg|md|sm|med|heaped|heaping|level|rounded|scant|generous|good|thick|thin)\\.?(?![\\w’'-])`,
  "iy",
);

/** Words that size a spoonful, not a food: "heaped tbsp", but "thick cream" stays cream. */
const MEASURE_ONLY = /^(?:heaped|heaping|level|rounded|scant|generous|good|thick|thin|mini)$/i;

const OR_AMOUNT = /\s*or\s+/iy;

/** Reads a size word; advances past it. Before a food, words that only size a spoonful are left alone. */
export function readSize(cursor: TCursor, { isBeforeFood = false } = {}): string | null {
  skipSpace(cursor);
  SIZE_RE.lastIndex = cursor.at;
  const match = SIZE_RE.exec(cursor.text);
  if (!match) return null;
  if (isBeforeFood && MEASURE_ONLY.test(match[1])) return null;
  if (/^good$/i.test(match[1]) && /^\s+quality/i.test(cursor.text.slice(SIZE_RE.lastIndex))) return null;
  cursor.at = SIZE_RE.lastIndex;
  return match[1];
}

/** "1 large or 2 small pomegranates": the other count and size, read past and returned as text. */
export function readOtherSize(cursor: TCursor): string | null {
  const start = cursor.at;
  OR_AMOUNT.lastIndex = start;
  if (!OR_AMOUNT.exec(cursor.text)) return null;
  cursor.at = OR_AMOUNT.lastIndex;
  const amount = readAmount(cursor);
  if (amount && !amount.isVague && readSize(cursor)) return cursor.text.slice(start, cursor.at).trim();
  cursor.at = start;
  return null;
}
