import "#web/styles/pages/common.css";
import "#web/styles/pages/forms.css";
import { CalendarPlus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { data, redirect, useFetcher, useNavigate } from "react-router";
import { ZMealPlanCreate, ZMealPlanEntryInput } from "#core/meal-plans/meal-plan-input.schema.ts";
import { mealPlanLimits, mealSlotLabels, mealSlots, type TMealSlot } from "#core/meal-plans/meal-slots.ts";
import { toRecipeThumb } from "#core/recipes/recipe-view.schema.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { RadioChoice } from "#web/features/meal-plans/components/choice.tsx";
import { Field } from "#web/features/meal-plans/components/field.tsx";
import { blankToNull, parsePlanForm, planFormErrorFrom } from "#web/features/meal-plans/form-errors.server.ts";
import { formatDay } from "#web/features/meal-plans/format.ts";
import { RecipeFormPage } from "#web/features/recipes/components/recipe-form-page.tsx";
import { jsFieldName, useHydrated } from "#web/features/recipes/use-hydrated.ts";
import { notify } from "#web/lib/toast.ts";
import { useFormMessageReport } from "#web/lib/use-form-message-report.ts";
import type { Route } from "./+types/recipe.$recipeId.meal-plan";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    title: args.data ? `Add ${args.data.recipe.title} to a meal plan` : "Add to meal plan",
    noIndex: true,
  });

const newChoice = "new";
const newPlanDays = 7;

/** The meal a recipe is most likely for, from its courses. */
function guessSlot(courses: readonly string[]): TMealSlot {
  return mealSlots.find((slot) => courses.includes(slot)) ?? (courses.includes("dessert") ? "snack" : "dinner");
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  const recipe = await services.recipes.findForViewer({ recipeId: params.recipeId, viewerId: viewer.userId });
  if (!recipe) throw data(null, { status: 404 });
  const plans = await services.mealPlans.listMine({ userId: viewer.userId });
  return {
    recipe: toRecipeThumb(recipe),
    defaults: {
      slot: guessSlot(recipe.courses),
      servings: Math.min(Math.max(recipe.servings ?? 2, 1), mealPlanLimits.maxServings),
    },
    plans: plans.map(({ id, title, startDate, dayCount }) => ({ id, title, startDate, dayCount })),
  };
}

/** What the form sent, as sent: a page answered without its script shows the cook's choices again. */
function readChoices(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    plan: text("plan"),
    newTitle: text("newTitle"),
    day: text("day"),
    slot: text("slot"),
    servings: text("servings"),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  const form = await request.formData();
  const choices = readChoices(form);
  const refuse = (fieldErrors: Record<string, string>, formError: string | null = null) => ({
    ok: false as const,
    fieldErrors,
    formError,
    choices,
  });
  const entry = parsePlanForm(ZMealPlanEntryInput, {
    day: Number(choices.day || 0),
    slot: choices.slot,
    servings: form.has("servings") ? Number(choices.servings) : undefined,
    recipeId: params.recipeId,
    note: "",
  });
  const planError: Record<string, string> = choices.plan === "" ? { plan: "Choose a plan." } : {};
  if (!entry.ok || choices.plan === "") return refuse({ ...planError, ...(entry.ok ? {} : entry.fieldErrors) });
  const newPlan =
    choices.plan === newChoice
      ? parsePlanForm(ZMealPlanCreate, {
          title: blankToNull(choices.newTitle) ?? "My meal plan",
          dayCount: newPlanDays,
          visibility: "private",
          entries: [entry.data],
        })
      : null;
  // What the new plan refuses of its one entry is its day (past the plan's days): shown beside Day.
  if (newPlan && !newPlan.ok) return refuse({ day: newPlan.fieldErrors.entries, ...newPlan.fieldErrors });
  try {
    const plan = newPlan
      ? await services.mealPlans.create({ userId: viewer.userId, input: newPlan.data })
      : await services.mealPlans.addEntry({ userId: viewer.userId, mealPlanId: choices.plan, input: entry.data });
    if (form.get(jsFieldName) !== "1") return redirect(`/meal_plan/${plan.id}`);
    return { ok: true as const, plan: { id: plan.id, title: plan.title } };
  } catch (error) {
    const failure = planFormErrorFrom(error);
    return refuse(failure.fieldErrors, failure.formError);
  }
}

