/**
 * Recipes that single-page-app frameworks ship as data rather than markup: the Next.js flight
 * payload (`self.__next_f.push`), `__NEXT_DATA__`, and `window.__INITIAL_STATE__ = {…}`-style
 * scripts. Sites built that way often render the method only on a click, so the visible HTML lacks
 * it while the data has it. We look for a JSON object holding both an ingredient array and a
 * step array under the names such apps use, and read it like a small schema.
 */
import { parseDurationMinutes } from "./durations.ts";
import { cleanText } from "./html-text.ts";
import { normalizeYields } from "./yields.ts";

export interface TAppStateRecipe {
  ingredients: string[];
  instructions: string[];
  yields: string | null;
  totalTime: number | null;
  prepTime: number | null;
  cookTime: number | null;
}

type TJson = Record<string, unknown>;

const INGREDIENT_KEY = /"(?:ingredients|ingredientList|ingredientLines|recipeIngredients?)"\s*:\s*\[/g;
const STEP_KEYS =
  /^(?:instructions|preparationInstructions|steps|directions|method|preparationSteps|cookingSteps|recipeInstructions|instructionSteps)$/i;
const STEP_TEXT_KEYS = ["text", "body", "description", "instruction", "content", "step", "html"];
const INGREDIENT_TEXT_KEYS = ["text", "raw", "line", "original", "fullText", "displayText"];
const NAME_KEYS = ["name", "title", "ingredient", "label", "displayName"];
const FLIGHT_CHUNK = /self\.__next_f\.push\(\[\d+,\s*("(?:[^"\\]|\\.)*")\]\)/g;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Script bodies that may hold app data; the flight payload's chunks are decoded and joined. */
function dataTexts(html: string): string[] {
  const texts: string[] = [];
  if (html.includes("self.__next_f")) {
    const chunks: string[] = [];
    for (const match of html.matchAll(FLIGHT_CHUNK)) {
      try {
        chunks.push(JSON.parse(match[1]) as string);
      } catch {
        // A chunk we cannot decode only costs us what it held.
      }
    }
    if (chunks.length > 0) texts.push(chunks.join(""));
  }
  for (const match of html.matchAll(SCRIPT)) {
    const attrs = match[1];
    const body = match[2];
    if (/ld\+json|src\s*=/i.test(attrs) || body.includes("self.__next_f")) continue;
    if (body.includes("ngredient")) texts.push(body);
  }
  return texts;
}

/**
 * Start offsets of the objects that directly contain each key occurrence, found with one
 * string-aware bracket scan (the texts are large; parsing them whole would be wasteful).
 */
function enclosingObjectStarts(text: string, keyAt: number[]): number[] {
  const starts: number[] = [];
  const stack: number[] = [];
  let next = 0;
  let isInString = false;
  for (let i = 0; i < text.length && next < keyAt.length; i++) {
    while (next < keyAt.length && keyAt[next] <= i) {
      const top = stack[stack.length - 1];
      if (!isInString && top !== undefined && text[top] === "{") starts.push(top);
      next++;
    }
    const c = text.charCodeAt(i);
    if (isInString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) isInString = false;
      continue;
    }
    // The stack is read at the key's opening quote, before the string is entered.
    if (c === 34) isInString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) stack.push(i);
    else if (c === 125 /* } */ || c === 93 /* ] */) stack.pop();
  }
  return starts;
}

function matchingBracket(text: string, start: number): number {
  let depth = 0;
  let isInString = false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isInString) {
      if (c === 92) i++;
      else if (c === 34) isInString = false;
      continue;
    }
    if (c === 34) isInString = true;
    else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function firstString(record: TJson, keys: string[]): string | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === "string" && value.trim()) return cleanText(value);
  }
  return null;
}

/** Amount, unit and name fields as apps name them ("displayIngredientQuantity", "unitOfMeasure"…). */
function fieldMatching(record: TJson, pattern: RegExp): unknown {
  for (const [key, value] of Object.entries(record)) {
    if (pattern.test(key) && value !== null && value !== undefined && value !== "") return value;
  }
  return null;
}

