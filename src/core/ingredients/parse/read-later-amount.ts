/**
 * An amount written after the food, for lines that do not start with one: "Lemon juice, 3 tablespoons",
 * "Ground allspice, pinch", "Baking soda, ¼ teaspoon, or none at high altitude", "Egg yolks 4 (72 grams)",
 * "Pickled ginger (about ¼ cup)".
 */
import type { TCursor } from "./cursor.ts";
import type { TLeading } from "./leading.ts";
import { readLeading } from "./read-leading.ts";

const TRAILING_AMOUNT =
  /^(.+?)(?:,\s*|\s+)((?:about\s+|approximately\s+)?(?:\d|\.\d|pinch\b|dash\b|handful\b)[^,]*?)(?:\s+of)?\s*$/i;
const SECOND_CLAUSE_AMOUNT = /^([^,()]+),\s*((?:about\s+)?(?:\d|\.\d)[^,]*)(,.*)$/i;
const PARENTHESISED_AMOUNT =
  /\(\s*(about|approximately|approx\.?|roughly|weighing(?:\s+about|\s+approximately)?|allow)?\s*((?:\d|\.\d)[^()]*?)\s*(?:total|in total|per person|each)?\s*\)/i;
const COUNT_AFTER_NAME = /^([^\d,()]+?)(?:\s*\(([^()\d]*)\))?,?\s+(\d+(?:\.\d+)?)\s*(\([^()]*\))?\s*(,.*)?$/;

export interface TLaterAmount {
  leading: TLeading;
  /** The line without the amount. */
  food: string;
}

/** Reads `amountText` as an amount with a unit and nothing else; `food` may follow it. */
function readWholeAmount(amountText: string, food = ""): TLeading | null {
  const cursor: TCursor = { text: food ? `${amountText} ${food}` : amountText, at: 0 };
  const leading = readLeading(cursor);
  if (!leading.unit) return null;
  return cursor.text.slice(cursor.at).trim() === food.trim() ? leading : null;
}

/** "Lemon juice, 3 tablespoons", "Ground allspice, pinch": the amount ends the line. */
function readTrailingAmount(text: string): TLaterAmount | null {
  const trailing = TRAILING_AMOUNT.exec(text);
  // "cut into ½-inch cubes", "in a pinch": an amount inside a phrase, not the line's amount.
  if (!trailing || /\b(?:into|in|a|an|of|with|to|and|or|cut|by)$/i.test(trailing[1])) return null;
  const isNumber = /^[\d.]|^about|^approx/i.test(trailing[2]);
  const isAfterComma = text.slice(trailing[1].length).trimStart().startsWith(",");
  // A unit with no number ("pinch") needs something after it to be read, so give it the food.
  const leading = isNumber
    ? readWholeAmount(trailing[2])
    : isAfterComma
      ? readWholeAmount(trailing[2], trailing[1])
      : null;
  return leading ? { leading, food: trailing[1] } : null;
}

/** "Baking soda, ¼ teaspoon, or none at high altitude": the amount is the second clause. */
function readSecondClauseAmount(text: string): TLaterAmount | null {
  const second = SECOND_CLAUSE_AMOUNT.exec(text);
  const leading = second ? readWholeAmount(second[2]) : null;
  return second && leading ? { leading, food: second[1] + second[3] } : null;
}

/** "Egg yolks 4 (72 grams)", "Eggs (large), 5, or 6 at high altitude": a count after the food. */
function readCountAfterName(text: string): TLaterAmount | null {
  const count = COUNT_AFTER_NAME.exec(text);
  if (!count) return null;
  const leading = readLeading({ text: `${count[3]} ${count[4] ?? ""}`.trim(), at: 0 });
  if (!leading.amount || leading.unit) return null;
  return { leading, food: `${count[1]}${count[2] ? ` (${count[2]})` : ""}${count[5] ?? ""}` };
}

/** "Pickled ginger (about ¼ cup)": the amount in parentheses, when no other number comes before it. */
function readParenthesisedAmount(text: string): TLaterAmount | null {
  const inner = PARENTHESISED_AMOUNT.exec(text);
  if (!inner) return null;
  const before = text.slice(0, inner.index);
  const isNested = before.split("(").length > before.split(")").length;
  const hasOtherNumber = /\d/.test(before);
  const leading = inner.index > 0 && !isNested && !hasOtherNumber ? readWholeAmount(inner[2]) : null;
  if (!leading) return null;
  if (inner[1]) leading.approximation = inner[1];
  return { leading, food: text.slice(0, inner.index) + text.slice(inner.index + inner[0].length) };
}

/** Reads an amount written after the food; null when the line has none that reads as the whole amount. */
export function readLaterAmount(text: string): TLaterAmount | null {
  return (
    readTrailingAmount(text) ??
    readSecondClauseAmount(text) ??
    readCountAfterName(text) ??
    readParenthesisedAmount(text)
  );
}
