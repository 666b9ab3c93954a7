import type { TExportedRecipe } from "#core/moving-in/writers/exported-recipe.ts";
import { parseIngredientLine } from "#core/recipes/ingredient-lines.ts";

/** A recipe with groups, sections, nutrition and a source, as the exporter hands it to the writers. */
export function exportedRecipe(overrides: Partial<TExportedRecipe> = {}): TExportedRecipe {
  return {
    id: "0b6c1f52-5d1e-4a8e-9d55-0a3c2f7d9e11",
    title: "Lemon Chicken & Rice",
    description: "Bright weeknight chicken.\n\nGood cold the next day.",
    servings: 4,
    yieldText: null,
    prepMinutes: 15,
    cookMinutes: 75,
    totalMinutes: null,
    ingredientGroups: [
      {
        name: null,
        lines: ["4 chicken thighs", "1 large onion, finely chopped", "200 g basmati rice"].map(parseIngredientLine),
      },
      { name: "For the sauce", lines: ["2 tbsp olive oil", "1 lemon", "salt to taste"].map(parseIngredientLine) },
    ],
    instructionSections: [
      { name: null, steps: ["Season the chicken.", "Fry the onion in the olive oil until soft."] },
      { name: "To finish", steps: ["Roast the chicken for an hour.", "Squeeze over the lemon."] },
    ],
    courses: ["dinner"],
    cuisines: ["Greek"],
    diets: ["gluten-free", "dairy-free"],
    nutrition: { calories: 420, fatContent: 18.25, sodiumContent: 640 },
    sourceUrl: "https://example.com/lemon-chicken",
    videoUrl: null,
    attribution: "Grandma's recipe box",
    visibility: "public",
    author: { name: "Maya Brooks", username: "mayabrooks" },
    createdAt: new Date("2026-01-02T10:00:00Z"),
    updatedAt: new Date("2026-01-03T10:00:00Z"),
    ...overrides,
  };
}
