/**
 * How an ingredient line reads for a chosen number of servings and measuring system. The maths is
 * src/core/ingredients (scale.ts, convert.ts); this only adapts a stored line to it and decides
 * when the author's own words can stay: a line that nothing changed is shown as written, its typed
 * fractions in the characters Ladle writes amounts with ("1/2 tsp" reads "½ tsp", as a scaled "¾ tsp"
 * does beside it). A line whose amount Ladle could not read is shown exactly as written.
 *
 * A recipe page loads this only once a cook changes the servings or the measuring system
 * (`use-line-display.ts`): the page as served shows every line as written (`servings.ts`).
 */
import { convertQuantity, toMetric, toUs } from "#core/ingredients/convert.ts";
import { writeTypedFractions } from "#core/ingredients/format-quantity.ts";
import type { TParsedIngredient } from "#core/ingredients/parse-ingredient.ts";
import { isScalable, scaleIngredient } from "#core/ingredients/scale.ts";
import { toParsedIngredient, writeScaledLine } from "#core/ingredients/stored-line.ts";
import { getUnit } from "#core/ingredients/units.ts";
import type { TIngredientGroup, TIngredientLine } from "#core/recipes/recipe.schema.ts";
import { displayAsWritten, type TDisplayedLine, type TUnitSystem } from "./servings.ts";

function convertTo(parsed: TParsedIngredient, system: TUnitSystem): TParsedIngredient {
  if (system === "original" || parsed.quantity === null || !parsed.unit || !isScalable(parsed)) return parsed;
  const unit = getUnit(parsed.unit);
  if (!unit || unit.kind === "count") return parsed;
  const converted = (system === "metric" ? toMetric : toUs)({ quantity: parsed.quantity, unit: parsed.unit });
  if (converted.unit === parsed.unit && converted.quantity === parsed.quantity) return parsed;
  const ratio = converted.quantity / parsed.quantity;
  return {
    ...parsed,
    quantity: converted.quantity,
    quantityMax: parsed.quantityMax === null ? null : parsed.quantityMax * ratio,
    unit: converted.unit,
  };
}

const spoons = new Set(["teaspoon", "tablespoon"]);

/**
 * Scaling tidies 4 tbsp into ¼ cup; a cook measuring in spoons (anything but the US view) keeps
 * spoons, since a metric kitchen has no cup measure.
 */
function keepSpoons(original: TParsedIngredient, scaled: TParsedIngredient, system: TUnitSystem): TParsedIngredient {
  if (system === "us" || !original.unit || !spoons.has(original.unit) || scaled.unit !== "cup") return scaled;
  if (scaled.quantity === null) return scaled;
  const tablespoons = convertQuantity(scaled.quantity, "cup", "tablespoon");
  if (tablespoons === null) return scaled;
  const ratio = tablespoons / scaled.quantity;
  return {
    ...scaled,
    quantity: tablespoons,
    quantityMax: scaled.quantityMax === null ? null : scaled.quantityMax * ratio,
    unit: "tablespoon",
  };
}

/** One line for `factor` times the servings in `system`. */
export function displayIngredient(line: TIngredientLine, factor: number, system: TUnitSystem): TDisplayedLine {
  const asWritten = displayAsWritten(line);
  // The server sends unit ids; anything else is shown as written rather than scaled without its unit.
  if (line.unit && !getUnit(line.unit)) return asWritten;
  const parsed = toParsedIngredient(line);
  const result = convertTo(keepSpoons(parsed, scaleIngredient(parsed, factor), system), system);
  const isChanged =
    result.quantity !== parsed.quantity || result.quantityMax !== parsed.quantityMax || result.unit !== parsed.unit;
  if (!isChanged || result.quantity === null || !result.name) return asWritten;
  const { amount, rest } = writeScaledLine(result, line);
  return { amount, rest: writeTypedFractions(rest), isChanged: true };
}

/** The system most of the recipe's measured amounts are written in (spoons and counts do not vote). */
export function detectUnitSystem(groups: TIngredientGroup[]): "us" | "metric" {
  let metric = 0;
  let us = 0;
  for (const group of groups) {
    for (const line of group.lines) {
      const unit = getUnit(line.unit);
      if (!unit || unit.kind === "count" || ["teaspoon", "tablespoon"].includes(unit.id)) continue;
      if (unit.system === "metric") metric += 1;
      else if (unit.system === "us" || unit.system === "imperial") us += 1;
    }
  }
  return us > metric ? "us" : "metric";
}
