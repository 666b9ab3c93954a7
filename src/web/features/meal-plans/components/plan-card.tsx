import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import type { TMealPlanSummary } from "#core/meal-plans/meal-plan-view.schema.ts";
import { formatPlanDates, formatRecipeCount } from "../format.ts";
import { visibilityLabel } from "./plan-header.tsx";

/**
 * A plan in a list: its first photo, title, dates and size, and who may see it. On its owner's own
 * list it also says whether it is published on their blog, which nobody else needs to know.
 */
export function PlanCard({ plan, isOwnList = false }: { plan: TMealPlanSummary; isOwnList?: boolean }) {
  const visibility = visibilityLabel(plan);
  const isVisibilityShown = isOwnList || plan.visibility !== "public";
  return (
    <Link to={`/meal_plan/${plan.id}`} className="plan-card card">
      <div className="plan-card__cover">
        {plan.coverUrl ? (
          <img src={plan.coverUrl} alt="" width={400} height={300} loading="lazy" decoding="async" />
        ) : (
          <CalendarDays aria-hidden="true" size={36} strokeWidth={1.5} />
        )}
      </div>
      <div className="plan-card__body">
        <h3 className="plan-card__title line-clamp-2">{plan.title}</h3>
        <p className="muted plan-card__meta">
          {formatPlanDates(plan.startDate, plan.dayCount)} · {formatRecipeCount(plan.recipeCount)}
        </p>
        {isVisibilityShown ? (
          <p className="plan-card__badges">
            <span className="pill">
              {visibility.icon} {visibility.text}
            </span>
            {isOwnList && plan.isPublished ? <span className="pill">Published</span> : null}
          </p>
        ) : null}
      </div>
    </Link>
  );
}

export function PlanCardList({
  plans,
  isOwnList = false,
}: {
  plans: readonly TMealPlanSummary[];
  isOwnList?: boolean;
}) {
  return (
    <ul className="plan-card-list">
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} isOwnList={isOwnList} />
        </li>
      ))}
    </ul>
  );
}
