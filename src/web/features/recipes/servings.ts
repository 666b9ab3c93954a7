/**
 * The servings and measuring system a recipe page shows, and its ingredient lines as the author
 * wrote them. Scaling and converting them is `ingredient-display.ts`, which the page loads only when
 * the cook asks for other servings or another system (`use-line-display.ts`).
 */
import { writeLineText } from "#core/ingredients/format-quantity.ts";
import type { TIngredientLine } from "#core/recipes/recipe.schema.ts";

/** "original": as the author wrote it; otherwise every convertible amount in that system. */
export type TUnitSystem = "original" | "us" | "metric";

export interface TDisplayedLine {
  /** The amount part ("500 g"), empty when the line has none or is shown as written. */
  amount: string;
  /** The rest of the line, or the whole line as written. */
  rest: string;
  /** Whether scaling or conversion changed what the author wrote. */
  isChanged: boolean;
}

/** A line as the author wrote it, typed fractions in Ladle's characters ("1/2 tsp" reads "½ tsp"). */
export function displayAsWritten(line: TIngredientLine): TDisplayedLine {
  return { amount: "", rest: writeLineText(line), isChanged: false };
}

/** Whether lines for `factor` times the servings in `system` are the lines as written. */
export function isAsWritten(factor: number, system: TUnitSystem): boolean {
  return factor === 1 && system === "original";
}

/** Servings the control may choose. */
export const minServings = 1;
export const maxServings = 100;

export function clampServings(value: number): number {
  if (!Number.isFinite(value)) return minServings;
  return Math.min(maxServings, Math.max(minServings, Math.round(value)));
}

/**
 * `?servings=8&units=metric` on the recipe page, so shared links and the no-JavaScript form work
 * (its −/+ buttons send `adjust=-1|1` with the current servings).
 */
export function readScaleParams(
  searchParams: URLSearchParams,
  baseServings: number | null,
): { servings: number | null; system: TUnitSystem; isInUrl: boolean } {
  const units = searchParams.get("units");
  const system: TUnitSystem = units === "us" || units === "metric" ? units : "original";
  const raw = Number(searchParams.get("servings"));
  const adjust = Math.sign(Number(searchParams.get("adjust")) || 0);
  const servings = baseServings === null ? null : clampServings((raw > 0 ? raw : baseServings) + adjust);
  return { servings, system, isInUrl: searchParams.has("servings") || searchParams.has("units") };
}
