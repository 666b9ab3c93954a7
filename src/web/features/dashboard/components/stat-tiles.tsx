export interface TStat {
  label: string;
  value: string;
  /** A short line under the figure (what it compares with). */
  note?: string;
}

/** The headline figures, largest first, in a grid that wraps to two columns on a phone. */
export function StatTiles({ stats, label }: { stats: TStat[]; label: string }) {
  return (
    <dl className="dashboard-stats" aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className="dashboard-stats__tile card">
          <dt className="dashboard-stats__label">{stat.label}</dt>
          <dd className="dashboard-stats__value tabular-nums">{stat.value}</dd>
          {stat.note ? <dd className="dashboard-stats__note muted">{stat.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
