/**
 * What a dashboard chart shows, independent of how it is drawn: the server draws it as a plain SVG
 * (the first paint, and all there is without JavaScript), the browser then swaps in the interactive
 * recharts version, and a hidden table reads the same figures to screen readers.
 */
import { formatMoney } from "#core/dashboard/money.ts";
import { formatMonth, type TMonthKey } from "#core/dashboard/months.ts";

export type TChartColor = "primary" | "accent" | "spinner" | "warning";

export interface TChartSeries {
  key: string;
  label: string;
  kind: "bar" | "line" | "area";
  color: TChartColor;
}

export interface TChartRow {
  month: TMonthKey;
  values: Record<string, number>;
}

export interface TChartSpec {
  rows: TChartRow[];
  series: TChartSeries[];
  /** Money values are cents in `currency`. */
  unit: "money" | "count";
  currency: string;
}

export const chartHeight = 240;

export const chartColors: Record<TChartColor, string> = {
  primary: "var(--color-primary)",
  accent: "var(--color-accent)",
  spinner: "var(--color-spinner)",
  warning: "var(--color-warning)",
};

const countFormat = new Intl.NumberFormat("en-US");

/** A value as the tooltip and the table write it. */
export function formatValue(spec: Pick<TChartSpec, "unit" | "currency">, value: number): string {
  return spec.unit === "money" ? formatMoney(value, spec.currency) : countFormat.format(value);
}

/** A value as an axis tick writes it: whole units where the tick is whole ($5, not $5.00). */
export function formatTick(spec: Pick<TChartSpec, "unit" | "currency">, value: number): string {
  if (spec.unit === "count") return countFormat.format(value);
  return formatMoney(value, spec.currency, { isWhole: value % 100 === 0 });
}

export function formatAxisMonth(month: TMonthKey): string {
  return formatMonth(month, "short");
}

/** How many steps the value axis is cut into, about. */
const axisSteps = 4;

/**
 * A step for the value axis that reads well: 1, 2, 2.5 or 5 times a power of ten (a count never
 * steps by 2.5), at least a whole dollar or a whole count.
 */
function niceStep(rough: number, unit: TChartSpec["unit"]): number {
  const least = unit === "money" ? 100 : 1;
  if (rough <= least) return least;
  const power = 10 ** Math.floor(Math.log10(rough));
  const multiples = unit === "count" && power === 1 ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  return (multiples.find((multiple) => multiple * power >= rough) ?? 10) * power;
}

/**
 * The value range the axis spans and its ticks: always including zero, from a whole step below
 * the lowest value to a whole step above the highest ($0, $20, $40, $60 for a top of $49), so the
 * server's chart and the interactive one mark the same values.
 */
export function findValueRange(spec: TChartSpec): { min: number; max: number; ticks: number[] } {
  let low = 0;
  let high = 0;
  for (const row of spec.rows) {
    for (const series of spec.series) {
      const value = row.values[series.key] ?? 0;
      low = Math.min(low, value);
      high = Math.max(high, value);
    }
  }
  const step = niceStep((high - low) / axisSteps, spec.unit);
  const min = Math.floor(low / step) * step;
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  const ticks: number[] = [];
  for (let value = min; value <= max; value += step) ticks.push(value);
  return { min, max, ticks };
}

/** A chart with nothing to draw: every value of every month is zero (a flat line on an empty axis). */
export function isEmptyChart(spec: TChartSpec): boolean {
  return spec.rows.every((row) => spec.series.every((series) => (row.values[series.key] ?? 0) === 0));
}
