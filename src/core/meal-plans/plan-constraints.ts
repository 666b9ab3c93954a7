/**
 * The hard rules of one plan, compiled against a pool: each recipe gets a bit per rule it breaks
 * (a diet it does not keep, an excluded food it holds, a time over the limit, unknown calories when
 * there is a calorie goal). A recipe may fill a slot only with no bit set; when none can, the same
 * bits tell which rule to relax (./meal-shortage.ts, and ./day-shortfall.ts for a day's goals).
 */
import { expandExcludedTerm, findExcludedFlagMask, toFoodWords } from "./food-words.ts";
import type { TPlanDiet, TPlanMeal, TPlanOptions } from "./plan-options.ts";
import { findDietBit, findMealBit, type TPlanPool } from "./plan-pool.ts";
import { borrowStampedArray } from "./pool-scratch.ts";

/** A rule as the cook set it, so a failure can name it and a relaxation can change it. */
export type TPlanRule =
  | { kind: "diet"; value: TPlanDiet }
  | { kind: "exclude"; value: string }
  | { kind: "maxPrepMinutes"; value: number }
  | { kind: "nutrition" };

export interface TPlanChecker {
  pool: TPlanPool;
  rules: TPlanRule[];
  /** The bit of the time limit among the rules; 0 without one. */
  timeMask: number;
  /** Every rule but the time limit, which holds only on some days. */
  alwaysMask: number;
  /** The rules recipe `index` breaks, as bits over `rules`. */
  findBrokenRules(index: number): number;
  /** Some of them, cheaply: when these rule a recipe out, the exclusions need not be read. */
  findCheapBrokenRules(index: number): number;
}

/** Whether `phrase` occurs as consecutive words of `words`. */
function hasPhrase(words: readonly string[], phrase: readonly string[], from = 0): boolean {
  for (let start = from; start + phrase.length <= words.length; start++) {
    if (phrase.every((word, k) => words[start + k] === word)) return true;
    if (from > 0) return false;
  }
  return false;
}

/** Per food id and per title word id, the bits of the excluded terms that rule it out. */
function compileExcludes(pool: TPlanPool, excludes: readonly string[], firstBit: number) {
  const foodBits = new Uint32Array(pool.foodNames.length);
  const wordBits = new Uint32Array(pool.words.length);
  const phrasesByFirstWord = new Map<number, { phrase: string[]; bit: number }[]>();
  for (const [t, term] of excludes.entries()) {
    const bit = 1 << (firstBit + t);
    const flags = findExcludedFlagMask(term);
    if (flags !== 0) {
      for (let foodId = 0; foodId < pool.foodFlags.length; foodId++)
        if (pool.foodFlags[foodId] & flags) foodBits[foodId] |= bit;
    }
    for (const text of expandExcludedTerm(term)) {
      const phrase = toFoodWords(text);
      if (phrase.length === 0) continue;
      for (const foodId of pool.foodsByWord.get(phrase[0]) ?? []) {
        if (hasPhrase(pool.foodWords[foodId], phrase)) foodBits[foodId] |= bit;
      }
      const wordId = pool.wordIdOf.get(phrase[0]);
      if (wordId === undefined) continue;
      if (phrase.length === 1) wordBits[wordId] |= bit;
      else {
        const list = phrasesByFirstWord.get(wordId) ?? [];
        list.push({ phrase, bit });
        phrasesByFirstWord.set(wordId, list);
      }
    }
  }
  const startsPhrase = new Uint8Array(pool.words.length);
  for (const wordId of phrasesByFirstWord.keys()) startsPhrase[wordId] = 1;
  return { foodBits, wordBits, phrasesByFirstWord, startsPhrase };
}

