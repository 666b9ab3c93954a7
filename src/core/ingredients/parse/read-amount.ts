/**
 * Reads an amount at the cursor: a number ("2", "1.5", "1/2", "1 1/2"), a range ("2-3", "2 to 3")
 * or words ("a", "half a", "two or three", "a few").
 */
import type { TCursor } from "./cursor.ts";

// biome-ignore format: a table reads better packed
const WORD_VALUES: Record<string, number | null> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, half: 0.5, "a half": 0.5, "half a": 0.5, "half an": 0.5,
  dozen: 12, "a dozen": 12, "a couple of": 2, "a couple": 2, "couple of": 2, couple: 2,
  "a few": null, few: null, several: null, some: null, "a little": null, "a bit of": null,
};
const WORD_NUMBER =
  /(a couple of|a couple|couple of|a dozen|a half|half an|half a|a few|a little|a bit of|several|some|few|couple|dozen|half|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)(?![\w’'-])/iy;
const WORD_RANGE_END = /^\s*(?:to|or|-)\s*(one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/i;
const NUMBER = /(\d+)\s+(\d+)\s*\/\s*(\d+)|(\d+)\s*\/\s*(\d+)|(\d*\.\d+|\d+)/y;
const RANGE_JOIN = /\s*(?:-\s*(?:to|or)?|to|or|and|—|–|~)\s*(?=\d|\.\d)/iy;

export interface TAmount {
  quantity: number | null;
  quantityMax: number | null;
  /** True when a word such as "a few" was read but gives no number. */
  isVague: boolean;
}

/** A fraction's value; "1/0" is read as 1 rather than as infinity. */
function divideFraction(numerator: string, denominator: string): number {
  const d = Number(denominator);
  return d === 0 ? Number(numerator) : Number(numerator) / d;
}

/** Reads one number (whole, decimal, fraction or mixed number); advances past it. */
export function readNumber(cursor: TCursor): number | null {
  NUMBER.lastIndex = cursor.at;
  const match = NUMBER.exec(cursor.text);
  if (!match) return null;
  // "1 1/2" but not "1 12": a mixed number needs its fraction.
  cursor.at = NUMBER.lastIndex;
  if (match[1] !== undefined) return Number(match[1]) + divideFraction(match[2], match[3]);
  if (match[4] !== undefined) return divideFraction(match[4], match[5]);
  return Number(match[6]);
}

/** A number, or a range of two when the second is larger ("2-3", but "3-2" is only 3). */
function readNumberRange(cursor: TCursor): TAmount | null {
  const first = readNumber(cursor);
  if (first === null) return null;
  RANGE_JOIN.lastIndex = cursor.at;
  if (RANGE_JOIN.exec(cursor.text)) {
    const saved = cursor.at;
    cursor.at = RANGE_JOIN.lastIndex;
    const second = readNumber(cursor);
    if (second !== null && second > first) return { quantity: first, quantityMax: second, isVague: false };
    cursor.at = saved;
  }
  return { quantity: first, quantityMax: null, isVague: false };
}

/** "one to two", "two or three": the larger number that ends a range of words; advances past it. */
function readWordRangeEnd(cursor: TCursor, first: number): number | null {
  const match = WORD_RANGE_END.exec(cursor.text.slice(cursor.at));
  if (!match) return null;
  const max = WORD_VALUES[match[1].toLowerCase()];
  if (typeof max !== "number" || max <= first) return null;
  cursor.at += match[0].length;
  return max;
}

function readWordAmount(cursor: TCursor): TAmount | null {
  WORD_NUMBER.lastIndex = cursor.at;
  const word = WORD_NUMBER.exec(cursor.text);
  if (!word) return null;
  const value = WORD_VALUES[word[1].toLowerCase()];
  cursor.at = WORD_NUMBER.lastIndex;
  const isVague = value === null || value === undefined;
  const max = isVague ? null : readWordRangeEnd(cursor, value);
  if (max !== null) return { quantity: value ?? null, quantityMax: max, isVague: false };
  return { quantity: value ?? null, quantityMax: null, isVague };
}

/** Reads an amount at the cursor, in digits or in words; advances past it. */
export function readAmount(cursor: TCursor): TAmount | null {
  return readNumberRange(cursor) ?? readWordAmount(cursor);
}
