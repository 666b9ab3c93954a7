/**
 * Calendar months as the dashboard counts them: in UTC, keyed "YYYY-MM", so a payment belongs to the
 * same month on every server and in every browser.
 */

export type TMonthKey = string;

const monthKeyPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonthKey(value: string): value is TMonthKey {
  return monthKeyPattern.test(value);
}

/** The month a moment falls in. */
export function toMonthKey(at: Date): TMonthKey {
  return at.toISOString().slice(0, 7);
}

/** The first instant of a month, and the first instant of the next (the range is start ≤ t < end). */
export function findMonthRange(month: TMonthKey): { start: Date; end: Date } {
  const match = monthKeyPattern.exec(month);
  if (!match) throw new Error(`Not a month: ${month}`);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return { start: new Date(Date.UTC(year, index, 1)), end: new Date(Date.UTC(year, index + 1, 1)) };
}

/** The month `count` months after (or, negative, before) `month`. */
export function addMonths(month: TMonthKey, count: number): TMonthKey {
  const { start } = findMonthRange(month);
  return toMonthKey(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + count, 1)));
}

/** The `count` months ending with the one `now` is in, oldest first. */
export function listRecentMonths(now: Date, count: number): TMonthKey[] {
  const current = toMonthKey(now);
  return Array.from({ length: count }, (_, i) => addMonths(current, i - count + 1));
}

/** Every month from `first` to `last`, both included, oldest first (empty when first is later). */
export function listMonthsBetween(first: TMonthKey, last: TMonthKey): TMonthKey[] {
  const months: TMonthKey[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** "March 2026", or "Mar" when short (chart axes). */
export function formatMonth(month: TMonthKey, style: "long" | "short" = "long"): string {
  const { start } = findMonthRange(month);
  return start.toLocaleString("en-US", {
    month: style === "long" ? "long" : "short",
    year: style === "long" ? "numeric" : undefined,
    timeZone: "UTC",
  });
}
