/** Quantities as cooks write them: 0.333 → "⅓", 1.5 → "1½", 2.25 → "2¼", 0.3 → "0.3". */

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
