/**
 * The last resort for pages with no structured data and no known recipe card. The page is read as
 * a sequence of visible blocks (headings, list items, lines of text), then:
 *
 * - ingredients: the lines after an "Ingredients" heading (in the languages we see), else the
 *   elements whose class, id or stray itemprop says "ingredient", else the list whose lines read
 *   like ingredients (a quantity or unit up front, by `parseIngredient`) — find-ingredients.ts;
 * - method: the lines after a "Method"/"Directions"/"Zubereitung"… heading, else elements named
 *   for instructions or steps, else the sentences that follow the ingredient list — find-method.ts;
 * - a heading's section ends where the smallest element around it that holds its content ends,
 *   at a heading of the same rank, or at a "Notes"/"Comments" heading — page-sections.ts;
 * - yields and times from labelled text ("Serves 4", "Prep time: 15 mins", "Totale tijd 20 min")
 *   — page-facts.ts;
 * - category and cuisine from labelled text ("Course: Main") or elements named for them, and the
 *   whole paragraph when the head's description cuts it short — page-details.ts;
 * - title from the h1 when it agrees with og:title/<title>, else og:title without the site name
 *   — page-title.ts; the photo, when the head names none, from the images between the title and
 *   the ingredients — page-photo.ts;
 * - data a single-page app ships in scripts (see app-state.ts) beats all of the above.
 */
import { readAppState, type TAppStateRecipe } from "./app-state.ts";
import { emptyRecipe, type TExtractedRecipe } from "./extracted-recipe.ts";
import { findIngredients } from "./find-ingredients.ts";
import { findMethod } from "./find-method.ts";
import type { THtmlElement } from "./html-tree.ts";
import { linearize } from "./page-blocks.ts";
import { completeDescription, readEquipment, readPageDetails } from "./page-details.ts";
import { readFacts, type TFacts } from "./page-facts.ts";
import type { TPageMeta } from "./page-meta.ts";
import { guessImages } from "./page-photo.ts";
import { guessTitle } from "./page-title.ts";
import { flattenSections } from "./schema-recipe.ts";

export interface THeuristicsContext {
  html: string;
  url: string;
  meta: TPageMeta;
}

/** Where labelled details ("Course: Main") are looked for, in blocks around the title and the ingredients. */
const DETAILS_ABOVE_TITLE = 20;
const DETAILS_BELOW = 300;

export function readByHeuristics(root: THtmlElement, context: THeuristicsContext): TExtractedRecipe | null {
  const page = linearize(root);
  const ingredients = findIngredients(page);
  const method = findMethod(page, ingredients);
  const app = readAppState(context.html);
  if (!ingredients && !method && !app) return null;
  const recipe = emptyRecipe("heuristic");
  recipe.ingredientGroups = ingredients?.groups ?? [];
  recipe.ingredients = recipe.ingredientGroups.flatMap((g) => g.ingredients);
  recipe.instructionSections = method?.sections ?? [];
  recipe.instructions = flattenSections(recipe.instructionSections);
  const title = guessTitle(page, context.meta, context.url);
  recipe.title = title.text;
  const ingredientsAt = ingredients?.start ?? page.blocks.length;
  const facts = readFacts(page, { titleAt: title.index, ingredients });
  recipe.yields = method?.yields ?? facts.yields;
  recipe.totalTime = facts.totalTime;
  recipe.prepTime = facts.prepTime;
  recipe.cookTime = facts.cookTime;
  recipe.images = guessImages(page, context.url, title.index, ingredientsAt);
  const details = readPageDetails(
    page,
    title.index - DETAILS_ABOVE_TITLE,
    (ingredients?.end ?? title.index) + DETAILS_BELOW,
  );
  recipe.category = details.category;
  recipe.cuisine = details.cuisine;
  recipe.equipment = readEquipment(page);
  const description = context.meta.meta.get("og:description") ?? context.meta.meta.get("description");
  if (description) recipe.description = completeDescription(description, page);
  if (app) applyAppState(recipe, app);
  return recipe;
}

/**
 * Yields and times as the page prints them ("Servings 4" beside the title), for structured data
 * that leaves them out.
 */
export function readPrintedFacts(root: THtmlElement, context: THeuristicsContext): TFacts {
  const page = linearize(root);
  const title = guessTitle(page, context.meta, context.url);
  return readFacts(page, { titleAt: title.index, ingredients: findIngredients(page) });
}

/** App data is structured, so it wins over what was read from the visible text. */
function applyAppState(recipe: TExtractedRecipe, app: TAppStateRecipe) {
  recipe.ingredients = app.ingredients;
  recipe.ingredientGroups = [{ purpose: null, ingredients: app.ingredients }];
  recipe.instructions = app.instructions;
  recipe.instructionSections = [{ name: null, steps: app.instructions }];
  recipe.yields = app.yields ?? recipe.yields;
  recipe.totalTime = app.totalTime ?? recipe.totalTime;
  recipe.prepTime = app.prepTime ?? recipe.prepTime;
  recipe.cookTime = app.cookTime ?? recipe.cookTime;
}
