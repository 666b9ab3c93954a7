/**
 * Scaling a parsed ingredient for more or fewer servings. Ranges scale at both ends, alternative
 * amounts scale with the main one, and amounts that are not really amounts do not move: "a pinch
 * of salt", "salt to taste", or a line with no quantity at all.
 */
import { tidyAmount } from "./convert.ts";
import { formatQuantityRange } from "./format-quantity.ts";
import type { TIngredientAmount, TParsedIngredient } from "./parse-ingredient.ts";
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

/** A copy of the ingredient for `factor` times the servings (2 = double); unscalable lines are returned as they are. */
export function scaleIngredient(parsed: TParsedIngredient, factor: number): TParsedIngredient {
  if (!Number.isFinite(factor) || factor <= 0 || factor === 1 || !isScalable(parsed)) return parsed;
  const main = scaleAmount({ quantity: parsed.quantity, quantityMax: parsed.quantityMax, unit: parsed.unit }, factor);
  const scaled: TParsedIngredient = {
    ...parsed,
    quantity: main.quantity,
    quantityMax: main.quantityMax,
    unit: main.unit,
  };
  if (parsed.alternatives) scaled.alternatives = parsed.alternatives.map((a) => scaleAmount(a, factor));
  return scaled;
}

/** "1½ cups flour, sifted" from a parsed (possibly scaled) ingredient; the input when nothing was read. */
export function formatIngredient(parsed: TParsedIngredient): string {
  if (parsed.quantity === null && parsed.unit === null) return parsed.input;
  const parts: string[] = [];
  if (parsed.quantity !== null) parts.push(formatQuantityRange(parsed.quantity, parsed.quantityMax));
  const unit = getUnit(parsed.unit);
  if (unit) {
    const isOne = parsed.quantity !== null && parsed.quantity <= 1 && parsed.quantityMax === null;
    const isWordUnit = unit.kind === "count" || unit.short === unit.singular;
    parts.push(isWordUnit ? (isOne ? unit.singular : unit.plural) : unit.short);
  }
  if (parsed.size) parts.push(parsed.size);
  if (parsed.name) parts.push(parsed.name);
  let text = parts.join(" ");
  if (parsed.preparation) text += `, ${parsed.preparation}`;
  if (parsed.comment) text += ` (${parsed.comment})`;
  return text;
}
