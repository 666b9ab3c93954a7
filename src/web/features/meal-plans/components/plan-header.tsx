import "#web/styles/components/cards.css";
import { CalendarDays, Globe, Lock, Newspaper } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TMealPlanView } from "#core/meal-plans/meal-plan-view.schema.ts";
import { formatDiet } from "#web/features/recipes/format.ts";
import { formatPlanDates, formatRecipeCount } from "../format.ts";

/** Who may see the plan, in words. */
export function visibilityLabel(plan: Pick<TMealPlanView, "visibility">): { icon: ReactNode; text: string } {
  if (plan.visibility === "private") return { icon: <Lock aria-hidden="true" size={14} />, text: "Private" };
  if (plan.visibility === "paywalled") return { icon: <Lock aria-hidden="true" size={14} />, text: "Subscribers" };
  return { icon: <Globe aria-hidden="true" size={14} />, text: "Public" };
}

/** The plan's title, what it covers, who made it, where it is published, and the page's actions. */
export function PlanHeader({
  plan,
  eyebrow,
  actions,
}: {
  plan: TMealPlanView;
  eyebrow?: ReactNode;
  actions?: ReactNode;
}) {
  const visibility = visibilityLabel(plan);
  return (
    <header className="plan-header">
      {eyebrow ? <p className="eyebrow plan-header__eyebrow">{eyebrow}</p> : null}
      <h1 className="plan-header__title">{plan.title}</h1>
      {plan.description ? <p className="plan-header__description">{plan.description}</p> : null}
      <p className="plan-header__meta">
        <span>
          <CalendarDays aria-hidden="true" size={16} /> {formatPlanDates(plan.startDate, plan.dayCount)}
        </span>
        <span>{formatRecipeCount(plan.recipeCount)}</span>
        <span>
          by <Link to={`/u/${plan.owner.username}`}>{plan.owner.name}</Link>
        </span>
        {plan.isOwner || plan.visibility !== "public" ? (
          <span className="plan-header__visibility">
            {visibility.icon} {visibility.text}
          </span>
        ) : null}
        {plan.publication ? (
          <span>
            <Newspaper aria-hidden="true" size={16} />{" "}
            <Link to={plan.publication.path}>On {plan.publication.blog.title}</Link>
          </span>
        ) : null}
      </p>
      {plan.diets.length > 0 ? (
        <ul className="diet-chips" aria-label="Diets">
          {plan.diets.map((diet) => (
            <li key={diet} className="diet-chip">
              {formatDiet(diet)}
            </li>
          ))}
        </ul>
      ) : null}
      {actions ? <div className="plan-header__actions">{actions}</div> : null}
    </header>
  );
}
