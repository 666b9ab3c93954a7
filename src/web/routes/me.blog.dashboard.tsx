import "#web/styles/pages/common.css";
import "#web/styles/pages/dashboard.css";
import { ArrowRight, ExternalLink } from "lucide-react";
import { data, Link } from "react-router";
import { formatMoney } from "#core/dashboard/money.ts";
import { formatMonth } from "#core/dashboard/months.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { ChartFigure } from "#web/features/dashboard/components/chart-figure.tsx";
import { FirstSubscribers } from "#web/features/dashboard/components/first-subscribers.tsx";
import { StatTiles } from "#web/features/dashboard/components/stat-tiles.tsx";
import { TopRecipes } from "#web/features/dashboard/components/top-recipes.tsx";
import {
  buildEarningsChart,
  buildFollowerChart,
  buildMrrChart,
  buildSubscriberChart,
} from "#web/features/dashboard/dashboard-charts.ts";
import { throwAsPageError } from "#web/features/recipes/page-errors.server.ts";
import type { Route } from "./+types/me.blog.dashboard";

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Blog dashboard", noIndex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const { services, viewer, env } = context.get(appContext);
  if (!viewer?.blog) throw data(null, { status: 404 });
  const dashboard = await services.dashboard
    .loadOverview({ blogId: viewer.blog.id, userId: viewer.userId })
    .catch(throwAsPageError);
  return { ...dashboard, blogUrl: `${env.publicUrl}/p/blogs/${dashboard.blog.shortlink}` };
}

const countFormat = new Intl.NumberFormat("en-US");
const noFollowersYet =
  "No followers yet. Readers who follow you are counted here month by month: they're the ones most likely to subscribe.";
const plural = (count: number, one: string, many: string) => `${countFormat.format(count)} ${count === 1 ? one : many}`;

export default function BlogDashboardPage({ loaderData }: Route.ComponentProps) {
  const { blog, now, currency, month, subscribers, earnings, followers, topRecipes, blogUrl } = loaderData;
  const money = (cents: number) => formatMoney(cents, currency);
  const monthName = formatMonth(month);
  const yearEarnings = earnings.reduce((sum, row) => sum + row.net, 0);
  const yearFollowers = followers.reduce((sum, row) => sum + row.new, 0);
  return (
    <div className="page dashboard-page">
      <header className="dashboard-header">
        <div>
          <p className="eyebrow">{blog.title}</p>
          <h1>Blog dashboard</h1>
        </div>
        <nav className="dashboard-header__links cluster" aria-label="Dashboard">
          <Link to="/me/blog/dashboard/history" className="button button--secondary">
            Earnings history <ArrowRight size={18} aria-hidden="true" />
          </Link>
          <Link to={`/p/blogs/${blog.shortlink}`} className="button button--ghost">
            View your blog <ExternalLink size={18} aria-hidden="true" />
          </Link>
        </nav>
      </header>

      <StatTiles
        label={`This month, ${monthName}`}
        stats={[
          {
            label: "Subscribers",
            value: countFormat.format(now.activeSubscribers),
            note: `${now.newSubscribers} joined, ${now.churnedSubscribers} left this month`,
          },
          { label: "Monthly recurring revenue", value: money(now.mrr), note: "Yearly plans count as a twelfth" },
          {
            label: `Earned in ${formatMonth(month, "short")}`,
            value: money(now.earnings),
            note: "After Ladle's fee and refunds",
          },
          {
            label: "Followers",
            value: countFormat.format(now.followers),
            note: `${followers.at(-1)?.new ?? 0} new this month`,
          },
        ]}
      />

      {loaderData.hasSubscribers ? (
        <div className="dashboard-grid">
          <ChartFigure
            id="chart-subscribers"
            title="Subscribers"
            spec={buildSubscriberChart(loaderData)}
            empty="No subscribers in the last 12 months."
            summary={`${plural(now.activeSubscribers, "subscriber", "subscribers")} now: ${now.newSubscribers} joined and ${now.churnedSubscribers} left in ${monthName}.`}
          />
          <ChartFigure
            id="chart-mrr"
            title="Monthly recurring revenue"
            spec={buildMrrChart(loaderData)}
            empty="No recurring revenue in the last 12 months."
            summary={`${money(now.mrr)} a month now, from ${money(subscribers[0].mrr)} at the end of ${formatMonth(subscribers[0].month)}.`}
          />
          <ChartFigure
            id="chart-earnings"
            title="Earnings"
            spec={buildEarningsChart(loaderData)}
            empty="No earnings in the last 12 months: each month's shows here once a payment arrives."
            summary={`${money(now.earnings)} in ${monthName} after Ladle's fee and refunds; ${money(yearEarnings)} over the last 12 months.`}
          />
          <ChartFigure
            id="chart-followers"
            title="Followers"
            spec={buildFollowerChart(loaderData)}
            summary={`${plural(now.followers, "follower", "followers")}, ${yearFollowers} of them new in the last 12 months.`}
            empty={noFollowersYet}
          />
        </div>
      ) : (
        <>
          <FirstSubscribers hasPrices={loaderData.hasPrices} blogUrl={blogUrl} />
          <div className="dashboard-grid">
            <ChartFigure
              id="chart-followers"
              title="Followers"
              spec={buildFollowerChart(loaderData)}
              summary={`${plural(now.followers, "follower", "followers")}, ${yearFollowers} of them new in the last 12 months. Followers are the readers most likely to subscribe.`}
              empty={noFollowersYet}
            />
          </div>
        </>
      )}

      <section className="dashboard-section" aria-labelledby="dashboard-top-title">
        <h2 id="dashboard-top-title">Top recipes, last {topRecipes.days} days</h2>
        <div className="dashboard-grid">
          <TopRecipes
            id="top-viewed"
            title="Most viewed"
            unit={{ one: "view", many: "views" }}
            recipes={topRecipes.byViews}
            empty={`No views in the last ${topRecipes.days} days. Recipes you publish on your blog show up here as readers open them.`}
          />
          <TopRecipes
            id="top-saved"
            title="Most saved"
            unit={{ one: "save", many: "saves" }}
            recipes={topRecipes.bySaves}
            empty={`No saves in the last ${topRecipes.days} days. When readers save your recipes to their collections, they show up here.`}
          />
        </div>
      </section>
    </div>
  );
}
