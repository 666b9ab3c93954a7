/**
 * "no mushrooms, olives or capers", "I hate coriander", "allergic to shellfish", "egg-free": a
 * trigger, then a list of foods of up to three words each, joined by commas, "or", "and" or "nor".
 * The list stops at a word that starts another constraint, so "no mushrooms, vegetarian" excludes
 * mushrooms only. Foods that name a diet become that diet ("no dairy" is dairy-free).
 */
import type { TPlanDiet } from "../plan-options.ts";
import type { TReading } from "./request-rules.ts";
import { constraintWords, fillerWords, isNumberWord } from "./request-words.ts";

export interface TSpanReading {
  start: number;
  end: number;
  readings: TReading[];
}

const triggers =
  "no|not|without|minus|avoid(?:ing)?|exclud(?:e|ing)|skip(?:ping)?|hold the|free of|allergic to|allerg(?:y|ies) to|hates?|dislikes?|don't like|do not like|doesn't like|does not like|can't eat|cannot eat|can't have|cannot have|can't stand|not a fan of|nothing with|nothing|leave out|except|but no|none of the|zero";
const triggerPattern = new RegExp(`(?<![a-z0-9])(?:${triggers})(?![a-z0-9])`, "g");
/** A trigger right here: the list before it has ended ("nothing spicy, allergic to shellfish"). */
const triggerHere = new RegExp(`(?:${triggers})(?![a-z0-9])`, "y");

/** Foods that name a diet, and food words people use for a family the generator knows. */
const dietFoods: Record<string, TPlanDiet> = {
  dairy: "dairy-free",
  lactose: "dairy-free",
  "dairy products": "dairy-free",
  gluten: "gluten-free",
  nuts: "nut-free",
  nut: "nut-free",
  "tree nuts": "nut-free",
  "animal products": "vegan",
};
const renamedFoods: Record<string, string> = {
  spicy: "chilli",
  spice: "chilli",
  "spicy food": "chilli",
  heat: "chilli",
};
/** Words before a food that say nothing about it: "avoid any mushrooms", "not too much cheese". */
const leadingWords = new Set(["any", "the", "too", "much", "many", "more", "other", "raw", "fresh"]);
/** "-free" words that are no food. */
const notFoods = new Set([
  "fuss",
  "stress",
  "hassle",
  "mess",
  "guilt",
  "worry",
  "care",
  "cruelty",
  "gluten",
  "dairy",
  "nut",
  "meat",
]);

function isFoodWord(word: string): boolean {
  return word.length > 1 && !constraintWords.has(word) && !fillerWords.has(word) && !isNumberWord(word);
}

const separator = /^\s*(?:,|\/|&|or|and|nor|plus)\s*(?:or\s+|and\s+)?/;

/** Reads the foods after `from`; returns each with its span, stopping at the first thing that is no food. */
function readFoodList(text: string, from: number): { start: number; end: number; food: string }[] {
  const foods: { start: number; end: number; food: string }[] = [];
  let at = from;
  for (;;) {
    const item = readFood(text, at);
    if (!item) return foods;
    foods.push(item);
    const rest = text.slice(item.end);
    const joint = separator.exec(rest);
    if (!joint) return foods;
    at = item.end + joint[0].length;
  }
}

function readFood(text: string, from: number): { start: number; end: number; food: string } | null {
  const wordPattern = /\s*([a-z][a-z'-]*)/y;
  wordPattern.lastIndex = from;
  const taken: string[] = [];
  let start = -1;
  let end = from;
  for (let match = wordPattern.exec(text); match; match = wordPattern.exec(text)) {
    const word = match[1];
    triggerHere.lastIndex = match.index + match[0].length - word.length;
    if (triggerHere.test(text)) break;
    if (taken.length === 0 && leadingWords.has(word)) {
      end = wordPattern.lastIndex;
      continue;
    }
    if (!isFoodWord(word) || taken.length === 3) break;
    if (start < 0) start = match.index + match[0].length - word.length;
    taken.push(word);
    end = wordPattern.lastIndex;
  }
  return taken.length === 0 ? null : { start, end, food: taken.join(" ") };
}

function toReading(food: string): TReading {
  const diet = dietFoods[food];
  if (diet) return { kind: "diet", value: diet };
  return { kind: "exclude", value: renamedFoods[food] ?? food };
}

/** Every exclusion in the request, skipping text other rules took (`isTaken`). */
export function readExclusions(text: string, isTaken: (start: number, end: number) => boolean): TSpanReading[] {
  const found: TSpanReading[] = [];
  for (const trigger of text.matchAll(triggerPattern)) {
    const start = trigger.index;
    const afterTrigger = start + trigger[0].length;
    if (isTaken(start, afterTrigger)) continue;
    const foods = readFoodList(text, afterTrigger);
    if (foods.length === 0 || isTaken(start, foods[foods.length - 1].end)) continue;
    // The trigger belongs to the first food's chip; each further food has a chip of its own.
    for (const [n, item] of foods.entries()) {
      found.push({ start: n === 0 ? start : item.start, end: item.end, readings: [toReading(item.food)] });
    }
  }
  for (const match of text.matchAll(/(?<![a-z0-9])([a-z]+)[- ]free(?![a-z0-9])/g)) {
    const food = match[1];
    if (notFoods.has(food) || constraintWords.has(food) || isTaken(match.index, match.index + match[0].length))
      continue;
    found.push({ start: match.index, end: match.index + match[0].length, readings: [toReading(food)] });
  }
  return found;
}