function asText(value: unknown): string | null {
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : null;
  if (typeof value === "string") return cleanText(value) || null;
  if (value && typeof value === "object") return firstString(value as TJson, NAME_KEYS);
  return null;
}

function ingredientLine(entry: unknown): string | null {
  if (typeof entry === "string") return cleanText(entry) || null;
  if (!entry || typeof entry !== "object") return null;
  const record = entry as TJson;
  const whole = firstString(record, INGREDIENT_TEXT_KEYS);
  if (whole) return whole;
  const name = firstString(record, NAME_KEYS);
  if (!name) return null;
  const amount = asText(fieldMatching(record, /^(?:display)?(?:ingredient)?(?:quantity|amount|qty)$/i));
  const unit = asText(fieldMatching(record, /^(?:display)?(?:unit|unitOfMeasure(?:ment)?|measure)$/i));
  return [amount, unit, name].filter(Boolean).join(" ");
}

function stepText(entry: unknown): string | null {
  if (typeof entry === "string") return cleanText(entry) || null;
  if (!entry || typeof entry !== "object") return null;
  return firstString(entry as TJson, STEP_TEXT_KEYS);
}

function minutesFrom(key: string, value: unknown): number | null {
  if (typeof value === "number") return /minutes?$/i.test(key) ? Math.round(value) || null : null;
  return parseDurationMinutes(value);
}

function readTimes(record: TJson, recipe: TAppStateRecipe) {
  for (const [key, value] of Object.entries(record)) {
    if (!/time/i.test(key)) continue;
    const minutes = minutesFrom(key, value);
    if (minutes === null) continue;
    // "activePreparationTime" is the hands-on part of the preparation time; the plain one wins.
    if (/^total/i.test(key)) recipe.totalTime ??= minutes;
    else if (/^prep/i.test(key)) recipe.prepTime ??= minutes;
    else if (/^(?:cook|bak)/i.test(key)) recipe.cookTime ??= minutes;
  }
  recipe.totalTime ??=
    recipe.prepTime !== null || recipe.cookTime !== null ? (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0) : null;
}

function recipeFromObject(record: TJson): TAppStateRecipe | null {
  const ingredientsKey = Object.keys(record).find((k) =>
    /^(?:ingredients|ingredientList|ingredientLines|recipeIngredients?)$/.test(k),
  );
  const stepsKey = Object.keys(record).find((k) => STEP_KEYS.test(k) && Array.isArray(record[k]));
  if (!ingredientsKey || !stepsKey) return null;
  const ingredients = (record[ingredientsKey] as unknown[]).map(ingredientLine).filter((l): l is string => !!l);
  const instructions = (record[stepsKey] as unknown[]).map(stepText).filter((l): l is string => !!l);
  if (ingredients.length < 2 || instructions.length === 0) return null;
  const recipe: TAppStateRecipe = {
    ingredients,
    instructions,
    yields: null,
    totalTime: null,
    prepTime: null,
    cookTime: null,
  };
  readTimes(record, recipe);
  const servings = fieldMatching(record, /^(?:servings|portions|yields?|serves|numberOfServings|servingSize)$/i);
  if (typeof servings === "number" || typeof servings === "string") recipe.yields = normalizeYields(servings);
  return recipe;
}

/** The first app-data object that carries a recipe's ingredients and steps; null when none does. */
export function readAppState(html: string): TAppStateRecipe | null {
  if (!html.includes("ngredient")) return null;
  for (const text of dataTexts(html)) {
    const keyAt = [...text.matchAll(INGREDIENT_KEY)].map((m) => m.index ?? 0);
    if (keyAt.length === 0) continue;
    for (const start of enclosingObjectStarts(text, keyAt)) {
      const end = matchingBracket(text, start);
      if (end < 0) continue;
      let value: unknown;
      try {
        value = JSON.parse(text.slice(start, end + 1));
      } catch {
        continue;
      }
      const recipe = value && typeof value === "object" ? recipeFromObject(value as TJson) : null;
      if (recipe) return recipe;
    }
  }
  return null;
}
