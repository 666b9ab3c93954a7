/**
 * Money is integer cents everywhere (in the tables, the arithmetic and the API); it becomes text in
 * exactly one place, here, so every figure on a page is rounded the same way.
 */

const formatters = new Map<string, Intl.NumberFormat>();

/** 123456, "usd" → "$1,234.56"; with `isWhole` (chart axes) → "$1,235". */
export function formatMoney(cents: number, currency: string, { isWhole = false } = {}): string {
  const code = currency.toUpperCase();
  const key = `${code}|${isWhole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: code,
      ...(isWhole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}
