/**
 * A generated plan before it is saved: the week grid with each day's totals against the goal, a
 * Swap on every dish, Plan again, and Save (title and first day). A plan that cannot be made says
 * which rule is in the way and offers what would relax it.
 */
import { useMutation } from "@tanstack/react-query";
import { RefreshCw, Repeat, Save } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import type { TMealPlanEntry } from "#core/meal-plans/meal-plan-view.schema.ts";
import { mealPlanLimits } from "#core/meal-plans/meal-slots.ts";
import { formatDiet } from "#web/features/recipes/format.ts";
import { track } from "#web/lib/analytics.ts";
import { callApi } from "#web/lib/api-client.ts";
import { showErrorToast } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";
import { PlanEntryCard } from "../components/plan-entry-card.tsx";
import { PlanGrid } from "../components/plan-grid.tsx";
import { formatDay } from "../format.ts";
import type { TPlanFailure, TPlanGenerator, TPlanOptions, TPreview } from "./use-plan-generator.ts";

const weekdayIndex = { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 } as const;

/** The next date (after today, UTC) that falls on the plan's first weekday. */
export function nextStartDate(weekday: keyof typeof weekdayIndex, today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  date.setUTCDate(date.getUTCDate() + ((weekdayIndex[weekday] - date.getUTCDay() + 7) % 7 || 7));
  return date.toISOString().slice(0, 10);
}

/**
 * The preview's slots as plan entries (days from 0), so the plan's own grid can draw them. A
 * leftovers slot cooks nothing (its servings were cooked earlier); saved, it keeps a serving per
 * person so the day's totals and the plan still read right.
 */
export function toPreviewEntries(preview: TPreview, people: number): TMealPlanEntry[] {
  return preview.days.flatMap((day) =>
    day.slots.map((slot) => ({
      id: `${day.day}:${slot.meal}`,
      day: day.day - 1,
      slot: slot.meal,
      position: 0,
      servings: slot.isLeftover ? people : Math.max(slot.servings, 1),
      note: slot.isLeftover ? "Leftovers from earlier" : "",
      recipe: {
        id: slot.recipeId,
        title: slot.title,
        imageUrl: slot.imageUrl,
        totalMinutes: slot.minutes,
        servings: null,
        diets: slot.diets,
        author: null,
        isPaywalled: false,
        nutrition:
          slot.calories === null && slot.protein === null
            ? null
            : { calories: slot.calories, protein: slot.protein, isEstimated: slot.isEstimated },
      },
    })),
  );
}

