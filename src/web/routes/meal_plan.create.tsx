import "#web/styles/pages/common.css";
import "#web/styles/pages/forms.css";
import "#web/styles/pages/meal-plans.css";
import { CalendarPlus } from "lucide-react";
import { useId, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ZMealPlanCreate } from "#core/meal-plans/meal-plan-input.schema.ts";
import { mealPlanLimits } from "#core/meal-plans/meal-slots.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { Field } from "#web/features/meal-plans/components/field.tsx";
import { blankToNull, planFormErrorFrom } from "#web/features/meal-plans/form-errors.server.ts";
import type { TPageHandle } from "#web/lib/page.ts";
import type { Route } from "./+types/meal_plan.create";

export const handle: TPageHandle = { pageName: "Create Meal Plan" };

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Create a meal plan", noIndex: true });

/** The Monday after today (UTC), the usual first day of a plan. */
function nextMonday(today: Date): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7 || 7));
  return date.toISOString().slice(0, 10);
}

export async function loader({ context }: Route.LoaderArgs) {
  const { viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  return { suggestedStart: nextMonday(new Date()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  const form = await request.formData();
  const parsed = ZMealPlanCreate.safeParse({
    title: String(form.get("title") ?? ""),
    description: String(form.get("description") ?? ""),
    dayCount: Number(form.get("dayCount")),
    startDate: form.get("when") === "dated" ? (blankToNull(form.get("startDate")) ?? "") : null,
    visibility: form.get("visibility") === "private" ? "private" : "public",
  });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false as const, fieldErrors, formError: null };
  }
  try {
    const plan = await services.mealPlans.create({ userId: viewer.userId, input: parsed.data });
    return redirect(`/meal_plan/${plan.id}/edit`);
  } catch (error) {
    return planFormErrorFrom(error);
  }
}

export default function CreateMealPlanPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="page form-page plan-create">
      <h1>Create a meal plan</h1>
      <p className="muted">Set up your days, then fill them with recipes you love.</p>
      <ByHandForm suggestedStart={loaderData.suggestedStart} result={actionData} />
    </div>
  );
}

function ByHandForm({
  suggestedStart,
  result,
}: {
  suggestedStart: string;
  result: { fieldErrors: Record<string, string>; formError: string | null } | undefined;
}) {
  const id = useId();
  const isBusy = useNavigation().state === "submitting";
  const [when, setWhen] = useState<"dated" | "undated">("dated");
  const errors = result?.fieldErrors ?? {};
  return (
    <Form method="post" className="form-card" noValidate>
      <Field id={`${id}-title`} label="Title" error={errors.title}>
        {(described) => (
          <input
            {...described}
            className="input"
            name="title"
            maxLength={mealPlanLimits.maxTitle}
            placeholder="This week's dinners"
            required
          />
        )}
      </Field>
      <Field
        id={`${id}-description`}
        label={
          <>
            Description <span className="muted">(optional)</span>
          </>
        }
        error={errors.description}
      >
        {(described) => (
          <textarea
            {...described}
            className="input textarea"
            name="description"
            rows={3}
            maxLength={mealPlanLimits.maxDescription}
            placeholder="What the week is about: quick dinners, batch cooking, more vegetables…"
          />
        )}
      </Field>
      <Field id={`${id}-days`} label="Number of days" error={errors.dayCount}>
        {(described) => (
          <input
            {...described}
            className="input plan-create__days"
            type="number"
            name="dayCount"
            min={1}
            max={mealPlanLimits.maxDays}
            defaultValue={7}
            inputMode="numeric"
          />
        )}
      </Field>
      <fieldset className="choice-list">
        <legend className="field__label">Days</legend>
        <label className="choice">
          <input type="radio" name="when" value="dated" checked={when === "dated"} onChange={() => setWhen("dated")} />
          <span className="choice__text">
            <span className="choice__title">From a start date</span>
            <span className="choice__meta muted">Each day gets its date.</span>
          </span>
        </label>
        <label className="choice">
          <input
            type="radio"
            name="when"
            value="undated"
            checked={when === "undated"}
            onChange={() => setWhen("undated")}
          />
          <span className="choice__text">
            <span className="choice__title">Undated</span>
            <span className="choice__meta muted">Day 1, Day 2…: a plan to use any week.</span>
          </span>
        </label>
      </fieldset>
      <Field id={`${id}-start`} label="Start date" error={errors.startDate}>
        {(described) => (
          <input
            {...described}
            className="input"
            type="date"
            name="startDate"
            defaultValue={suggestedStart}
            onChange={() => setWhen("dated")}
          />
        )}
      </Field>
      <fieldset className="choice-list">
        <legend className="field__label">Who can see it</legend>
        <label className="choice">
          <input type="radio" name="visibility" value="public" defaultChecked />
          <span className="choice__text">
            <span className="choice__title">Public</span>
            <span className="choice__meta muted">On your profile, for anyone to copy.</span>
          </span>
        </label>
        <label className="choice">
          <input type="radio" name="visibility" value="private" />
          <span className="choice__text">
            <span className="choice__title">Private</span>
            <span className="choice__meta muted">Only you.</span>
          </span>
        </label>
      </fieldset>
      {result?.formError ? (
        <p className="form-error" role="alert">
          {result.formError}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={isBusy} aria-busy={isBusy}>
          <CalendarPlus aria-hidden="true" size={18} />
          {isBusy ? "Creating…" : "Create plan"}
        </button>
        <Link to="/me" className="button button--ghost">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
