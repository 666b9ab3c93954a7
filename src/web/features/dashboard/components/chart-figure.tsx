import { type ReactNode, Suspense, useEffect, useState } from "react";
import { formatMonth } from "#core/dashboard/months.ts";
import { lazyPart } from "#web/components/lazy-part.tsx";
import { formatValue, type TChartSpec } from "../chart-spec.ts";
import { StaticChart, StaticLegend } from "./static-chart.tsx";

/** The server's chart stays when the interactive one cannot load (offline), until the network is back. */
const LiveChart = lazyPart(
  () => import("./live-chart.tsx").then((module) => module.default),
  ({ spec }) => (
    <>
      <StaticChart spec={spec} />
      <StaticLegend spec={spec} />
    </>
  ),
);

/**
 * One chart: its title, a sentence with the figures that matter (visible to everyone), the chart,
 * and the whole series as a table for screen readers. The server's SVG stays until the
 * interactive chart has loaded, so the box is never empty and nothing shifts.
 */
export function ChartFigure({
  id,
  title,
  summary,
  spec,
}: {
  id: string;
  title: string;
  summary: ReactNode;
  spec: TChartSpec;
}) {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  const fallback = (
    <>
      <StaticChart spec={spec} />
      <StaticLegend spec={spec} />
    </>
  );
  return (
    <figure className="dashboard-chart card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="dashboard-chart__title">
        {title}
      </h3>
      <figcaption className="dashboard-chart__summary">{summary}</figcaption>
      <div className="dashboard-chart__plot" data-chart-ready={isHydrated ? "true" : undefined}>
        {isHydrated ? (
          <Suspense fallback={fallback}>
            <LiveChart spec={spec} title={title} />
          </Suspense>
        ) : (
          fallback
        )}
      </div>
      {/* Hidden in a box: a table is never narrower than its content, so it would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}, by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {spec.series.map((series) => (
                <th key={series.key} scope="col">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {spec.rows.map((row) => (
              <tr key={row.month}>
                <th scope="row">{formatMonth(row.month)}</th>
                {spec.series.map((series) => (
                  <td key={series.key}>{formatValue(spec, row.values[series.key] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
