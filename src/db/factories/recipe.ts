import { deriveRecipeFoodData } from "../../core/food/recipe-food-data.ts";
import type { TIngredientLine } from "../../core/recipes/recipe.schema.ts";
import type { TDb } from "../client.ts";
import { recipes } from "../schema.ts";
import { parseIngredientNotation } from "../seed/ingredient-notation.ts";
import { uniqueToken } from "./unique.ts";

export type TRecipeInsert = typeof recipes.$inferInsert;

/** An ingredient line with its text only, nothing parsed: for tests about text (search, display). */
export function textOnlyLine(text: string): TIngredientLine {
  return { text, quantity: null, quantityMax: null, unit: null, food: null, preparation: null, comment: null };
}
export type TRecipe = typeof recipes.$inferSelect;

/**
 * A complete public recipe: one ingredient group of 3 lines, one section of 3 steps, 4 servings,
 * with its foods and estimated nutrition derived as a write derives them (unless overridden).
 */
export function buildRecipe(overrides: Partial<TRecipeInsert> = {}): TRecipeInsert {
  const recipe: TRecipeInsert = {
    title: `Test Tomato Pasta ${uniqueToken()}`,
    description: "A quick tomato pasta for testing.",
    servings: 4,
    yieldText: "4 servings",
    prepMinutes: 10,
    cookMinutes: 20,
    totalMinutes: 30,
    ingredientGroups: [
      {
        name: null,
        lines: ["200 g spaghetti", "2 tbsp olive oil", "1 can chopped tomatoes (400 g)"].map(parseIngredientNotation),
      },
    ],
    instructionSections: [
      {
        name: null,
        steps: [
          "Cook the spaghetti in salted boiling water.",
          "Warm the oil and tomatoes in a pan for 10 minutes.",
          "Toss the drained pasta with the sauce and serve.",
        ],
      },
    ],
    courses: ["dinner"],
    cuisines: ["Italian"],
    diets: ["vegan", "vegetarian", "dairy-free", "nut-free"],
    nutrition: null,
    visibility: "public",
    isFeatured: false,
    ...overrides,
  };
  const derived = deriveRecipeFoodData({
    ingredientGroups: recipe.ingredientGroups ?? [],
    servings: recipe.servings ?? null,
  });
  return { foods: derived.foods, estimatedNutrition: derived.estimatedNutrition, ...recipe };
}

export async function insertRecipe(db: TDb, overrides: Partial<TRecipeInsert> = {}): Promise<TRecipe> {
  const [row] = await db.insert(recipes).values(buildRecipe(overrides)).returning();
  return row;
}
