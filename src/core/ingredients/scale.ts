/**
 * Scaling a parsed ingredient for more or fewer servings. Ranges scale at both ends, alternative
 * amounts scale with the main one, and amounts that are not really amounts do not move: "a pinch
 * of salt", "salt to taste", or a line with no quantity at all. Counted pieces scale by their
 * count: "4 x 175g salmon fillets" doubles to 8 fillets of 175 g, while "8 (2lb) tomatoes", a
 * weight of all of them, doubles both.
 */
import { pluralNameOf, singularNameOf } from "../food/food-text.ts";
import { tidyAmount } from "./convert.ts";
import { formatQuantityRange } from "./format-quantity.ts";
import type { TIngredientAmount, TParsedIngredient, TPieces } from "./parse-ingredient.ts";
import { getUnit } from "./units.ts";

/** Units that name a gesture rather than a measure. */
const UNSCALED_UNITS = new Set(["pinch", "dash", "splash", "sprinkle", "grating"]);

export function isScalable(parsed: TParsedIngredient): boolean {
  if (parsed.quantity === null || parsed.isGroupHeader) return false;
  if (parsed.unit && UNSCALED_UNITS.has(parsed.unit)) return false;
  return !/\bto taste\b/i.test(`${parsed.comment ?? ""} ${parsed.name ?? ""}`);
}

function scaleAmount(amount: TIngredientAmount, factor: number): TIngredientAmount {
  if (amount.quantity === null) return amount;
  if (!amount.unit) {
    return {
      ...amount,
      quantity: amount.quantity * factor,
      quantityMax: amount.quantityMax === null ? null : amount.quantityMax * factor,
    };
  }
  const tidy = tidyAmount({ quantity: amount.quantity * factor, unit: amount.unit });
  const ratio = tidy.quantity / (amount.quantity * factor);
  return {
    quantity: tidy.quantity,
    quantityMax: amount.quantityMax === null ? null : amount.quantityMax * factor * ratio,
    unit: tidy.unit,
  };
}

/** Pieces scale by their count; their measure only when it weighs all of them. */
function scalePieces(parsed: TParsedIngredient, pieces: TPieces, factor: number): TParsedIngredient {
  const count = scaleAmount({ quantity: pieces.count, quantityMax: pieces.countMax, unit: null }, factor);
  const { pieces: _, ...measure } = parsed;
  const measured = pieces.isEach ? measure : scaleIngredient(measure, factor);
  return {
    ...measured,
    pieces: { ...pieces, count: count.quantity ?? pieces.count, countMax: count.quantityMax },
  };
}

function isOne({ quantity, quantityMax }: { quantity: number | null; quantityMax: number | null }): boolean {
  return quantity !== null && quantity <= 1 && quantityMax === null;
}

/** Pieces counted without a unit follow their count: "1 banana" for four is "4 bananas", "2 eggs" halved "1 egg". */
function nameForCount(parsed: TParsedIngredient, scaled: TIngredientAmount): string | null {
  if (parsed.unit || !parsed.name || isOne(parsed) === isOne(scaled)) return parsed.name;
  return isOne(scaled) ? singularNameOf(parsed.name) : pluralNameOf(parsed.name);
}

/** A copy of the ingredient for `factor` times the servings (2 = double); unscalable lines are returned as they are. */
export function scaleIngredient(parsed: TParsedIngredient, factor: number): TParsedIngredient {
  if (!Number.isFinite(factor) || factor <= 0 || factor === 1 || !isScalable(parsed)) return parsed;
  if (parsed.pieces) return scalePieces(parsed, parsed.pieces, factor);
  const main = scaleAmount({ quantity: parsed.quantity, quantityMax: parsed.quantityMax, unit: parsed.unit }, factor);
  const scaled: TParsedIngredient = {
    ...parsed,
    quantity: main.quantity,
    quantityMax: main.quantityMax,
    unit: main.unit,
    name: nameForCount(parsed, main),
  };
  if (parsed.alternatives) scaled.alternatives = parsed.alternatives.map((a) => scaleAmount(a, factor));
  return scaled;
}

/** "1½ cups", "2 tbsp", "3": the amount and its unit. */
function formatAmount(parsed: TParsedIngredient): string[] {
  const amount: string[] = [];
  if (parsed.quantity !== null) amount.push(formatQuantityRange(parsed.quantity, parsed.quantityMax));
  const unit = getUnit(parsed.unit);
  if (unit) {
    const isOne = parsed.quantity !== null && parsed.quantity <= 1 && parsed.quantityMax === null;
    const isWordUnit = unit.kind === "count" || unit.short === unit.singular;
    amount.push(isWordUnit ? (isOne ? unit.singular : unit.plural) : unit.short);
  }
  return amount;
}

/** "4 × 175 g" weighs one piece; "8 (900 g)" all of them. */
function formatPieces(pieces: TPieces, amount: string[]): string[] {
  const count = formatQuantityRange(pieces.count, pieces.countMax);
  return pieces.isEach ? [count, "×", ...amount] : [count, `(${amount.join(" ")})`];
}

/** "1½ cups flour, sifted" from a parsed (possibly scaled) ingredient; the input when nothing was read. */
export function formatIngredient(parsed: TParsedIngredient): string {
  if (parsed.quantity === null && parsed.unit === null) return parsed.input;
  const amount = formatAmount(parsed);
  const parts = parsed.pieces ? formatPieces(parsed.pieces, amount) : amount;
  if (parsed.size) parts.push(parsed.size);
  if (parsed.name) parts.push(parsed.name);
  let text = parts.join(" ");
  if (parsed.preparation) text += `, ${parsed.preparation}`;
  if (parsed.comment) text += ` (${parsed.comment})`;
  return text;
}
