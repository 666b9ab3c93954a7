/**
 * Turns an ingredient line typed or pasted into a recipe into the stored shape: the original text
 * plus the parts the import engine's parser (src/core/ingredients) finds in it.
 */
import { parseIngredient } from "#core/ingredients/parse-ingredient.ts";
import type { TIngredientLine } from "#core/recipes/recipe.schema.ts";

export function parseIngredientLine(input: string): TIngredientLine {
  const text = input.trim();
  const parsed = parseIngredient(text);
  return {
    text,
    quantity: parsed.quantity,
    quantityMax: parsed.quantityMax,
    unit: parsed.unit,
    // Lowercased: the food is for matching (grocery list, search); the original text is for reading.
    food: parsed.name ? [parsed.size, parsed.name].filter(Boolean).join(" ").toLowerCase() : null,
    preparation: parsed.preparation,
    comment: parsed.comment,
  };
}
