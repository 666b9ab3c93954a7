/**
 * Autosaves the recipe form to the draft endpoint a moment after the cook stops typing. The first
 * state (what the page loaded with) is not saved; `settle()` stops the timer and waits for a save
 * in flight, so submitting never races a late autosave that would bring the draft back. Without a
 * draft key (the import review) nothing is saved.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { TRecipeDraftData } from "#core/recipes/recipe-input.schema.ts";
import { useSaveRecipeDraft } from "./mutations.ts";
import { type TEditorState, toDraftData } from "./recipe-form.ts";

export type TAutosaveStatus = "idle" | "saving" | "saved" | "error";

export const autosaveDelayMs = 1200;

const statuses = { idle: "idle", pending: "saving", success: "saved", error: "error" } as const;

export function useAutosave(draftKey: string | null, state: TEditorState, isEnabled: boolean) {
  const saveDraft = useSaveRecipeDraft();
  const { mutateAsync, reset: resetMutation } = saveDraft;
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const initialState = useRef(state);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);

  useEffect(() => {
    if (draftKey === null || !isEnabled || state === initialState.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const save = mutateAsync({ draftKey, data: toDraftData(state) as TRecipeDraftData })
        .then(() => setSavedAt(new Date()))
        // The status shows the failure; the next change tries again.
        .catch(() => {})
        .finally(() => {
          if (inFlight.current === save) inFlight.current = null;
        });
      inFlight.current = save;
    }, autosaveDelayMs);
    return () => clearTimeout(timer.current);
  }, [draftKey, state, isEnabled, mutateAsync]);

  const settle = useCallback(async () => {
    clearTimeout(timer.current);
    await inFlight.current;
  }, []);

  /** After "start over": the current state counts as the untouched one again. */
  const reset = useCallback(
    (next: TEditorState) => {
      clearTimeout(timer.current);
      initialState.current = next;
      resetMutation();
      setSavedAt(null);
    },
    [resetMutation],
  );

  return {
    isEnabled: draftKey !== null,
    status: statuses[saveDraft.status] as TAutosaveStatus,
    savedAt,
    settle,
    reset,
  };
}
