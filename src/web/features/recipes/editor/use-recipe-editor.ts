/**
 * The recipe editor's state and behaviour, apart from how it looks: the form's values and field
 * errors, focus after edits and failed submits, the autosave, and submitting (validate with the API's
 * own schema, let the autosave settle, then hand the recipe to the page that knows where it goes).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { TRecipeInput } from "#core/recipes/recipe-input.schema.ts";
import { ApiError } from "#web/lib/api-error.ts";
import { showErrorToast } from "#web/lib/errors.ts";
import {
  errorsFromServer,
  firstErrorField,
  focusFieldFor,
  type TEditorState,
  type TFieldErrors,
  validateEditor,
} from "./recipe-form.ts";
import { useAutosave } from "./use-autosave.ts";

/**
 * A list's own error goes once the list changes, and "add an ingredient before publishing" also
 * once the recipe is no longer to be published.
 */
const errorsClearedBy: Partial<Record<keyof TEditorState, string[]>> = {
  ingredientGroups: ["ingredients"],
  instructionSections: ["steps"],
  visibility: ["ingredients", "steps"],
};

export interface TRecipeEditorOptions {
  initialState: TEditorState | (() => TEditorState);
  /** Where the form autosaves (a recipe id, or "new"); null: it is not autosaved. */
  draftKey: string | null;
  /** Saves the valid recipe; `intent` is the submit button's ("save" unless said). */
  onSubmit: (input: TRecipeInput, intent: string) => Promise<void>;
  /** A failure other than a field's; a toast unless said. */
  onError?: (error: unknown) => void;
}

export function useRecipeEditor({ initialState, draftKey, onSubmit, onError = showErrorToast }: TRecipeEditorOptions) {
  const [state, setState] = useState(initialState);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const autosave = useAutosave(draftKey, state, !isSubmitting);
  const pendingFocus = useRef<string | null>(null);
  const errorSummary = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(`field-${pendingFocus.current}`)?.focus();
    pendingFocus.current = null;
  });
  /** Moves focus to a field after the next render (a line just added, a group's name). */
  const focus = useCallback((fieldKey: string) => {
    pendingFocus.current = fieldKey;
  }, []);

  function set<K extends keyof TEditorState>(key: K, value: TEditorState[K]) {
    setState((current) => ({ ...current, [key]: value }));
    const cleared: string[] = [key, ...(errorsClearedBy[key] ?? [])].filter((field) => errors[field]);
    if (cleared.length > 0) {
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !cleared.includes(field))));
    }
  }

  /** Restore an autosave, start over: the new state counts as the untouched one. */
  const replace = useCallback(
    (next: TEditorState) => {
      setState(next);
      setErrors({});
      autosave.reset(next);
    },
    [autosave.reset],
  );

  function showErrors(next: TFieldErrors) {
    setErrors(next);
    const first = firstErrorField(state, next);
    // The summary announces the problems; focus goes to the first field so it can be fixed.
    requestAnimationFrame(() => {
      const field = first && first !== "form" ? document.getElementById(`field-${focusFieldFor(state, first)}`) : null;
      (field ?? errorSummary.current)?.focus();
    });
  }

  async function submit(intent = "save") {
    if (isSubmitting) return;
    const result = validateEditor(state);
    if (result.errors) {
      showErrors(result.errors);
      return;
    }
    setIsSubmitting(true);
    setErrors({});
    try {
      await autosave.settle();
      await onSubmit(result.input, intent);
    } catch (error) {
      setIsSubmitting(false);
      if (error instanceof ApiError && error.code === "VALIDATION_FAILED")
        showErrors(errorsFromServer(state, error.message));
      else onError(error);
    }
  }

  return { state, set, errors, errorSummary, focus, replace, submit, isSubmitting, autosave };
}

export type TRecipeEditorHandle = ReturnType<typeof useRecipeEditor>;
