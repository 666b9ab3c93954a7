import { Link } from "react-router";
import { formatMoney } from "#core/dashboard/money.ts";
import { formatMonth } from "#core/dashboard/months.ts";
import { ScrollTable } from "./scroll-table.tsx";

interface TLedgerFigures {
  paymentCount: number;
  paid: number;
  fees: number;
  refunds: number;
  payouts: number;
  net: number;
}

/** Payments, fees, refunds, net and payouts by month, each month linking to its entries, with the totals. */
export function LedgerTable({
  months,
  totals,
  currency,
}: {
  months: Array<TLedgerFigures & { month: string }>;
  totals: TLedgerFigures;
  currency: string;
}) {
  const money = (cents: number) => formatMoney(cents, currency);
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
              <td>
                {money(row.paid)}
                <span className="dashboard-table__count muted"> ({row.paymentCount})</span>
              </td>
              <td>{row.fees ? `−${money(row.fees)}` : money(0)}</td>
              <td>{row.refunds ? `−${money(row.refunds)}` : money(0)}</td>
              <td className="dashboard-table__net">{money(row.net)}</td>
              <td>{money(row.payouts)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>
              {money(totals.paid)}
              <span className="dashboard-table__count muted"> ({totals.paymentCount})</span>
            </td>
            <td>{totals.fees ? `−${money(totals.fees)}` : money(0)}</td>
            <td>{totals.refunds ? `−${money(totals.refunds)}` : money(0)}</td>
            <td className="dashboard-table__net">{money(totals.net)}</td>
            <td>{money(totals.payouts)}</td>
          </tr>
        </tfoot>
      </table>
    </ScrollTable>
  );
}
