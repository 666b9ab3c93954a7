/**
 * Everything one request needs before choosing recipes: the rules compiled against the pool, the
 * recipes each meal may use on days with and without the time limit, and their shortlists.
 */
import {
  compilePlanRules,
  findMealEligibility,
  listBrokenRules,
  type TMealEligibility,
  type TPlanChecker,
} from "./plan-constraints.ts";
import {
  completePlanOptions,
  findCalorieWindow,
  findProteinTarget,
  hasTimeLimitOn,
  mealShares,
  type TCalorieWindow,
  type TPlanMeal,
  type TPlanOptions,
} from "./plan-options.ts";
import {
  indexPlanPool,
  sourceWeights,
  type TCandidateSource,
  type TPlanCandidate,
  type TPlanPool,
} from "./plan-pool.ts";
import { buildShortlists } from "./plan-shortlists.ts";
import { borrowStampedArray } from "./pool-scratch.ts";
import { drawUnit, toSeedHash } from "./seeded-random.ts";

/**
 * The pool a plan draws from: candidates (indexed on first use), or an index already built. A
 * shared pool can be weighted for one cook without copying it: `sources` names recipes that are
 * theirs, saved or by creators they follow.
 */
export interface TPlanPoolInput {
  candidates: readonly TPlanCandidate[] | TPlanPool;
  sources?: ReadonlyMap<string, TCandidateSource>;
  /**
   * Recipes known to hold an excluded food by other means than their foods (a search of their
   * ingredient text), by excluded term: they break that exclusion too.
   */
  excludeMatches?: ReadonlyMap<string, ReadonlySet<string>>;
}

export interface TPlanContext {
  options: TPlanOptions;
  pool: TPlanPool;
  checker: TPlanChecker;
  seedHash: number;
  window: TCalorieWindow | null;
  proteinTarget: number | null;
  eligibility: Map<TPlanMeal, TMealEligibility>;
  /** How much recipe `index` is wanted before the week's foods count. */
  findPreference(index: number): number;
  /**
   * What it costs a recipe to be far from its meal's share of the calorie goal (0 without a goal):
   * a day of a 90-calorie lunch and a 1,200-calorie dinner meets the goal, but nobody eats that way.
   */
  findMealFit(meal: TPlanMeal, index: number): number;
  /** The recipes weighed for a meal on a day with or without the time limit (built when first asked). */
  findShortlist(meal: TPlanMeal, hasTimeLimit: boolean): Int32Array;
  hasTimeLimitOn(day: number): boolean;
  /** Every rule each recipe of a meal breaks, in its eligibility's `indices` order (for explaining failures). */
  findBroken(meal: TPlanMeal): Uint32Array;
  /** What the rules compiled to, for a variant of this request to share (see `createPlanContext`). */
  compiled: TCompiledRules;
}

/**
 * What a request's rules compile to over a pool: the checker, each recipe's seeded preference, each
 * meal's allowed recipes, the rules each breaks, and the shortlists. All of it depends on the pool,
 * the diets, the exclusions, the time limit, whether there is a calorie goal and the seed, never on
 * the goal's number, the protein minimum's, leftovers or which meals are planned: a request that
 * differs only in those (a suggested change being tried) reuses it and plans exactly as it would
 * from scratch, in a fraction of the time.
 */
export interface TCompiledRules {
  key: string;
  poolInput: TPlanPoolInput;
  pool: TPlanPool;
  checker: TPlanChecker;
  seedHash: number;
  findPreference(index: number): number;
  eligibility: Map<TPlanMeal, TMealEligibility>;
  broken: Map<TPlanMeal, Uint32Array>;
  /** By meal, days and which goals there are (a shortlist keeps more per calorie band for more days). */
  shortlists: Map<string, { free: Int32Array; limited: Int32Array }>;
}

function findRulesKey(options: TPlanOptions): string {
  const { diets, exclude, maxPrepMinutes, caloriesPerDay, seed } = options;
  return JSON.stringify([diets, exclude, maxPrepMinutes, caloriesPerDay !== null, typeof seed, seed]);
}

