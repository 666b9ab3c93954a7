/** Days on the analytics page's chart: UTC dates as YYYY-MM-DD, written for people. */
export interface TDailyPoint {
  date: string;
  events: number;
  visitors: number;
}

export const chartHeight = 240;

const longFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const shortFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Thu, Nov 26". */
export function formatDay(date: string): string {
  return longFormat.format(new Date(`${date}T00:00:00Z`));
}

/** "Nov 26". */
export function formatDayShort(date: string): string {
  return shortFormat.format(new Date(`${date}T00:00:00Z`));
}
