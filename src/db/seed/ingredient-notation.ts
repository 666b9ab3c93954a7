import { findUnitId } from "#core/ingredients/unit-spellings.ts";
import type { TIngredientLine } from "#core/recipes/recipe.schema.ts";

/**
 * The demo recipes write each ingredient once, as the line a reader sees, in a fixed shape:
 *   "<quantity>[-<max>] [<unit>] <food>[, <preparation>][ (<comment>)]"
 * e.g. "2-3 cloves garlic, finely chopped", "1 can chickpeas, drained (400 g)", "Salt (to taste)".
 * The unit must be one of `unitWords` (anything else stays part of the food); a leading size word
 * ("large") moves to the comment so the food is what you would shop for.
 * This helper keeps the data files readable and still stores every parsed field.
 */

const unitWords: Record<string, string> = {
  tbsp: "tbsp",
  tsp: "tsp",
  cup: "cup",
  cups: "cup",
  g: "g",
  kg: "kg",
  ml: "ml",
  l: "l",
  oz: "oz",
  lb: "lb",
  clove: "clove",
  cloves: "clove",
  can: "can",
  cans: "can",
  pinch: "pinch",
  bunch: "bunch",
  cm: "cm",
  handful: "handful",
  head: "head",
  heads: "head",
  handfuls: "handful",
  slice: "slice",
  slices: "slice",
  sprig: "sprig",
  sprigs: "sprig",
  stalk: "stalk",
  stalks: "stalk",
};

const quantityPattern = String.raw`\d+(?:\.\d+)?(?: \d+/\d+)?|\d+/\d+`;
const lineShape = new RegExp(
  String.raw`^(?:(${quantityPattern})(?:-(${quantityPattern}))? )?(.+?)(?:, ([^()]+?))?(?: \(([^()]+)\))?$`,
);

function parseQuantity(value: string | undefined): number | null {
  if (!value) return null;
  return value.split(" ").reduce((sum, part) => {
    const [top, bottom] = part.split("/");
    return sum + (bottom ? Number(top) / Number(bottom) : Number(top));
  }, 0);
}

export function parseIngredientNotation(text: string): TIngredientLine {
  const match = lineShape.exec(text);
  if (!match) throw new Error(`Demo ingredient line does not follow the notation: "${text}"`);
  const [, quantity, quantityMax, rest, preparation, comment] = match;
  let unit: string | null = null;
  let food = rest;
  const firstSpace = rest.indexOf(" ");
  if (quantity && firstSpace > 0) {
    const word = rest.slice(0, firstSpace);
    if (unitWords[word]) {
      // Stored with the parser's canonical unit ids, so scaling and conversion treat both alike.
      unit = findUnitId(unitWords[word]) ?? unitWords[word];
      food = rest.slice(firstSpace + 1);
    }
  }
  // A size word is not part of the food ("large red peppers" shops as "red peppers"); keep it as a comment.
  const size = /^(small|medium|large) /.exec(food);
  if (size) food = food.slice(size[0].length);
  const comments = [size?.[1], comment].filter(Boolean);
  return {
    text,
    quantity: parseQuantity(quantity),
    quantityMax: parseQuantity(quantityMax),
    unit,
    food: food.toLowerCase(),
    preparation: preparation ?? null,
    comment: comments.length > 0 ? comments.join("; ") : null,
  };
}
