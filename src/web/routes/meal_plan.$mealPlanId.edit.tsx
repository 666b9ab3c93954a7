import "#web/styles/pages/common.css";
import "#web/styles/pages/forms.css";
import "#web/styles/pages/meal-plans.css";
import "#web/styles/pages/meal-plan-editor.css";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { data, Link, redirect } from "react-router";
import { ZMealPlanUpdate } from "#core/meal-plans/meal-plan-input.schema.ts";
import type { TMealPlanEntry } from "#core/meal-plans/meal-plan-view.schema.ts";
import { mealSlotLabels, type TMealSlot } from "#core/meal-plans/meal-slots.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { DetailsForm } from "#web/features/meal-plans/editor/details-form.tsx";
import { PlanBoard } from "#web/features/meal-plans/editor/plan-board.tsx";
import { RecipePicker } from "#web/features/meal-plans/editor/recipe-picker.tsx";
import { usePlanEditor } from "#web/features/meal-plans/editor/use-plan-editor.ts";
import { parsePlanForm, planFormErrorFrom, readStartDate } from "#web/features/meal-plans/form-errors.server.ts";
import { formatDay } from "#web/features/meal-plans/format.ts";
import { loadOwnPlan } from "#web/features/meal-plans/page-data.server.ts";
import { track } from "#web/lib/analytics.ts";
import { notify } from "#web/lib/toast.ts";
import type { Route } from "./+types/meal_plan.$mealPlanId.edit";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, { title: args.data ? `Edit ${args.data.plan.title}` : "Edit meal plan", noIndex: true });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  return { plan: await loadOwnPlan({ services, viewer }, params.mealPlanId) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { services, viewer } = context.get(appContext);
  if (!viewer) throw data(null, { status: 401 });
  const form = await request.formData();
  const mealPlanId = params.mealPlanId;
  try {
    if (form.get("intent") === "delete") {
      await services.mealPlans.remove({ userId: viewer.userId, mealPlanId });
      return redirect("/me");
    }
    const visibility = form.get("visibility");
    const parsed = parsePlanForm(ZMealPlanUpdate, {
      title: String(form.get("title") ?? ""),
      description: String(form.get("description") ?? ""),
      dayCount: Number(form.get("dayCount")),
      startDate: readStartDate(form),
      diets: form.getAll("diets").map(String),
      visibility: visibility === "public" || visibility === "private" ? visibility : undefined,
    });
    if (!parsed.ok) return parsed;
    await services.mealPlans.update({ userId: viewer.userId, mealPlanId, input: parsed.data });
    return { ok: true, fieldErrors: {}, formError: null };
  } catch (error) {
    return planFormErrorFrom(error);
  }
}

type TPicking = { kind: "add"; day: number; slot: TMealSlot } | { kind: "swap"; entry: TMealPlanEntry } | null;

export default function EditMealPlanPage({ loaderData }: Route.ComponentProps) {
  const editor = usePlanEditor(loaderData.plan);
  const { plan } = editor;
  const [picking, setPicking] = useState<TPicking>(null);
  const pickerTitle =
    picking?.kind === "swap"
      ? `Swap ${picking.entry.recipe.title}`
      : picking
        ? `Add to ${mealSlotLabels[picking.slot]}, ${formatDay(plan.startDate, picking.day).name}`
        : "";
  return (
    <div className="page plan-edit">
      <Link to={`/meal_plan/${plan.id}`} className="form-page__back">
        <ArrowLeft aria-hidden="true" size={18} />
        Back to the plan
      </Link>
      <div className="plan-edit__header">
        <h1>Edit meal plan</h1>
        <p className="muted" role="status">
          {editor.isSaving ? "Saving…" : "Changes save as you make them."}
        </p>
      </div>
      <details className="plan-edit__details" open={plan.entries.length === 0}>
        <summary>Title, dates and who can see it</summary>
        <DetailsForm plan={plan} />
      </details>
      <p className="muted plan-edit__help">
        Drag a dish to another meal, or press its move button, choose the meal with the arrow keys and press Space.
      </p>
      <PlanBoard
        editor={editor}
        onAdd={(day, slot) => setPicking({ kind: "add", day, slot })}
        onSwap={(entry) => {
          track("swap recipe", { meal_plan_id: plan.id, recipe_id: entry.recipe.id });
          setPicking({ kind: "swap", entry });
        }}
      />
      <RecipePicker
        mealPlanId={plan.id}
        title={pickerTitle}
        leaveOutRecipeId={picking?.kind === "swap" ? picking.entry.recipe.id : undefined}
        isOpen={picking !== null}
        onClose={() => setPicking(null)}
        onPick={async (recipe) => {
          const current = picking;
          setPicking(null);
          if (current?.kind === "swap") {
            if (await editor.swap(current.entry.id, recipe.id)) {
              track("replaced recipe", {
                meal_plan_id: plan.id,
                recipe_id: recipe.id,
                replaced_recipe_id: current.entry.recipe.id,
              });
              notify.success(`Swapped in ${recipe.title}.`);
            }
          } else if (current) {
            const isAdded = await editor.add({
              day: current.day,
              slot: current.slot,
              recipeId: recipe.id,
              servings: editor.defaultServings(),
            });
            if (isAdded) notify.success(`Added ${recipe.title}.`);
          }
        }}
      />
    </div>
  );
}
