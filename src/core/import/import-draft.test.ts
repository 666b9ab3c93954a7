import { describe, expect, it } from "vitest";
import { emptyRecipe } from "./extracted-recipe.ts";
import {
  coursesFrom,
  describeLineProblem,
  dietsFrom,
  findDraftProblems,
  isUsableRecipe,
  nutritionFrom,
  servingsFrom,
  toImportDraft,
  toIngredientLine,
} from "./import-draft.ts";

describe("toIngredientLine", () => {
  it("keeps the text and stores canonical unit ids, the size with the food", () => {
    expect(toIngredientLine("2 tablespoons olive oil")).toMatchObject({
      text: "2 tablespoons olive oil",
      quantity: 2,
      unit: "tablespoon",
      food: "olive oil",
    });
    expect(toIngredientLine("3 large eggs, beaten (room temperature)")).toMatchObject({
      quantity: 3,
      unit: null,
      food: "large eggs",
      preparation: "beaten",
      comment: "room temperature",
    });
    expect(toIngredientLine("1-2 cups water")).toMatchObject({ quantity: 1, quantityMax: 2, unit: "cup" });
  });
});

describe("describeLineProblem", () => {
  it("flags headings, lines without a food and amounts it cannot read", () => {
    expect(describeLineProblem("For the sauce:")).toMatch(/heading/);
    expect(describeLineProblem("2 cups")).toMatch(/ingredient/);
    expect(describeLineProblem("200 g flour")).toBeNull();
    expect(describeLineProblem("Salt and pepper")).toBeNull();
  });
});

describe("servings, courses, diets and nutrition", () => {
  it("turns '8 servings' into a number and keeps other yields as text", () => {
    expect(servingsFrom("8 servings")).toEqual({ servings: 8, yieldText: null });
    expect(servingsFrom("24 cookies")).toEqual({ servings: null, yieldText: "24 cookies" });
    expect(servingsFrom(null)).toEqual({ servings: null, yieldText: null });
  });

  it("maps categories and diets onto Ladle's lists", () => {
    expect(coursesFrom("Main Course, Dinner")).toEqual(["dinner"]);
    expect(coursesFrom("Dessert")).toEqual(["dessert"]);
    expect(coursesFrom("Appetizer; Side Dish")).toEqual(["side", "snack"]);
    expect(dietsFrom(["https://schema.org/VeganDiet", "GlutenFreeDiet"])).toEqual(["vegan", "gluten-free"]);
    expect(dietsFrom(["Pescetarian", "dairy free"])).toEqual(["pescatarian", "dairy-free"]);
  });

  it("reads numbers out of nutrition text", () => {
    expect(nutritionFrom({ calories: "250 kcal", fatContent: "10,5 g", servingSize: "1 slice" })).toEqual({
      calories: 250,
      fatContent: 10.5,
    });
    expect(nutritionFrom({})).toBeNull();
  });
});

describe("toImportDraft", () => {
  it("builds a draft with parsed lines, sections, groups and the first http image", () => {
    const recipe = {
      ...emptyRecipe("json-ld"),
      title: "  Lemon Cake ",
      yields: "1 cake",
      prepTime: 20,
      cookTime: 45,
      totalTime: 65,
      ingredients: ["200 g flour", "2 lemons", "100 g icing sugar"],
      ingredientGroups: [
        { purpose: "Cake", ingredients: ["200 g flour", "2 lemons"] },
        { purpose: "Icing", ingredients: ["100 g icing sugar"] },
      ],
      instructions: ["Mix.", "Bake."],
      instructionSections: [{ name: null, steps: ["Mix.", "Bake."] }],
      images: ["data:image/png;base64,xx", "https://example.com/cake.jpg"],
      category: "Dessert",
      cuisine: "British, European",
      video: "https://videos.example/lemon-cake",
    };
    const draft = toImportDraft(recipe);
    expect(draft).toMatchObject({
      title: "Lemon Cake",
      servings: null,
      yieldText: "1 cake",
      prepMinutes: 20,
      cookMinutes: 45,
      totalMinutes: 65,
      courses: ["dessert"],
      cuisines: ["British", "European"],
      imageUrl: "https://example.com/cake.jpg",
      videoUrl: "https://videos.example/lemon-cake",
    });
    // The recipe form takes https videos only; an http one is left out rather than failing the save.
    expect(toImportDraft({ ...recipe, video: "http://videos.example/lemon-cake" }).videoUrl).toBeNull();
    expect(draft.ingredientGroups.map((g) => g.name)).toEqual(["Cake", "Icing"]);
    expect(draft.ingredientGroups[0].lines[0]).toMatchObject({ text: "200 g flour", quantity: 200, unit: "gram" });
    expect(draft.instructionSections).toEqual([{ name: null, steps: ["Mix.", "Bake."] }]);
    expect(findDraftProblems(draft)).toEqual([]);
  });

  it("makes the headings of a flat ingredient list the names of its groups, not lines", () => {
    const ingredients = ["200 g flour", "For the icing:", "100 g icing sugar"];
    const grouped = {
      ...emptyRecipe("json-ld"),
      ingredients,
      ingredientGroups: [
        { purpose: null, ingredients: ["200 g flour"] },
        { purpose: "For the icing:", ingredients: ["100 g icing sugar"] },
      ],
    };
    const byGroups = toImportDraft(grouped).ingredientGroups;
    expect(byGroups.map((g) => [g.name, g.lines.map((l) => l.text)])).toEqual([
      [null, ["200 g flour"]],
      ["For the icing", ["100 g icing sugar"]],
    ]);
    // Groups that account for only some lines give way to the list, still split at its headings.
    const partial = { ...grouped, ingredientGroups: [{ purpose: "Cake", ingredients: ["200 g flour"] }] };
    expect(toImportDraft(partial).ingredientGroups).toEqual(byGroups);
  });

  it("reports what is missing and which lines need a look", () => {
    const draft = toImportDraft({ ...emptyRecipe("heuristic"), ingredients: ["2 cups", "1 onion"] });
    expect(findDraftProblems(draft)).toEqual([
      { field: "title", message: "Give the recipe a title." },
      { field: "instructions", message: "We didn't find any steps." },
      { field: "servings", message: "How many does it serve?" },
      { field: "line", message: expect.stringMatching(/ingredient/), groupIndex: 0, lineIndex: 0 },
    ]);
  });

  it("calls a page a recipe when it has ingredients, or steps from recipe markup", () => {
    expect(isUsableRecipe(null)).toBe(false);
    expect(isUsableRecipe({ ...emptyRecipe("json-ld"), instructions: ["Mix."] })).toBe(true);
    expect(isUsableRecipe({ ...emptyRecipe("heuristic"), instructions: ["Mix."] })).toBe(false);
    expect(isUsableRecipe({ ...emptyRecipe("heuristic"), ingredients: ["1 egg"] })).toBe(true);
  });
});
