/**
 * The recipes a plan may draw from, indexed once so that each plan only walks typed arrays: meals
 * and diets as bit masks, foods and title words as numbers into shared vocabularies, recipes listed
 * per meal. A pool of 100,000 recipes is indexed in tens of milliseconds and reused for every plan
 * made from it (the index is remembered per candidate array).
 */

import { withImpliedDiets } from "../recipes/tags.ts";
import { findConflictMask, findFoodFlagMask, findForbiddenMask, findWasteWeight, toFoodWords } from "./food-words.ts";
import { planDiets, planMeals, type TPlanMeal } from "./plan-options.ts";

/** Where a recipe comes from for this cook: their own or saved ones first, then creators they follow. */
export type TCandidateSource = "own" | "saved" | "followed" | "public";

export interface TPlanCandidate {
  id: string;
  title: string;
  /** The recipe's courses; only breakfast, lunch, dinner and snack matter here. */
  meals: readonly string[];
  /** The recipe's diet tags. */
  diets: readonly string[];
  /** Canonical food names of its ingredients ("chickpea", "red onion"). */
  foods: readonly string[];
  caloriesPerServing: number | null;
  proteinPerServing: number | null;
  /** Start to table; when unknown, the preparation time stands in for it. */
  totalMinutes: number | null;
  prepMinutes?: number | null;
  source: TCandidateSource;
}

/**
 * How much a source is preferred, against a seeded draw in [0, 1) and what sharing foods is worth
 * (half a point for each fresh food shared or not bought, ./week-foods.ts): a recipe the cook
 * wrote or saved wins over any public one that fits as well, whatever foods the week buys; one by
 * a creator they follow wins unless a public one shares much more.
 */
export const sourceWeights: Record<TCandidateSource, number> = { own: 10, saved: 10, followed: 5, public: 0 };

export interface TPlanPool {
  candidates: readonly TPlanCandidate[];
  size: number;
  indexById: ReadonlyMap<string, number>;
  mealMask: Uint8Array;
  /** Diets each recipe keeps: its tags with what they imply, minus any its foods contradict. */
  dietMask: Uint8Array;
  /** Whole calories per serving; NaN when unknown. */
  calories: Float64Array;
  /** Whole grams of protein per serving; NaN when unknown. */
  protein: Float64Array;
  /** Minutes start to table; Infinity when unknown. */
  minutes: Float64Array;
  sourceWeight: Float32Array;
  /** A hash of the id: the seeded tie-breaks do not depend on the pool's order. */
  idHash: Uint32Array;
  /** Recipe i's foods are foodIds[foodStart[i] … foodStart[i + 1]). */
  foodStart: Uint32Array;
  foodIds: Uint32Array;
  /** Recipe i's title words are wordIds[wordStart[i] … wordStart[i + 1]). */
  wordStart: Uint32Array;
  wordIds: Uint32Array;
  /** Food vocabulary: each name split into its (singular) words. */
  foodWords: readonly (readonly string[])[];
  foodNames: readonly string[];
  /** What sharing each food across the week is worth, 0 (salt, spices) to 1 (fresh produce). */
  wasteWeight: Float32Array;
  /** The food table's diet flags of each food, as bits over its `dietFlags`. */
  foodFlags: Uint16Array;
  words: readonly string[];
  wordIdOf: ReadonlyMap<string, number>;
  /** Food ids by each word of their names: "mushroom" → chestnut mushroom, mushroom, … */
  foodsByWord: ReadonlyMap<string, readonly number[]>;
  byMeal: Record<TPlanMeal, Int32Array>;
}

export function findMealBit(meal: TPlanMeal): number {
  return 1 << planMeals.indexOf(meal);
}

export function findDietBit(diet: string): number {
  const index = (planDiets as readonly string[]).indexOf(diet);
  return index < 0 ? 0 : 1 << index;
}

/** Per tag: the diets it grants (a vegan dish is vegetarian, pescatarian and dairy-free too), each with the food conflicts that would take it back. */
const dietGrants = new Map(
  planDiets.map((tag) => [
    tag as string,
    withImpliedDiets([tag]).map((diet) => ({ bit: findDietBit(diet), forbidden: findForbiddenMask(diet) })),
  ]),
);

function findDietMask(tags: readonly string[], conflictMask: number): number {
  let mask = 0;
  for (const tag of tags) {
    for (const grant of dietGrants.get(tag) ?? []) if ((grant.forbidden & conflictMask) === 0) mask |= grant.bit;
  }
  return mask;
}

/** FNV-1a: a stable 32-bit hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

class Vocabulary {
  readonly ids = new Map<string, number>();
  readonly values: string[] = [];
  idOf(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
    }
    return id;
  }
}

function toNumberOr(value: number | null | undefined, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : fallback;
}

function hasIdSince(ids: readonly number[], start: number, id: number): boolean {
  for (let k = start; k < ids.length; k++) if (ids[k] === id) return true;
  return false;
}

const mealBits = new Map<string, number>(planMeals.map((meal, bit) => [meal, bit]));

const pools = new WeakMap<readonly TPlanCandidate[], TPlanPool>();

/** The pool's index, built on first use of this array of candidates and remembered with it. */
export function indexPlanPool(candidates: readonly TPlanCandidate[]): TPlanPool {
  const known = pools.get(candidates);
  if (known) return known;
  const pool = buildPlanPool(candidates);
  pools.set(candidates, pool);
  return pool;
}

