/**
 * "4 x 175g/6oz salmon fillets", "2 75g/2¾oz beef fillet medallions", "4 (7-ounce) fillets",
 * "8 medium (2lb) tomatoes", "2 duck breasts, about 175g/6oz each", "6 chicken thighs (about
 * 500g/1lb 2oz)": a count of pieces with a stated weight or volume. Labelled ingredient lines give
 * such a line the weight as its unit, so the parser states the weight as the amount and keeps the
 * count beside it (`pieces`). Lengths ("8 (6-inch) tortillas") size the piece rather than measure
 * it, so those lines stay counts.
 */
import type { TCursor } from "./cursor.ts";
import { readAlternative } from "./read-alternative.ts";
import { getKind } from "./read-unit.ts";
import type { TIngredientAmount, TParsedIngredient } from "./types.ts";

const MEASURE_KINDS = new Set(["mass", "volume"]);

/**
 * "(2lb)", "(about 1¼ pounds)" after a count of more than one weighs them all; "(7-ounce)" and
 * "175g" after "4 x" weigh one. The hyphen and "each" are what say "one of them".
 */
const TOTAL_IN_BRACKETS = /\(\s*(?:about|approximately|approx\.?|roughly)?\s*[\d½¼¾⅓⅔⅛⅜⅝⅞][^()\-–]*\)/i;

function isMeasureOfAll(input: string, count: number): boolean {
  return count > 1 && TOTAL_IN_BRACKETS.test(input) && !/\beach\b/i.test(input);
}

/** Words around a weight in the comment: "about 175g/6oz each", "each weighing approximately 300g". */
const MEASURE_BEFORE = /^(?:(?:each|weighing|about|approx\.?|approximately|around|roughly|minimum)\s+)*/i;
const MEASURE_AFTER = /^\s*(?:each|total|in total|total weight|in weight)?\s*$/i;

/** "175g/6oz", "10 ounces / 280 grams", "7 ounces or 200 g", "2 cups [380 g]". */
const SLASH = /\s*(?:\/|or\s|\[)\s*/y;

/** "175g/6oz", "1.5kg/3lb 5oz", "10 ounces / 280 grams": a weight or volume with its other statements. */
function readMeasures(text: string): TIngredientAmount[] | null {
  const cursor: TCursor = { text, at: 0 };
  const found: TIngredientAmount[] = [];
  for (;;) {
    const amounts = readAlternative(cursor);
    if (!amounts) return null;
    found.push(...amounts);
    SLASH.lastIndex = cursor.at;
    if (!SLASH.exec(text)) break;
    cursor.at = SLASH.lastIndex;
  }
  return MEASURE_AFTER.test(text.slice(cursor.at).replace(/^\s*\]/, "")) ? found : null;
}

/** "2 tbsp (25 ml) water": an amount in brackets right after another amount restates that one. */
const AFTER_OTHER_AMOUNT =
  /\d\s*(?:tbsp|tsp|tablespoons?|teaspoons?|cups?|ounces?|oz|lbs?|pounds?|g|kg|grams?|ml|l)\.?\s*[([]\s*(?:about\s+)?$/i;

/** Where a comment part's first number stands in the line; the comment reorders what it gathers. */
function findPosition(input: string, text: string): number {
  const number = /^[\d.]+/.exec(text)?.[0];
  const at = number ? input.indexOf(number) : -1;
  // "¼ cup" comes back as "1/4 cup": a number not found as written is read after those that are.
  if (at < 0) return input.length;
  return AFTER_OTHER_AMOUNT.test(input.slice(0, at)) ? -1 : at;
}

/**
 * The weight a comment gives the counted pieces ("about 175g/6oz each"), and whether it is of one
 * of them; the first one the line states when the comment has more.
 */
function readCommentMeasure(
  input: string,
  comment: string | null,
): { amounts: TIngredientAmount[]; isEach: boolean } | null {
  let best: { amounts: TIngredientAmount[]; isEach: boolean; at: number } | null = null;
  for (const part of (comment ?? "").split(/[,;]\s*/)) {
    const text = part.replace(MEASURE_BEFORE, "");
    const amounts = text === part && !/^\d/.test(part) ? null : readMeasures(text);
    const at = amounts ? findPosition(input, text) : -1;
    if (amounts && at >= 0 && (!best || at < best.at)) best = { amounts, isEach: /\beach\b/i.test(part), at };
  }
  return best;
}

/** Moves a bare count with a stated weight or volume into `pieces`; the measure becomes the amount. */
export function movePiecesCount(result: TParsedIngredient): void {
  if (result.quantity === null || result.unit !== null) return;
  const fromComment = result.alternatives ? null : readCommentMeasure(result.input, result.comment);
  const [measure, ...others] = fromComment?.amounts ?? result.alternatives ?? [];
  if (!measure || measure.quantity === null || !MEASURE_KINDS.has(getKind(measure.unit) ?? "")) return;
  const isEach = fromComment
    ? fromComment.isEach
    : !isMeasureOfAll(result.input, result.quantityMax ?? result.quantity);
  result.pieces = { count: result.quantity, countMax: result.quantityMax, isEach, isNoted: fromComment !== null };
  result.quantity = measure.quantity;
  result.quantityMax = measure.quantityMax;
  result.unit = measure.unit;
  if (others.length > 0) result.alternatives = others;
  else delete result.alternatives;
}

/**
 * The line read as a count: "4 x 175g salmon fillets" as 4 fillets, with 175 g, the weight of one,
 * as another statement of the amount. A weight of all the pieces is shared out over the count, so
 * whatever multiplies the count by the weight of one gets the whole weight. A weight from a note
 * ("4 salmon fillets, about 150 g each") stays only in the comment, as it always has: the nutrition
 * estimate weighs those by the food's own piece weight, which matched the demo recipes' figures
 * better than the notes did. What counts, scales, shops for and weighs whole pieces reads this.
 */
export function toCountReading(parsed: TParsedIngredient): TParsedIngredient {
  if (!parsed.pieces) return parsed;
  const { pieces, ...rest } = parsed;
  const count = pieces.countMax === null ? pieces.count : (pieces.count + pieces.countMax) / 2;
  const share = (value: number | null) => (value === null || pieces.isEach ? value : value / count);
  const measure = { quantity: share(parsed.quantity), quantityMax: share(parsed.quantityMax), unit: parsed.unit };
  return {
    ...rest,
    quantity: pieces.count,
    quantityMax: pieces.countMax,
    unit: null,
    ...(pieces.isNoted ? {} : { alternatives: [measure, ...(parsed.alternatives ?? [])] }),
  };
}
