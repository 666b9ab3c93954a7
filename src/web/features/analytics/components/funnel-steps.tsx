import type { TAnalyticsSummary } from "#core/analytics/analytics.schema.ts";

const countFormat = new Intl.NumberFormat("en-US");
const percentFormat = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 0 });

/**
 * The search funnel: distinct visitors who, on one day, searched, then opened a recipe, then saved
 * one; each step with its share of the step before.
 */
export function FunnelSteps({ steps }: { steps: TAnalyticsSummary["funnel"] }) {
  const first = steps[0]?.visitors ?? 0;
  return (
    <ol className="admin-funnel card">
      {steps.map((step, index) => {
        const before = index === 0 ? null : steps[index - 1].visitors;
        const share = first > 0 ? step.visitors / first : 0;
        return (
          <li key={step.step} className="admin-funnel__step" data-step={step.step}>
            <span className="admin-funnel__label">{step.label}</span>
            <span className="admin-funnel__count tabular-nums">
              {countFormat.format(step.visitors)} {step.visitors === 1 ? "visitor" : "visitors"}
            </span>
            <span className="admin-funnel__rate muted">
              {before === null
                ? "Visitors who searched"
                : before > 0
                  ? `${percentFormat.format(step.visitors / before)} of the step before`
                  : "Nobody reached the step before"}
            </span>
            <span className="dashboard-top__bar admin-funnel__bar" aria-hidden="true">
              <span style={{ width: `${Math.max(2, share * 100)}%` }} />
            </span>
          </li>
        );
      })}
    </ol>
  );
}
