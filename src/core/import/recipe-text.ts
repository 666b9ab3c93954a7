/**
 * Recipe text pasted by hand (when a site blocks us) → the same shape the page extractor returns.
 * Heuristics: the first line is the title; "Serves 4", "Prep time: 10 min" and friends fill the
 * numbers; "Ingredients" and "Method"/"Instructions"/"Directions" headings split the rest. Without
 * headings, short lines that read as ingredients come first and the sentences after them are steps.
 * The blocks are split by the "paste a block" helper (src/core/recipes/paste.ts).
 */
import { parseIngredient } from "../ingredients/parse-ingredient.ts";
import { splitIngredientBlock, splitStepBlock, stripListMarker } from "../recipes/paste.ts";
import { parseDurationMinutes } from "./durations.ts";
import { emptyRecipe, type TExtractedRecipe } from "./extracted-recipe.ts";
import { normalizeYields } from "./yields.ts";

const markdownHeading = /^#{1,6}\s+/;
const ingredientsHeading =
  /^(?:ingredients?|ingredient list|what you(?:'|’)?ll need|you(?:'|’)?ll need|you will need|shopping list)\s*:?$/i;
const stepsHeading =
  /^(?:method|instructions?|directions?|steps?|preparation|how to make(?: it)?|how to cook(?: it)?|to make)\s*:?$/i;
const yieldLine = /^(serves|servings|serving size|yields?|makes|portions)\s*:?\s*(.+)$/i;
const timeLine = /^(prep(?:aration)?|cook(?:ing)?|bake|baking|total|ready in)(?:\s+time)?\s*:?\s*(.+)$/i;

function clean(line: string): string {
  return line
    .replace(markdownHeading, "")
    .replace(/\*\*|__/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function readMetaLine(line: string, recipe: TExtractedRecipe): boolean {
  const yieldMatch = line.match(yieldLine);
  if (yieldMatch) {
    const word = yieldMatch[1].toLowerCase();
    const value = /^(serves|servings|portions)$/.test(word) ? `${yieldMatch[2]} servings` : yieldMatch[2];
    const yields = normalizeYields(value);
    if (yields) {
      recipe.yields ??= yields;
      return true;
    }
  }
  const timeMatch = line.match(timeLine);
  if (timeMatch) {
    const minutes = parseDurationMinutes(timeMatch[2]);
    if (minutes !== null) {
      const kind = timeMatch[1].toLowerCase();
      if (kind.startsWith("prep")) recipe.prepTime ??= minutes;
      else if (kind.startsWith("cook") || kind.startsWith("bak")) recipe.cookTime ??= minutes;
      else recipe.totalTime ??= minutes;
      return true;
    }
  }
  return false;
}

/** Short, and starts with an amount or a bullet, or parses to an amount or unit. */
function looksLikeIngredient(line: string): boolean {
  if (line.length > 90) return false;
  const item = stripListMarker(line);
  if (/^[\d½¼¾⅓⅔⅛]/.test(item)) return !/[.!?]$/.test(item) || item.split(" ").length <= 6;
  if (/^\s*[-–•*·▪]\s+/.test(line) && !/[.!?]$/.test(item)) return true;
  const parsed = parseIngredient(item);
  if (parsed.isGroupHeader) return true;
  return (parsed.quantity !== null || parsed.unit !== null) && item.split(" ").length <= 10;
}

/** Long, or a full sentence: a step. */
function looksLikeStep(line: string): boolean {
  const item = stripListMarker(line);
  return item.length > 90 || (/[.!?]$/.test(item) && item.split(" ").length >= 5);
}

/** Splits pasted recipe text; null when nothing recipe-like is in it. */
export function readRecipeText(text: string): TExtractedRecipe | null {
  const lines = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/\s+$/, ""));
  const recipe = emptyRecipe("heuristic");
  const cleaned = lines.map(clean);
  const ingredientsAt = cleaned.findIndex((line) => ingredientsHeading.test(line));
  const stepsAt = cleaned.findIndex((line, i) => i > ingredientsAt && stepsHeading.test(line));
  const firstHeading = [ingredientsAt, stepsAt].filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? lines.length;

  const head: string[] = [];
  let ingredientLines: string[] = [];
  let stepLines: string[] = [];
  if (ingredientsAt >= 0 || stepsAt >= 0) {
    head.push(...cleaned.slice(0, firstHeading));
    if (ingredientsAt >= 0) ingredientLines = lines.slice(ingredientsAt + 1, stepsAt >= 0 ? stepsAt : lines.length);
    if (stepsAt >= 0) stepLines = lines.slice(stepsAt + 1);
  } else {
    // No headings: title and notes, then a run of ingredient-like lines, then steps.
    let phase: "head" | "ingredients" | "steps" = "head";
    for (const [i, line] of lines.entries()) {
      const tidy = cleaned[i];
      if (phase === "head") {
        if (tidy && head.length > 0 && looksLikeIngredient(line)) phase = "ingredients";
        else {
          head.push(tidy);
          continue;
        }
      }
      if (phase === "ingredients" && tidy && !looksLikeIngredient(line) && looksLikeStep(line)) phase = "steps";
      if (phase === "ingredients") ingredientLines.push(line);
      else stepLines.push(line);
    }
  }

  const headLines = head.filter(Boolean);
  recipe.title = headLines[0]?.slice(0, 200) || null;
  const notes: string[] = [];
  for (const line of headLines.slice(1)) if (!readMetaLine(line, recipe)) notes.push(line);
  // Meta lines sometimes sit inside the blocks ("Serves 4" right above the ingredients).
  ingredientLines = ingredientLines.filter((line) => !readMetaLine(clean(line), recipe));
  stepLines = stepLines.filter((line) => !readMetaLine(clean(line), recipe));
  recipe.description = notes.join("\n") || null;

  const groups = splitIngredientBlock(ingredientLines.join("\n"));
  recipe.ingredientGroups = groups.map((g) => ({ purpose: g.name, ingredients: g.items }));
  recipe.ingredients = groups.flatMap((g) => g.items);
  const sections = splitStepBlock(stepLines.join("\n"));
  recipe.instructionSections = sections.map((s) => ({ name: s.name, steps: s.items }));
  recipe.instructions = sections.flatMap((s) => (s.name ? [s.name, ...s.items] : s.items));
  if (recipe.totalTime === null && (recipe.prepTime !== null || recipe.cookTime !== null)) {
    recipe.totalTime = (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
  }
  if (recipe.ingredients.length === 0 && recipe.instructions.length === 0) return null;
  return recipe;
}
