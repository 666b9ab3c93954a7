import { Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { mealPlanLimits } from "#core/meal-plans/meal-slots.ts";
import { diets } from "#core/recipes/tags.ts";
import { FilterChip } from "#web/components/filter-chip.tsx";
import { useFocusFirstError } from "#web/components/use-focus-first-error.ts";
import { formatDiet } from "#web/features/recipes/format.ts";
import { useFormMessageReport } from "#web/lib/use-form-message-report.ts";
import { RadioChoice } from "../components/choice.tsx";
import { Field } from "../components/field.tsx";
import { PlanTextFields } from "../components/plan-text-fields.tsx";
import type { TPlan } from "./use-plan-editor.ts";

export interface TDetailsResult {
  ok: boolean;
  fieldErrors: Record<string, string>;
  formError: string | null;
}

/**
 * The plan's details (title, description, dates, days, diets, who can see it), posted to the edit
 * page's action, so it works before the page's script has loaded.
 */
export function DetailsForm({ plan }: { plan: TPlan }) {
  const fetcher = useFetcher<TDetailsResult>();
  const id = useId();
  const [when, setWhen] = useState<"dated" | "undated">(plan.startDate ? "dated" : "undated");
  const errors = fetcher.data?.fieldErrors ?? {};
  const isBusy = fetcher.state !== "idle";
  const lastDay = Math.max(-1, ...plan.entries.map((entry) => entry.day));
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, fetcher.data);
  useFormMessageReport(fetcher.data?.formError, fetcher.data, "meal plan");
  return (
    <fetcher.Form ref={form} method="post" className="form-card plan-details" noValidate>
      <PlanTextFields id={id} errors={errors} title={plan.title} description={plan.description} rows={2} />
      <div className="plan-details__row">
        <Field
          id={`${id}-days`}
          label="Days"
          error={errors.dayCount}
          hint={lastDay >= 0 ? `Fewer than ${lastDay + 1} days removes the recipes of the days cut.` : undefined}
        >
          {(described) => (
            <input
              {...described}
              className="input"
              type="number"
              name="dayCount"
              min={1}
              max={mealPlanLimits.maxDays}
              defaultValue={plan.dayCount}
              inputMode="numeric"
            />
          )}
        </Field>
        <fieldset className="choice-list">
          <legend className="field__label">Dates</legend>
          <label className="choice">
            <input
              type="radio"
              name="when"
              value="undated"
              checked={when === "undated"}
              onChange={() => setWhen("undated")}
            />
            <span className="choice__title">Undated</span>
          </label>
          <label className="choice">
            <input
              type="radio"
              name="when"
              value="dated"
              checked={when === "dated"}
              onChange={() => setWhen("dated")}
            />
            <span className="choice__title">From</span>
            <label htmlFor={`${id}-start`} className="visually-hidden">
              Start date
            </label>
            <input
              id={`${id}-start`}
              className="input"
              type="date"
              name="startDate"
              defaultValue={plan.startDate ?? ""}
              onChange={() => setWhen("dated")}
              aria-invalid={errors.startDate ? true : undefined}
            />
          </label>
          {errors.startDate ? <p className="field__error">{errors.startDate}</p> : null}
        </fieldset>
      </div>
      <fieldset className="plan-chip-group">
        <legend className="field__label">Diets the plan keeps to</legend>
        {diets.map((diet) => (
          <FilterChip
            key={diet}
            label={formatDiet(diet)}
            name="diets"
            value={diet}
            defaultChecked={plan.diets.includes(diet)}
          />
        ))}
      </fieldset>
      {plan.publication ? (
        <p className="muted">Published on {plan.publication.blog.title}: who can see it follows the publication.</p>
      ) : (
        <fieldset className="choice-list choice-list--row">
          <legend className="field__label">Who can see it</legend>
          <RadioChoice name="visibility" value="public" title="Public" defaultChecked={plan.visibility === "public"} />
          <RadioChoice
            name="visibility"
            value="private"
            title="Private"
            defaultChecked={plan.visibility === "private"}
          />
        </fieldset>
      )}
      {fetcher.data?.formError ? (
        <p className="form-error" role="alert">
          {fetcher.data.formError}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" name="intent" value="details" disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? "Saving…" : "Save details"}
        </button>
        {fetcher.data?.ok && !isBusy ? (
          <span className="muted" role="status">
            Saved.
          </span>
        ) : null}
        <button
          type="submit"
          className="button button--ghost form-actions__danger"
          name="intent"
          value="delete"
          formNoValidate
          onClick={(event) => {
            if (!window.confirm(`Delete ${plan.title}? This can't be undone.`)) event.preventDefault();
          }}
        >
          <Trash2 aria-hidden="true" size={18} />
          Delete plan
        </button>
      </div>
    </fetcher.Form>
  );
}
