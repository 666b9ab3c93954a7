/**
 * Money is integer cents everywhere (in the tables, the arithmetic and the API); it becomes text in
 * exactly one place, here, so every figure on a page is rounded the same way.
 *
 * The common currencies are written out by hand, as `Intl.NumberFormat("en-US")` writes them: the
 * first currency formatter a page makes costs tens of milliseconds on a phone (the browser loads its
 * locale data then), and a blog's subscribe call shows prices while the page hydrates. Any other
 * currency goes through `Intl`, one formatter each.
 */

const symbols: Record<string, string> = { USD: "$", EUR: "€", GBP: "£", CAD: "CA$", AUD: "A$", NZD: "NZ$" };
const formatters = new Map<string, Intl.NumberFormat>();

export interface TMoneyOptions {
  /** Rounded to whole units (chart axes). */
  isWhole?: boolean;
  /** Cents only when there are any: "$5" but "$4.99" (prices). */
  isCentsWhenAny?: boolean;
}

/** 123456, "usd" → "$1,234.56"; with `isWhole` → "$1,235"; 500 with `isCentsWhenAny` → "$5". */
export function formatMoney(cents: number, currency: string, options: TMoneyOptions = {}): string {
  const code = currency.toUpperCase();
  const fractionDigits = options.isWhole || (options.isCentsWhenAny && cents % 100 === 0) ? 0 : 2;
  const symbol = symbols[code];
  if (symbol === undefined) return formatterFor(code, options).format(cents / 100);
  const units = Math.abs(cents) / 100;
  const [whole, fraction] = units.toFixed(fractionDigits).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const sign = cents < 0 ? "-" : "";
  return `${sign}${symbol}${grouped}${fraction === undefined ? "" : `.${fraction}`}`;
}

/** The currency's own number of decimals unless told otherwise (none for yen). */
function formatterFor(code: string, { isWhole = false, isCentsWhenAny = false }: TMoneyOptions): Intl.NumberFormat {
  const key = `${code}|${isWhole}|${isCentsWhenAny}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: code,
      ...(isWhole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
      ...(isCentsWhenAny ? { minimumFractionDigits: 0 } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}
