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
}

/** A meal a whole day's goal away from its share would cost 1 point of preference. */
const mealFitWeight = 1;

function isPool(value: readonly TPlanCandidate[] | TPlanPool): value is TPlanPool {
  return !Array.isArray(value);
}

export function createPlanContext(input: Partial<TPlanOptions>, poolInput: TPlanPoolInput): TPlanContext {
  const options = completePlanOptions(input);
  const pool = isPool(poolInput.candidates) ? poolInput.candidates : indexPlanPool(poolInput.candidates);
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
  const window = findCalorieWindow(options);
  const shareTotal = options.meals.reduce((sum, meal) => sum + mealShares[meal], 0);
  const proteinTarget = findProteinTarget(options);
  const eligibility = new Map(options.meals.map((meal) => [meal, findMealEligibility(checker, meal)]));
  const shortlists = new Map<TPlanMeal, { free: Int32Array; limited: Int32Array }>();
  const brokenByMeal = new Map<TPlanMeal, Uint32Array>();
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
    findMealFit(meal, index) {
      if (!window) return 0;
      const target = (window.goal * mealShares[meal]) / shareTotal;
      return (-mealFitWeight * Math.abs(pool.calories[index] - target)) / window.goal;
    },
    findShortlist(meal, hasTimeLimit) {
      let lists = shortlists.get(meal);
      if (!lists) {
        const allowed = eligibility.get(meal) ?? findMealEligibility(checker, meal);
        const maxMinutes = options.maxPrepMinutes ?? Number.POSITIVE_INFINITY;
        lists = buildShortlists(pool, allowed.free, (index) => pool.minutes[index] <= maxMinutes, {
          ...needs,
          findPreference,
        });
        shortlists.set(meal, lists);
      }
      return hasTimeLimit ? lists.limited : lists.free;
    },
    hasTimeLimitOn: (day) => hasTimeLimitOn(day, options),
    findBroken(meal) {
      let broken = brokenByMeal.get(meal);
      if (!broken) {
        const allowed = eligibility.get(meal) ?? findMealEligibility(checker, meal);
        broken = listBrokenRules(checker, allowed);
        brokenByMeal.set(meal, broken);
      }
      return broken;
    },
  };
}
