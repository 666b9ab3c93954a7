import "#web/styles/pages/common.css";
import "#web/styles/pages/forms.css";
import "#web/styles/pages/meal-plans.css";
import { ArrowLeft, Copy } from "lucide-react";
import { useId, useRef } from "react";
import { Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { ZMealPlanCopy } from "#core/meal-plans/meal-plan-input.schema.ts";
import { useFocusFirstError } from "#web/components/use-focus-first-error.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { DatesField } from "#web/features/meal-plans/components/dates-field.tsx";
import { Field } from "#web/features/meal-plans/components/field.tsx";
import {
  blankToNull,
  parsePlanForm,
  planFormErrorFrom,
  readStartDate,
} from "#web/features/meal-plans/form-errors.server.ts";
import { formatPlanDates, formatRecipeCount } from "#web/features/meal-plans/format.ts";
import { loadPlanFor } from "#web/features/meal-plans/page-data.server.ts";
import { useViewerId } from "#web/features/recipes/use-viewer-id.ts";
import { useFormMessageReport } from "#web/lib/use-form-message-report.ts";
import type { Route } from "./+types/meal_plan.$mealPlanId.copy";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    title: args.data ? `Copy ${args.data.plan.title}` : "Copy meal plan",
    description: args.data
      ? `Copy ${args.data.plan.title} into your own week on Ladle, dated from the day you choose.`
      : "Copy a meal plan into your own week on Ladle.",
    noIndex: true,
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  const plan = await loadPlanFor({ services, viewer }, params.mealPlanId);
  return {
    plan: {
      id: plan.id,
      title: plan.title,
      startDate: plan.startDate,
      dayCount: plan.dayCount,
      recipeCount: plan.recipeCount,
      ownerName: plan.owner.name,
      isOwner: plan.isOwner,
      canCopy: plan.access === "full",
      blog: plan.publication?.blog ?? null,
    },
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw redirect(`/auth?redirectTo=${encodeURIComponent(`/meal_plan/${params.mealPlanId}/copy`)}`);
  const form = await request.formData();
  const parsed = parsePlanForm(ZMealPlanCopy, {
    title: blankToNull(form.get("title")) ?? undefined,
    startDate: readStartDate(form),
  });
  if (!parsed.ok) return parsed;
  try {
    const copy = await services.mealPlans.copy({
      userId: viewer.userId,
      mealPlanId: params.mealPlanId,
      input: parsed.data,
    });
    return redirect(`/meal_plan/${copy.id}`);
  } catch (error) {
    return planFormErrorFrom(error);
  }
}

export default function CopyMealPlanPage({ loaderData, actionData }: Route.ComponentProps) {
  const { plan } = loaderData;
  const location = useLocation();
  useFormMessageReport(actionData?.formError, actionData, "meal plan");
  const isSignedIn = useViewerId() !== null;
  const isBusy = useNavigation().state === "submitting";
  const id = useId();
  const errors = actionData?.fieldErrors ?? {};
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, actionData);
  return (
    <div className="page form-page">
      <Link to={`/meal_plan/${plan.id}`} className="form-page__back">
        <ArrowLeft aria-hidden="true" size={18} />
        Back to the plan
      </Link>
      <h1>Copy meal plan</h1>
      <p className="muted">
        <strong>{plan.title}</strong> by {plan.ownerName}: {formatPlanDates(plan.startDate, plan.dayCount)},{" "}
        {formatRecipeCount(plan.recipeCount)}.
      </p>
      {!plan.canCopy ? (
        <div className="form-card">
          <p>This plan is for subscribers of {plan.blog?.title ?? "its blog"}. Subscribe to copy it into your week.</p>
          <div className="form-actions">
            <Link
              to={plan.blog ? `/p/blogs/${encodeURIComponent(plan.blog.shortlink)}` : "/for-bloggers/subscriptions"}
              className="button"
            >
              Subscribe
            </Link>
          </div>
        </div>
      ) : !isSignedIn ? (
        <div className="form-card">
          <p>Sign in to copy this plan into your account. You can change it any way you like once it's yours.</p>
          <div className="form-actions">
            <Link to={`/auth?redirectTo=${encodeURIComponent(location.pathname)}`} className="button">
              Sign in to copy
            </Link>
          </div>
        </div>
      ) : (
        <Form ref={form} method="post" className="form-card" noValidate>
          <Field id={`${id}-title`} label="Title of your copy" error={errors.title}>
            {(described) => (
              <input {...described} className="input" name="title" defaultValue={plan.title} maxLength={120} required />
            )}
          </Field>
          <DatesField
            id={id}
            initial={plan.startDate ? "dated" : "undated"}
            startDate={plan.startDate ?? ""}
            error={errors.startDate}
            undatedMeta="Day 1, Day 2…: start whenever suits you."
          />
          {actionData?.formError ? (
            <p className="form-error" role="alert">
              {actionData.formError}
            </p>
          ) : null}
          <div className="form-actions">
            <button type="submit" className="button" disabled={isBusy} aria-busy={isBusy}>
              <Copy aria-hidden="true" size={18} />
              {isBusy ? "Copying…" : "Copy to my plans"}
            </button>
            <Link to={`/meal_plan/${plan.id}`} className="button button--ghost">
              Cancel
            </Link>
          </div>
        </Form>
      )}
    </div>
  );
}