export default function AddToMealPlanPage({ loaderData, actionData }: Route.ComponentProps) {
  const { recipe, plans, defaults } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const navigate = useNavigate();
  const isHydrated = useHydrated();
  const id = useId();
  // Without the page's script the form posts the page itself, and the answer is the page's action
  // data: the page is drawn again with the cook's choices and what was wrong with them.
  const result = fetcher.data ?? actionData;
  const sent = result && !result.ok ? result.choices : null;
  const [choice, setChoice] = useState(
    sent && (sent.plan === newChoice || plans.some((plan) => plan.id === sent.plan))
      ? sent.plan
      : (plans[0]?.id ?? newChoice),
  );
  const [slot, setSlot] = useState<TMealSlot>(mealSlots.find((option) => option === sent?.slot) ?? defaults.slot);
  const chosen = plans.find((plan) => plan.id === choice);
  // Before the script runs the day list cannot follow the chosen plan: offer every day any plan has.
  const dayCount = isHydrated
    ? (chosen?.dayCount ?? newPlanDays)
    : Math.max(newPlanDays, ...plans.map((p) => p.dayCount));
  const isBusy = fetcher.state !== "idle";

  useEffect(() => {
    if (!result?.ok) return;
    notify.success(`Added to ${result.plan.title}.`);
    navigate(`/recipe/${recipe.id}`);
  }, [result, navigate, recipe.id]);

  const errors = result && !result.ok ? result.fieldErrors : {};
  const formError = result && !result.ok ? (result.formError ?? errors.form ?? errors.recipeId ?? null) : null;
  useFormMessageReport(formError, result, "meal plan");
  return (
    <RecipeFormPage
      recipe={recipe}
      title="Add to meal plan"
      fetcher={fetcher}
      formError={formError}
      submit={
        <button type="submit" className="button" disabled={isBusy} aria-busy={isBusy}>
          <CalendarPlus aria-hidden="true" size={18} />
          {isBusy ? "Adding…" : "Add to plan"}
        </button>
      }
    >
      <fieldset className="choice-list" aria-describedby={errors.plan ? `${id}-plan-error` : undefined}>
        <legend className="field__label">Plan</legend>
        {plans.map((plan) => (
          <RadioChoice
            key={plan.id}
            name="plan"
            value={plan.id}
            title={plan.title}
            meta={`${plan.dayCount} ${plan.dayCount === 1 ? "day" : "days"}${plan.startDate ? `, from ${formatDay(plan.startDate, 0).date}` : ""}`}
            checked={choice === plan.id}
            onChange={() => setChoice(plan.id)}
          />
        ))}
        <RadioChoice
          name="plan"
          value={newChoice}
          title="New plan"
          meta="A week of undated days, private until you share it."
          checked={choice === newChoice}
          onChange={() => setChoice(newChoice)}
        />
      </fieldset>
      {errors.plan ? (
        <p id={`${id}-plan-error`} className="field__error">
          {errors.plan}
        </p>
      ) : null}
      {choice === newChoice || !isHydrated ? (
        <Field id={`${id}-title`} label="New plan's title" error={errors.title}>
          {(described) => (
            <input
              {...described}
              className="input"
              name="newTitle"
              defaultValue={sent?.newTitle}
              maxLength={mealPlanLimits.maxTitle}
              placeholder="This week"
              autoComplete="off"
              onFocus={() => setChoice(newChoice)}
            />
          )}
        </Field>
      ) : null}
      <Field id={`${id}-day`} label="Day" error={errors.day}>
        {(described) => (
          <select {...described} className="input" name="day" defaultValue={sent?.day}>
            {Array.from({ length: dayCount }, (_, day) => {
              const label = formatDay(chosen?.startDate ?? null, day);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a day is its position in the plan.
                <option key={day} value={day}>
                  {label.date ? `${label.name} ${label.date}` : label.name}
                </option>
              );
            })}
          </select>
        )}
      </Field>
      <fieldset
        className="choice-list choice-list--row"
        aria-describedby={errors.slot ? `${id}-slot-error` : undefined}
      >
        <legend className="field__label">Meal</legend>
        {mealSlots.map((option) => (
          <label key={option} className="choice">
            <input type="radio" name="slot" value={option} checked={slot === option} onChange={() => setSlot(option)} />
            <span className="choice__title">{mealSlotLabels[option]}</span>
          </label>
        ))}
      </fieldset>
      {errors.slot ? (
        <p id={`${id}-slot-error`} className="field__error">
          {errors.slot}
        </p>
      ) : null}
      <Field id={`${id}-servings`} label="Servings" error={errors.servings}>
        {(described) => (
          <input
            {...described}
            className="input"
            type="number"
            name="servings"
            min={1}
            max={mealPlanLimits.maxServings}
            defaultValue={sent?.servings ?? defaults.servings}
            inputMode="numeric"
          />
        )}
      </Field>
    </RecipeFormPage>
  );
}