function compileRules(options: TPlanOptions, poolInput: TPlanPoolInput, pool: TPlanPool): TCompiledRules {
  const checker = compilePlanRules(pool, options, poolInput.excludeMatches);
  const seedHash = toSeedHash(options.seed);
  const weights = new Map<number, number>();
  for (const [id, source] of poolInput.sources ?? []) {
    const index = pool.indexById.get(id);
    if (index !== undefined) weights.set(index, Math.max(pool.sourceWeight[index], sourceWeights[source]));
  }
  // Each recipe's preference is drawn once per request: shortlists and days ask for it many times.
  const preferences = borrowStampedArray(pool, "preferences");
  const findPreference = (index: number) => {
    if (preferences.has(index)) return preferences.get(index);
    const preference = (weights.get(index) ?? pool.sourceWeight[index]) + drawUnit(seedHash, pool.idHash[index]);
    preferences.set(index, preference);
    return preference;
  };
  return {
    key: findRulesKey(options),
    poolInput,
    pool,
    checker,
    seedHash,
    findPreference,
    eligibility: new Map(),
    broken: new Map(),
    shortlists: new Map(),
  };
}

/** A meal a whole day's goal away from its share would cost 1 point of preference. */
const mealFitWeight = 1;

function isPool(value: readonly TPlanCandidate[] | TPlanPool): value is TPlanPool {
  return !Array.isArray(value);
}

/** The base's pool, when `poolInput` is the one the base was made from (or its index). */
function findSamePool(base: TPlanContext | undefined, poolInput: TPlanPoolInput): TPlanPool | null {
  const compiled = base?.compiled;
  if (!compiled) return null;
  const isSame =
    (poolInput.candidates === compiled.pool || poolInput.candidates === compiled.poolInput.candidates) &&
    poolInput.sources === compiled.poolInput.sources &&
    poolInput.excludeMatches === compiled.poolInput.excludeMatches;
  return isSame ? compiled.pool : null;
}

/**
 * The context of one request. `base`, a context over the same pool input, lends what it compiled when
 * this request's rules are the same (see `TCompiledRules`); the plan is the same either way.
 */
export function createPlanContext(
  input: Partial<TPlanOptions>,
  poolInput: TPlanPoolInput,
  base?: TPlanContext,
): TPlanContext {
  const options = completePlanOptions(input);
  const samePool = findSamePool(base, poolInput);
  const pool = samePool ?? (isPool(poolInput.candidates) ? poolInput.candidates : indexPlanPool(poolInput.candidates));
  const compiled =
    samePool && base?.compiled.key === findRulesKey(options) ? base.compiled : compileRules(options, poolInput, pool);
  const { checker, seedHash, findPreference } = compiled;
  const window = findCalorieWindow(options);
  const shareTotal = options.meals.reduce((sum, meal) => sum + mealShares[meal], 0);
  const proteinTarget = findProteinTarget(options);
  const findEligibility = (meal: TPlanMeal) => {
    let eligibility = compiled.eligibility.get(meal);
    if (!eligibility) {
      eligibility = findMealEligibility(checker, meal);
      compiled.eligibility.set(meal, eligibility);
    }
    return eligibility;
  };
  const eligibility = new Map(options.meals.map((meal) => [meal, findEligibility(meal)]));
  const needs = {
    seedHash,
    hasCalorieGoal: window !== null,
    hasProteinTarget: proteinTarget !== null,
    days: options.days,
  };

  return {
    options,
    pool,
    checker,
    seedHash,
    window,
    proteinTarget,
    eligibility,
    findPreference,
    compiled,
    findMealFit(meal, index) {
      if (!window) return 0;
      const target = (window.goal * mealShares[meal]) / shareTotal;
      return (-mealFitWeight * Math.abs(pool.calories[index] - target)) / window.goal;
    },
    findShortlist(meal, hasTimeLimit) {
      const key = `${meal}:${needs.days}:${needs.hasCalorieGoal}:${needs.hasProteinTarget}`;
      let lists = compiled.shortlists.get(key);
      if (!lists) {
        const allowed = findEligibility(meal);
        const maxMinutes = options.maxPrepMinutes ?? Number.POSITIVE_INFINITY;
        lists = buildShortlists(pool, allowed.free, (index) => pool.minutes[index] <= maxMinutes, {
          ...needs,
          findPreference,
        });
        compiled.shortlists.set(key, lists);
      }
      return hasTimeLimit ? lists.limited : lists.free;
    },
    hasTimeLimitOn: (day) => hasTimeLimitOn(day, options),
    findBroken(meal) {
      let broken = compiled.broken.get(meal);
      if (!broken) {
        broken = listBrokenRules(checker, findEligibility(meal));
        compiled.broken.set(meal, broken);
      }
      return broken;
    },
  };
}
