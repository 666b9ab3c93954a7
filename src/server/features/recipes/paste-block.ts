/** The "paste a block" helper on the server: split, then parse each ingredient line. */
import { splitIngredientBlock, splitStepBlock } from "#core/recipes/paste.ts";
import type { TIngredientGroup, TInstructionSection } from "#core/recipes/recipe.schema.ts";
import { parseIngredientLine } from "./parse-lines.ts";

export function parseIngredientBlock(text: string): TIngredientGroup[] {
  return splitIngredientBlock(text).map((g) => ({ name: g.name, lines: g.items.map(parseIngredientLine) }));
}

export function parseStepBlock(text: string): TInstructionSection[] {
  return splitStepBlock(text).map((g) => ({ name: g.name, steps: g.items }));
}
