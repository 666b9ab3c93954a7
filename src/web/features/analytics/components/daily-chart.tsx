import { ChartFrame } from "#web/components/chart-frame.tsx";
import { lazyPart } from "#web/components/lazy-part.tsx";
import { chartHeight, formatDay, formatDayShort, type TDailyPoint } from "../daily-points.ts";

/** The plain chart stays when recharts cannot load (offline), until the network is back. */
const LiveDailyChart = lazyPart(
  () => import("./live-daily-chart.tsx").then((module) => module.default),
  ({ points }) => <StaticDailyChart points={points} />,
);

const width = 640;
const padding = { top: 12, right: 8, bottom: 28, left: 48 };

/**
 * Events per day as bars: plain SVG from the server first (and without JavaScript), then recharts
 * with tooltips once the page has hydrated, loaded on this page only. A hidden table reads the
 * same figures to screen readers.
 */
export function DailyChart({ points, title, summary }: { points: TDailyPoint[]; title: string; summary: string }) {
  return (
    <ChartFrame
      id="daily-chart"
      title={title}
      summary={summary}
      plainChart={<StaticDailyChart points={points} />}
      liveChart={<LiveDailyChart points={points} title={title} />}
      table={
        <>
          <caption>{title}, by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Events</th>
              <th scope="col">Visitors</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <th scope="row">{formatDay(point.date)}</th>
                <td>{point.events}</td>
                <td>{point.visitors}</td>
              </tr>
            ))}
          </tbody>
        </>
      }
    />
  );
}

function StaticDailyChart({ points }: { points: TDailyPoint[] }) {
  const max = Math.max(1, ...points.map((point) => point.events));
  const plotWidth = width - padding.left - padding.right;
  const plotHeight = chartHeight - padding.top - padding.bottom;
  const slot = plotWidth / Math.max(1, points.length);
  const y = (value: number) => padding.top + ((max - value) / max) * plotHeight;
  const labelEvery = Math.ceil(points.length / 6);
  return (
    <svg
      className="dashboard-chart__static"
      viewBox={`0 0 ${width} ${chartHeight}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {[max, 0].map((value) => (
        <g key={value}>
          <line
            x1={padding.left}
            x2={width - padding.right}
            y1={y(value)}
            y2={y(value)}
            className="dashboard-chart__grid"
          />
          <text x={padding.left - 8} y={y(value) + 4} textAnchor="end" className="dashboard-chart__tick">
            {value}
          </text>
        </g>
      ))}
      {points.map((point, index) => {
        const x = padding.left + slot * index;
        return (
          <g key={point.date}>
            <rect
              x={x + slot * 0.15}
              y={y(point.events)}
              width={Math.max(1, slot * 0.7)}
              height={y(0) - y(point.events)}
              rx={2}
              fill="var(--color-primary)"
            />
            {index % labelEvery === 0 ? (
              <text x={x + slot / 2} y={chartHeight - 8} textAnchor="middle" className="dashboard-chart__tick">
                {formatDayShort(point.date)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
