import { CookingPot, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { TMealPlanEntry } from "#core/meal-plans/meal-plan-view.schema.ts";
import { formatMinutes } from "#web/features/recipes/format.ts";
import { formatServings } from "../format.ts";

/** One dish in a meal: photo, title, servings and the cook's note; `children` adds controls (the editor). */
export function PlanEntryCard({ entry, children }: { entry: TMealPlanEntry; children?: ReactNode }) {
  const { recipe } = entry;
  const details = [formatServings(entry.servings), recipe.totalMinutes ? formatMinutes(recipe.totalMinutes) : null];
  return (
    // Without controls of its own, the whole card opens the recipe (plan-entry--linked).
    <div className={children ? "plan-entry" : "plan-entry plan-entry--linked"}>
      <div className="plan-entry__media" aria-hidden="true">
        {recipe.imageUrl ? (
          <img src={recipe.imageUrl} alt="" width={96} height={72} loading="lazy" decoding="async" />
        ) : (
          <CookingPot size={24} strokeWidth={1.5} />
        )}
      </div>
      <div className="plan-entry__body">
        <Link to={`/recipe/${recipe.id}`} className="plan-entry__title line-clamp-2">
          {recipe.title}
        </Link>
        <p className="plan-entry__meta">
          {recipe.isPaywalled ? (
            <span className="plan-entry__lock">
              <Lock aria-hidden="true" size={12} /> Subscribers
              <span className="visually-hidden">,</span>
            </span>
          ) : null}
          {details.filter(Boolean).join(" · ")}
        </p>
        {entry.note ? <p className="plan-entry__note">{entry.note}</p> : null}
        {children}
      </div>
    </div>
  );
}