/** "Vegetarian week", "5-day plan". */
function suggestTitle(options: TPlanOptions): string {
  const diet = options.diets[0] ? `${formatDiet(options.diets[0])} ` : "";
  const title = options.days === 7 ? `${diet}week` : `${diet}${options.days}-day plan`;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

export function PlanPreview({ generator }: { generator: TPlanGenerator }) {
  const { result } = generator;
  if (!result) return null;
  if (!result.plan) return result.failure ? <PlanFailure failure={result.failure} generator={generator} /> : null;
  return <PreviewGrid preview={result.plan} options={result.options} generator={generator} />;
}

function PreviewGrid({
  preview,
  options,
  generator,
}: {
  preview: TPreview;
  options: TPlanOptions;
  generator: TPlanGenerator;
}) {
  const startDate = nextStartDate(options.startWeekday);
  const entries = toPreviewEntries(preview, options.people);
  return (
    <section
      className="plan-generate__preview"
      aria-labelledby="plan-preview-title"
      aria-busy={generator.isGenerating || undefined}
    >
      <div className="section-header">
        <h2 id="plan-preview-title">Your plan</h2>
        <button
          type="button"
          className="button button--secondary"
          onClick={generator.isGenerating ? undefined : generator.regenerate}
          aria-disabled={generator.isGenerating || undefined}
        >
          <RefreshCw aria-hidden="true" size={18} />
          Plan again
        </button>
      </div>
      <p className="muted plan-generate__summary">
        {preview.calorieWindow
          ? `Each day lands between ${preview.calorieWindow.min.toLocaleString("en-GB")} and ${preview.calorieWindow.max.toLocaleString("en-GB")} kcal per person. `
          : ""}
        {preview.proteinTarget ? `At least ${preview.proteinTarget} g protein a day. ` : ""}
        {options.maxPrepMinutes !== null
          ? `Up to ${options.maxPrepMinutes} minutes' cooking ${options.timeLimitDays === "every-day" ? "every day" : "on weekdays"}. `
          : ""}
        {preview.foodCount > 0
          ? `${preview.foodCount} foods to buy, each used in ${preview.foodUsesPerFood.toFixed(1)} recipes on average.`
          : ""}
      </p>
      {generator.swapFailure ? (
        <p className="form-error" role="alert">
          {generator.swapFailure.message}
        </p>
      ) : null}
      <PlanGrid
        startDate={startDate}
        dayCount={options.days}
        slots={options.meals}
        entries={entries}
        renderMeal={({ day, slot, entries: meal, label }) =>
          meal.map((entry) => {
            const key = `${day + 1}:${slot}`;
            const isSwapping = generator.swappingKey === key;
            return (
              <PlanEntryCard key={entry.id} entry={entry}>
                <button
                  type="button"
                  className="button button--small button--ghost plan-generate__swap"
                  onClick={isSwapping ? undefined : () => generator.swap(day + 1, slot)}
                  aria-disabled={isSwapping || undefined}
                  aria-busy={isSwapping || undefined}
                >
                  <Repeat aria-hidden="true" size={14} />
                  {isSwapping ? "Swapping…" : "Swap"}
                  <span className="visually-hidden"> {label}</span>
                </button>
              </PlanEntryCard>
            );
          })
        }
      />
      <SaveForm options={options} entries={entries} startDate={startDate} />
    </section>
  );
}

function SaveForm({
  options,
  entries,
  startDate,
}: {
  options: TPlanOptions;
  entries: TMealPlanEntry[];
  startDate: string;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [title, setTitle] = useState(() => suggestTitle(options));
  // A date the cook picked holds until the plan starts on another weekday: then that weekday's next date.
  const [picked, setPicked] = useState<{ planStart: string; value: string } | null>(null);
  const start = picked?.planStart === startDate ? picked.value : startDate;
  const save = useMutation({
    mutationFn: () =>
      callApi("POST /meal-plans", {
        body: {
          title: title.trim() || suggestTitle(options),
          startDate: start || null,
          dayCount: options.days,
          diets: options.diets,
          visibility: "private",
          entries: entries.map((entry) => ({
            day: entry.day,
            slot: entry.slot,
            recipeId: entry.recipe.id,
            servings: Math.min(entry.servings, mealPlanLimits.maxServings),
            note: entry.note,
          })),
        },
      }),
    onSuccess: (plan) => {
      track("save meal plan", { meal_plan_id: plan.id, days: plan.dayCount, recipes: plan.recipeCount });
      notify.success(`Saved ${plan.title}.`);
      navigate(`/meal_plan/${plan.id}`);
    },
    onError: (error) => showErrorToast(error),
  });
  return (
    <form
      className="form-card plan-generate__save"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <div className="plan-generate__save-fields">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-title`}>
            Title
          </label>
          <input
            id={`${id}-title`}
            className="input"
            value={title}
            maxLength={mealPlanLimits.maxTitle}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-start`}>
            First day
          </label>
          <input
            id={`${id}-start`}
            className="input"
            type="date"
            value={start}
            onChange={(e) => setPicked({ planStart: startDate, value: e.target.value })}
          />
        </div>
      </div>
      <p className="field__hint muted">
        Saved as a private plan starting {formatDay(start || startDate, 0).name}: change anything afterwards.
      </p>
      <div className="form-actions">
        <button type="submit" className="button" disabled={save.isPending} aria-busy={save.isPending}>
          <Save aria-hidden="true" size={18} />
          {save.isPending ? "Saving…" : "Save plan"}
        </button>
      </div>
    </form>
  );
}

function PlanFailure({ failure, generator }: { failure: TPlanFailure; generator: TPlanGenerator }) {
  const { result } = generator;
  return (
    <section className="form-card plan-generate__failure" aria-labelledby="plan-failure-title">
      <h2 id="plan-failure-title">We couldn't plan that</h2>
      <p>{failure.message}</p>
      {failure.relaxations.length > 0 && result ? (
        <div className="form-actions">
          {failure.relaxations.map((relaxation) => (
            <button
              key={relaxation.label}
              type="button"
              className="button button--secondary"
              onClick={() => generator.relax(relaxation)}
            >
              {relaxation.label.replace(/^./, (c) => c.toUpperCase())}
            </button>
          ))}
        </div>
      ) : null}
      <p className="muted">Or change the options above and plan again.</p>
    </section>
  );
}
