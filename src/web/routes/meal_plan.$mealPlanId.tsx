import "#web/styles/pages/common.css";
import "#web/styles/components/cards.css";
import "#web/styles/pages/meal-plans.css";
import { Copy, Newspaper, Pencil, Printer } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { mealSlots } from "#core/meal-plans/meal-slots.ts";
import { PageSection } from "#web/components/page-section.tsx";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { PlanGrid } from "#web/features/meal-plans/components/plan-grid.tsx";
import { PlanHeader } from "#web/features/meal-plans/components/plan-header.tsx";
import { PlanTeaser } from "#web/features/meal-plans/components/plan-teaser.tsx";
import { SuggestedRecipeGrid } from "#web/features/meal-plans/components/suggested-recipes.tsx";
import { loadPlanFor } from "#web/features/meal-plans/page-data.server.ts";
import { useViewerId } from "#web/features/recipes/use-viewer-id.ts";
import { AddPlanToShoppingListButton } from "#web/features/shopping/components/add-plan-button.tsx";
import { useArrivalNotice } from "#web/lib/use-drop-search-params.ts";
import type { Route } from "./+types/meal_plan.$mealPlanId";

const suggestionsShown = 4;
/** Set by the publish page on its way back here; said once. */
const publishedKeys = ["published"] as const;

export const meta: Route.MetaFunction = (args) => {
  const plan = args.data?.plan;
  if (!plan) return metaFor(args, { title: "Meal plan not found", noIndex: true });
  return metaFor(args, {
    title: plan.title,
    description: plan.description || `A ${plan.dayCount}-day meal plan by ${plan.owner.name}, on Ladle.`,
    image: plan.coverUrl ?? undefined,
    noIndex: plan.visibility === "private",
    // A public plan's landing page shows the same plan to search engines: that is the one to index.
    canonicalPath: plan.visibility === "public" ? `/landings/meal-plans/${plan.urlSlug}` : `/meal_plan/${plan.id}`,
  });
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  const plan = await loadPlanFor({ services, viewer }, params.mealPlanId);
  const suggestions =
    plan.access === "full"
      ? await services.mealPlans.listSuggestions({
          viewerId: viewer?.userId ?? null,
          mealPlanId: plan.id,
          limit: suggestionsShown,
        })
      : [];
  return { plan, suggestions };
}

export default function MealPlanPage({ loaderData }: Route.ComponentProps) {
  const { plan, suggestions } = loaderData;
  const isSignedIn = useViewerId() !== null;
  const [search] = useSearchParams();
  const justPublished = plan.isOwner && search.has("published") ? plan.publication : null;
  const noticeRef = useArrivalNotice<HTMLParagraphElement>(publishedKeys, justPublished !== null);
  const actions = (
    <>
      {plan.isOwner ? (
        <Link to={`/meal_plan/${plan.id}/edit`} className="button">
          <Pencil aria-hidden="true" size={18} />
          Edit
        </Link>
      ) : null}
      {plan.access === "full" ? (
        <Link to={`/meal_plan/${plan.id}/copy`} className={plan.isOwner ? "button button--secondary" : "button"}>
          <Copy aria-hidden="true" size={18} />
          Copy
        </Link>
      ) : null}
      {plan.isOwner ? (
        <Link to={`/meal_plan/${plan.id}/publish`} className="button button--secondary">
          <Newspaper aria-hidden="true" size={18} />
          {plan.publication ? "Publishing" : "Publish"}
        </Link>
      ) : null}
      {plan.access === "full" && plan.entries.length > 0 ? <AddPlanToShoppingListButton plan={plan} /> : null}
      {plan.access === "full" ? (
        <button type="button" className="button button--ghost" onClick={() => window.print()}>
          <Printer aria-hidden="true" size={18} />
          Print
        </button>
      ) : null}
    </>
  );
  return (
    <div className="page plan-page">
      <PlanHeader plan={plan} actions={actions} />
      {justPublished ? (
        <p className="plan-page__notice" role="status" tabIndex={-1} ref={noticeRef}>
          Published on {justPublished.blog.title} {justPublished.isPaywalled ? "for your subscribers" : "for everyone"}.{" "}
          <Link to={justPublished.path}>See it as your readers do</Link>
        </p>
      ) : null}
      {plan.access === "full" ? (
        <>
          {plan.entries.length === 0 ? (
            <p className="plan-page__empty">
              {plan.isOwner ? (
                <>
                  Nothing planned yet. <Link to={`/meal_plan/${plan.id}/edit`}>Add recipes to your days</Link>.
                </>
              ) : (
                "Nothing planned yet."
              )}
            </p>
          ) : null}
          <PlanGrid
            startDate={plan.startDate}
            dayCount={plan.dayCount}
            slots={plan.slots.length > 0 ? plan.slots : mealSlots.slice(0, 3)}
            entries={plan.entries}
          />
          <p className="plan-page__footnote muted">
            Totals are per person: one serving of each dish, from each recipe's own figures. ≈ marks figures estimated
            from the ingredients.
          </p>
          {suggestions.length > 0 ? (
            <PageSection
              id="plan-suggestions"
              title="Recipes that fit this plan"
              more={{ to: `/meal_plan/${plan.id}/suggested`, label: "See more" }}
            >
              <SuggestedRecipeGrid recipes={suggestions} />
            </PageSection>
          ) : null}
        </>
      ) : (
        <PlanTeaser plan={plan} isSignedIn={isSignedIn} />
      )}
    </div>
  );
}
