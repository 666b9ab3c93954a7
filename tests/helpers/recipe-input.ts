/** A recipe as the Add Recipe form sends it (POST /api/recipes), for API and end-to-end tests. */
export function recipeInput(overrides: Record<string, unknown> = {}) {
  return {
    title: "Weeknight Lentil Soup",
    description: "Warming and cheap.",
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 30,
    ingredientGroups: [
      { name: null, lines: ["1 1/2 cups red lentils", "2 cloves garlic, crushed", "Salt (to taste)"] },
    ],
    instructionSections: [{ name: null, steps: ["Rinse the lentils.", "Simmer everything for 25 minutes."] }],
    courses: ["dinner"],
    cuisines: ["middle eastern"],
    diets: ["vegan"],
    nutrition: { calories: 320, proteinContent: 18 },
    ...overrides,
  };
}
