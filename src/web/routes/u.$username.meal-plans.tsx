import "#web/styles/pages/common.css";
import "#web/styles/pages/meal-plans.css";
import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { PlanCardList } from "#web/features/meal-plans/components/plan-card.tsx";
import { throwAsPageError } from "#web/features/recipes/page-errors.server.ts";
import type { Route } from "./+types/u.$username.meal-plans";

export const meta: Route.MetaFunction = (args) => {
  const owner = args.data?.owner;
  if (!owner) return metaFor(args, { title: "Meal plans", noIndex: true });
  return metaFor(args, {
    title: `Meal plans by ${owner.name}`,
    description: `Meal plans by ${owner.name} (@${owner.username}) on Ladle: copy one into your week.`,
    noIndex: args.data?.isOwner,
  });
};

const pageSize = 24;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  const page = Math.min(Math.max(Number(new URL(request.url).searchParams.get("page")) || 1, 1), 1000);
  const list = await services.mealPlans
    .listByUser({ username: params.username, viewerId: viewer?.userId ?? null, page, pageSize })
    .catch(throwAsPageError);
  return { ...list, isOwner: viewer?.userId === list.owner.id };
}

export default function UserMealPlansPage({ loaderData }: Route.ComponentProps) {
  const { owner, items, total, page, isOwner } = loaderData;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="page plan-list-page">
      <div className="section-header">
        <h1>{isOwner ? "Your meal plans" : `Meal plans by ${owner.name}`}</h1>
        {isOwner && items.length > 0 ? (
          <Link to="/meal_plan/create" className="button">
            <CalendarDays aria-hidden="true" size={18} />
            New plan
          </Link>
        ) : null}
      </div>
      {!isOwner ? (
        <p className="muted">
          <Link to={`/u/${owner.username}`}>@{owner.username}</Link>
        </p>
      ) : null}
      {items.length > 0 ? (
        <PlanCardList plans={items} isOwnList={isOwner} />
      ) : isOwner ? (
        <EmptyState
          icon={<CalendarDays aria-hidden="true" size={32} className="muted" />}
          text="No meal plans yet. Plan your week and the shopping list writes itself."
          action={{ to: "/meal_plan/create", label: "Plan your week" }}
        />
      ) : (
        <EmptyState text={`${owner.name} hasn't shared any meal plans yet.`} />
      )}
      {lastPage > 1 ? (
        <nav className="plan-list-page__pages cluster" aria-label="Pages">
          {page > 1 ? <Link to={`?page=${page - 1}`}>Newer plans</Link> : null}
          <span className="muted">
            Page {page} of {lastPage}
          </span>
          {page < lastPage ? <Link to={`?page=${page + 1}`}>Older plans</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
