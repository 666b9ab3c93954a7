/**
 * Autosaves the recipe form to the draft endpoint a moment after the cook stops typing. The first
 * state (what the page loaded with) is not saved; `settle()` stops the timer and waits for a save
 * in flight, so submitting never races a late autosave that would bring the draft back.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { TRecipeDraftData } from "#core/recipes/recipe-input.schema.ts";
import { saveRecipeDraft } from "../api.ts";
import { type TEditorState, toDraftData } from "./recipe-form.ts";

export type TAutosaveStatus = "idle" | "saving" | "saved" | "error";

export const autosaveDelayMs = 1200;

export function useAutosave(draftKey: string, state: TEditorState, isEnabled: boolean) {
  const [status, setStatus] = useState<TAutosaveStatus>("idle");
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const initialState = useRef(state);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<void> | null>(null);

  useEffect(() => {
    if (!isEnabled || state === initialState.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setStatus("saving");
      const save = saveRecipeDraft(draftKey, toDraftData(state) as TRecipeDraftData)
        .then(() => {
          setStatus("saved");
          setSavedAt(new Date());
        })
        .catch(() => setStatus("error"))
        .finally(() => {
          if (inFlight.current === save) inFlight.current = null;
        });
      inFlight.current = save;
    }, autosaveDelayMs);
    return () => clearTimeout(timer.current);
  }, [draftKey, state, isEnabled]);

  const settle = useCallback(async () => {
    clearTimeout(timer.current);
    await inFlight.current;
  }, []);

  /** After "start over": the current state counts as the untouched one again. */
  const reset = useCallback((next: TEditorState) => {
    clearTimeout(timer.current);
    initialState.current = next;
    setStatus("idle");
    setSavedAt(null);
  }, []);

  return { status, savedAt, settle, reset };
}
