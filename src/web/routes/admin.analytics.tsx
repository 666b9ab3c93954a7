import "#web/styles/pages/common.css";
import "#web/styles/pages/dashboard.css";
import "#web/styles/pages/admin-analytics.css";
import { data } from "react-router";
import { appContext } from "#web/context.ts";
import { DailyChart } from "#web/features/analytics/components/daily-chart.tsx";
import { FunnelSteps } from "#web/features/analytics/components/funnel-steps.tsx";
import { LatestEvents } from "#web/features/analytics/components/latest-events.tsx";
import { RankedCounts } from "#web/features/analytics/components/ranked-counts.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import { StatTiles } from "#web/features/dashboard/components/stat-tiles.tsx";
import type { Route } from "./+types/admin.analytics";

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Analytics", noIndex: true });

/** For Ladle's administrators only; anyone else is told there is no such page. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer?.isAdmin) throw data(null, { status: 404 });
  const [summary, latest] = await Promise.all([
    services.analytics.loadSummary({ days: 30 }),
    services.analytics.listEvents({ limit: 25 }),
  ]);
  return { summary, latest: latest.items };
}

const countFormat = new Intl.NumberFormat("en-US");

export default function AdminAnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { summary, latest } = loaderData;
  const { totals, perDay } = summary;
  const today = perDay.at(-1);
  const busiest = perDay.reduce((best, day) => (day.events > best.events ? day : best), perDay[0]);
  return (
    <div className="page dashboard-page admin-analytics">
      <header className="dashboard-header">
        <div>
          <p className="eyebrow">Ladle team</p>
          <h1>Analytics</h1>
          <p className="dashboard-header__lead muted">
            What readers did on Ladle over the last {summary.days} days, from the events their browsers sent. Days are
            UTC.
          </p>
        </div>
      </header>

      <StatTiles
        label={`The last ${summary.days} days`}
        stats={[
          { label: "Events", value: countFormat.format(totals.events), note: `${today?.events ?? 0} today` },
          { label: "Visitors", value: countFormat.format(totals.visitors), note: "Browsers, signed in or not" },
          { label: "Signed-in cooks", value: countFormat.format(totals.signedInUsers), note: "Accounts seen" },
        ]}
      />

      {totals.events === 0 ? (
        <p className="admin-analytics__empty card">
          No events in the last {summary.days} days. They arrive a few seconds after someone opens a page.
        </p>
      ) : (
        <>
          <DailyChart
            points={perDay}
            title="Events per day"
            summary={`${countFormat.format(totals.events)} events from ${countFormat.format(totals.visitors)} visitors; the busiest day had ${countFormat.format(busiest?.events ?? 0)}.`}
          />
          <section className="dashboard-section" aria-labelledby="funnel-title">
            <h2 id="funnel-title">Search to save</h2>
            <FunnelSteps steps={summary.funnel} />
          </section>
          <div className="dashboard-grid">
            <RankedCounts
              id="top-events"
              title="Top events"
              rows={summary.topEvents.map((row) => ({ label: row.name, count: row.events, visitors: row.visitors }))}
            />
            <RankedCounts
              id="top-pages"
              title="Most viewed pages"
              rows={summary.topPages.map((row) => ({ label: row.page, count: row.views, visitors: row.visitors }))}
            />
          </div>
          <section className="dashboard-section" aria-labelledby="latest-title">
            <h2 id="latest-title">Latest events</h2>
            <LatestEvents events={latest} />
          </section>
        </>
      )}
    </div>
  );
}
