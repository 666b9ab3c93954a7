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

/** The value range the axis spans: always includes zero, and a little room above the top. */
export function findValueRange(spec: TChartSpec): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (const row of spec.rows) {
    for (const series of spec.series) {
      const value = row.values[series.key] ?? 0;
      min = Math.min(min, value);
      max = Math.max(max, value);
    }
  }
  if (max === min) max = min + (spec.unit === "money" ? 1000 : 1);
  return { min, max };
}
