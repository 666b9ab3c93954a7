/**
 * What a cook ticked off while cooking (ingredients and steps) and how they scaled the recipe, kept
 * per recipe in localStorage so a reload or a second visit picks up where they were. The server
 * render starts empty; the saved state arrives after hydration, once the page knows who is reading.
 * Saved with the reader's id: on a shared browser, someone who signs in after another person's
 * session ended unseen does not get that person's ticks (a visitor's ticks stay with whoever signs in).
 */
import { useCallback, useEffect, useState } from "react";
import type { TUnitSystem } from "./servings.ts";

export interface TRecipeProgress {
  checkedIngredients: string[];
  doneSteps: string[];
  servings: number | null;
  system: TUnitSystem;
}

export const progressKey = (recipeId: string) => `ladle:recipe-progress:${recipeId}`;

type TSavedProgress = Partial<TRecipeProgress> & { readerId?: unknown };

function readProgress(recipeId: string, readerId: string | null): Partial<TRecipeProgress> | null {
  try {
    const raw = window.localStorage.getItem(progressKey(recipeId));
    const saved = raw ? (JSON.parse(raw) as TSavedProgress | null) : null;
    if (typeof saved?.readerId === "string" && saved.readerId !== readerId) return null;
    return saved;
  } catch {
    return null;
  }
}

function toggle(list: string[], key: string): string[] {
  return list.includes(key) ? list.filter((k) => k !== key) : [...list, key];
}

export function useRecipeProgress(
  recipeId: string,
  initial: { servings: number | null; system: TUnitSystem },
  /** The URL chose servings or units (a shared link): it wins over what was saved. */
  hasScaleInUrl: boolean,
  /** Who is reading: a user's id, null for a visitor, undefined until the page knows. */
  readerId: string | null | undefined,
) {
  const [progress, setProgress] = useState<TRecipeProgress>({
    checkedIngredients: [],
    doneSteps: [],
    ...initial,
  });
  const [isLoaded, setIsLoaded] = useState(false);

  useEffect(() => {
    if (readerId === undefined) return;
    const saved = readProgress(recipeId, readerId);
    if (saved) {
      setProgress((current) => ({
        checkedIngredients: Array.isArray(saved.checkedIngredients) ? saved.checkedIngredients : [],
        doneSteps: Array.isArray(saved.doneSteps) ? saved.doneSteps : [],
        servings: !hasScaleInUrl && typeof saved.servings === "number" ? saved.servings : current.servings,
        system:
          !hasScaleInUrl && (saved.system === "us" || saved.system === "metric" || saved.system === "original")
            ? saved.system
            : current.system,
      }));
    }
    setIsLoaded(true);
  }, [recipeId, hasScaleInUrl, readerId]);

  useEffect(() => {
    if (!isLoaded) return;
    try {
      const isEmpty =
        progress.checkedIngredients.length === 0 &&
        progress.doneSteps.length === 0 &&
        progress.servings === initial.servings &&
        progress.system === "original";
      if (isEmpty) window.localStorage.removeItem(progressKey(recipeId));
      else window.localStorage.setItem(progressKey(recipeId), JSON.stringify({ ...progress, readerId }));
    } catch {
      // Storage full or disabled: the ticks last as long as the page.
    }
  }, [isLoaded, progress, recipeId, initial.servings, readerId]);

  return {
    progress,
    toggleIngredient: useCallback(
      (key: string) => setProgress((p) => ({ ...p, checkedIngredients: toggle(p.checkedIngredients, key) })),
      [],
    ),
    toggleStep: useCallback((key: string) => setProgress((p) => ({ ...p, doneSteps: toggle(p.doneSteps, key) })), []),
    setServings: useCallback((servings: number) => setProgress((p) => ({ ...p, servings })), []),
    setSystem: useCallback((system: TUnitSystem) => setProgress((p) => ({ ...p, system })), []),
    clearChecks: useCallback(() => setProgress((p) => ({ ...p, checkedIngredients: [], doneSteps: [] })), []),
  };
}
