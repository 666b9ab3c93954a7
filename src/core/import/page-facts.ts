/**
 * Yields and times written as labelled text: "Serves 4", "Prep time: 15 mins", "Totale tijd" /
 * "20 minuten" on two lines, an element named "cooktime", or a bare "25 min" by the title.
 */
import { parseDurationMinutes } from "./durations.ts";
import type { TBlock, TPage } from "./page-blocks.ts";
import { BARE_DURATION, COOK_LABEL, PREP_LABEL, TOTAL_LABEL, YIELD_COUNT, YIELD_LABEL } from "./recipe-words.ts";
import { normalizeYields } from "./yields.ts";

export interface TFacts {
  yields: string | null;
  totalTime: number | null;
  prepTime: number | null;
  cookTime: number | null;
}

export interface TFactsScope {
  /** Index of the page's title heading. */
  titleAt: number;
  /** First and last block of the ingredient list, when one was found. */
  ingredients: { start: number; end: number } | null;
}

/** A value that is an amount of time or a count: "20 min", "about 1 hour", "2-4". */
const AMOUNT_FIRST =
  /^(?:about|around|approx\.?|approximately|ca\.?|circa|etwa|ungefähr|environ|ongeveer|unos|circa)?\s*\d/i;

/** The value of a labelled line, or of the next line when the label stands alone ("Totale tijd" / "20 min"). */
function labelledValue(text: string, next: TBlock | undefined, label: RegExp): string | null {
  const match = text.match(label);
  if (!match) return null;
  const value = match[1].trim();
  if (AMOUNT_FIRST.test(value)) return value;
  return value === "" && next && next.text.length < 40 && AMOUNT_FIRST.test(next.text) ? next.text : null;
}

/** Facts sit by the title or beside the lists; "Serves 4" under a related recipe far below does not count. */
const SEARCH_PAST_INGREDIENTS = 300;

export function readFacts(page: TPage, scope: TFactsScope): TFacts {
  const facts: TFacts = { yields: null, totalTime: null, prepTime: null, cookTime: null };
  const { blocks } = page;
  const ingredientsAt = scope.ingredients?.start ?? blocks.length;
  const limit = Math.min(blocks.length, (scope.ingredients?.end ?? 0) + SEARCH_PAST_INGREDIENTS);
  for (let i = 0; i < limit; i++) {
    const text = blocks[i].text;
    if (text.length > 80) continue;
    const isNearTitle = i >= scope.titleAt - 2 && i < Math.min(ingredientsAt, scope.titleAt + 15);
    const isIngredient = !!scope.ingredients && i >= scope.ingredients.start && i <= scope.ingredients.end;
    // "10 pieces — 20 minutes": each part of a short summary line is read on its own.
    for (const part of text.split(/\s+[—–|·•/]\s+/)) readFact(facts, blocks, i, part, { isNearTitle, isIngredient });
  }
  if (facts.totalTime === null && (facts.prepTime !== null || facts.cookTime !== null))
    facts.totalTime = (facts.prepTime ?? 0) + (facts.cookTime ?? 0);
  return facts;
}

interface TWhere {
  isNearTitle: boolean;
  /** Inside the ingredient list, "2 portions of rice" is an ingredient, not the yield. */
  isIngredient: boolean;
}

function readFact(facts: TFacts, blocks: TBlock[], i: number, text: string, where: TWhere) {
  readTime(facts, blocks[i], blocks[i + 1], text, where);
  if (facts.yields === null) facts.yields = readYield(blocks[i], blocks[i + 1], text, where);
}

function readTime(facts: TFacts, block: TBlock, next: TBlock | undefined, text: string, where: TWhere) {
  const total = labelledValue(text, next, TOTAL_LABEL);
  const prep = labelledValue(text, next, PREP_LABEL);
  const cook = labelledValue(text, next, COOK_LABEL);
  if (total !== null) facts.totalTime ??= parseDurationMinutes(total);
  else if (prep !== null) facts.prepTime ??= parseDurationMinutes(prep);
  else if (cook !== null) facts.cookTime ??= parseDurationMinutes(cook);
  else if (/^\d/.test(text) && parseDurationMinutes(text) !== null) {
    // Unlabelled times: the element's class says which ("cooktime"), or a bare "25 min" by the title.
    const minutes = parseDurationMinutes(text.replace(/\s+(?:on|to|at)\b.*$/i, ""));
    if (/total-?time|ready-?in/.test(block.ownHints)) facts.totalTime ??= minutes;
    else if (/prep-?time/.test(block.ownHints)) facts.prepTime ??= minutes;
    else if (/cook-?time|bake-?time/.test(block.ownHints)) facts.cookTime ??= minutes;
    else if (where.isNearTitle && BARE_DURATION.test(text)) facts.totalTime ??= minutes;
  }
}

function readYield(block: TBlock, next: TBlock | undefined, text: string, where: TWhere): string | null {
  if (text.length >= 40) return null;
  const value = labelledValue(text, next, YIELD_LABEL);
  if (value !== null) return normalizeYields(/^makes\b/i.test(text) ? `makes ${value}` : value);
  const count = text.match(YIELD_COUNT);
  // Among the ingredients only a line that is nothing but the count ("2 Portionen") is the yield;
  // "2 portions of rice" is an ingredient.
  if (count && (!where.isIngredient || count[0].length >= text.replace(/[\s:.)]+$/, "").length))
    return normalizeYields(text);
  if (where.isIngredient) return null;
  // A bare "4" or "8 pers." in an element named for servings ("person-amount", "recipe-yield").
  const isNamedForServings = /serving|yield|portion|person|serves/.test(block.ownHints);
  return isNamedForServings && /^\d+(?:\s*[-–]\s*\d+)?(?:\s+\p{L}+\.?)?$/u.test(text) ? normalizeYields(text) : null;
}
