import { CalendarDays } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { TBlogEditor } from "#core/blogs/blog.schema.ts";
import { EmptyState } from "#web/components/page-section.tsx";
import { notify } from "#web/lib/toast.ts";
import { useFormMessageReport } from "#web/lib/use-form-message-report.ts";
import type { TBlogActionResult } from "../action-result.ts";

type TPlan = TBlogEditor["mealPlans"][number];

const choiceWords = { none: "Not on the blog", free: "Free for everyone", subscribers: "Subscribers only" } as const;

/** Meal plans on the blog: each of your plans off the blog, free, or (paywalled blogs) for subscribers. */
export function BlogPlansEditor({ editor }: { editor: TBlogEditor }) {
  return (
    <section className="blog-editor__section" id="meal-plans" aria-labelledby="blog-plans-title">
      <div className="section-header">
        <h2 id="blog-plans-title">Meal plans</h2>
      </div>
      {editor.mealPlans.length > 0 ? (
        <ul className="blog-plan-rows">
          {editor.mealPlans.map((plan) => (
            <PlanRow key={plan.id} plan={plan} canPaywall={editor.blog.hasPaywalledContent} />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<CalendarDays aria-hidden="true" size={28} className="muted" />}
          text="No meal plans yet. Plan a week and publish it to your blog."
          action={{ to: "/meal_plan/create", label: "Plan a week" }}
        />
      )}
    </section>
  );
}

function PlanRow({ plan, canPaywall }: { plan: TPlan; canPaywall: boolean }) {
  const fetcher = useFetcher<TBlogActionResult>();
  const result = fetcher.data;
  useEffect(() => {
    if (result?.ok) notify.success(`Saved ${plan.title}.`);
  }, [result, plan.title]);
  useFormMessageReport(result && !result.ok ? result.formError : null, result, "blog");
  const choices = (["none", "free", "subscribers"] as const).filter(
    (choice) => choice !== "subscribers" || canPaywall || plan.publication === "subscribers",
  );
  const selectId = `plan-publication-${plan.id}`;
  return (
    <li className="blog-plan-row">
      <fetcher.Form method="post" className="blog-plan-row__form">
        <input type="hidden" name="intent" value="plan" />
        <input type="hidden" name="mealPlanId" value={plan.id} />
        <label htmlFor={selectId} className="blog-plan-row__title">
          {plan.title}
          <span className="muted"> · {plan.recipeCount === 1 ? "1 recipe" : `${plan.recipeCount} recipes`}</span>
        </label>
        <select id={selectId} name="publication" className="input" defaultValue={plan.publication}>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choiceWords[choice]}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--secondary button--small" disabled={fetcher.state !== "idle"}>
          Save
        </button>
      </fetcher.Form>
      {result && !result.ok ? (
        <p className="field__error" role="alert">
          {result.formError ?? Object.values(result.errors)[0]}
        </p>
      ) : null}
    </li>
  );
}
