import "#web/styles/pages/common.css";
import "#web/styles/components/cards.css";
import "#web/styles/pages/meal-plans.css";
import { Copy, Printer } from "lucide-react";
import { Link, redirect } from "react-router";
import { mealSlots } from "#core/meal-plans/meal-slots.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { PlanGrid } from "#web/features/meal-plans/components/plan-grid.tsx";
import { PlanHeader } from "#web/features/meal-plans/components/plan-header.tsx";
import { PlanTeaser } from "#web/features/meal-plans/components/plan-teaser.tsx";
import { throwAsPageError } from "#web/features/recipes/page-errors.server.ts";
import { useViewerId } from "#web/features/recipes/use-viewer-id.ts";
import type { Route } from "./+types/publication.$publicationId.$recipeTitle";

export const meta: Route.MetaFunction = (args) => {
  const found = args.data;
  if (!found) return metaFor(args, { title: "Published meal plan not found", noIndex: true });
  const { plan, publication } = found;
  return metaFor(args, {
    title: `${plan.title} · ${publication.blog.title}`,
    description: plan.description || `A ${plan.dayCount}-day meal plan from ${publication.blog.title}.`,
    image: plan.coverUrl ?? undefined,
    canonicalPath: publication.path,
  });
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  const found = await services.mealPlans
    .findPublication({ viewerId: viewer?.userId ?? null, publicationId: params.publicationId })
    .catch(throwAsPageError);
  // The title part of the address follows the plan's title: an old or mistyped one goes to today's.
  if (`/publication/${params.publicationId}/${params.recipeTitle}` !== found.publication.path)
    throw redirect(found.publication.path, 301);
  return found;
}

export default function MealPlanPublicationPage({ loaderData }: Route.ComponentProps) {
  const { plan, publication } = loaderData;
  const isSignedIn = useViewerId() !== null;
  const blogHref = `/p/blogs/${encodeURIComponent(publication.blog.shortlink)}`;
  return (
    <div className="page plan-page">
      <PlanHeader
        plan={plan}
        eyebrow={
          <>
            From <Link to={blogHref}>{publication.blog.title}</Link>
            {publication.isPaywalled ? " · for subscribers" : ""}
          </>
        }
        actions={
          plan.access === "full" ? (
            <>
              <Link to={`/meal_plan/${plan.id}/copy`} className="button">
                <Copy aria-hidden="true" size={18} />
                Copy into your week
              </Link>
              <button type="button" className="button button--ghost" onClick={() => window.print()}>
                <Printer aria-hidden="true" size={18} />
                Print
              </button>
            </>
          ) : null
        }
      />
      {plan.access === "full" ? (
        <PlanGrid
          startDate={plan.startDate}
          dayCount={plan.dayCount}
          slots={plan.slots.length > 0 ? plan.slots : mealSlots.slice(0, 3)}
          entries={plan.entries}
        />
      ) : (
        <PlanTeaser plan={plan} isSignedIn={isSignedIn} />
      )}
    </div>
  );
}
