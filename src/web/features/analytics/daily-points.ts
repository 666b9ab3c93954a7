/** Days on the analytics page's chart: UTC dates as YYYY-MM-DD, written for people. */
import { formatDayAndMonth } from "#core/text/dates.ts";

export interface TDailyPoint {
  date: string;
  events: number;
  visitors: number;
}

export const chartHeight = 240;

const longFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "Thu 26 Nov". */
export function formatDay(date: string): string {
  return longFormat.format(new Date(`${date}T00:00:00Z`));
}

/** "26 Nov". */
export function formatDayShort(date: string): string {
  return formatDayAndMonth(`${date}T00:00:00Z`);
}
