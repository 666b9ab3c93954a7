/** A recipe's ingredient lines as shopping lines, at the servings the cook shops for. */
import { splitFoodPair } from "../food/shopping-list.ts";
import { writeLineText, writeTypedFractions } from "../ingredients/format-quantity.ts";
import type { TParsedIngredient } from "../ingredients/parse-ingredient.ts";
import { scaleIngredient } from "../ingredients/scale.ts";
import { toParsedIngredient, writeScaledLine } from "../ingredients/stored-line.ts";
import type { TIngredientGroup, TIngredientLine } from "../recipes/recipe.schema.ts";

export interface TScaledLine {
  text: string;
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  food: string | null;
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
    text: isChanged && scaled.name ? writeTypedFractions(writeScaledText(scaled, line)) : writeLineText(line),
    quantity: scaled.quantity,
    quantityMax: scaled.quantityMax,
    unit: scaled.unit ?? (parsed.unit ? null : line.unit),
    food: line.food,
  };
}

function writeScaledText(scaled: TParsedIngredient, line: TIngredientLine): string {
  const { amount, rest } = writeScaledLine(scaled, line);
  return rest ? `${amount} ${rest}` : amount;
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

/** A recipe's line that an edit replaced, as it read on the list then. */
export interface TEditedSource {
  recipeId: string;
  text: string;
  /** The servings the recipe was on the list for when the line was edited. */
  servings: number | null;
}

/**
 * The recipe's lines at `servings`, less the ones the cook has edited: an edited line is the cook's
 * own and stays as they wrote it, so the recipe's line it replaced is not written again beside it.
 * A replaced line is found by how it read at the servings it was edited at; one the recipe no longer
 * has matches nothing, and nothing is left out.
 */
export function scaleRecipeLinesExcept(
  groups: readonly TIngredientGroup[],
  recipeServings: number | null,
  servings: number | null,
  edited: readonly Pick<TEditedSource, "text" | "servings">[],
): TScaledLine[] {
  const lines = scaleRecipeLines(groups, recipeServings, servings);
  const textsAt = new Map<number | null, Set<string>>();
  for (const source of edited)
    textsAt.set(source.servings, (textsAt.get(source.servings) ?? new Set()).add(source.text));
  const replaced = new Set<number>();
  for (const [editedAt, texts] of textsAt) {
    scaleRecipeLines(groups, recipeServings, editedAt).forEach((line, index) => {
      if (texts.has(line.text)) replaced.add(index);
    });
  }
  return lines.filter((_, index) => !replaced.has(index));
}
