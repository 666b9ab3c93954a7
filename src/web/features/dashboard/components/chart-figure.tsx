import type { ReactNode } from "react";
import { formatMonth } from "#core/dashboard/months.ts";
import { ChartFrame } from "#web/components/chart-frame.tsx";
import { lazyPart } from "#web/components/lazy-part.tsx";
import { formatValue, isEmptyChart, type TChartSpec } from "../chart-spec.ts";
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
 * One chart of the dashboard, by month, in the shared frame (title, summary, hidden table). With
 * nothing to draw (every month zero) it says so in `empty` instead of drawing an empty axis.
 */
export function ChartFigure({
  id,
  title,
  summary,
  spec,
  empty,
}: {
  id: string;
  title: string;
  summary: ReactNode;
  spec: TChartSpec;
  empty: string;
}) {
  if (isEmptyChart(spec)) {
    return (
      <section className="dashboard-chart dashboard-chart--empty card" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="dashboard-chart__title">
          {title}
        </h3>
        <p className="dashboard-chart__empty">{empty}</p>
      </section>
    );
  }
  return (
    <ChartFrame
      id={id}
      title={title}
      summary={summary}
      plainChart={
        <>
          <StaticChart spec={spec} />
          <StaticLegend spec={spec} />
        </>
      }
      liveChart={<LiveChart spec={spec} title={title} />}
      table={
        <>
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
        </>
      }
    />
  );
}
