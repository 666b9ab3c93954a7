import { type ReactNode, Suspense } from "react";
import { useHydrated } from "#web/features/recipes/use-hydrated.ts";

/**
 * A chart's frame: its title, a sentence with the figures that matter (visible to everyone), the
 * chart, and its figures as a table for screen readers. The server's plain SVG shows until the page
 * has hydrated and the interactive chart has loaded, so the box is never empty and nothing shifts.
 */
export function ChartFrame({
  id,
  title,
  summary,
  plainChart,
  liveChart,
  table,
}: {
  id: string;
  title: string;
  summary: ReactNode;
  /** The server's SVG, also shown while the live chart loads or when it cannot load. */
  plainChart: ReactNode;
  /** The interactive chart: a part loaded after hydration. */
  liveChart: ReactNode;
  /** The hidden table's caption, head and body. */
  table: ReactNode;
}) {
  const isHydrated = useHydrated();
  return (
    <figure className="dashboard-chart card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="dashboard-chart__title">
        {title}
      </h3>
      <figcaption className="dashboard-chart__summary">{summary}</figcaption>
      <div className="dashboard-chart__plot" data-chart-ready={isHydrated ? "true" : undefined}>
        {isHydrated ? <Suspense fallback={plainChart}>{liveChart}</Suspense> : plainChart}
      </div>
      {/* Hidden in a box: a table is never narrower than its content, so it would widen the page. */}
      <div className="visually-hidden">
        <table>{table}</table>
      </div>
    </figure>
  );
}
