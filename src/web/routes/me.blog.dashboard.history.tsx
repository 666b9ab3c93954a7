import "#web/styles/pages/common.css";
import "#web/styles/pages/dashboard.css";
import { ArrowLeft, Receipt } from "lucide-react";
import { data, Link } from "react-router";
import { EmptyState } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { LedgerTable } from "#web/features/dashboard/components/ledger-table.tsx";
import { throwAsPageError } from "#web/features/recipes/page-errors.server.ts";
import type { Route } from "./+types/me.blog.dashboard.history";

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Earnings history", noIndex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer?.blog) throw data(null, { status: 404 });
  return services.dashboard.loadHistory({ blogId: viewer.blog.id, userId: viewer.userId }).catch(throwAsPageError);
}

export default function DashboardHistoryPage({ loaderData }: Route.ComponentProps) {
  const { blog, months, totals, currency } = loaderData;
  return (
    <div className="page dashboard-page">
      <Link to="/me/blog/dashboard" className="dashboard-back">
        <ArrowLeft size={18} aria-hidden="true" /> Dashboard
      </Link>
      <header className="dashboard-header">
        <div>
          <p className="eyebrow">{blog.title}</p>
          <h1>Earnings history</h1>
          <p className="muted dashboard-header__lead">
            What subscribers paid each month, less Ladle's fee and refunds, and what reached your bank. A refund counts
            in the month it was made. Months are in UTC.
          </p>
        </div>
      </header>
      {months.length > 0 ? (
        <LedgerTable months={months} totals={totals} currency={currency} />
      ) : (
        <EmptyState
          icon={<Receipt aria-hidden="true" size={32} className="muted" />}
          text="No payments yet. Each month appears here from your first subscriber's payment, with every refund and payout."
          action={{ to: "/me/blog/dashboard", label: "Back to your dashboard" }}
        />
      )}
    </div>
  );
}
