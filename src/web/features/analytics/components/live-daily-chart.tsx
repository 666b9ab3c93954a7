/** The interactive events-per-day chart (recharts), loaded only on the analytics page after hydration. */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { chartHeight, formatDay, formatDayShort, type TDailyPoint } from "../daily-points.ts";

export default function LiveDailyChart({ points, title }: { points: TDailyPoint[]; title: string }) {
  return (
    <ResponsiveContainer width="100%" height={chartHeight} initialDimension={{ width: 640, height: chartHeight }}>
      <BarChart data={points} margin={{ top: 12, right: 8, bottom: 0, left: 0 }} accessibilityLayer title={title}>
        <CartesianGrid vertical={false} stroke="var(--color-border)" />
        <XAxis
          dataKey="date"
          tickFormatter={formatDayShort}
          tick={{ fill: "var(--color-muted)", fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: "var(--color-border)" }}
          interval="preserveStartEnd"
          minTickGap={16}
        />
        <YAxis
          tick={{ fill: "var(--color-muted)", fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={40}
          allowDecimals={false}
        />
        <Tooltip
          cursor={{ fill: "var(--color-surface-2)" }}
          labelFormatter={(date) => formatDay(String(date))}
          contentStyle={{
            background: "var(--color-surface)",
            border: "1px solid var(--color-border)",
            borderRadius: 12,
            color: "var(--color-text)",
          }}
        />
        <Bar
          dataKey="events"
          name="Events"
          fill="var(--color-primary)"
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
