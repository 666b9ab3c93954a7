/**
 * The demo shopping list: Sam's (cook@demo) list for the first days of the family week, shared with
 * Alex (fan@demo) as a household, with a few things already in the basket and two typed by hand.
 * Recipe lines go through the same scaling the "Add to shopping list" button uses.
 */
import { randomUUID } from "node:crypto";
import { parseIngredientLine } from "../../core/recipes/ingredient-lines.ts";
import { scaleRecipeLines } from "../../core/shopping/recipe-lines.ts";
import type { TRecipeInsert } from "../factories/recipe.ts";
import type { TUserInsert } from "../factories/user.ts";
import type { shoppingListItems, shoppingListMembers, shoppingLists } from "../schema.ts";
import { demoAccounts, type TDemoAccountKey } from "./accounts.ts";

/** [recipe title, servings to shop for] */
const demoRecipes: [string, number][] = [
  ["Lemon Garlic Sheet-Pan Chicken Thighs", 4],
  ["Classic Spaghetti Bolognese", 6],
  ["Egg Fried Rice", 4],
];
const typedItems = ["2 l semi-skimmed milk", "Kitchen roll"];
/** Lines the household has already put in the basket, by their text's start. */
const checkedStarts = ["2 l semi-skimmed milk", "Salt"];

export interface TDemoShoppingRows {
  shoppingLists: (typeof shoppingLists.$inferInsert)[];
  shoppingListMembers: (typeof shoppingListMembers.$inferInsert)[];
  shoppingListItems: (typeof shoppingListItems.$inferInsert)[];
}

export function buildDemoShoppingList({
  users,
  recipes,
  now = new Date(),
}: {
  users: TUserInsert[];
  recipes: TRecipeInsert[];
  now?: Date;
}): TDemoShoppingRows {
  const userIdOf = (key: TDemoAccountKey) => {
    const user = users.find((u) => u.email === demoAccounts[key]);
    if (!user?.id) throw new Error(`No demo user "${key}"`);
    return user.id;
  };
  const listId = randomUUID();
  const ownerId = userIdOf("cook");
  const isChecked = (text: string) => checkedStarts.some((start) => text.startsWith(start));
  const recipeLines = demoRecipes.flatMap(([title, servings]) => {
    const recipe = recipes.find((r) => r.title === title);
    if (!recipe?.id) throw new Error(`The demo shopping list names an unknown recipe "${title}"`);
    return scaleRecipeLines(recipe.ingredientGroups ?? [], recipe.servings ?? null, servings).map((line) => ({
      ...line,
      recipeId: recipe.id,
      recipeTitle: recipe.title,
      servings,
    }));
  });
  const typedLines = typedItems.map((text) => {
    const { quantity, quantityMax, unit, food } = parseIngredientLine(text);
    return { text, quantity, quantityMax, unit, food };
  });
  const createdAt = new Date(now.getTime() - 60 * 60_000);
  return {
    shoppingLists: [{ id: listId, ownerId, createdAt }],
    shoppingListMembers: [{ listId, userId: userIdOf("fan"), status: "joined", createdAt }],
    shoppingListItems: [...recipeLines, ...typedLines].map((line) => ({
      ...line,
      listId,
      isChecked: isChecked(line.text),
      createdBy: ownerId,
      createdAt,
    })),
  };
}
