/**
 * From the list's stored lines to what the list shows: items merged by food (the food module's
 * shopping merge: units converted, foods told apart, aisles in store order), still-to-buy ones
 * grouped by aisle, ticked ones apart. Ticked and unticked lines never merge: two onions already in
 * the basket and one more needed by a recipe added since are two items, so a tick never hides
 * something that was added after it.
 */
import { aisleLabels } from "../food/food.ts";
import { normalizeFoodText, pluralNameOf, pluralsOf } from "../food/food-text.ts";
import { findFoodByName } from "../food/foods.ts";
import { mergeShoppingLines, type TShoppingItem as TFoodItem } from "../food/shopping-list.ts";
import { parseIngredient } from "../ingredients/parse-ingredient.ts";
import { formatIngredient } from "../ingredients/scale.ts";
import type { TShoppingAisle, TShoppingItem, TShoppingRecipe } from "./shopping-list.schema.ts";

export interface TStoredLine {
  id: string;
  /** As shown: a recipe's line scaled to the servings chosen, or the words typed. */
  text: string;
  recipe: { id: string | null; title: string } | null;
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
  const unchecked = mergeStoredLines(
    lines.filter((line) => !line.isChecked),
    false,
  );
  const checked = mergeStoredLines(
    lines.filter((line) => line.isChecked),
    true,
  );
  const aisles: TShoppingAisle[] = [];
  for (const item of unchecked) {
    const last = aisles[aisles.length - 1];
    if (last?.aisle === item.aisle) last.items.push(item);
    else aisles.push({ aisle: item.aisle, items: [item] });
  }
  return { aisles, checked, recipes: listRecipes(lines), itemCount: unchecked.length };
}

/**
 * The food merge works on line texts; each line goes in with its own id in place of a recipe name,
 * and since an item names every "recipe" of its lines once, in order, its ids are exactly its lines.
 */
function mergeStoredLines(lines: readonly TStoredLine[], isChecked: boolean): TShoppingItem[] {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const merged = mergeShoppingLines(
    lines.map((line) => ({ line: line.text, recipe: line.id })),
    { isSplittingPairs: false },
  );
  const items = merged.map((item) =>
    toItem(
      item,
      item.recipes.flatMap((id) => byId.get(id) ?? []),
      isChecked,
    ),
  );
  // The merge leaves out what is never bought (tap water) and what reads as a heading. From a
  // recipe that is right; something typed by hand was meant, so it stays on the list as typed.
  const mergedIds = new Set(merged.flatMap((item) => item.recipes));
  const typed = lines.filter((line) => !line.recipe && !mergedIds.has(line.id));
  return [...items, ...typed.map((line) => toItem(null, [line], isChecked))];
}

function toItem(item: TFoodItem | null, lines: TStoredLine[], isChecked: boolean): TShoppingItem {
  const ids = lines.map((line) => line.id).sort();
  const recipes: TShoppingItem["recipes"] = [];
  for (const { recipe } of lines) {
    if (recipe && !recipes.some((each) => each.id === recipe.id && each.title === recipe.title)) recipes.push(recipe);
  }
  const total = item && lines.length > 1 ? forTheShop(item) : item;
  return {
    key: `${isChecked ? "c" : "u"}:${ids[0]}:${ids.length}`,
    text: lines.length === 1 || !total ? lines[0].text : describeTotal(total),
    // Something Ladle does not know is sent to a grocery partner in the words typed, not as a food.
    food: item && findFoodByName(item.food) ? item.food : null,
    quantity: total?.quantity ?? null,
    unit: total?.unit ?? null,
    aisle: aisleLabels[item?.aisle ?? "other"],
    isChecked,
    recipes,
    lines: lines.map((line) => ({ id: line.id, text: line.text, recipe: line.recipe, servings: line.servings })),
  };
}

/**
 * Pieces are bought whole: recipes that need 3¼ carrots and 2 carrots send 6 to the shop. The
 * lines under the item still say what each recipe uses.
 */
function forTheShop(item: TFoodItem): TFoodItem {
  if (item.unit !== null || item.quantity === null) return item;
  return { ...item, quantity: Math.ceil(item.quantity - 1e-6) };
}

/**
 * Several lines read as their total, in the words of a recipe line: "3 onions", "725 ml milk",
 * "300 g cherry tomatoes", "Salt". More than one piece is plural; a measured amount is plural when
 * a recipe wrote the food so.
 */
function describeTotal(item: TFoodItem): string {
  const { food, quantity, unit } = item;
  if (quantity === null) return food.charAt(0).toUpperCase() + food.slice(1);
  const isMany = unit === null ? quantity > 1 : isWrittenAsMany(item);
  return formatIngredient({
    input: food,
    quantity,
    quantityMax: null,
    unit,
    size: null,
    name: isMany ? pluralNameOf(food) : food,
    preparation: null,
    comment: null,
  });
}

/** "150 g cherry tomatoes": a line names the food by a plural of its last word. */
function isWrittenAsMany({ food, lines }: TFoodItem): boolean {
  const plurals = pluralsOf(food.slice(food.lastIndexOf(" ") + 1));
  return lines.some((line) => {
    const written = normalizeFoodText(parseIngredient(line).name ?? "");
    return plurals.includes(written.slice(written.lastIndexOf(" ") + 1));
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
