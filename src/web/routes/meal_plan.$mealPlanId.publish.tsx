import "#web/styles/pages/common.css";
import "#web/styles/pages/forms.css";
import "#web/styles/pages/meal-plans.css";
import { ArrowLeft, Newspaper } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { RadioChoice } from "#web/features/meal-plans/components/choice.tsx";
import { planFormErrorFrom } from "#web/features/meal-plans/form-errors.server.ts";
import { loadOwnPlan } from "#web/features/meal-plans/page-data.server.ts";
import { useFormMessageReport } from "#web/lib/use-form-message-report.ts";
import type { Route } from "./+types/meal_plan.$mealPlanId.publish";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, { title: args.data ? `Publish ${args.data.plan.title}` : "Publish meal plan", noIndex: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  const plan = await loadOwnPlan({ services, viewer }, params.mealPlanId);
  const blog = await services.mealPlans.findOwnBlog({ userId: viewer.userId });
  return {
    plan: { id: plan.id, title: plan.title, visibility: plan.visibility, publication: plan.publication },
    blog,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  const form = await request.formData();
  try {
    if (form.get("intent") === "unpublish") {
      await services.mealPlans.unpublish({ userId: viewer.userId, mealPlanId: params.mealPlanId });
      return redirect(`/meal_plan/${params.mealPlanId}`);
    }
    await services.mealPlans.publish({
      userId: viewer.userId,
      mealPlanId: params.mealPlanId,
      isPaywalled: form.get("audience") === "subscribers",
    });
    // Back to the plan, which says where it is now and links to it as readers see it.
    return redirect(`/meal_plan/${params.mealPlanId}?published=1`);
  } catch (error) {
    return planFormErrorFrom(error);
  }
}

export default function PublishMealPlanPage({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, blog } = loaderData;
  const isBusy = useNavigation().state === "submitting";
  useFormMessageReport(actionData?.formError, actionData, "meal plan");
  const [audience, setAudience] = useState(plan.publication?.isPaywalled ? "subscribers" : "everyone");
  return (
    <div className="page form-page">
      <Link to={`/meal_plan/${plan.id}`} className="form-page__back">
        <ArrowLeft aria-hidden="true" size={18} />
        Back to the plan
      </Link>
      <h1>Publish meal plan</h1>
      <p className="muted">
        {plan.publication ? (
          <>
            Change who sees <strong>{plan.title}</strong> on your blog, or take it off.
          </>
        ) : (
          <>
            Put <strong>{plan.title}</strong> on your blog, where your readers can follow it and copy it into their
            week.
          </>
        )}
      </p>
      {!blog ? (
        <div className="form-card">
          <p>
            Publishing is for bloggers. With a blog on Ladle you can share your plans with your readers, free or for
            your subscribers.
          </p>
          <div className="form-actions">
            <Link to="/for-bloggers/about" className="button">
              Start a blog
            </Link>
            <Link to={`/meal_plan/${plan.id}`} className="button button--ghost">
              Back to the plan
            </Link>
          </div>
        </div>
      ) : (
        <Form
          method="post"
          className="form-card"
          onSubmit={(event) => {
            if (isBusy) event.preventDefault();
          }}
        >
          {plan.publication ? (
            <p>
              Published on <Link to={plan.publication.path}>{plan.publication.blog.title}</Link>
              {plan.publication.isPaywalled ? " for your subscribers." : " for everyone."}
            </p>
          ) : null}
          <fieldset className="choice-list">
            <legend className="field__label">Who can see it on {blog.title}</legend>
            <RadioChoice
              name="audience"
              value="everyone"
              title="Everyone, free"
              meta="Anyone can see the plan and copy it."
              checked={audience === "everyone"}
              onChange={() => setAudience("everyone")}
            />
            <RadioChoice
              name="audience"
              value="subscribers"
              title="Subscribers only"
              meta={
                blog.hasPaywalledContent
                  ? "Everyone else sees what the plan covers, never its recipes."
                  : "For blogs with paid subscriptions."
              }
              describedBy="publish-subscribers-hint"
              checked={audience === "subscribers"}
              onChange={() => setAudience("subscribers")}
              disabled={!blog.hasPaywalledContent}
            />
          </fieldset>
          {actionData?.formError ? (
            <p className="form-error" role="alert">
              {actionData.formError}
            </p>
          ) : null}
          <div className="form-actions">
            {/* Busy rather than disabled: a disabled button drops the keyboard's focus to the page. */}
            <button
              type="submit"
              className="button"
              name="intent"
              value="publish"
              aria-disabled={isBusy || undefined}
              aria-busy={isBusy || undefined}
            >
              <Newspaper aria-hidden="true" size={18} />
              {plan.publication ? "Update" : "Publish"}
            </button>
            <Link to={`/meal_plan/${plan.id}`} className="button button--ghost">
              Cancel
            </Link>
            {plan.publication ? (
              <button
                type="submit"
                className="button button--ghost form-actions__danger"
                name="intent"
                value="unpublish"
                aria-disabled={isBusy || undefined}
              >
                Unpublish
              </button>
            ) : null}
          </div>
          {plan.publication?.isPaywalled ? (
            <p className="field__hint muted">Unpublished, a plan for subscribers becomes private.</p>
          ) : null}
        </Form>
      )}
    </div>
  );
}
