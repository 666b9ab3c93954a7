/**
 * An extracted recipe → the draft the import page shows for review, with every ingredient line
 * parsed, and the problems worth pointing at (missing title, ingredients or steps; lines the parser
 * could not read). Pure, so the review editor re-checks lines in the browser as they are edited.
 */
import { parseIngredient, type TParsedIngredient, toCountReading } from "../ingredients/parse-ingredient.ts";
import { nutritionKeys } from "../recipes/nutrition.ts";
import {
  courses as courseIds,
  diets as dietIds,
  type TIngredientLine,
  type TNutrition,
} from "../recipes/recipe.schema.ts";
import { clipText, headingOf, recipeLimits } from "../recipes/recipe-limits.ts";
import type { TCourse, TDiet } from "../recipes/tags.ts";
import type { TExtractedRecipe } from "./extracted-recipe.ts";
import type { TDraftProblem, TImportDraft } from "./import.schema.ts";
import { groupIngredientLines } from "./schema-recipe.ts";

function minutes(value: number | null): number | null {
  return value !== null && Number.isFinite(value) && value > 0
    ? Math.min(Math.round(value), recipeLimits.minutes)
    : null;
}

/**
 * A parsed line in the stored shape, as the recipes service stores typed lines
 * (src/core/recipes/ingredient-lines.ts): canonical unit ids ("tablespoon"), a size word
 * kept with the food ("large onion").
 */
export function toIngredientLine(text: string, read: TParsedIngredient = parseIngredient(text)): TIngredientLine {
  // Stored lines count pieces, as typed lines do: "4 x 175g salmon fillets" is 4 fillets.
  const parsed = toCountReading(read);
  return {
    text: clipText(text.replace(/\s+/g, " ").trim(), recipeLimits.line),
    quantity: parsed.quantity,
    quantityMax: parsed.quantityMax,
    unit: parsed.unit,
    food: parsed.name ? [parsed.size, parsed.name].filter(Boolean).join(" ") : null,
    preparation: parsed.preparation,
    comment: parsed.comment,
  };
}

/** Why a line needs a look, or null when it reads fine. */
export function describeLineProblem(text: string, parsed: TParsedIngredient = parseIngredient(text)): string | null {
  if (parsed.isGroupHeader) return "This looks like a heading. Make it a group name?";
  if (!parsed.name) return "We couldn't find the ingredient in this line.";
  if (parsed.quantity === null && /^\s*[\d½¼¾⅓⅔⅛⅜⅝⅞]/.test(text)) return "We couldn't read the amount.";
  return null;
}

/** Problems in a draft, in reading order. */
export function findDraftProblems(draft: TImportDraft): TDraftProblem[] {
  const problems: TDraftProblem[] = [];
  if (!draft.title.trim()) problems.push({ field: "title", message: "Give the recipe a title." });
  const lineCount = draft.ingredientGroups.reduce((sum, g) => sum + g.lines.length, 0);
  if (lineCount === 0) problems.push({ field: "ingredients", message: "We didn't find any ingredients." });
  const stepCount = draft.instructionSections.reduce((sum, s) => sum + s.steps.length, 0);
  if (stepCount === 0) problems.push({ field: "instructions", message: "We didn't find any steps." });
  if (draft.servings === null && !draft.yieldText) {
    problems.push({ field: "servings", message: "How many does it serve?" });
  }
  draft.ingredientGroups.forEach((group, groupIndex) => {
    group.lines.forEach((line, lineIndex) => {
      const message = describeLineProblem(line.text);
      if (message) problems.push({ field: "line", message, groupIndex, lineIndex });
    });
  });
  return problems;
}

/** "8 servings" → 8; "24 cookies" → null (it is a yield, not a number of people). */
export function servingsFrom(yields: string | null): { servings: number | null; yieldText: string | null } {
  if (!yields) return { servings: null, yieldText: null };
  const match = yields.match(/^(\d+(?:\.\d+)?)\s+(servings?|portions?|people|persons?)$/i);
  if (match) {
    const servings = Math.round(Number(match[1]));
    if (servings >= 1 && servings <= 1000) return { servings, yieldText: null };
  }
  return { servings: null, yieldText: clipText(yields, 100) };
}

const courseWords: [RegExp, TCourse][] = [
  [/breakfast|brunch/i, "breakfast"],
  [/lunch/i, "lunch"],
  [/dinner|main|entr[ée]e|supper/i, "dinner"],
  [/side/i, "side"],
  [/dessert|cake|cookie|baking|sweet|pudding/i, "dessert"],
  [/snack|appeti[sz]er|starter|finger food/i, "snack"],
  [/drink|beverage|cocktail|smoothie/i, "drink"],
];

export function coursesFrom(category: string | null): TCourse[] {
  if (!category) return [];
  const found = new Set<TCourse>();
  for (const part of category.split(/[,;/|]/)) {
    for (const [pattern, course] of courseWords) if (pattern.test(part)) found.add(course);
  }
  return courseIds.filter((course) => found.has(course));
}

