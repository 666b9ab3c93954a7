/**
 * A stored ingredient line (its text and the parts the parser read when it was saved) scaled and
 * written again. Small enough for the recipe page's bundle: it needs no parser, only the parts.
 */
import type { TIngredientLine } from "../recipes/recipe.schema.ts";
import type { TParsedIngredient } from "./parse-ingredient.ts";
import { formatIngredient } from "./scale.ts";
import { getUnit } from "./units.ts";

/** A stored line in the parser's shape (stored units are canonical ids; anything else reads as none). */
export function toParsedIngredient(line: TIngredientLine): TParsedIngredient {
  return {
    input: line.text,
    quantity: line.quantity,
    quantityMax: line.quantityMax,
    unit: getUnit(line.unit)?.id ?? null,
    size: null,
    name: line.food,
    preparation: line.preparation,
    comment: line.comment,
  };
}

/** A word as the author may have typed it: "Parmigiano-Reggiano", "San Marzano", "Large". */
const wordPattern = /[\p{L}\p{M}\p{N}'’-]+/gu;

/**
 * The food among a line's stored parts is lowercased for matching (shopping lists, search): each
 * word of text written from the parts takes back the spelling the author gave it.
 */
export function inAuthorsCase(text: string, original: string): string {
  const spellings = new Map<string, string>();
  for (const word of original.match(wordPattern) ?? []) {
    const key = word.toLowerCase();
    if (!spellings.has(key)) spellings.set(key, word);
  }
  return text.replace(wordPattern, (word) => spellings.get(word.toLowerCase()) ?? word);
}

/**
 * The size of each can, tin or packet, written between the count and the unit: "1 (400 g) tin",
 * "2 14-ounce cans", "1 x 400g tin". It is not stored as a part, and it does not scale: two tins
 * are still 400 g each.
 */
const packageSizePattern =
  /^\s*[\d½¼¾⅓⅔⅛⅜⅝⅞.,/]+(?:\s*(?:-|–|to)\s*[\d½¼¾⅓⅔⅛⅜⅝⅞.,/]+)?(?:\s*[x×]\s*|\s+|(?=\())(\([^()]*\d[^()]*\)|\d+(?:[.,]\d+)?\s*-?\s*(?:ounces?|oz|fl\.? ?oz|grams?|g|kg|ml|millilit(?:er|re)s?|lbs?|pounds?)\.?)(?=\s)/i;

export function packageSizeIn(text: string): string | null {
  return packageSizePattern.exec(text)?.[1] ?? null;
}

/**
 * A scaled line's amount ("2 (400 g) tins") and the rest ("San Marzano tomatoes"), written from
 * its parts in the author's spelling.
 */
export function writeScaledLine(scaled: TParsedIngredient, line: TIngredientLine): { amount: string; rest: string } {
  const bare = { size: null, name: null, preparation: null, comment: null };
  const amount = formatIngredient({ ...scaled, ...bare });
  const rest = inAuthorsCase(formatIngredient(scaled).slice(amount.length).trim(), line.text);
  const each = getUnit(scaled.unit)?.kind === "count" ? packageSizeIn(line.text) : null;
  if (!each) return { amount, rest };
  const count = formatIngredient({ ...scaled, ...bare, unit: null });
  return { amount: `${count} ${each}${amount.slice(count.length)}`, rest };
}
