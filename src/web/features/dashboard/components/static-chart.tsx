import {
  chartColors,
  chartHeight,
  findValueRange,
  formatAxisMonth,
  formatTick,
  type TChartSeries,
  type TChartSpec,
} from "../chart-spec.ts";

const width = 640;
const padding = { top: 12, right: 8, bottom: 28, left: 64 };

/**
 * The chart as plain SVG, drawn on the server: what the page shows before the interactive chart
 * has loaded, and without JavaScript. It scales to its box (viewBox), so it fits a phone too.
 */
export function StaticChart({ spec }: { spec: TChartSpec }) {
  const { min, max, ticks } = findValueRange(spec);
  const plotWidth = width - padding.left - padding.right;
  const plotHeight = chartHeight - padding.top - padding.bottom;
  const slot = plotWidth / Math.max(1, spec.rows.length);
  const y = (value: number) => padding.top + ((max - value) / (max - min)) * plotHeight;
  const bars = spec.series.filter((series) => series.kind === "bar");
  const lines = spec.series.filter((series) => series.kind !== "bar");
  const barWidth = Math.min(28, (slot * 0.7) / Math.max(1, bars.length));
  const centerOf = (index: number) => padding.left + slot * index + slot / 2;
  return (
    <svg
      className="dashboard-chart__static"
      viewBox={`0 0 ${width} ${chartHeight}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {ticks.map((value) => (
        <g key={value}>
          <line
            x1={padding.left}
            x2={width - padding.right}
            y1={y(value)}
            y2={y(value)}
            className="dashboard-chart__grid"
          />
          <text x={padding.left - 8} y={y(value) + 4} textAnchor="end" className="dashboard-chart__tick">
            {formatTick(spec, value)}
          </text>
        </g>
      ))}
      {spec.rows.map((row, index) => (
        <text
          key={row.month}
          x={centerOf(index)}
          y={chartHeight - 8}
          textAnchor="middle"
          className="dashboard-chart__tick"
        >
          {formatAxisMonth(row.month)}
        </text>
      ))}
      {bars.map((series, seriesIndex) =>
        spec.rows.map((row, index) => {
          const value = row.values[series.key] ?? 0;
          const x = centerOf(index) - (barWidth * bars.length) / 2 + seriesIndex * barWidth;
          return (
            <rect
              key={`${series.key}-${row.month}`}
              x={x}
              y={Math.min(y(value), y(0))}
              width={Math.max(1, barWidth - 2)}
              height={Math.abs(y(0) - y(value))}
              rx={3}
              fill={chartColors[series.color]}
            />
          );
        }),
      )}
      {lines.map((series) => (
        <StaticLine key={series.key} series={series} spec={spec} toX={centerOf} toY={y} />
      ))}
    </svg>
  );
}

/** The series' names under a chart of several, where the interactive chart puts its legend. */
export function StaticLegend({ spec }: { spec: TChartSpec }) {
  if (spec.series.length < 2) return null;
  return (
    <ul className="dashboard-chart__legend" aria-hidden="true">
      {spec.series.map((series) => (
        <li key={series.key}>
          <span className="dashboard-chart__swatch" style={{ background: chartColors[series.color] }} />
          {series.label}
        </li>
      ))}
    </ul>
  );
}

function StaticLine({
  series,
  spec,
  toX,
  toY,
}: {
  series: TChartSeries;
  spec: TChartSpec;
  toX: (index: number) => number;
  toY: (value: number) => number;
}) {
  const points = spec.rows.map((row, index) => `${toX(index)},${toY(row.values[series.key] ?? 0)}`);
  const color = chartColors[series.color];
  return (
    <g>
      {series.kind === "area" && points.length > 0 ? (
        <polygon
          points={`${toX(0)},${toY(0)} ${points.join(" ")} ${toX(points.length - 1)},${toY(0)}`}
          fill={color}
          fillOpacity={0.15}
        />
      ) : null}
      <polyline points={points.join(" ")} fill="none" stroke={color} strokeWidth={2.5} strokeLinejoin="round" />
    </g>
  );
}
