import "#web/styles/pages/common.css";
import "#web/styles/pages/meal-plans.css";
import "#web/styles/pages/meal-plan-landing.css";
import { Copy, Eye } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";
import type { TMealPlanFull } from "#core/meal-plans/meal-plan-view.schema.ts";
import { mealSlotLabels } from "#core/meal-plans/meal-slots.ts";
import { serializeJsonLd } from "#core/recipes/json-ld.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { PlanHeader } from "#web/features/meal-plans/components/plan-header.tsx";
import { PlanTeaser } from "#web/features/meal-plans/components/plan-teaser.tsx";
import { formatDay, groupEntries } from "#web/features/meal-plans/format.ts";
import { throwAsPageError } from "#web/features/recipes/page-errors.server.ts";
import { useViewerId } from "#web/features/recipes/use-viewer-id.ts";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/landings.meal-plans.$urlSlug";

export const meta: Route.MetaFunction = (args) => {
  const plan = args.data?.plan;
  if (!plan) return metaFor(args, { title: "Meal plan not found", noIndex: true });
  const days = `${plan.dayCount}-day meal plan`;
  return metaFor(args, {
    title: `${plan.title}: a ${days}`,
    description: summarize(
      plan.description || `${plan.title}: a ${days} by ${plan.owner.name}. Copy it into your week on Ladle.`,
    ),
    image: plan.coverUrl ?? undefined,
    ogTitle: plan.title,
  });
};

function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer, env } = context.get(appContext);
  const plan = await services.mealPlans
    .findLanding({ viewerId: viewer?.userId ?? null, urlSlug: params.urlSlug })
    .catch(throwAsPageError);
  // Search engines read the plan as a list of its recipes; a subscribers' plan lists none, even to
  // a subscriber, as its recipes are what it sells.
  const recipes = plan.access === "full" && plan.visibility === "public" ? uniqueRecipes(plan) : [];
  const jsonLd = serializeJsonLd({
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: plan.title,
    description: plan.description || undefined,
    url: `${env.publicUrl}/landings/meal-plans/${plan.urlSlug}`,
    numberOfItems: plan.recipeCount,
    itemListElement: recipes.map((recipe, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: recipe.title,
      url: `${env.publicUrl}/recipe/${recipe.id}`,
    })),
  });
  return { plan, jsonLd };
}

function uniqueRecipes(plan: TMealPlanFull) {
  const seen = new Map<string, TMealPlanFull["entries"][number]["recipe"]>();
  for (const entry of plan.entries) if (!seen.has(entry.recipe.id)) seen.set(entry.recipe.id, entry.recipe);
  return [...seen.values()];
}

export default function MealPlanLandingPage({ loaderData }: Route.ComponentProps) {
  const { plan, jsonLd } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const isSignedIn = useViewerId() !== null;
  return (
    <div className="page plan-landing">
      <div className="plan-landing__hero">
        <PlanHeader
          plan={plan}
          eyebrow="Meal plan"
          actions={
            <>
              {plan.access === "full" ? (
                <Link to={`/meal_plan/${plan.id}/copy`} className="button">
                  <Copy aria-hidden="true" size={18} />
                  Copy into your week
                </Link>
              ) : null}
              <Link to={`/meal_plan/${plan.id}`} className="button button--secondary">
                <Eye aria-hidden="true" size={18} />
                See the week at a glance
              </Link>
            </>
          }
        />
        {plan.coverUrl ? (
          <img className="plan-landing__cover" src={plan.coverUrl} alt="" width={800} height={600} />
        ) : null}
      </div>
      {plan.access === "full" ? <PlanDays plan={plan} /> : <PlanTeaser plan={plan} isSignedIn={isSignedIn} />}
      <script
        type="application/ld+json"
        nonce={root?.nonce || undefined}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes <, > and & so the data cannot close the element.
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
    </div>
  );
}

/** Day by day, what is cooked: text that reads well and that search engines can follow. */
function PlanDays({ plan }: { plan: TMealPlanFull }) {
  const grouped = groupEntries(plan.entries);
  return (
    <section className="plan-landing__days" aria-labelledby="plan-landing-days">
      <h2 id="plan-landing-days">What's on the menu</h2>
      <ol className="plan-landing__list">
        {Array.from({ length: plan.dayCount }, (_, day) => {
          const label = formatDay(plan.startDate, day);
          const meals = plan.slots.filter((slot) => grouped.meal(day, slot).length > 0);
          return (
            <li key={label.name + String(day)} className="plan-landing__day">
              <h3>
                {label.name}
                {label.date ? ` · ${label.date}` : ""}
              </h3>
              {meals.length > 0 ? (
                <dl>
                  {meals.map((slot) => (
                    <div key={slot}>
                      <dt>{mealSlotLabels[slot]}</dt>
                      <dd>
                        {grouped.meal(day, slot).map((entry, i) => (
                          <span key={entry.id}>
                            {i > 0 ? ", " : ""}
                            <Link to={`/recipe/${entry.recipe.id}`}>{entry.recipe.title}</Link>
                          </span>
                        ))}
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="muted">A day off: leftovers or eating out.</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
