/**
 * A price as a creator types it, in whole cents. A comma before the last one or two digits is a
 * decimal comma ("5,50" is $5.50); commas between groups of three digits separate thousands
 * ("1,000"); anything that could be read both ways ("1,000,50") is not a price.
 */

const plain = /^\d+(\.\d{1,2})?$/;
const decimalComma = /^\d+,\d{1,2}$/;
const thousands = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;

/** Whole cents from what was typed ("5", "4.99", "$5", "5,50", "1,000"); null when empty, NaN when not a price. */
export function parsePriceCents(text: string): number | null {
  const typed = text.replace(/\s/g, "").replace(/^\$/, "");
  if (typed === "") return null;
  const decimal = plain.test(typed)
    ? typed
    : decimalComma.test(typed)
      ? typed.replace(",", ".")
      : thousands.test(typed)
        ? typed.replaceAll(",", "")
        : null;
  return decimal === null ? Number.NaN : Math.round(Number(decimal) * 100);
}
