/**
 * Quantities as cooks write them: 0.333 → "⅓", 1.5 → "1½", 2.25 → "2¼", 0.3 → "0.3". Ladle writes
 * every amount it shows this way, and writes the fractions a cook typed ("1/2") with the same
 * characters, so one page never shows two styles (docs/food-data.md, "How amounts are written").
 */

const FRACTIONS: [number, string][] = [
  [1 / 8, "⅛"],
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [3 / 8, "⅜"],
  [1 / 2, "½"],
  [5 / 8, "⅝"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
  [7 / 8, "⅞"],
];
const TOLERANCE = 0.02;

/** Writes a quantity with a vulgar fraction when one is within 0.02, otherwise as a short decimal. */
export function formatQuantity(value: number): string {
  if (!Number.isFinite(value)) return "";
  const sign = value < 0 ? "-" : "";
  const absolute = Math.abs(value);
  let whole = Math.floor(absolute);
  let rest = absolute - whole;
  if (rest > 1 - TOLERANCE) {
    whole += 1;
    rest = 0;
  }
  if (rest < TOLERANCE) return `${sign}${whole}`;
  // Fractions read well for amounts a cook measures; large amounts keep decimals.
  if (whole < 20) {
    for (const [fraction, glyph] of FRACTIONS) {
      if (Math.abs(rest - fraction) < TOLERANCE) return `${sign}${whole === 0 ? "" : whole}${glyph}`;
    }
  }
  const digits = absolute < 10 ? 2 : 1;
  return `${sign}${Number(absolute.toFixed(digits))}`;
}

/** "2–3" for a range, the single value otherwise. */
export function formatQuantityRange(quantity: number, quantityMax: number | null): string {
  return quantityMax !== null && quantityMax !== quantity
    ? `${formatQuantity(quantity)}–${formatQuantity(quantityMax)}`
    : formatQuantity(quantity);
}

/** "1 1/2", "1-1/2", "1/2", "1⁄2": a typed fraction, with its whole part, standing on its own. */
const TYPED_FRACTION = /(?<![\d/⁄.,])(?:(\d+)(?: +|-))?(\d+)[/⁄](\d+)(?![\d/⁄]|[.,]\d)/g;
const GLYPH = /[⅛¼⅓⅜½⅝⅔¾⅞]/;

/**
 * The cook's own words with each typed fraction written as Ladle writes amounts: "1/2 tsp salt" →
 * "½ tsp salt", "1 1/2 cups" and "1-1/2 cups" → "1½ cups", "(1/2-inch)" → "(½-inch)". A fraction
 * Ladle would not write with a fraction character ("1/16", "1/5") and anything that is not a
 * fraction ("24/7", "1/2/3") stay as typed.
 */
export function writeTypedFractions(text: string): string {
  if (!/\d[/⁄]\d/.test(text)) return text;
  return text.replace(TYPED_FRACTION, (typed, whole: string | undefined, top: string, bottom: string) => {
    const fraction = Number(top) / Number(bottom);
    if (!(fraction > 0 && fraction < 1)) return typed;
    const written = formatQuantity((whole ? Number(whole) : 0) + fraction);
    return GLYPH.test(written) ? written : typed;
  });
}

/**
 * An ingredient line shown in its author's words: its typed fractions in Ladle's characters when
 * Ladle read an amount in it (a product rule), exactly as typed when it could not.
 */
export function writeLineText(line: { text: string; quantity: number | null }): string {
  return line.quantity === null ? line.text : writeTypedFractions(line.text);
}
