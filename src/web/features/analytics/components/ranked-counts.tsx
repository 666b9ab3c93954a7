const countFormat = new Intl.NumberFormat("en-US");

export interface TRankedRow {
  label: string;
  count: number;
  visitors: number;
}

/** A ranked list with a bar per row, as long as its count is against the first's. */
export function RankedCounts({ id, title, rows }: { id: string; title: string; rows: TRankedRow[] }) {
  const top = rows[0]?.count ?? 1;
  return (
    <section className="dashboard-top card" aria-labelledby={id}>
      <h3 id={id} className="dashboard-chart__title">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="muted">Nothing yet.</p>
      ) : (
        <ol className="dashboard-top__list">
          {rows.map((row) => (
            <li key={row.label} className="dashboard-top__item">
              <span className="dashboard-top__title">{row.label}</span>
              <span className="dashboard-top__count tabular-nums">
                {countFormat.format(row.count)} · {countFormat.format(row.visitors)}{" "}
                {row.visitors === 1 ? "visitor" : "visitors"}
              </span>
              <span className="dashboard-top__bar" aria-hidden="true">
                <span style={{ width: `${Math.max(4, (row.count / top) * 100)}%` }} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
