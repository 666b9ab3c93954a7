/**
 * Add Recipe, Submit Edit Recipe and a creator's draft: one form. Changes autosave to the draft
 * endpoint; submitting validates with the API's own schema (errors next to their fields), sends
 * the recipe to the REST API, uploads the photo, then opens the recipe.
 */
import { AlertCircle, Check, CloudOff, LoaderCircle } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { courses, diets } from "#core/recipes/tags.ts";
import { track } from "#web/lib/analytics.ts";
import { ApiError } from "#web/lib/api.ts";
import { showErrorToast } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";
import { createRecipe, updateRecipe, uploadRecipeImage } from "../api.ts";
import { formatDiet } from "../format.ts";
import { ImageField } from "./image-field.tsx";
import { IngredientEditor } from "./ingredient-editor.tsx";
import {
  errorsFromServer,
  firstErrorField,
  nutritionKeys,
  type TEditorState,
  type TFieldErrors,
  validateEditor,
} from "./recipe-form.ts";
import { StepEditor } from "./step-editor.tsx";
import { type TAutosaveStatus, useAutosave } from "./use-autosave.ts";

export type TEditorMode = "create" | "edit" | "draft";

export interface TRecipeEditorProps {
  mode: TEditorMode;
  /** The recipe being edited; absent when adding one. */
  recipeId?: string;
  initialState: TEditorState;
  currentImageUrl: string | null;
  /** The viewer's blog is paywalled: "Subscribers only" is offered. */
  canPaywall: boolean;
  /** Shown above the form (restored draft notices). */
  notice?: ReactNode;
  /** Replaces the form's state from outside (restore / start over); bump `stateVersion` with it. */
  stateVersion?: number;
}

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

