import "#web/styles/pages/common.css";
import "#web/styles/components/cards.css";
import "#web/styles/pages/forms.css";
import "#web/styles/pages/meal-plans.css";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { PlanTeaser } from "#web/features/meal-plans/components/plan-teaser.tsx";
import { SuggestedRecipeGrid } from "#web/features/meal-plans/components/suggested-recipes.tsx";
import { loadPlanFor } from "#web/features/meal-plans/page-data.server.ts";
import { useViewerId } from "#web/features/recipes/use-viewer-id.ts";
import type { Route } from "./+types/meal_plan.$mealPlanId.suggested";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    title: args.data ? `Recipes for ${args.data.plan.title}` : "Suggested recipes",
    description: args.data
      ? `Recipes that fit ${args.data.plan.title}: its diets, and ingredients its recipes already use.`
      : "Recipes that fit a meal plan on Ladle.",
    noIndex: true,
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  const plan = await loadPlanFor({ services, viewer }, params.mealPlanId);
  // A subscribers' plan keeps its recipes, and so what goes with them, from everyone else.
  if (plan.access === "teaser") return { plan, suggestions: [] };
  const suggestions = await services.mealPlans.listSuggestions({
    viewerId: viewer?.userId ?? null,
    mealPlanId: plan.id,
    limit: 24,
  });
  return { plan: { id: plan.id, title: plan.title, isOwner: plan.isOwner, access: plan.access }, suggestions };
}

export default function SuggestedRecipesPage({ loaderData }: Route.ComponentProps) {
  const { plan, suggestions } = loaderData;
  const isSignedIn = useViewerId() !== null;
  return (
    <div className="page">
      <Link to={`/meal_plan/${plan.id}`} className="form-page__back">
        <ArrowLeft aria-hidden="true" size={18} />
        Back to {plan.title}
      </Link>
      <h1>Recipes that fit {plan.title}</h1>
      {plan.access === "teaser" ? (
        <PlanTeaser plan={plan} isSignedIn={isSignedIn} />
      ) : (
        <>
          <p className="muted">
            They keep to the plan's diets and use ingredients it already needs, so there is less to buy and less left
            over.
            {plan.isOwner ? (
              <>
                {" "}
                Add one from <Link to={`/meal_plan/${plan.id}/edit`}>the plan's editor</Link>.
              </>
            ) : null}
          </p>
          {suggestions.length > 0 ? (
            <SuggestedRecipeGrid recipes={suggestions} />
          ) : (
            <EmptyState text="No suggestions yet: add a few recipes to the plan and we'll find what goes with them." />
          )}
        </>
      )}
    </div>
  );
}
