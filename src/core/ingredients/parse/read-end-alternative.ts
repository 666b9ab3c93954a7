/** Reads another statement of the amount that ends the line: "1 tsp salt 5 mL". */
import type { TCursor } from "./cursor.ts";
import { readAlternative } from "./read-alternative.ts";
import { getKind } from "./read-unit.ts";
import type { TIngredientAmount } from "./types.ts";

const END_AMOUNT = /\s((?:\d|\.\d)[\d\s./-]*\s*[A-Za-z.]+)\s*$/;
/** Words after which a closing amount belongs to a phrase ("or 30 leaves", "each 500g") rather than to the line. */
const PHRASE_END = /(?:^|\s)(?:or|plus|and|to|about|of|with|in|by|x|each)$/i;

/** "… 15 mL" closing the line: an alternative amount, returned with the text before it. */
export function readEndAlternative(rest: string): { alternatives: TIngredientAmount[]; rest: string } | null {
  const match = END_AMOUNT.exec(rest);
  const before = match ? rest.slice(0, match.index).replace(/\([^()]*\)/g, "") : "";
  // Only right after the food: "each 500g/1lb 2oz" or "or 30 leaves" say something else.
  if (!match || /[,;/]/.test(before) || PHRASE_END.test(before)) return null;
  const cursor: TCursor = { text: match[1], at: 0 };
  const alternatives = readAlternative(cursor);
  if (!alternatives || cursor.at < match[1].length || getKind(alternatives[0].unit) === "count") return null;
  return { alternatives, rest: rest.slice(0, match.index) };
}
