import { Link } from "react-router";
import type { TLedgerTotals } from "#core/dashboard/ledger.ts";
import { formatMoney } from "#core/dashboard/money.ts";
import { formatMonth } from "#core/dashboard/months.ts";
import { ScrollTable } from "./scroll-table.tsx";

/** Payments, fees, refunds, net and payouts by month, each month linking to its entries, with the totals. */
export function LedgerTable({
  months,
  totals,
  currency,
}: {
  months: Array<TLedgerTotals & { month: string }>;
  totals: TLedgerTotals;
  currency: string;
}) {
  return (
    <ScrollTable labelledBy="ledger-caption">
      <table className="dashboard-table">
        <caption id="ledger-caption" className="visually-hidden">
          Earnings by month, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Payments</th>
            <th scope="col">Ladle's fee</th>
            <th scope="col">Refunds</th>
            <th scope="col">Net</th>
            <th scope="col">Paid out</th>
          </tr>
        </thead>
        <tbody>
          {months.map((row) => (
            <tr key={row.month}>
              <th scope="row">
                <Link to={`/me/blog/dashboard/history/${row.month}`}>{formatMonth(row.month)}</Link>
              </th>
              <LedgerCells figures={row} currency={currency} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <LedgerCells figures={totals} currency={currency} />
          </tr>
        </tfoot>
      </table>
    </ScrollTable>
  );
}

/** Payments (with their count), fee, refunds, net and payouts: one month's row or the totals. */
function LedgerCells({ figures, currency }: { figures: TLedgerTotals; currency: string }) {
  const money = (cents: number) => formatMoney(cents, currency);
  const less = (cents: number) => (cents ? `−${money(cents)}` : money(0));
  return (
    <>
      <td>
        {money(figures.paid)}
        <span className="dashboard-table__count muted"> ({figures.paymentCount})</span>
      </td>
      <td>{less(figures.fees)}</td>
      <td>{less(figures.refunds)}</td>
      <td className="dashboard-table__net">{money(figures.net)}</td>
      <td>{money(figures.payouts)}</td>
    </>
  );
}
