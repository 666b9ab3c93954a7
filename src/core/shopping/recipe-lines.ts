/** A recipe's ingredient lines as shopping lines, at the servings the cook shops for. */
import { splitFoodPair } from "../food/shopping-list.ts";
import { writeLineText, writeTypedFractions } from "../ingredients/format-quantity.ts";
import type { TParsedIngredient } from "../ingredients/parse-ingredient.ts";
import { formatIngredient, scaleIngredient } from "../ingredients/scale.ts";
import { getUnit } from "../ingredients/units.ts";
import type { TIngredientGroup, TIngredientLine } from "../recipes/recipe.schema.ts";

export interface TScaledLine {
  text: string;
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  food: string | null;
}

/** A stored line in the parser's shape (stored units are canonical ids). */
export function toParsedIngredient(line: TIngredientLine): TParsedIngredient {
  return {
    input: line.text,
    quantity: line.quantity,
    quantityMax: line.quantityMax,
    unit: getUnit(line.unit)?.id ?? null,
    size: null,
    name: line.food,
    preparation: line.preparation,
    comment: line.comment,
  };
}

/**
 * One line for `factor` times the recipe's servings; its own words when nothing changed, with
 * fractions written as on the recipe page ("1/2 tsp" is "½ tsp", beside a scaled "¾ tsp").
 */
export function scaleShoppingLine(line: TIngredientLine, factor: number): TScaledLine {
  const parsed = toParsedIngredient(line);
  // A unit the server did not recognise cannot be scaled safely: the line stays as written.
  const scaled = line.unit && !parsed.unit ? parsed : scaleIngredient(parsed, factor);
  const isChanged = scaled.quantity !== parsed.quantity || scaled.unit !== parsed.unit;
  return {
    text: isChanged && scaled.name ? writeTypedFractions(formatIngredient(scaled)) : writeLineText(line),
    quantity: scaled.quantity,
    quantityMax: scaled.quantityMax,
    unit: scaled.unit ?? (parsed.unit ? null : line.unit),
    food: line.food,
  };
}

/** Every line of every group, scaled from `recipeServings` to `servings` (unscaled when either is unknown). */
export function scaleRecipeLines(
  groups: readonly TIngredientGroup[],
  recipeServings: number | null,
  servings: number | null,
): TScaledLine[] {
  const factor = recipeServings && servings ? servings / recipeServings : 1;
  return groups.flatMap((group) => group.lines.flatMap((line) => splitPair(scaleShoppingLine(line, factor))));
}

/** "Salt and pepper, to taste" goes on the list as two things to tick. */
function splitPair(line: TScaledLine): TScaledLine[] {
  const pair = splitFoodPair(line.text);
  return pair ? pair.map((text) => ({ ...line, text, food: null })) : [line];
}
