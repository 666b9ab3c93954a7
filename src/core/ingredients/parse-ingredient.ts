/**
 * One ingredient line → amount, unit, size, food name, preparation and comment. Rules, not a model:
 * read the amount at the front (numbers, fractions, ranges, words), then a unit, then any
 * alternative amount ("150g/5oz", "(14-ounce)", "110ml-150ml", "50g 1¾oz"), or, when none starts
 * the line, an amount after the food ("Sugar, 2 cups", "Pickled ginger (about ¼ cup)"); then split
 * the rest into name, preparation and comment at commas and parentheses. Lists of foods ("brandy,
 * sherry, or rum") and short other names ("fish sauce (nam pla)") stay in the name; another food
 * with its own amount ("or 2 shallots") and added amounts ("plus 2 tbsp") go to the comment.
 * A count of pieces of a stated weight ("4 x 175g salmon fillets") gives the weight as the amount
 * and the count in `pieces`; `toCountReading` gives the count back to what works on whole pieces.
 * English first; other languages keep their text in `name`.
 *
 * Each stage lives in ./parse/ with its own tests; this file only runs them in order.
 */
import { clean, joinParts } from "./parse/clean-text.ts";
import { isIngredientHeader } from "./parse/is-ingredient-header.ts";
import type { TLeading } from "./parse/leading.ts";
import { normalizeLine } from "./parse/normalize-line.ts";
import { readBareMeasure } from "./parse/read-bare-measure.ts";
import { readEndAlternative } from "./parse/read-end-alternative.ts";
import { readLineAmount } from "./parse/read-line-amount.ts";
import { readLineStart } from "./parse/read-line-start.ts";
import { movePiecesCount } from "./parse/read-pieces.ts";
import { readTrailingUnit } from "./parse/read-trailing-unit.ts";
import { splitRest } from "./parse/split-rest.ts";
import type { TParsedIngredient } from "./parse/types.ts";

export { isIngredientHeader } from "./parse/is-ingredient-header.ts";
export { toCountReading } from "./parse/read-pieces.ts";
export type { TIngredientAmount, TParsedIngredient, TPieces } from "./parse/types.ts";

function createEmptyResult(input: string): TParsedIngredient {
  return {
    input,
    quantity: null,
    quantityMax: null,
    unit: null,
    size: null,
    name: null,
    preparation: null,
    comment: null,
  };
}

/**
 * The text that names the food, from what was left after the amount: "5 cloves" gives the spice
 * back its name (and the line loses its unit), "2 fresh sprigs thyme" gives "fresh" back to the
 * food, and "1 tsp salt 5 mL" moves the closing metric amount to the alternatives.
 */
function readFoodText(result: TParsedIngredient, leading: TLeading, rest: string, readText: string): string {
  let food = rest;
  const bare = leading.alternatives.length === 0 ? readBareMeasure(result.unit, food, readText) : null;
  if (bare !== null) {
    food = bare;
    result.unit = null;
    // "20 whole cloves": "whole" named the spice, not the size of a clove.
    if (result.size === "whole") {
      food = `whole ${food.trimStart()}`;
      result.size = null;
    }
  }
  if (leading.foodWord) food = `${leading.foodWord} ${food.trimStart()}`;
  const metric = leading.amount ? readEndAlternative(food) : null;
  if (metric) {
    leading.alternatives.push(...metric.alternatives);
    food = metric.rest;
  }
  return food;
}

/** Notes read before the food ("Optional:", "about", "plus 2 tbsp") come before the food's own comment. */
function joinComment(note: string | null, leading: TLeading, comment: string | null): string | null {
  const hasLeadingNotes = note || leading.approximation || leading.asides.length > 0;
  if (!hasLeadingNotes) return comment;
  return joinParts([note ?? "", leading.approximation ?? "", ...leading.asides, comment ?? ""]);
}

/** Parses one ingredient line. Never throws; fields it cannot read stay null. */
export function parseIngredient(line: string): TParsedIngredient {
  const input = typeof line === "string" ? line : String(line ?? "");
  const result = createEmptyResult(input);
  const text = normalizeLine(input);
  if (!text) return result;
  if (isIngredientHeader(text)) {
    result.isGroupHeader = true;
    result.name = clean(text.replace(/:$/, ""));
    return result;
  }
  const start = readLineStart(text);
  const { leading, rest, end } = readLineAmount(text, start.end);
  if (leading.amount && !leading.amount.isVague) {
    result.quantity = leading.amount.quantity;
    result.quantityMax = leading.amount.quantityMax;
  }
  result.unit = leading.unit;
  result.size = leading.size ? leading.size.toLowerCase() : null;
  const food = readFoodText(result, leading, rest, text.slice(0, end));
  if (leading.alternatives.length > 0) result.alternatives = leading.alternatives;
  // "6 cooked prawns" counts pieces; "2 x 600g cooked lobsters" weighs them.
  const isCounted = result.quantity !== null && !result.unit && !result.size && !result.alternatives;
  const parts = splitRest(food, isCounted);
  // "10 garlic cloves", "2 thyme sprigs": the unit comes after the food.
  const trailing = !result.unit && parts.name ? readTrailingUnit(parts.name, result.quantity !== null) : null;
  if (trailing) {
    result.unit = trailing.unit;
    parts.name = trailing.name;
  }
  if (parts.size && !result.size) result.size = parts.size.toLowerCase();
  // "1 cup milk or water": the alternative food stays in the name, as cookbooks write it.
  result.name = parts.name;
  result.preparation = start.part ? joinParts([start.part, parts.preparation ?? ""]) : parts.preparation;
  result.comment = joinComment(start.note, leading, parts.comment);
  movePiecesCount(result);
  return result;
}