const visibilityOptions = [
  { value: "public", label: "Public", detail: "Anyone can find and cook it." },
  { value: "private", label: "Private", detail: "Only you can see it." },
  { value: "draft", label: "Draft", detail: "Only you, while you're still working on it." },
  {
    value: "paywalled",
    label: "Subscribers only",
    detail: "Your subscribers get it all; everyone else sees a teaser.",
  },
] as const;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function RecipeEditor(props: TRecipeEditorProps) {
  const { mode, recipeId, initialState, currentImageUrl, canPaywall, notice, stateVersion = 0 } = props;
  const navigate = useNavigate();
  const [state, setState] = useState(initialState);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [image, setImage] = useState<{ file: File | null; error?: string }>({ file: null });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const draftKey = recipeId ?? "new";
  const autosave = useAutosave(draftKey, state, !isSubmitting);
  const pendingFocus = useRef<string | null>(null);
  const errorSummary = useRef<HTMLDivElement>(null);
  const ids = useId();

  // Restore / start over from the page: take the new state as the untouched one.
  const lastVersion = useRef(stateVersion);
  useEffect(() => {
    if (lastVersion.current === stateVersion) return;
    lastVersion.current = stateVersion;
    setState(initialState);
    setErrors({});
    autosave.reset(initialState);
  }, [stateVersion, initialState, autosave.reset]);

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(`field-${pendingFocus.current}`)?.focus();
    pendingFocus.current = null;
  });
  const focus = useCallback((fieldKey: string) => {
    pendingFocus.current = fieldKey;
  }, []);

  const set = <K extends keyof TEditorState>(key: K, value: TEditorState[K]) => {
    setState((current) => ({ ...current, [key]: value }));
    if (errors[key as string]) setErrors(({ [key as string]: _, ...rest }) => rest);
  };

  function showErrors(next: TFieldErrors) {
    setErrors(next);
    const first = firstErrorField(state, next);
    // The summary announces the problems; focus goes to the first field so it can be fixed.
    requestAnimationFrame(() => {
      const field = first && first !== "form" ? document.getElementById(`field-${first}`) : null;
      (field ?? errorSummary.current)?.focus();
    });
  }

  async function submit() {
    const result = validateEditor(state);
    if (result.errors) {
      showErrors(result.errors);
      return;
    }
    setIsSubmitting(true);
    setErrors({});
    try {
      await autosave.settle();
      const saved = recipeId ? await updateRecipe(recipeId, result.input) : await createRecipe(result.input);
      if (image.file) {
        try {
          await uploadRecipeImage(saved.id, image.file);
        } catch {
          notify.warning("The recipe is saved, but the photo didn't upload. Try it again from Edit.");
        }
      }
      if (mode === "create") {
        track("add recipe success", { recipe_id: saved.id, recipe_title: saved.title });
        notify.success("Recipe added.");
      } else {
        notify.success(result.input.visibility === "draft" ? "Draft saved." : "Changes saved.");
      }
      navigate(`/recipe/${saved.id}`);
    } catch (error) {
      setIsSubmitting(false);
      if (error instanceof ApiError && error.code === "VALIDATION_FAILED")
        showErrors(errorsFromServer(state, error.message));
      else showErrorToast(error);
    }
  }

  const errorCount = Object.keys(errors).length;
  const submitLabel =
    state.visibility === "draft"
      ? "Save draft"
      : mode === "create"
        ? "Add recipe"
        : mode === "draft"
          ? "Publish"
          : "Save changes";
  const shownVisibility = visibilityOptions.filter(
    (option) => option.value !== "paywalled" || canPaywall || state.visibility === "paywalled",
  );
  const fieldProps = (name: string) => ({
    id: `field-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `field-${name}-error` : undefined,
  });
  /** A one-line text field of the "Source" part, labelled "(optional)". */
  const optionalField = (
    name: "sourceUrl" | "attribution" | "videoUrl",
    label: string,
    { isUrl = false, placeholder, maxLength }: { isUrl?: boolean; placeholder: string; maxLength?: number },
  ) => (
    <div className="field">
      <label className="field__label" htmlFor={`field-${name}`}>
        {label} <span className="muted">(optional)</span>
      </label>
      <input
        {...fieldProps(name)}
        className="input"
        type={isUrl ? "url" : "text"}
        inputMode={isUrl ? "url" : undefined}
        value={state[name]}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => set(name, event.target.value)}
      />
      {fieldError(name)}
    </div>
  );
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`field-${name}-error`} className="field__error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      className="recipe-editor"
      noValidate
      aria-busy={isSubmitting}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <noscript>
        <p className="form-error">The recipe editor needs JavaScript. Turn it on to add or edit recipes.</p>
      </noscript>
      {notice}
      {errorCount > 0 ? (
        <div className="form-error editor-summary" role="alert" tabIndex={-1} ref={errorSummary}>
          <AlertCircle aria-hidden="true" size={20} />
          <div>
            <p>
              <strong>Some fields need another look.</strong>
            </p>
            {errors.form ? <p>{errors.form}</p> : null}
          </div>
        </div>
      ) : null}

      <section className="editor-section" aria-labelledby={`${ids}-basics`}>
        <h2 id={`${ids}-basics`}>The basics</h2>
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
          {fieldError("title")}
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
          {fieldError("description")}
        </div>
        <div className="field">
          <span className="field__label">Photo</span>
          <ImageField
            currentUrl={currentImageUrl}
            file={image.file}
            error={image.error}
            onFile={(file, error) => setImage({ file, error })}
          />
        </div>
      </section>

      <section className="editor-section" aria-labelledby={`${ids}-times`}>
        <h2 id={`${ids}-times`}>Servings and times</h2>
        <div className="editor-grid">
          <NumberField
            name="servings"
            label="Servings"
            value={state.servings}
            onChange={(v) => set("servings", v)}
            fieldProps={fieldProps}
            error={fieldError("servings")}
          />
          <div className="field">
            <label className="field__label" htmlFor="field-yieldText">
              Makes <span className="muted">(optional)</span>
            </label>
            <input
              {...fieldProps("yieldText")}
              className="input"
              value={state.yieldText}
              maxLength={100}
              placeholder="12 muffins"
              onChange={(event) => set("yieldText", event.target.value)}
            />
            {fieldError("yieldText")}
          </div>
          <NumberField
            name="prepMinutes"
            label="Prep"
            unit="min"
            value={state.prepMinutes}
            onChange={(v) => set("prepMinutes", v)}
            fieldProps={fieldProps}
            error={fieldError("prepMinutes")}
          />
          <NumberField
            name="cookMinutes"
            label="Cook"
            unit="min"
            value={state.cookMinutes}
            onChange={(v) => set("cookMinutes", v)}
            fieldProps={fieldProps}
            error={fieldError("cookMinutes")}
          />
          <NumberField
            name="totalMinutes"
            label="Total"
            unit="min"
            value={state.totalMinutes}
            hint="Left empty, prep plus cook."
            onChange={(v) => set("totalMinutes", v)}
            fieldProps={fieldProps}
            error={fieldError("totalMinutes")}
          />
        </div>
      </section>

      <section className="editor-section" aria-labelledby={`${ids}-ingredients`}>
        <h2 id={`${ids}-ingredients`}>Ingredients</h2>
        <p className="field__hint muted">
          One per line, with the amount first: “2 cloves garlic, crushed”. Press Enter for the next.
        </p>
        <IngredientEditor
          groups={state.ingredientGroups}
          errors={errors}
          focus={focus}
          onChange={(groups) => set("ingredientGroups", groups)}
        />
      </section>

      <section className="editor-section" aria-labelledby={`${ids}-method`}>
        <h2 id={`${ids}-method`}>Method</h2>
        <StepEditor
          sections={state.instructionSections}
          errors={errors}
          focus={focus}
          onChange={(sections) => set("instructionSections", sections)}
        />
      </section>

      <section className="editor-section" aria-labelledby={`${ids}-tags`}>
        <h2 id={`${ids}-tags`}>Tags</h2>
        <fieldset className="editor-fieldset">
          <legend className="field__label">Course</legend>
          <div className="filter-chips">
            {courses.map((course) => (
              <label key={course} className="filter-chip">
                <input
                  type="checkbox"
                  checked={state.courses.includes(course)}
                  onChange={() =>
                    set(
                      "courses",
                      state.courses.includes(course)
                        ? state.courses.filter((c) => c !== course)
                        : [...state.courses, course],
                    )
                  }
                />
                <span>{capitalize(course)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="editor-fieldset">
          <legend className="field__label">Diet</legend>
          <div className="filter-chips">
            {diets.map((diet) => (
              <label key={diet} className="filter-chip">
                <input
                  type="checkbox"
                  checked={state.diets.includes(diet)}
                  onChange={() =>
                    set(
                      "diets",
                      state.diets.includes(diet) ? state.diets.filter((d) => d !== diet) : [...state.diets, diet],
                    )
                  }
                />
                <span>{formatDiet(diet)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor="field-cuisines">
            Cuisine <span className="muted">(optional)</span>
          </label>
          <input
            {...fieldProps("cuisines")}
            className="input"
            value={state.cuisines}
            placeholder="Italian, Middle Eastern"
            aria-describedby="field-cuisines-hint"
            onChange={(event) => set("cuisines", event.target.value)}
          />
          <p id="field-cuisines-hint" className="field__hint muted">
            Separate several with commas.
          </p>
          {fieldError("cuisines")}
        </div>
      </section>

      <section className="editor-section" aria-labelledby={`${ids}-more`}>
        <h2 id={`${ids}-more`}>Nutrition and source</h2>
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
                fieldProps={fieldProps}
                error={fieldError(`nutrition.${key}`)}
              />
            ))}
          </div>
        </details>
        <div className="editor-grid editor-grid--two">
          {optionalField("sourceUrl", "Source link", { isUrl: true, placeholder: "https://" })}
          {optionalField("attribution", "Adapted from", { placeholder: "Grandma's recipe box", maxLength: 300 })}
          {optionalField("videoUrl", "Video link", { isUrl: true, placeholder: "https://" })}
        </div>
      </section>

      <section className="editor-section" aria-labelledby={`${ids}-visibility`}>
        <h2 id={`${ids}-visibility`}>Who can see it</h2>
        <fieldset
          className="editor-fieldset visibility-options"
          aria-describedby={errors.visibility ? "field-visibility-error" : undefined}
        >
          <legend className="visually-hidden">Visibility</legend>
          {shownVisibility.map((option, index) => (
            <label key={option.value} className="choice">
              <input
                type="radio"
                name="visibility"
                id={index === 0 ? "field-visibility" : undefined}
                value={option.value}
                checked={state.visibility === option.value}
                onChange={() => set("visibility", option.value)}
              />
              <span className="choice__text">
                <span className="choice__title">{option.label}</span>
                <span className="choice__meta muted">{option.detail}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {fieldError("visibility")}
      </section>

      <div className="editor-bar">
        <AutosaveStatus status={autosave.status} savedAt={autosave.savedAt} />
        <div className="editor-bar__actions">
          <Link to={recipeId ? `/recipe/${recipeId}` : "/"} className="button button--ghost">
            Cancel
          </Link>
          <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? <LoaderCircle aria-hidden="true" size={18} className="button-spinner" /> : null}
            {isSubmitting ? "Saving…" : submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}

function NumberField({
  name,
  label,
  unit,
  hint,
  value,
  allowDecimals = false,
  onChange,
  fieldProps,
  error,
}: {
  name: string;
  label: string;
  unit?: string;
  hint?: string;
  value: string;
  allowDecimals?: boolean;
  onChange: (value: string) => void;
  fieldProps: (name: string) => Record<string, unknown>;
  error: ReactNode;
}) {
  const props = fieldProps(name);
  const hintId = hint ? `field-${name}-hint` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={`field-${name}`}>
        {label}
        {unit ? <span className="muted"> ({unit})</span> : null}
      </label>
      <input
        {...props}
        aria-describedby={[props["aria-describedby"], hintId].filter(Boolean).join(" ") || undefined}
        className="input tabular"
        type="text"
        inputMode={allowDecimals ? "decimal" : "numeric"}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="field__hint muted">
          {hint}
        </p>
      ) : null}
      {error}
    </div>
  );
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

function AutosaveStatus({ status, savedAt }: { status: TAutosaveStatus; savedAt: Date | null }) {
  return (
    <p className="autosave" aria-live="polite">
      {status === "saving" ? (
        <>
          <LoaderCircle aria-hidden="true" size={16} className="button-spinner" /> Saving draft…
        </>
      ) : status === "saved" && savedAt ? (
        <>
          <Check aria-hidden="true" size={16} /> Saved {timeFormat.format(savedAt)}
        </>
      ) : status === "error" ? (
        <>
          <CloudOff aria-hidden="true" size={16} /> Couldn't save the draft just now.
        </>
      ) : (
        <span className="muted">Changes save as a draft while you type.</span>
      )}
    </p>
  );
}
