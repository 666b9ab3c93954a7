/** Finds the line's amount, at the front or after the food, and the text left for the food. */
import type { TCursor } from "./cursor.ts";
import { createEmptyLeading, type TLeading } from "./leading.ts";
import { readLaterAmount } from "./read-later-amount.ts";
import { readLeading } from "./read-leading.ts";

const PERCENT_FIRST = /^\d+(?:\.\d+)?\s*%/;

export interface TLineAmount {
  leading: TLeading;
  /** The text left for the food, preparation and comment. */
  rest: string;
  /** Where the amount read at the front stops. */
  end: number;
}

/**
 * The line's amount and the text left for the food: read at the front ("2 tbsp …"), else after the
 * food ("Lemon juice, 3 tablespoons"). `start` skips a note read before the amount.
 */
export function readLineAmount(text: string, start: number): TLineAmount {
  const cursor: TCursor = { text, at: start };
  // "70% dark chocolate": a percentage names the food; it is not an amount.
  const isPercentFirst = PERCENT_FIRST.test(text.slice(start));
  const leading = isPercentFirst ? createEmptyLeading() : readLeading(cursor);
  const isNothingRead = !leading.amount && !leading.unit;
  if (isNothingRead || isPercentFirst) {
    const later = readLaterAmount(text.slice(start));
    if (later) return { leading: later.leading, rest: later.food, end: text.length };
  }
  // "salt and pepper, to taste" when nothing was read: the whole line is the rest.
  const rest = isNothingRead && !leading.size ? text.slice(start) : text.slice(cursor.at);
  return { leading, rest, end: cursor.at };
}
