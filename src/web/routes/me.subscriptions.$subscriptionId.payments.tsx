import "#web/styles/pages/common.css";
import "#web/styles/pages/subscriptions.css";
import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { EmptyState } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { throwAsPageError } from "#web/features/recipes/page-errors.server.ts";
import { formatDay, formatMoney } from "#web/features/subscriptions/format.ts";
import type { Route } from "./+types/me.subscriptions.$subscriptionId.payments";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, { title: args.data ? `Payments to ${args.data.subscription.blog.title}` : "Payments", noIndex: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  return services.subscriptions
    .listPayments({ userId: viewer.userId, subscriptionId: params.subscriptionId })
    .catch(throwAsPageError);
}

const statusText = { paid: "Paid", refunded: "Refunded", failed: "Failed" } as const;

/** A duplicate subscription's payment is given back: the page says so, and why. */
const duplicateText = {
  paid: "Being refunded: you already subscribed to this blog",
  refunded: "Refunded: you already subscribed to this blog",
  failed: statusText.failed,
} as const;

export default function PaymentsPage({ loaderData }: Route.ComponentProps) {
  const { subscription, payments } = loaderData;
  return (
    <div className="page subscriptions-page">
      <Link to={`/me/subscriptions/${subscription.id}`} className="page-link subscriptions-page__back">
        <ArrowLeft aria-hidden="true" size={16} /> {subscription.blog.title}
      </Link>
      <h1>Payments to {subscription.blog.title}</h1>
      {payments.length === 0 ? (
        <EmptyState text="No payments yet." />
      ) : (
        <div className="payments-table__scroll">
          <table className="payments-table">
            <caption className="visually-hidden">Payments, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Period</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Receipt</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{formatDay(payment.paidAt)}</td>
                  <td>
                    {payment.periodStart && payment.periodEnd
                      ? `${formatDay(payment.periodStart)} – ${formatDay(payment.periodEnd)}`
                      : "—"}
                  </td>
                  <td>{formatMoney(payment.amount, payment.currency)}</td>
                  <td>
                    {(subscription.isDuplicate ? duplicateText : statusText)[payment.status]}
                    {payment.status === "refunded" && payment.refundedAmount < payment.amount
                      ? ` (${formatMoney(payment.refundedAmount, payment.currency)})`
                      : ""}
                  </td>
                  <td>
                    {payment.receiptUrl && payment.status !== "failed" ? (
                      <a href={payment.receiptUrl} target="_blank" rel="noreferrer">
                        Receipt<span className="visually-hidden"> for {formatDay(payment.paidAt)}</span>
                      </a>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