const dietWords: [RegExp, TDiet][] = [
  [/vegan/i, "vegan"],
  [/vegetarian/i, "vegetarian"],
  [/pesc[ae]tarian/i, "pescatarian"],
  [/gluten[\s-]?free/i, "gluten-free"],
  [/dairy[\s-]?free|lactose[\s-]?free/i, "dairy-free"],
  [/nut[\s-]?free/i, "nut-free"],
];

export function dietsFrom(restrictions: string[]): TDiet[] {
  const found = new Set<TDiet>();
  for (const value of restrictions) for (const [pattern, diet] of dietWords) if (pattern.test(value)) found.add(diet);
  return dietIds.filter((diet) => found.has(diet));
}

export function nutritionFrom(nutrients: Record<string, string>): TNutrition | null {
  const nutrition: TNutrition = {};
  for (const key of nutritionKeys) {
    const match = nutrients[key]?.replace(",", ".").match(/\d+(?:\.\d+)?/);
    if (match) nutrition[key] = Number(match[0]);
  }
  return Object.keys(nutrition).length > 0 ? nutrition : null;
}

export function cuisinesFrom(cuisine: string | null): string[] {
  if (!cuisine) return [];
  const names = cuisine
    .split(/[,;/|]/)
    .map((c) => c.trim())
    .filter((c) => c && c.length <= 40);
  return [...new Set(names)].slice(0, 10);
}

function isHttpUrl(value: string | null): value is string {
  return value !== null && /^https?:\/\//i.test(value) && value.length <= 2000;
}

function groupsFrom(recipe: TExtractedRecipe): { name: string | null; lines: string[] }[] {
  const grouped = recipe.ingredientGroups.filter((g) => g.ingredients.length > 0);
  const groupedCount = grouped.reduce((sum, g) => sum + g.ingredients.length, 0);
  // The flat list may name its groups in lines of its own ("For the sauce:"): those are not lines.
  const headed = groupIngredientLines(recipe.ingredients);
  const lineCount = headed.reduce((sum, g) => sum + g.ingredients.length, 0);
  // Groups are used only when they account for every line (some pages list groups partially).
  if (grouped.length > 0 && groupedCount === lineCount && grouped.some((g) => g.purpose)) {
    return grouped.map((g) => ({ name: headingOf(g.purpose), lines: g.ingredients }));
  }
  return headed.map((g) => ({ name: headingOf(g.purpose), lines: g.ingredients }));
}

function sectionsFrom(recipe: TExtractedRecipe): { name: string | null; steps: string[] }[] {
  const sections = recipe.instructionSections.filter((s) => s.steps.length > 0);
  if (sections.length > 0) return sections;
  return recipe.instructions.length > 0 ? [{ name: null, steps: recipe.instructions }] : [];
}

/** The review draft for an extracted recipe, every line parsed. */
export function toImportDraft(recipe: TExtractedRecipe): TImportDraft {
  const { servings, yieldText } = servingsFrom(recipe.yields);
  const prepMinutes = minutes(recipe.prepTime);
  const cookMinutes = minutes(recipe.cookTime);
  return {
    title: clipText(recipe.title?.trim() ?? "", recipeLimits.title),
    description: clipText(recipe.description?.trim() ?? "", recipeLimits.description),
    servings,
    yieldText,
    prepMinutes,
    cookMinutes,
    totalMinutes: minutes(recipe.totalTime),
    ingredientGroups: groupsFrom(recipe)
      .slice(0, recipeLimits.groups)
      .map((group) => ({
        name: group.name ? clipText(group.name, 200) : null,
        lines: group.lines
          .filter((line) => line.trim())
          .slice(0, recipeLimits.lines)
          .map((line) => toIngredientLine(line)),
      })),
    instructionSections: sectionsFrom(recipe)
      .slice(0, recipeLimits.groups)
      .map((section) => ({
        name: section.name ? clipText(section.name, 200) : null,
        steps: section.steps
          .map((s) => s.trim())
          .filter(Boolean)
          .slice(0, recipeLimits.steps)
          .map((s) => clipText(s, recipeLimits.step)),
      })),
    courses: coursesFrom(recipe.category),
    cuisines: cuisinesFrom(recipe.cuisine),
    diets: dietsFrom(recipe.dietaryRestrictions),
    nutrition: nutritionFrom(recipe.nutrients),
    imageUrl: isHttpUrl(recipe.image) ? recipe.image : (recipe.images.find((i) => isHttpUrl(i)) ?? null),
    videoUrl: recipe.video?.startsWith("https://") && recipe.video.length <= 2000 ? recipe.video : null,
  };
}

/**
 * Whether an extraction holds enough to call it a recipe: ingredients, or steps that came from
 * recipe markup (a list the heuristics found under "Method" alone is not enough).
 */
export function isUsableRecipe(recipe: TExtractedRecipe | null): recipe is TExtractedRecipe {
  if (!recipe) return false;
  return recipe.ingredients.length > 0 || (recipe.instructions.length > 0 && recipe.source !== "heuristic");
}
