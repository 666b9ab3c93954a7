/**
 * The interactive chart (recharts): tooltips on hover and, through recharts' accessibility layer,
 * on the keyboard (focus the chart, then the arrow keys). Loaded only on the dashboard, after the
 * page has hydrated, so recharts never weighs on another page.
 */
import { useEffect, useRef } from "react";
import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatMonth } from "#core/dashboard/months.ts";
import {
  chartColors,
  chartHeight,
  findValueRange,
  formatAxisMonth,
  formatTick,
  formatValue,
  type TChartSpec,
} from "../chart-spec.ts";

/**
 * recharts makes its chart focusable with a `tabIndex` attribute on the <svg>. Preact writes SVG
 * attributes by their given name, and an SVG element's attribute names are case-sensitive, so the
 * browser never sees a `tabindex`: the keyboard could not reach the chart. This copies it over
 * whenever recharts (re)draws.
 */
function useFocusableSurface() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const fix = () => {
      for (const surface of box.querySelectorAll("svg.recharts-surface")) {
        const value = surface.getAttribute("tabIndex");
        if (value !== null && surface.getAttribute("tabindex") !== value) surface.setAttribute("tabindex", value);
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(box, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return ref;
}

export default function LiveChart({ spec, title }: { spec: TChartSpec; title: string }) {
  const surfaceBox = useFocusableSurface();
  const data = spec.rows.map((row) => ({ month: row.month, ...row.values }));
  const { min, max, ticks } = findValueRange(spec);
  return (
    <div ref={surfaceBox}>
      <ResponsiveContainer width="100%" height={chartHeight} initialDimension={{ width: 640, height: chartHeight }}>
        <ComposedChart data={data} margin={{ top: 12, right: 8, bottom: 0, left: 8 }} accessibilityLayer title={title}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis
            dataKey="month"
            tickFormatter={formatAxisMonth}
            tick={{ fill: "var(--color-muted)", fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: "var(--color-border)" }}
            interval="preserveStartEnd"
            minTickGap={8}
          />
          <YAxis
            domain={[min, max]}
            ticks={ticks}
            tickFormatter={(value: number) => formatTick(spec, value)}
            tick={{ fill: "var(--color-muted)", fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={spec.unit === "money" ? 64 : 40}
            allowDecimals={false}
          />
          <Tooltip
            cursor={{ fill: "var(--color-surface-2)" }}
            labelFormatter={(month) => formatMonth(String(month))}
            formatter={(value, name) => [formatValue(spec, Number(value)), name]}
            contentStyle={{
              background: "var(--color-surface)",
              border: "1px solid var(--color-border)",
              borderRadius: 12,
              color: "var(--color-text)",
            }}
          />
          {spec.series.length > 1 ? <Legend iconType="circle" wrapperStyle={{ fontSize: 14 }} /> : null}
          {spec.series.map((series) => {
            const color = chartColors[series.color];
            if (series.kind === "bar") {
              return (
                <Bar
                  key={series.key}
                  dataKey={series.key}
                  name={series.label}
                  fill={color}
                  radius={[3, 3, 0, 0]}
                  isAnimationActive={false}
                />
              );
            }
            const lineProps = {
              dataKey: series.key,
              name: series.label,
              stroke: color,
              strokeWidth: 2.5,
              type: "linear" as const,
              isAnimationActive: false,
            };
            if (series.kind === "area") {
              return <Area key={series.key} {...lineProps} fill={color} fillOpacity={0.15} />;
            }
            return <Line key={series.key} {...lineProps} dot={false} />;
          })}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
