/**
 * How the recipe page writes its ingredient lines. As served, every line is as the author wrote it,
 * which needs none of the scaling and conversion code (`ingredient-display.ts`, with the unit maths
 * of src/core/ingredients): that loads when the cook first points at or focuses the servings
 * controls, or when a page opens already scaled (`?servings=8`, or servings kept from an earlier
 * visit). Until it is in, the lines stay as written and the list says it is busy; offline, it tries
 * again when the connection is back.
 *
 * The server loads it before rendering (the route's loader), so a scaled link is served scaled; a
 * page whose HTML is scaled loads it before hydrating (lib/before-hydration.ts), so the browser's
 * first render matches the server's.
 */
import { useEffect, useSyncExternalStore } from "react";
import type { TIngredientLine } from "#core/recipes/recipe.schema.ts";
import { loadBeforeHydration } from "#web/lib/before-hydration.ts";
import { onceOnline } from "#web/lib/chunk-loading.ts";
import { displayAsWritten, isAsWritten, type TDisplayedLine, type TUnitSystem } from "./servings.ts";

type TScaling = typeof import("./ingredient-display.ts");

let scaling: TScaling | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads the scaling code (once; a failed try can be tried again). Never rejects. */
export function loadLineScaling(): Promise<void> {
  if (scaling) return Promise.resolve();
  loading ??= import("./ingredient-display.ts")
    .then((module) => {
      scaling = module;
      for (const listener of listeners) listener();
    })
    .catch(() => {
      if (typeof window !== "undefined") onceOnline(() => void loadLineScaling());
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Marks an ingredient list the server wrote scaled or converted, for the browser to find before hydrating. */
export const scaledLinesMarker = "data-scaled-lines";

if (typeof document !== "undefined" && document.querySelector(`[${scaledLinesMarker}]`)) {
  loadBeforeHydration(loadLineScaling);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const getScaling = () => scaling;

/** The lines for `factor` times the servings in `system`; `isPending` while the code that writes them loads. */
export function useLineDisplay(
  factor: number,
  system: TUnitSystem,
): { display: (line: TIngredientLine) => TDisplayedLine; isScaled: boolean; isPending: boolean } {
  const loaded = useSyncExternalStore(subscribe, getScaling, getScaling);
  const isScaled = !isAsWritten(factor, system);
  useEffect(() => {
    if (isScaled) void loadLineScaling();
  }, [isScaled]);
  if (!isScaled || !loaded) return { display: displayAsWritten, isScaled, isPending: isScaled };
  return { display: (line) => loaded.displayIngredient(line, factor, system), isScaled, isPending: false };
}
