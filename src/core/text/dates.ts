/**
 * Dates as Ladle prints them, in British order and in UTC so the server and the browser print the
 * same day: "5 Sept 2026" (short), "5 September 2026" (long) and "5 Sept" (a day in a month or
 * week the page names), as `Intl.DateTimeFormat("en-GB")`
 * writes them. Written out by hand because the first date formatter a page makes costs tens of
 * milliseconds on a phone, on pages (a recipe's reviews) that show a date while they hydrate.
 */

const longMonths = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const shortMonths = longMonths.map((month) => (month === "September" ? "Sept" : month.slice(0, 3)));

/** "5 Sept 2026". */
export function formatShortDate(date: Date | string): string {
  const day = new Date(date);
  return `${day.getUTCDate()} ${shortMonths[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** "5 September 2026". */
export function formatLongDate(date: Date | string): string {
  const day = new Date(date);
  return `${day.getUTCDate()} ${longMonths[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** "5 Sept": for a page whose month or year is said once above its dates. */
export function formatDayAndMonth(date: Date | string): string {
  const day = new Date(date);
  return `${day.getUTCDate()} ${shortMonths[day.getUTCMonth()]}`;
}
