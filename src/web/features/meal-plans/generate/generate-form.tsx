/**
 * The generate form: a request in the cook's own words, and the options it may leave to them
 * (days, the first day's weekday, meals per day, people, diets, foods to leave out, calories and
 * protein a day, the longest cooking on weekdays or every day). The request comes back as chips the
 * cook can take off one by one.
 */
import { Sparkles, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { mealSlotLabels } from "#core/meal-plans/meal-slots.ts";
import { planDiets, planLimits, planMeals, weekdays } from "#core/meal-plans/plan-options.ts";
import { FilterChip } from "#web/components/filter-chip.tsx";
import { formatDiet } from "#web/features/recipes/format.ts";
import { track } from "#web/lib/analytics.ts";
import { Field } from "../components/field.tsx";
import { type TGenerateForm, type TPlanGenerator, withoutChip } from "./use-plan-generator.ts";

const defaultMeals = ["breakfast", "lunch", "dinner"] as const;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The form's own checks, worded for the cook; the server checks the same limits. */
export function checkGenerateForm(form: TGenerateForm): Record<string, string> {
  const errors: Record<string, string> = {};
  const range = (key: keyof TGenerateForm, min: number, max: number, message: string) => {
    const text = String(form[key] ?? "").trim();
    if (text === "") return;
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > max) errors[key] = message;
  };
  range("days", 1, planLimits.maxDays, `Choose 1 to ${planLimits.maxDays} days.`);
  range("people", 1, planLimits.maxPeople, `Plan for 1 to ${planLimits.maxPeople} people.`);
  range(
    "caloriesPerDay",
    planLimits.minCalories,
    planLimits.maxCalories,
    `Calorie goals run from ${planLimits.minCalories.toLocaleString("en-GB")} to ${planLimits.maxCalories.toLocaleString("en-GB")} a day.`,
  );
  range("proteinMin", 1, planLimits.maxProtein, `Protein goals run up to ${planLimits.maxProtein} g a day.`);
  range(
    "maxPrepMinutes",
    planLimits.minMinutes,
    planLimits.maxMinutes,
    `Allow ${planLimits.minMinutes} to ${planLimits.maxMinutes} minutes.`,
  );
  if (form.meals && form.meals.length === 0) errors.meals = "Choose at least one meal.";
  return errors;
}

