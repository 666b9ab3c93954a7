/**
 * What a cook ticked off while cooking (ingredients and steps) and how they scaled the recipe, kept
 * per recipe in localStorage so a reload or a second visit picks up where they were. The server
 * render starts empty; the saved state arrives after hydration.
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

function readProgress(recipeId: string): Partial<TRecipeProgress> | null {
  try {
    const raw = window.localStorage.getItem(progressKey(recipeId));
    return raw ? (JSON.parse(raw) as Partial<TRecipeProgress>) : null;
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
) {
  const [progress, setProgress] = useState<TRecipeProgress>({
    checkedIngredients: [],
    doneSteps: [],
    ...initial,
  });
  const [isLoaded, setIsLoaded] = useState(false);

  useEffect(() => {
    const saved = readProgress(recipeId);
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
  }, [recipeId, hasScaleInUrl]);

  useEffect(() => {
    if (!isLoaded) return;
    try {
      const isEmpty =
        progress.checkedIngredients.length === 0 &&
        progress.doneSteps.length === 0 &&
        progress.servings === initial.servings &&
        progress.system === "original";
      if (isEmpty) window.localStorage.removeItem(progressKey(recipeId));
      else window.localStorage.setItem(progressKey(recipeId), JSON.stringify(progress));
    } catch {
      // Storage full or disabled: the ticks last as long as the page.
    }
  }, [isLoaded, progress, recipeId, initial.servings]);

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
