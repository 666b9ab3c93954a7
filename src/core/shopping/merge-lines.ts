/**
 * From the list's stored lines to what the list shows: items merged by food, still-to-buy ones
 * grouped by aisle in store order, ticked ones apart. Ticked and unticked lines never merge: two
 * onions already in the basket and one more needed by a recipe added since are two items, so a
 * tick never hides something that was added after it.
 */
import { formatIngredient } from "../ingredients/scale.ts";
import { getUnit } from "../ingredients/units.ts";
import { mergeFoodLines, type TMergedFood, type TMergeLine } from "./food-merge.ts";
import type { TShoppingAisle, TShoppingItem, TShoppingRecipe } from "./shopping-list.schema.ts";

export interface TStoredLine extends TMergeLine {
  servings: number | null;
  isChecked: boolean;
}

export interface TMergedList {
  aisles: TShoppingAisle[];
  checked: TShoppingItem[];
  recipes: TShoppingRecipe[];
  itemCount: number;
}

export function mergeListLines(lines: readonly TStoredLine[]): TMergedList {
  const unchecked = mergeFoodLines(lines.filter((line) => !line.isChecked)).map((group) => toItem(group, false));
  const checked = mergeFoodLines(lines.filter((line) => line.isChecked)).map((group) => toItem(group, true));
  const aisles: TShoppingAisle[] = [];
  for (const item of unchecked) {
    const last = aisles[aisles.length - 1];
    if (last?.aisle === item.aisle) last.items.push(item);
    else aisles.push({ aisle: item.aisle, items: [item] });
  }
  return { aisles, checked, recipes: listRecipes(lines), itemCount: unchecked.length };
}

function toItem(group: TMergedFood<TStoredLine>, isChecked: boolean): TShoppingItem {
  const ids = group.lines.map((line) => line.id).sort();
  return {
    key: `${isChecked ? "c" : "u"}:${ids[0]}:${ids.length}`,
    text: describeItem(group),
    food: group.food,
    quantity: group.quantity,
    unit: group.unit,
    aisle: group.aisle,
    isChecked,
    recipes: group.recipes,
    lines: group.lines.map((line) => ({ id: line.id, text: line.text, recipe: line.recipe, servings: line.servings })),
  };
}

/** One line reads as written (scaled); several read as their total: "3 cups milk". */
function describeItem(group: TMergedFood<TStoredLine>): string {
  if (group.lines.length === 1 || !group.food) return group.lines[0].text;
  if (group.quantity === null) return group.food;
  return formatIngredient({
    input: group.food,
    quantity: group.quantity,
    quantityMax: null,
    unit: getUnit(group.unit)?.id ?? null,
    size: null,
    name: group.food,
    preparation: null,
    comment: null,
  });
}

/** The recipes on the list, in the order they were added, with the servings they were added at. */
function listRecipes(lines: readonly TStoredLine[]): TShoppingRecipe[] {
  const recipes = new Map<string, TShoppingRecipe>();
  for (const line of lines) {
    if (!line.recipe) continue;
    const key = `${line.recipe.id}|${line.recipe.title}|${line.servings}`;
    const entry = recipes.get(key) ?? { ...line.recipe, servings: line.servings, lineIds: [] };
    entry.lineIds.push(line.id);
    recipes.set(key, entry);
  }
  return [...recipes.values()];
}
