import { CalendarDays, Lock } from "lucide-react";
import { Link } from "react-router";
import type { TBlogMealPlan } from "#core/blogs/blog.schema.ts";

/** A plan on a blog: title, photo and counts; a subscribers' plan says so and names no recipe. */
export function BlogPlanCard({ plan }: { plan: TBlogMealPlan }) {
  const days = plan.dayCount === 1 ? "1 day" : `${plan.dayCount} days`;
  const recipes = plan.recipeCount === 1 ? "1 recipe" : `${plan.recipeCount} recipes`;
  return (
    <article className="blog-plan-card">
      <div className="blog-plan-card__photo">
        {plan.coverUrl ? (
          <img src={plan.coverUrl} alt="" width={400} height={300} loading="lazy" />
        ) : (
          <CalendarDays aria-hidden="true" size={32} />
        )}
      </div>
      <div className="blog-plan-card__text">
        <h3 className="blog-plan-card__title">
          <Link to={plan.path}>{plan.title}</Link>
        </h3>
        <p className="muted blog-plan-card__meta">
          {days} · {recipes}
          {plan.isPaywalled ? (
            <span className="blog-plan-card__lock">
              <Lock aria-hidden="true" size={14} /> Subscribers
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

export function BlogPlanList({ plans }: { plans: TBlogMealPlan[] }) {
  return (
    <ul className="blog-plan-list">
      {plans.map((plan) => (
        <li key={plan.publicationId}>
          <BlogPlanCard plan={plan} />
        </li>
      ))}
    </ul>
  );
}
