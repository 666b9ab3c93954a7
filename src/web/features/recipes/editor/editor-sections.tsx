/** The parts of the recipe form every mode shows: the basics, servings and times, tags, nutrition. */
import { type ReactNode, useId } from "react";
import { nutritionKeys } from "#core/recipes/nutrition.ts";
import { courses, diets } from "#core/recipes/tags.ts";
import { FilterChip } from "#web/components/filter-chip.tsx";
import { formatDiet } from "../format.ts";
import { FieldError, fieldPropsFor, NumberField, OptionalTextField } from "./editor-fields.tsx";
import type { TRecipeEditorHandle } from "./use-recipe-editor.ts";

type TSectionProps = Pick<TRecipeEditorHandle, "state" | "set" | "errors">;

const nutritionLabels: Record<(typeof nutritionKeys)[number], { label: string; unit: string }> = {
  calories: { label: "Calories", unit: "kcal" },
  fatContent: { label: "Fat", unit: "g" },
  saturatedFatContent: { label: "Saturated fat", unit: "g" },
  carbohydrateContent: { label: "Carbohydrate", unit: "g" },
  sugarContent: { label: "Sugars", unit: "g" },
  fiberContent: { label: "Fibre", unit: "g" },
  proteinContent: { label: "Protein", unit: "g" },
  sodiumContent: { label: "Sodium", unit: "mg" },
};

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** One titled card of the form. */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="editor-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Title, description and the photo (an upload, or an imported page's photo). */
export function BasicsSection({ state, set, errors, photo }: TSectionProps & { photo: ReactNode }) {
  const fieldProps = fieldPropsFor(errors);
  return (
    <EditorSection title="The basics">
      <div className="field">
        <label className="field__label" htmlFor="field-title">
          Title
        </label>
        <input
          {...fieldProps("title")}
          className="input input--large"
          value={state.title}
          maxLength={200}
          required
          placeholder="Weeknight tomato soup"
          onChange={(event) => set("title", event.target.value)}
        />
        <FieldError name="title" errors={errors} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="field-description">
          Description <span className="muted">(optional)</span>
        </label>
        <textarea
          {...fieldProps("description")}
          className="input textarea"
          rows={3}
          maxLength={5000}
          value={state.description}
          placeholder="What makes it good, and when you cook it."
          onChange={(event) => set("description", event.target.value)}
        />
        <FieldError name="description" errors={errors} />
      </div>
      <div className="field">
        <span className="field__label">Photo</span>
        {photo}
      </div>
    </EditorSection>
  );
}

export function TimesSection({ state, set, errors }: TSectionProps) {
  const minutesField = (name: "prepMinutes" | "cookMinutes" | "totalMinutes", label: string, hint?: string) => (
    <NumberField
      name={name}
      label={label}
      unit="min"
      value={state[name]}
      hint={hint}
      onChange={(value) => set(name, value)}
      errors={errors}
    />
  );
  return (
    <EditorSection title="Servings and times">
      <div className="editor-grid">
        <NumberField
          name="servings"
          label="Servings"
          value={state.servings}
          onChange={(value) => set("servings", value)}
          errors={errors}
        />
        <OptionalTextField
          name="yieldText"
          label="Makes"
          value={state.yieldText}
          maxLength={100}
          placeholder="12 muffins"
          onChange={(value) => set("yieldText", value)}
          errors={errors}
        />
        {minutesField("prepMinutes", "Prep")}
        {minutesField("cookMinutes", "Cook")}
        {minutesField("totalMinutes", "Total", "Left empty, prep plus cook.")}
      </div>
    </EditorSection>
  );
}

/** Checkbox chips for a fixed vocabulary (courses, diets). */
function TagChips<T extends string>({
  legend,
  options,
  chosen,
  format,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  chosen: T[];
  format: (option: T) => string;
  onChange: (chosen: T[]) => void;
}) {
  return (
    <fieldset className="editor-fieldset">
      <legend className="field__label">{legend}</legend>
      <div className="filter-chips">
        {options.map((option) => (
          <FilterChip
            key={option}
            label={format(option)}
            checked={chosen.includes(option)}
            onChange={() =>
              onChange(chosen.includes(option) ? chosen.filter((c) => c !== option) : [...chosen, option])
            }
          />
        ))}
      </div>
    </fieldset>
  );
}

export function TagsSection({ state, set, errors }: TSectionProps) {
  return (
    <EditorSection title="Tags">
      <TagChips
        legend="Course"
        options={courses}
        chosen={state.courses}
        format={capitalize}
        onChange={(chosen) => set("courses", chosen)}
      />
      <TagChips
        legend="Diet"
        options={diets}
        chosen={state.diets}
        format={formatDiet}
        onChange={(chosen) => set("diets", chosen)}
      />
      <div className="field">
        <label className="field__label" htmlFor="field-cuisines">
          Cuisine <span className="muted">(optional)</span>
        </label>
        <input
          {...fieldPropsFor(errors)("cuisines")}
          className="input"
          value={state.cuisines}
          placeholder="Italian, Middle Eastern"
          aria-describedby="field-cuisines-hint"
          onChange={(event) => set("cuisines", event.target.value)}
        />
        <p id="field-cuisines-hint" className="field__hint muted">
          Separate several with commas.
        </p>
        <FieldError name="cuisines" errors={errors} />
      </div>
    </EditorSection>
  );
}

/**
 * Nutrition, and where the recipe comes from. An import fills in the source link and the credit
 * from the page, so there only the video link is asked for.
 */
export function MoreSection({ state, set, errors, hasSourceFields }: TSectionProps & { hasSourceFields: boolean }) {
  const textField = (name: "sourceUrl" | "attribution" | "videoUrl", label: string, placeholder: string) => (
    <OptionalTextField
      name={name}
      label={label}
      value={state[name]}
      isUrl={name !== "attribution"}
      maxLength={name === "attribution" ? 300 : undefined}
      placeholder={placeholder}
      onChange={(value) => set(name, value)}
      errors={errors}
    />
  );
  return (
    <EditorSection title="Nutrition and source">
      <details
        className="editor-details"
        open={nutritionKeys.some((key) => state.nutrition[key] !== "" || errors[`nutrition.${key}`])}
      >
        <summary>Nutrition per serving (optional)</summary>
        <div className="editor-grid editor-grid--nutrition">
          {nutritionKeys.map((key) => (
            <NumberField
              key={key}
              name={`nutrition.${key}`}
              label={nutritionLabels[key].label}
              unit={nutritionLabels[key].unit}
              value={state.nutrition[key]}
              allowDecimals
              onChange={(value) => set("nutrition", { ...state.nutrition, [key]: value })}
              errors={errors}
            />
          ))}
        </div>
      </details>
      <div className="editor-grid editor-grid--two">
        {hasSourceFields ? textField("sourceUrl", "Source link", "https://") : null}
        {hasSourceFields ? textField("attribution", "Adapted from", "Grandma's recipe box") : null}
        {textField("videoUrl", "Video link", "https://")}
      </div>
    </EditorSection>
  );
}