function buildPlanPool(candidates: readonly TPlanCandidate[]): TPlanPool {
  const size = candidates.length;
  const foods = new Vocabulary();
  const words = new Vocabulary();
  const foodConflicts: number[] = [];
  const foodFlags: number[] = [];
  const wasteWeights: number[] = [];
  const foodIdByName = new Map<string, number>();
  const mealMask = new Uint8Array(size);
  const dietMask = new Uint8Array(size);
  const calories = new Float64Array(size);
  const protein = new Float64Array(size);
  const minutes = new Float64Array(size);
  const sourceWeight = new Float32Array(size);
  const idHash = new Uint32Array(size);
  const foodStart = new Uint32Array(size + 1);
  const wordStart = new Uint32Array(size + 1);
  const foodIds: number[] = [];
  const wordIds: number[] = [];
  const indexById = new Map<string, number>();
  const mealLists: number[][] = planMeals.map(() => []);

  for (let i = 0; i < size; i++) {
    const candidate = candidates[i];
    indexById.set(candidate.id, i);
    foodStart[i] = foodIds.length;
    let conflicts = 0;
    for (const name of candidate.foods) {
      let id = foodIdByName.get(name);
      if (id === undefined) {
        const canonical = toFoodWords(name).join(" ");
        if (!canonical) continue;
        const before = foods.values.length;
        id = foods.idOf(canonical);
        if (id === before) {
          foodConflicts.push(0);
          foodFlags.push(0);
          wasteWeights.push(findWasteWeight(name));
        }
        // The name as given is the food table's own name for it, when the recipe's foods came from it.
        foodConflicts[id] |= findConflictMask(name);
        foodFlags[id] |= findFoodFlagMask(name);
        foodIdByName.set(name, id);
      }
      // A food named twice (two spellings of one) counts once.
      if (hasIdSince(foodIds, foodStart[i], id)) continue;
      conflicts |= foodConflicts[id];
      foodIds.push(id);
    }
    wordStart[i] = wordIds.length;
    for (const word of toFoodWords(candidate.title)) wordIds.push(words.idOf(word));
    for (const meal of candidate.meals) {
      const bit = mealBits.get(meal);
      if (bit === undefined || (mealMask[i] & (1 << bit)) !== 0) continue;
      mealMask[i] |= 1 << bit;
      mealLists[bit].push(i);
    }
    dietMask[i] = findDietMask(candidate.diets, conflicts);
    const kcal = toNumberOr(candidate.caloriesPerServing, Number.NaN);
    calories[i] = Number.isNaN(kcal) ? kcal : Math.round(kcal);
    // Whole grams, as shown: a day's minimum is checked on the same numbers the cook adds up.
    protein[i] = Math.round(toNumberOr(candidate.proteinPerServing, Number.NaN));
    minutes[i] = toNumberOr(candidate.totalMinutes, toNumberOr(candidate.prepMinutes, Number.POSITIVE_INFINITY));
    sourceWeight[i] = sourceWeights[candidate.source] ?? 0;
    idHash[i] = hashString(candidate.id);
  }
  foodStart[size] = foodIds.length;
  wordStart[size] = wordIds.length;
  const foodWords = foods.values.map((name) => name.split(" "));
  const foodsByWord = new Map<string, number[]>();
  for (const [id, names] of foodWords.entries()) {
    for (const word of new Set(names)) {
      const list = foodsByWord.get(word);
      if (list) list.push(id);
      else foodsByWord.set(word, [id]);
    }
  }
  return {
    candidates,
    size,
    indexById,
    mealMask,
    dietMask,
    calories,
    protein,
    minutes,
    sourceWeight,
    idHash,
    foodStart,
    foodIds: Uint32Array.from(foodIds),
    wordStart,
    wordIds: Uint32Array.from(wordIds),
    foodWords,
    foodNames: foods.values,
    wasteWeight: Float32Array.from(wasteWeights),
    foodFlags: Uint16Array.from(foodFlags),
    words: words.values,
    wordIdOf: words.ids,
    foodsByWord,
    byMeal: Object.fromEntries(planMeals.map((meal, bit) => [meal, Int32Array.from(mealLists[bit])])) as Record<
      TPlanMeal,
      Int32Array
    >,
  };
}

/** The diets a recipe keeps, by name, in the fixed order. */
export function listDietsOf(pool: TPlanPool, index: number): string[] {
  return planDiets.filter((diet) => (pool.dietMask[index] & findDietBit(diet)) !== 0);
}

/** The recipe's food names as the recipe gives them, each once. */
export function listFoodsOf(pool: TPlanPool, index: number): string[] {
  return [...new Set(pool.candidates[index].foods)];
}
