/**
 * A minimal ingredient-line parser, used until the import engine's `parseIngredient`
 * (src/core/ingredients/) lands; then this file goes and callers use that one. It keeps the
 * original text and fills quantity (with ranges and fractions), unit, food, preparation (after a
 * comma) and comment (in parentheses). Anything it does not recognise stays in `food`.
 */
import type { TIngredientLine } from "#core/recipes/recipe.schema.ts";

const unicodeFractions: Record<string, number> = {
  "½": 0.5,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "¼": 0.25,
  "¾": 0.75,
  "⅕": 0.2,
  "⅛": 0.125,
  "⅜": 0.375,
  "⅝": 0.625,
  "⅞": 0.875,
};

const units: Record<string, string> = {
  tsp: "tsp",
  teaspoon: "tsp",
  teaspoons: "tsp",
  t: "tsp",
  tbsp: "tbsp",
  tbs: "tbsp",
  tablespoon: "tbsp",
  tablespoons: "tbsp",
  T: "tbsp",
  cup: "cup",
  cups: "cup",
  c: "cup",
  g: "g",
  gram: "g",
  grams: "g",
  kg: "kg",
  kilogram: "kg",
  kilograms: "kg",
  mg: "mg",
  ml: "ml",
  milliliter: "ml",
  milliliters: "ml",
  millilitre: "ml",
  millilitres: "ml",
  l: "l",
  liter: "l",
  liters: "l",
  litre: "l",
  litres: "l",
  dl: "dl",
  oz: "oz",
  ounce: "oz",
  ounces: "oz",
  "fl oz": "fl oz",
  lb: "lb",
  lbs: "lb",
  pound: "lb",
  pounds: "lb",
  pint: "pint",
  pints: "pint",
  quart: "quart",
  quarts: "quart",
  gallon: "gallon",
  clove: "clove",
  cloves: "clove",
  can: "can",
  cans: "can",
  tin: "can",
  tins: "can",
  jar: "jar",
  jars: "jar",
  pinch: "pinch",
  pinches: "pinch",
  dash: "dash",
  bunch: "bunch",
  bunches: "bunch",
  handful: "handful",
  handfuls: "handful",
  slice: "slice",
  slices: "slice",
  sprig: "sprig",
  sprigs: "sprig",
  stalk: "stalk",
  stalks: "stalk",
  head: "head",
  heads: "head",
  stick: "stick",
  sticks: "stick",
  package: "package",
  packages: "package",
  pkg: "package",
  cm: "cm",
  inch: "inch",
  inches: "inch",
};

const number = String.raw`(?:\d+\s+\d+/\d+|\d+/\d+|\d+(?:[.,]\d+)?\s*[½⅓⅔¼¾⅕⅛⅜⅝⅞]?|[½⅓⅔¼¾⅕⅛⅜⅝⅞])`;
const quantityShape = new RegExp(String.raw`^(${number})(?:\s*(?:-|–|to)\s*(${number}))?\s*`);

function toNumber(text: string): number {
  let total = 0;
  for (const part of text.trim().split(/\s+/)) {
    const fraction = /^(\d*(?:[.,]\d+)?)([½⅓⅔¼¾⅕⅛⅜⅝⅞])$/.exec(part);
    if (fraction) {
      total += Number(fraction[1].replace(",", ".") || 0) + unicodeFractions[fraction[2]];
    } else if (part.includes("/")) {
      const [top, bottom] = part.split("/").map(Number);
      total += bottom ? top / bottom : 0;
    } else {
      total += Number(part.replace(",", "."));
    }
  }
  return Math.round(total * 1000) / 1000;
}

export function parseIngredientLine(input: string): TIngredientLine {
  const text = input.replace(/\s+/g, " ").trim();
  let rest = text;
  const comments: string[] = [];
  rest = rest.replace(/\s*\(([^()]*)\)\s*/g, (_m, inner: string) => {
    if (inner.trim()) comments.push(inner.trim());
    return " ";
  });
  rest = rest.trim();

  let quantity: number | null = null;
  let quantityMax: number | null = null;
  const match = quantityShape.exec(rest);
  if (match) {
    quantity = toNumber(match[1]);
    quantityMax = match[2] ? toNumber(match[2]) : null;
    rest = rest.slice(match[0].length);
  }

  let unit: string | null = null;
  const unitMatch = /^(fl\.? oz|[A-Za-z]+)\.?(?:\s+of)?\s+/.exec(rest);
  if (unitMatch && quantity !== null) {
    const word = unitMatch[1].replace(".", "");
    const found = units[word] ?? units[word.toLowerCase()];
    if (found) {
      unit = found;
      rest = rest.slice(unitMatch[0].length);
    }
  } else if (/^(a )?pinch of /i.test(rest)) {
    unit = "pinch";
    rest = rest.replace(/^(a )?pinch of /i, "");
  }

  let preparation: string | null = null;
  const comma = rest.indexOf(",");
  if (comma > 0) {
    preparation = rest.slice(comma + 1).trim() || null;
    rest = rest.slice(0, comma);
  }
  const food = rest.trim().toLowerCase() || null;
  return {
    text,
    quantity,
    quantityMax,
    unit,
    food,
    preparation,
    comment: comments.length > 0 ? comments.join("; ") : null,
  };
}
