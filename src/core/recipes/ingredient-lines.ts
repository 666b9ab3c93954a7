/**
 * Ingredient lines typed or pasted into a recipe, in the stored shape: the original text plus the
 * parts the ingredient parser (src/core/ingredients) finds in it. The parser is large, so the
 * browser asks the server (POST /api/recipes/parse-block) instead of importing this module.
 */
import { parseIngredient, toCountReading } from "../ingredients/parse-ingredient.ts";
import { splitIngredientBlock, splitStepBlock } from "./paste.ts";
import type { TIngredientGroup, TIngredientLine, TInstructionSection } from "./recipe.schema.ts";

export function parseIngredientLine(input: string): TIngredientLine {
  const text = input.trim();
  // Stored lines count pieces ("4 x 175g salmon fillets" is 4): scaling, shopping and the
  // nutrition estimate work on whole pieces; the weight stays in the text.
  const parsed = toCountReading(parseIngredient(text));
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

/** A pasted block of ingredients: `Heading:` lines start a group, every other line is parsed. */
export function parseIngredientBlock(text: string): TIngredientGroup[] {
  return splitIngredientBlock(text).map((g) => ({ name: g.name, lines: g.items.map(parseIngredientLine) }));
}

/** A pasted method: numbered or bulleted lines, or paragraphs, become steps. */
export function parseStepBlock(text: string): TInstructionSection[] {
  return splitStepBlock(text).map((g) => ({ name: g.name, steps: g.items }));
}