export function GenerateForm({ generator }: { generator: TPlanGenerator }) {
  const { form, setForm, result, readBack } = generator;
  const id = useId();
  const [excludeText, setExcludeText] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Each refused press: the errors may sit far above the button, so the focus goes to the first.
  const [refusals, setRefusals] = useState(0);
  const meals = form.meals ?? [...defaultMeals];
  const set = (patch: Partial<TGenerateForm>) => setForm({ ...form, ...patch });

  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
    const first =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>(`[aria-describedby~="${id}-meals-error"] input`);
    first?.focus();
  }, [refusals, id]);

  function addExclusions() {
    const words = excludeText
      .split(",")
      .map((word) => word.trim().toLowerCase())
      .filter((word) => word && !form.exclude.includes(word));
    if (words.length > 0) set({ exclude: [...form.exclude, ...words].slice(0, planLimits.maxExcludes) });
    setExcludeText("");
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (generator.isGenerating) return;
    const found = checkGenerateForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    if (form.caloriesPerDay || form.proteinMin)
      track("add meal plan goal", {
        calories_per_day: form.caloriesPerDay || null,
        protein_min: form.proteinMin || null,
      });
    generator.generate();
  }

  const number = (
    key: "days" | "people" | "caloriesPerDay" | "proteinMin" | "maxPrepMinutes",
    label: string,
    props: { placeholder: string; min: number; max: number; hint?: string },
  ) => (
    <Field id={`${id}-${key}`} label={label} error={errors[key]} hint={props.hint}>
      {(described) => (
        <input
          {...described}
          className="input"
          type="number"
          inputMode="numeric"
          min={props.min}
          max={props.max}
          placeholder={props.placeholder}
          value={form[key]}
          onChange={(event) => set({ [key]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form ref={formRef} className="form-card plan-generate__form" onSubmit={submit} noValidate>
      <Field
        id={`${id}-request`}
        label="What would you like?"
        hint="In your own words. We read it into the options below, and you can change any of them."
      >
        {(described) => (
          <textarea
            {...described}
            className="input textarea"
            rows={2}
            maxLength={500}
            value={form.request}
            onChange={(event) => set({ request: event.target.value })}
            placeholder="Quick vegetarian dinners for two, no mushrooms, about 2,000 calories a day"
          />
        )}
      </Field>

      {readBack && (readBack.chips.length > 0 || readBack.notUnderstood.length > 0) ? (
        <div className="plan-generate__chips">
          <p className="field__label">From your request</p>
          <ul
            className="filter-chips plan-generate__chip-list"
            aria-label="From your request"
            hidden={readBack.chips.length === 0}
          >
            {readBack.chips.map((chip) => (
              <li key={`${chip.kind}:${String(chip.value)}`}>
                <button
                  type="button"
                  className="chip plan-generate__chip"
                  aria-label={`Remove “${chip.label}”`}
                  onClick={() => generator.generate(withoutChip(form, chip))}
                >
                  {chip.label}
                  <X aria-hidden="true" size={14} />
                </button>
              </li>
            ))}
          </ul>
          {readBack.notUnderstood.length > 0 ? (
            <p className="field__hint muted">
              We didn't understand:{" "}
              {readBack.notUnderstood
                .map((part) => `“${part.text}”${part.reason ? ` (${part.reason})` : ""}`)
                .join(", ")}
              .
            </p>
          ) : null}
        </div>
      ) : null}

      <div className="plan-generate__grid">
        {number("days", "Days", { placeholder: "7", min: 1, max: planLimits.maxDays })}
        {number("people", "People", { placeholder: "1", min: 1, max: planLimits.maxPeople })}
        {number("caloriesPerDay", "Calories a day", {
          placeholder: "Any",
          min: planLimits.minCalories,
          max: planLimits.maxCalories,
          hint: "Per person.",
        })}
        {number("proteinMin", "Protein at least (g)", {
          placeholder: "Any",
          min: 1,
          max: planLimits.maxProtein,
          hint: "Per person, a day.",
        })}
        {number("maxPrepMinutes", "Cooking at most (min)", {
          placeholder: "Any",
          min: planLimits.minMinutes,
          max: planLimits.maxMinutes,
          hint: form.timeLimitDays === "every-day" ? "Every day." : "On weekdays.",
        })}
        <Field id={`${id}-start`} label="Starts on">
          {(described) => (
            <select
              {...described}
              className="input"
              value={form.startWeekday ?? "monday"}
              onChange={(event) => set({ startWeekday: event.target.value as (typeof weekdays)[number] })}
            >
              {weekdays.map((weekday) => (
                <option key={weekday} value={weekday}>
                  {capitalize(weekday)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <fieldset className="plan-chip-group" aria-describedby={errors.meals ? `${id}-meals-error` : undefined}>
        <legend className="field__label">Meals each day</legend>
        {planMeals.map((meal) => (
          <FilterChip
            key={meal}
            label={mealSlotLabels[meal]}
            checked={meals.includes(meal)}
            onChange={(event) =>
              set({ meals: event.currentTarget.checked ? [...meals, meal] : meals.filter((m) => m !== meal) })
            }
          />
        ))}
        {errors.meals ? (
          <p id={`${id}-meals-error`} className="field__error">
            {errors.meals}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="plan-chip-group">
        <legend className="field__label">Diets</legend>
        {planDiets.map((diet) => (
          <FilterChip
            key={diet}
            label={formatDiet(diet)}
            checked={form.diets.includes(diet)}
            onChange={(event) => {
              const isChecked = event.currentTarget.checked;
              if (isChecked) track("add meal plan dietary", { diet });
              set({ diets: isChecked ? [...form.diets, diet] : form.diets.filter((d) => d !== diet) });
            }}
          />
        ))}
      </fieldset>

      <fieldset className="plan-chip-group">
        <legend className="field__label">Cooking</legend>
        <FilterChip
          label="Cook once, eat twice (leftovers)"
          checked={form.allowLeftovers}
          onChange={(event) => set({ allowLeftovers: event.currentTarget.checked })}
        />
        <FilterChip
          label="Time limit at weekends too"
          checked={form.timeLimitDays === "every-day"}
          onChange={(event) => set({ timeLimitDays: event.currentTarget.checked ? "every-day" : "weekdays" })}
        />
      </fieldset>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-exclude`}>
          Leave out
        </label>
        <div className="plan-generate__exclude">
          <input
            id={`${id}-exclude`}
            className="input"
            value={excludeText}
            onChange={(event) => setExcludeText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                addExclusions();
              }
            }}
            placeholder="mushrooms, pork"
            aria-describedby={`${id}-exclude-hint`}
          />
          <button type="button" className="button button--secondary" onClick={addExclusions}>
            Add
          </button>
        </div>
        <p id={`${id}-exclude-hint`} className="field__hint muted">
          Foods or words, separated by commas.
        </p>
        {form.exclude.length > 0 ? (
          <ul className="filter-chips plan-generate__chip-list" aria-label="Left out">
            {form.exclude.map((word) => (
              <li key={word}>
                <button
                  type="button"
                  className="chip plan-generate__chip"
                  aria-label={`Stop leaving out ${word}`}
                  onClick={() => set({ exclude: form.exclude.filter((w) => w !== word) })}
                >
                  No {word}
                  <X aria-hidden="true" size={14} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {generator.validationError ? (
        <p className="form-error" role="alert">
          Some options are out of range: check the numbers and try again.
        </p>
      ) : null}
      <div className="form-actions">
        <button
          type="submit"
          className="button"
          aria-disabled={generator.isGenerating || undefined}
          aria-busy={generator.isGenerating || undefined}
        >
          <Sparkles aria-hidden="true" size={18} />
          {generator.isGenerating ? "Planning…" : result ? "Plan with these options" : "Plan my week"}
        </button>
      </div>
    </form>
  );
}