export function compilePlanRules(
  pool: TPlanPool,
  options: TPlanOptions,
  excludeMatches?: ReadonlyMap<string, ReadonlySet<string>>,
): TPlanChecker {
  const rules: TPlanRule[] = [
    ...options.diets.map((value) => ({ kind: "diet" as const, value })),
    ...options.exclude.map((value) => ({ kind: "exclude" as const, value })),
  ];
  const dietBits = options.diets.map(findDietBit);
  const requiredDiets = dietBits.reduce((mask, bit) => mask | bit, 0);
  const excludes = compileExcludes(pool, options.exclude, options.diets.length);
  const titleWords = (index: number) =>
    Array.from(pool.wordIds.subarray(pool.wordStart[index], pool.wordStart[index + 1]), (id) => pool.words[id]);

  let timeMask = 0;
  const maxMinutes = options.maxPrepMinutes;
  if (maxMinutes !== null) {
    timeMask = 1 << rules.length;
    rules.push({ kind: "maxPrepMinutes", value: maxMinutes });
  }
  let nutritionMask = 0;
  if (options.caloriesPerDay !== null) {
    nutritionMask = 1 << rules.length;
    rules.push({ kind: "nutrition" });
  }
  const hasExcludes = options.exclude.length > 0;
  const matchedBits = new Map<number, number>();
  for (const [t, term] of options.exclude.entries()) {
    for (const id of excludeMatches?.get(term) ?? []) {
      const index = pool.indexById.get(id);
      if (index !== undefined)
        matchedBits.set(index, (matchedBits.get(index) ?? 0) | (1 << (options.diets.length + t)));
    }
  }

  // A recipe suited to lunch and dinner is checked once: the answer is kept for the request, in
  // arrays the pool lends to one request at a time (no 100,000-entry allocation per plan).
  const known = borrowStampedArray(pool, "broken-rules");

  function findBrokenRules(index: number): number {
    if (!known.has(index)) known.set(index, findCheapBrokenRules(index) | findExcludedRules(index));
    return known.get(index);
  }

  /** The rules a look at a few numbers decides: diets, time and known calories. */
  function findCheapBrokenRules(index: number): number {
    let broken = 0;
    const diets = pool.dietMask[index];
    if ((diets & requiredDiets) !== requiredDiets) {
      for (let d = 0; d < dietBits.length; d++) if ((diets & dietBits[d]) === 0) broken |= 1 << d;
    }
    if (maxMinutes !== null && pool.minutes[index] > maxMinutes) broken |= timeMask;
    if (nutritionMask !== 0 && Number.isNaN(pool.calories[index])) broken |= nutritionMask;
    return broken;
  }

  /** The exclusions: every food and title word of the recipe. */
  function findExcludedRules(index: number): number {
    if (!hasExcludes) return 0;
    let broken = matchedBits.get(index) ?? 0;
    for (let k = pool.foodStart[index]; k < pool.foodStart[index + 1]; k++)
      broken |= excludes.foodBits[pool.foodIds[k]];
    for (let k = pool.wordStart[index]; k < pool.wordStart[index + 1]; k++) {
      const wordId = pool.wordIds[k];
      broken |= excludes.wordBits[wordId];
      if (excludes.startsPhrase[wordId] === 0) continue;
      const words = titleWords(index);
      const at = k - pool.wordStart[index];
      for (const { phrase, bit } of excludes.phrasesByFirstWord.get(wordId) ?? []) {
        if (hasPhrase(words, phrase, at)) broken |= bit;
      }
    }
    return broken;
  }

  return { pool, rules, timeMask, alwaysMask: ~timeMask, findBrokenRules, findCheapBrokenRules };
}

/** Recipes of one meal, and those that break no rule (with and without the time limit). */
export interface TMealEligibility {
  meal: TPlanMeal;
  /** Recipe indices suited to the meal. */
  indices: Int32Array;
  /** Indices that break nothing on a day with the time limit / without it. */
  limited: Int32Array;
  free: Int32Array;
}

export function findMealEligibility(checker: TPlanChecker, meal: TPlanMeal): TMealEligibility {
  const indices = checker.pool.byMeal[meal];
  const limited = new Int32Array(indices.length);
  const free = new Int32Array(indices.length);
  let limitedCount = 0;
  let freeCount = 0;
  for (let k = 0; k < indices.length; k++) {
    const index = indices[k];
    if ((checker.findCheapBrokenRules(index) & checker.alwaysMask) !== 0) continue;
    const bits = checker.findBrokenRules(index);
    if (bits === 0) limited[limitedCount++] = index;
    if ((bits & checker.alwaysMask) === 0) free[freeCount++] = index;
  }
  return { meal, indices, limited: limited.subarray(0, limitedCount), free: free.subarray(0, freeCount) };
}

/** Every rule each recipe of the meal breaks, in `indices` order: for explaining a failure, not for planning. */
export function listBrokenRules(checker: TPlanChecker, eligibility: TMealEligibility): Uint32Array {
  return Uint32Array.from(eligibility.indices, (index) => checker.findBrokenRules(index));
}

/** Whether recipe `index` may fill `meal` on a day with or without the time limit. */
export function isAllowedIn(checker: TPlanChecker, index: number, meal: TPlanMeal, hasTimeLimit: boolean): boolean {
  if ((checker.pool.mealMask[index] & findMealBit(meal)) === 0) return false;
  const broken = checker.findBrokenRules(index);
  return (broken & (hasTimeLimit ? ~0 : checker.alwaysMask)) === 0;
}
