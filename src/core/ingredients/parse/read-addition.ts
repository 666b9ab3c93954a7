/**
 * Reads an amount added to the first: "plus 2 tablespoons", "+ 1 tsp", "and 2 oz", ", plus 2 tbsp",
 * and the other amounts that change it: "minus 1 tablespoon", "to 1 tablespoon" (a range across units).
 */
import type { TCursor } from "./cursor.ts";
import { readAlternative } from "./read-alternative.ts";
import { getKind } from "./read-unit.ts";

const PLUS = /\s*,?\s*(?:plus|\+|and|minus|to)\s*/iy;
const SLASH = /\s*\/\s*/y;

/** "plus 1 teaspoon/1.5 ounces/45 grams": reads past the added amount's own alternatives. */
function skipSlashedAlternatives(cursor: TCursor) {
  for (let guard = 0; guard < 3; guard++) {
    const saved = cursor.at;
    SLASH.lastIndex = saved;
    if (!SLASH.exec(cursor.text)) break;
    cursor.at = SLASH.lastIndex;
    if (!readAlternative(cursor)) {
      cursor.at = saved;
      break;
    }
  }
}

/** "plus 2 tablespoons", "+ 1 tsp" after the amount: read past it and return its text. */
export function readAddition(cursor: TCursor): string | null {
  const start = cursor.at;
  PLUS.lastIndex = start;
  if (!PLUS.exec(cursor.text)) return null;
  cursor.at = PLUS.lastIndex;
  // "and 2 cloves garlic" is another food; "and 2 tbsp" adds to the amount.
  const isAnd = /^\s*and/i.test(cursor.text.slice(start, cursor.at));
  const added = readAlternative(cursor);
  if (!added || (isAnd && getKind(added[0].unit) === "count")) {
    cursor.at = start;
    return null;
  }
  skipSlashedAlternatives(cursor);
  return cursor.text
    .slice(start, cursor.at)
    .trim()
    .replace(/^,\s*/, "")
    .replace(/^\+\s*/, "plus ");
}
