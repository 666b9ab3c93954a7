import { Lock } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { TMealPlanTeaser } from "#core/meal-plans/meal-plan-view.schema.ts";
import { mealSlotLabels } from "#core/meal-plans/meal-slots.ts";
import { track } from "#web/lib/analytics.ts";
import { formatRecipeCount } from "../format.ts";

/**
 * Where a subscribers' plan would be: what it covers, never its recipes (the page never receives
 * them), and the way to subscribe.
 */
export function PlanTeaser({ plan, isSignedIn }: { plan: TMealPlanTeaser; isSignedIn: boolean }) {
  const location = useLocation();
  const blog = plan.publication?.blog;
  const meals = plan.slots.map((slot) => mealSlotLabels[slot].toLowerCase());
  return (
    <section className="plan-teaser" aria-labelledby="plan-teaser-title">
      <div className="plan-teaser__ghost" aria-hidden="true">
        {Array.from({ length: Math.min(plan.dayCount, 7) * 2 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: decorative tiles.
          <span key={i} />
        ))}
      </div>
      <div className="plan-teaser__card">
        <span className="plan-teaser__icon">
          <Lock aria-hidden="true" size={22} />
        </span>
        <h2 id="plan-teaser-title">For subscribers of {blog?.title ?? "this blog"}</h2>
        <p>
          {formatRecipeCount(plan.recipeCount)} over {plan.dayCount} {plan.dayCount === 1 ? "day" : "days"}
          {meals.length > 0 ? `, for ${joinWords(meals)}` : ""}. Subscribe to see the whole plan and copy it into your
          week.
        </p>
        <Link
          to={blog ? `/p/blogs/${encodeURIComponent(blog.shortlink)}` : "/for-bloggers/subscriptions"}
          className="button"
          onClick={() =>
            track("subscription get-started click", { meal_plan_id: plan.id, meal_plan_title: plan.title })
          }
        >
          Subscribe to see the plan
        </Link>
        {isSignedIn ? null : (
          <p className="muted">
            Already a subscriber? <Link to={`/auth?redirectTo=${encodeURIComponent(location.pathname)}`}>Sign in</Link>
          </p>
        )}
      </div>
    </section>
  );
}

function joinWords(words: string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
