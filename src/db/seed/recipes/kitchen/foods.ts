/**
 * What the generated demo recipes know about each food: nutrition per 100 g, what one piece, can or
 * spoonful weighs, and which diets it rules out. A recipe's nutrition per serving and its diet tags
 * are worked out from its ingredient lines with these, so a variation that swaps an ingredient gets
 * numbers and tags that fit what it now contains. Figures are rounded averages of common food tables.
 */
import type { TIngredientLine } from "#core/recipes/recipe.schema.ts";
import type { TDiet } from "#core/recipes/tags.ts";
import type { TDemoNutrition } from "../types.ts";
import type { TFood } from "./food-row.ts";
import { pantryFoods } from "./food-table-pantry.ts";
import { produceFoods } from "./food-table-produce.ts";
import { proteinFoods } from "./food-table-protein.ts";

const foods: Record<string, TFood> = { ...produceFoods, ...pantryFoods, ...proteinFoods };

/** "cherry tomatoes" → "cherry tomato", "berries" → "berry", "leaves" → "leaf". */
function singularOf(name: string): string[] {
  return [name.replace(/ies$/, "y"), name.replace(/ves$/, "f"), name.replace(/es$/, ""), name.replace(/s$/, "")];
}

export function findFood(name: string): TFood | undefined {
  for (const candidate of [name, ...singularOf(name)]) {
    const found = foods[candidate];
    if (found) return found;
  }
  return undefined;
}

const millilitres: Record<string, number> = {
  teaspoon: 5,
  tablespoon: 15,
  cup: 240,
  milliliter: 1,
  liter: 1000,
};
const fixedGrams: Record<string, number> = {
  gram: 1,
  kilogram: 1000,
  ounce: 28.35,
  pound: 453.6,
  clove: 5,
  pinch: 0.4,
  centimeter: 5,
  sprig: 1,
  stalk: 40,
};

/** Salt "to taste" still counts: about a pinch per serving, as a cook would season it. */
const unmeasuredSaltGrams = 0.6;

/** The grams a line adds to the pot, or throws when the food or its amount cannot be weighed. */
export function gramsOf(line: TIngredientLine, servings: number): number {
  const name = line.food ?? line.text;
  const found = findFood(name);
  if (!found) throw new Error(`No food facts for "${name}" (from "${line.text}")`);
  if (line.quantity === null) return name === "salt" ? unmeasuredSaltGrams * servings : 0;
  // A range ("2-3 cloves") is cooked at its middle.
  const quantity = line.quantityMax ? (line.quantity + line.quantityMax) / 2 : line.quantity;
  const unit = line.unit;
  if (!unit) {
    if (found.each === undefined) throw new Error(`No weight for one "${name}" (from "${line.text}")`);
    return quantity * found.each;
  }
  if (unit in millilitres) return quantity * millilitres[unit] * (found.density ?? 1);
  if (unit in fixedGrams) return quantity * fixedGrams[unit];
  const perUnit: Record<string, number | undefined> = {
    can: found.can ?? cannedWeightIn(line.comment) ?? 400,
    slice: found.slice ?? found.each,
    bunch: found.bunch ?? 30,
    handful: found.handful ?? 30,
    head: found.each,
  };
  const grams = perUnit[unit];
  if (grams === undefined) throw new Error(`No weight for "${unit}" of "${name}" (from "${line.text}")`);
  return quantity * grams;
}

function cannedWeightIn(comment: string | null): number | undefined {
  const match = comment ? /(\d+) (?:g|ml)/.exec(comment) : null;
  return match ? Number(match[1]) : undefined;
}

/** Nutrition per serving, rounded as a label would print it. */
export function computeNutrition(lines: TIngredientLine[], servings: number): TDemoNutrition {
  const total = [0, 0, 0, 0, 0, 0, 0, 0];
  for (const line of lines) {
    const grams = gramsOf(line, servings);
    const found = findFood(line.food ?? line.text)!;
    found.per100.forEach((value, i) => {
      total[i] += (value * grams) / 100;
    });
  }
  const [calories, fat, saturatedFat, carbohydrate, sugar, fibre, protein, sodium] = total.map((v) => v / servings);
  return [
    Math.round(calories / 5) * 5,
    Math.round(fat),
    Math.round(saturatedFat),
    Math.round(carbohydrate),
    Math.round(sugar),
    Math.round(fibre),
    Math.round(protein),
    Math.round(sodium / 10) * 10,
  ];
}

/**
 * The diets the ingredients allow, most telling first (cards show the first three): the strictest of
 * vegan, vegetarian and pescatarian, then the free-froms, then what vegan implies.
 */
export function deriveDiets(lines: TIngredientLine[]): TDiet[] {
  const flags = new Set(lines.flatMap((line) => [...(findFood(line.food ?? line.text)?.flags ?? "")]));
  const has = (flag: string) => flags.has(flag);
  const isPescatarian = !has("M");
  const isVegetarian = isPescatarian && !has("F");
  const isVegan = isVegetarian && !has("D") && !has("E") && !has("H");
  const first: TDiet[] = isVegan ? ["vegan"] : isVegetarian ? ["vegetarian"] : isPescatarian ? ["pescatarian"] : [];
  const freeFrom: TDiet[] = [];
  if (!has("G")) freeFrom.push("gluten-free");
  if (!has("D") && !isVegan) freeFrom.push("dairy-free");
  if (!has("N")) freeFrom.push("nut-free");
  const implied: TDiet[] = isVegan ? ["vegetarian", "pescatarian", "dairy-free"] : isVegetarian ? ["pescatarian"] : [];
  return [...first, ...freeFrom, ...implied];
}
