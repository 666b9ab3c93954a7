/**
 * An independent check of a generated plan against the request's hard rules, for tests and the
 * quality benchmark: it reads the recipes' own tags, foods, titles and times, not the generator's
 * index, so a bug in the index cannot hide a broken rule.
 */
import {
  completePlanOptions,
  findCalorieWindow,
  findProteinTarget,
  hasTimeLimitOn,
  type TPlanOptions,
} from "#core/meal-plans/plan-options.ts";
import type { TPlanCandidate } from "#core/meal-plans/plan-pool.ts";
import { withImpliedDiets } from "#core/recipes/tags.ts";

/** A stored recipe as the checker reads it: its own tags, foods, figures and time. */
export function toCheckedCandidate(row: {
  id: string;
  title: string;
  courses: string[];
  diets: string[];
  foods: string[] | null;
  nutrition: { calories?: number; proteinContent?: number } | null;
  totalMinutes: number | null;
}): TPlanCandidate {
  return {
    id: row.id,
    title: row.title,
    meals: row.courses,
    diets: row.diets,
    foods: row.foods ?? [],
    caloriesPerServing: row.nutrition?.calories ?? null,
    proteinPerServing: row.nutrition?.proteinContent ?? null,
    totalMinutes: row.totalMinutes,
    source: "public",
  };
}

export interface TCheckedSlot {
  meal: string;
  recipeId: string;
  isLeftover?: boolean;
}

export interface TCheckedDay {
  day: number;
  slots: TCheckedSlot[];
}

/** Lowercase words without a plural "s", for matching an excluded word against foods and titles. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map((word) => (word.endsWith("s") && word.length > 3 ? word.slice(0, -1) : word));
}

function containsWord(text: string, excluded: string): boolean {
  const words = wordsOf(text);
  const phrase = wordsOf(excluded);
  return words.some((_, start) => phrase.every((word, k) => words[start + k] === word));
}

/** The hard rules a recipe breaks in one slot of a plan (by its tags, foods, title and time). */
export function listSlotViolations(
  recipe: TPlanCandidate,
  slot: { meal: string; day: number },
  options: TPlanOptions,
): string[] {
  const violations: string[] = [];
  if (!recipe.meals.includes(slot.meal)) violations.push(`not a ${slot.meal} recipe`);
  const diets = withImpliedDiets(recipe.diets as string[]);
  for (const diet of options.diets) if (!diets.includes(diet)) violations.push(`not ${diet}`);
  for (const word of options.exclude) {
    if ([recipe.title, ...recipe.foods].some((text) => containsWord(text, word))) violations.push(`contains ${word}`);
  }
  const minutes = recipe.totalMinutes ?? recipe.prepMinutes ?? null;
  if (hasTimeLimitOn(slot.day, options) && (minutes === null || minutes > (options.maxPrepMinutes ?? 0))) {
    violations.push(`takes ${minutes} minutes`);
  }
  return violations;
}

export function findPlanViolations(
  days: readonly TCheckedDay[],
  request: Partial<TPlanOptions>,
  candidates: readonly TPlanCandidate[],
): string[] {
  const options = completePlanOptions(request);
  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const violations: string[] = [];
  const uses = new Map<string, number>();
  const window = findCalorieWindow(options);
  const proteinTarget = findProteinTarget(options);
  if (days.length !== options.days) violations.push(`${days.length} days instead of ${options.days}`);
  for (const day of days) {
    let calories = 0;
    let protein = 0;
    const meals = day.slots.map((slot) => slot.meal);
    if (meals.join() !== options.meals.join())
      violations.push(`day ${day.day}: meals ${meals} instead of ${options.meals}`);
    for (const slot of day.slots) {
      const recipe = byId.get(slot.recipeId);
      const where = `day ${day.day} ${slot.meal} (${slot.recipeId})`;
      if (!recipe) {
        violations.push(`${where}: not in the pool`);
        continue;
      }
      uses.set(recipe.id, (uses.get(recipe.id) ?? 0) + 1);
      for (const problem of listSlotViolations(recipe, { meal: slot.meal, day: day.day }, options)) {
        violations.push(`${where}: ${problem}`);
      }
      calories += recipe.caloriesPerServing ?? Number.NaN;
      protein += Math.round(recipe.proteinPerServing ?? 0);
    }
    if (window && !(calories >= window.min && calories <= window.max)) {
      violations.push(`day ${day.day}: ${calories} calories outside ${window.min}–${window.max}`);
    }
    if (proteinTarget !== null && protein < proteinTarget) {
      violations.push(`day ${day.day}: ${protein} g protein under ${proteinTarget}`);
    }
  }
  for (const [id, count] of uses) {
    if (count > (options.allowLeftovers ? 2 : 1)) violations.push(`${id} used ${count} times`);
  }
  return violations;
}
