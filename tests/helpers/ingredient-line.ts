import type { TIngredientLine } from "#core/recipes/recipe.schema.ts";

/** An ingredient line as stored: its text and the parts given; the rest null, as the parser leaves what it cannot read. */
export function ingredientLine(text: string, parts: Partial<Omit<TIngredientLine, "text">> = {}): TIngredientLine {
  return {
    text,
    quantity: null,
    quantityMax: null,
    unit: null,
    food: null,
    preparation: null,
    comment: null,
    ...parts,
  };
}
