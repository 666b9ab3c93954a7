import "#web/styles/pages/common.css";
import "#web/styles/pages/forms.css";
import "#web/styles/pages/meal-plans.css";
import "#web/styles/pages/meal-plan-create.css";
import { CalendarPlus, PencilLine, Sparkles } from "lucide-react";
import { useId, useRef } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { ZMealPlanCreate } from "#core/meal-plans/meal-plan-input.schema.ts";
import { mealPlanLimits } from "#core/meal-plans/meal-slots.ts";
import { useFocusFirstError } from "#web/components/use-focus-first-error.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { RadioChoice } from "#web/features/meal-plans/components/choice.tsx";
import { DatesField } from "#web/features/meal-plans/components/dates-field.tsx";
import { Field } from "#web/features/meal-plans/components/field.tsx";
import { PlanTextFields } from "#web/features/meal-plans/components/plan-text-fields.tsx";
import { parsePlanForm, planFormErrorFrom, readStartDate } from "#web/features/meal-plans/form-errors.server.ts";
import { GenerateForm } from "#web/features/meal-plans/generate/generate-form.tsx";
import { PlanPreview } from "#web/features/meal-plans/generate/plan-preview.tsx";
import { usePlanGenerator } from "#web/features/meal-plans/generate/use-plan-generator.ts";
import { useFormMessageReport } from "#web/lib/use-form-message-report.ts";
import type { Route } from "./+types/meal_plan.create";

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
  const parsed = parsePlanForm(ZMealPlanCreate, {
    title: String(form.get("title") ?? ""),
    description: String(form.get("description") ?? ""),
    dayCount: Number(form.get("dayCount")),
    startDate: readStartDate(form),
    visibility: form.get("visibility") === "private" ? "private" : "public",
  });
  if (!parsed.ok) return parsed;
  try {
    const plan = await services.mealPlans.create({ userId: viewer.userId, input: parsed.data });
    return redirect(`/meal_plan/${plan.id}/edit`);
  } catch (error) {
    return planFormErrorFrom(error);
  }
}

export default function CreateMealPlanPage({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const isGenerating = searchParams.get("mode") === "generate";
  return (
    <div className={`page form-page plan-create${isGenerating ? " plan-create--generate" : ""}`}>
      <h1>Create a meal plan</h1>
      <p className="muted">
        {isGenerating
          ? "Tell us how you like to eat and we'll plan the week from recipes you can cook. Swap anything, then save."
          : "Set up your days, then fill them with recipes you love."}
      </p>
      <nav aria-label="Ways to make a plan">
        <ul className="plan-create__modes">
          <li>
            <Link to="?mode=generate" className="plan-create__mode" aria-current={isGenerating ? "page" : undefined}>
              <Sparkles aria-hidden="true" size={18} />
              Plan it for me
            </Link>
          </li>
          <li>
            <Link to="?" className="plan-create__mode" aria-current={isGenerating ? undefined : "page"}>
              <PencilLine aria-hidden="true" size={18} />
              Build it yourself
            </Link>
          </li>
        </ul>
      </nav>
      {isGenerating ? <GeneratePanel /> : <ByHandForm suggestedStart={loaderData.suggestedStart} result={actionData} />}
    </div>
  );
}

function GeneratePanel() {
  const generator = usePlanGenerator();
  return (
    <>
      <GenerateForm generator={generator} />
      <PlanPreview generator={generator} />
    </>
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
  const errors = result?.fieldErrors ?? {};
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, result);
  useFormMessageReport(result?.formError, result, "meal plan");
  return (
    <Form ref={form} method="post" className="form-card" noValidate>
      <PlanTextFields id={id} errors={errors} />
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
      <DatesField
        id={id}
        initial="dated"
        startDate={suggestedStart}
        error={errors.startDate}
        undatedMeta="Day 1, Day 2…: a plan to use any week."
      />
      <fieldset className="choice-list">
        <legend className="field__label">Who can see it</legend>
        <RadioChoice
          name="visibility"
          value="public"
          title="Public"
          meta="On your profile, for anyone to copy."
          defaultChecked
        />
        <RadioChoice name="visibility" value="private" title="Private" meta="Only you." />
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
