/** Reads a unit with a word before it that describes the measure: "fat cloves", "packed cup", "fresh sprigs". */
import { skipSpace, type TCursor } from "./cursor.ts";
import { getKind, readUnit } from "./read-unit.ts";

/**
 * Words that describe a measure only when one follows: "fat cloves", "paper-thin slices",
 * "½-inch-thick slices", "healthy pinch", "wine glass". Before a food they stay in its name.
 */
const MEASURE_MODIFIER =
  /(very\s+(?:small|large|thin|thick)|(?:(?:lightly|firmly|loosely|tightly|well)\s+)?packed|paper-thin|thick-cut|thickish|lengthwise|lengthways|unpeeled|healthy|hefty|fat|plump|long|whole|fresh|deli|separate|finger-length|inch-long|wine|sherry|round|(?:\d+(?:\.\d+)?(?:\s+\d+\/\d+)?|\d+\/\d+)-?(?:inch|in|cm)-?(?:thick|long|wide|square)|quarter-size[d]?)\s+/iy;

/** Volume units that start a line without a number ("tsp salt", "Scant teaspoon cocoa"), spelled out or abbreviated. */
export const SPOON_OR_CUP = new Set(["teaspoon", "tablespoon", "dessertspoon", "cup"]);

export interface TModifiedUnit {
  modifier: string;
  unit: string;
  /** "fresh" in "2 fresh sprigs thyme" describes the food, so it goes back before the food's name. */
  isFoodWord: boolean;
}

/** Reads a modifier and the unit it describes; advances past both, or leaves the cursor where it was. */
export function readModifiedUnit(cursor: TCursor): TModifiedUnit | null {
  const start = cursor.at;
  skipSpace(cursor);
  MEASURE_MODIFIER.lastIndex = cursor.at;
  const match = MEASURE_MODIFIER.exec(cursor.text);
  if (match) {
    cursor.at = MEASURE_MODIFIER.lastIndex;
    const unit = readUnit(cursor, { isInchAllowed: false });
    // "packed cup" measures a volume; the other words only describe pieces ("fat cloves").
    const fits = getKind(unit) === "count" || (/packed$/i.test(match[1]) && SPOON_OR_CUP.has(unit ?? ""));
    if (unit && fits) return { modifier: match[1], unit, isFoodWord: /^fresh$/i.test(match[1]) };
  }
  cursor.at = start;
  return null;
}
