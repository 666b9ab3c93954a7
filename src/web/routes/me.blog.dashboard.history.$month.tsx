import "#web/styles/pages/common.css";
import "#web/styles/pages/dashboard.css";
import { ArrowLeft, ChevronLeft, ChevronRight } from "lucide-react";
import { data, Link } from "react-router";
import { formatMoney } from "#core/dashboard/money.ts";
import { formatMonth, isMonthKey } from "#core/dashboard/months.ts";
import { formatDayAndMonth } from "#core/text/dates.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { ScrollTable } from "#web/features/dashboard/components/scroll-table.tsx";
import { StatTiles } from "#web/features/dashboard/components/stat-tiles.tsx";
import { throwAsPageError } from "#web/features/recipes/page-errors.server.ts";
import type { Route } from "./+types/me.blog.dashboard.history.$month";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    title: args.data ? `Earnings in ${formatMonth(args.data.month)}` : "Month history",
    noIndex: true,
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  // Only a real YYYY-MM is a page; anything else is an address that does not exist.
  if (!viewer?.blog || !isMonthKey(params.month)) throw data(null, { status: 404 });
  return services.dashboard
    .loadMonth({ blogId: viewer.blog.id, userId: viewer.userId, month: params.month })
    .catch(throwAsPageError);
}

const statusLabels: Record<string, string> = {
  paid: "Paid",
  refunded: "Refunded",
  failed: "Failed",
  pending: "On its way",
};

export default function DashboardMonthPage({ loaderData }: Route.ComponentProps) {
  const { blog, month, totals, payments, refunds, payouts, currency, previousMonth, nextMonth } = loaderData;
  const money = (cents: number) => formatMoney(cents, currency);
  const monthName = formatMonth(month);
  return (
    <div className="page dashboard-page">
      <Link to="/me/blog/dashboard/history" className="dashboard-back">
        <ArrowLeft size={18} aria-hidden="true" /> Earnings history
      </Link>
      <header className="dashboard-header">
        <div>
          <p className="eyebrow">{blog.title}</p>
          <h1>{monthName}</h1>
        </div>
        <nav className="dashboard-header__links cluster" aria-label="Other months">
          {previousMonth ? (
            <Link to={`/me/blog/dashboard/history/${previousMonth}`} className="button button--ghost">
              <ChevronLeft size={18} aria-hidden="true" /> {formatMonth(previousMonth)}
            </Link>
          ) : null}
          {nextMonth ? (
            <Link to={`/me/blog/dashboard/history/${nextMonth}`} className="button button--ghost">
              {formatMonth(nextMonth)} <ChevronRight size={18} aria-hidden="true" />
            </Link>
          ) : null}
        </nav>
      </header>

      <StatTiles
        label={`Totals for ${monthName}`}
        stats={[
          { label: "Payments", value: money(totals.paid), note: `${totals.paymentCount} in ${monthName}` },
          { label: "Ladle's fee", value: money(totals.fees) },
          { label: "Refunds", value: money(totals.refunds) },
          { label: "Net", value: money(totals.net), note: "Payments − fee − refunds" },
          { label: "Paid out", value: money(totals.payouts) },
        ]}
      />

      <EntryTable
        id="month-payments"
        title="Payments"
        empty={`No payments in ${monthName}.`}
        headings={["Date", "Plan", "Amount", "Ladle's fee", "Status"]}
        rows={payments.map((payment) => ({
          key: payment.id,
          cells: [
            formatDayAndMonth(payment.paidAt),
            payment.interval === "year" ? "Yearly" : "Monthly",
            money(payment.amount),
            money(payment.fee),
            statusLabels[payment.status] ?? payment.status,
          ],
        }))}
      />
      <EntryTable
        id="month-refunds"
        title="Refunds"
        empty={`No refunds in ${monthName}.`}
        headings={["Date", "Payment of", "Amount refunded", "Ladle's fee given back"]}
        rows={refunds.map((refund) => ({
          key: refund.paymentId,
          cells: [
            formatDayAndMonth(refund.refundedAt),
            formatMonth(new Date(refund.paidAt).toISOString().slice(0, 7)),
            money(refund.amount),
            money(refund.feeReturned),
          ],
        }))}
      />
      <EntryTable
        id="month-payouts"
        title="Payouts"
        empty={`No payouts in ${monthName}.`}
        headings={["Arrives", "Amount", "Status"]}
        rows={payouts.map((payout) => ({
          key: payout.id,
          cells: [
            formatDayAndMonth(payout.arrivalAt),
            money(payout.amount),
            statusLabels[payout.status] ?? payout.status,
          ],
        }))}
      />
    </div>
  );
}

function EntryTable({
  id,
  title,
  empty,
  headings,
  rows,
}: {
  id: string;
  title: string;
  empty: string;
  headings: string[];
  rows: Array<{ key: string; cells: string[] }>;
}) {
  return (
    <section className="dashboard-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ScrollTable labelledBy={id}>
          <table className="dashboard-table">
            <thead>
              <tr>
                {headings.map((heading) => (
                  <th key={heading} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}
