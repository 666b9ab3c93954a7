/**
 * A family of demo recipes that share a method: one base (ingredients and steps with {slots}) and
 * named dishes that fill the slots: "Overnight Oats" gives "Apple Pie Overnight Oats", "Mango and
 * Lime Overnight Oats", … Each dish gets its own title, description, ingredient swaps and steps;
 * its nutrition and diet tags are worked out from the ingredients it ends up with (./foods.ts).
 *
 * Slots: a line or step that is only "{name}" is replaced by the dish's lines for it (a string, a
 * list, or [] to drop it); "{name}" inside a line or step is replaced by the dish's text for it.
 */
import type { TCourse } from "#core/recipes/tags.ts";
import { parseIngredientNotation } from "../../ingredient-notation.ts";
import type { TDemoAuthor, TDemoIngredients, TDemoRecipe, TDemoSteps } from "../types.ts";
import { computeNutrition, deriveDiets } from "./foods.ts";

export type TSlots = Record<string, string | string[]>;

export interface TDish {
  title: string;
  description: string;
  slots?: TSlots;
  /** Its own method, where the family's would read wrong. */
  steps?: TDemoSteps;
  /** Overrides of the family's values for this dish. */
  author?: TDemoAuthor;
  cuisines?: string[];
  courses?: TCourse[];
  servings?: number;
  prep?: number;
  cook?: number;
  total?: number;
}

export interface TDishFamily {
  /** Who writes these; dishes take turns when there are several. */
  authors: TDemoAuthor[];
  courses: TCourse[];
  cuisines: string[];
  servings: number;
  /** Defaults to "<servings> servings". */
  yieldText?: string;
  prep: number;
  cook: number;
  /** Set when the dish also soaks, chills or rests. */
  total?: number;
  /** Slots every dish shares unless it fills them itself. */
  slots?: TSlots;
  ingredients: TDemoIngredients;
  steps: TDemoSteps;
  dishes: TDish[];
}

const wholeSlot = /^\{(\w+)\}$/;
const inlineSlot = /\{(\w+)\}/g;

function fillLines(lines: string[], slots: TSlots, where: string): string[] {
  return lines.flatMap((line) => {
    const whole = wholeSlot.exec(line);
    if (whole) {
      const value = slots[whole[1]];
      if (value === undefined) throw new Error(`${where}: nothing fills {${whole[1]}}`);
      return Array.isArray(value) ? value : [value];
    }
    return [
      line.replace(inlineSlot, (_, name: string) => {
        const value = slots[name];
        if (typeof value !== "string") throw new Error(`${where}: {${name}} needs text`);
        return value;
      }),
    ];
  });
}

function fillGroups<T extends TDemoIngredients | TDemoSteps>(groups: T, slots: TSlots, where: string): T {
  if (Array.isArray(groups)) return fillLines(groups, slots, where) as T;
  const filled = Object.entries(groups)
    .map(([name, lines]) => [name, fillLines(lines, slots, where)] as const)
    .filter(([, lines]) => lines.length > 0);
  return Object.fromEntries(filled) as T;
}

function allLines(ingredients: TDemoIngredients): string[] {
  return Array.isArray(ingredients) ? ingredients : Object.values(ingredients).flat();
}

/**
 * The family's authors take turns, except that Nora ("greens") writes only vegetarian recipes, as
 * her blog promises: a dish with meat or fish goes to the next author in the list.
 */
function chooseAuthor(authors: TDemoAuthor[], turn: number, diets: string[]): TDemoAuthor {
  for (let i = 0; i < authors.length; i++) {
    const author = authors[(turn + i) % authors.length];
    if (author !== "greens" || diets.includes("vegetarian")) return author;
  }
  throw new Error(`Only "greens" writes these, and one of them is not vegetarian`);
}

export function expandFamily(family: TDishFamily): TDemoRecipe[] {
  return family.dishes.map((dish, i) => {
    const slots = { ...family.slots, ...dish.slots };
    const ingredients = fillGroups(family.ingredients, slots, dish.title);
    const steps = fillGroups(dish.steps ?? family.steps, slots, dish.title);
    const servings = dish.servings ?? family.servings;
    const parsed = allLines(ingredients).map(parseIngredientNotation);
    const diets = deriveDiets(parsed);
    return {
      title: dish.title,
      description: dish.description,
      author: dish.author ?? chooseAuthor(family.authors, i, diets),
      servings,
      ...(family.yieldText !== undefined && { yieldText: family.yieldText }),
      prep: dish.prep ?? family.prep,
      cook: dish.cook ?? family.cook,
      ...((dish.total ?? family.total) !== undefined && { total: dish.total ?? family.total }),
      courses: dish.courses ?? family.courses,
      cuisines: dish.cuisines ?? family.cuisines,
      diets,
      ingredients,
      steps,
      nutrition: computeNutrition(parsed, servings),
    };
  });
}
