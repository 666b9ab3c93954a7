/**
 * Before choosing anything: does every meal have enough recipes under the rules? When one does not,
 * the rules each recipe breaks tell which rule (or pair of rules) to relax, and by how much for a
 * time limit: "No vegan breakfast without mushrooms under 20 minutes: allow 30 minutes or drop
 * 'no mushrooms'."
 */
import type { TMealEligibility, TPlanRule } from "./plan-constraints.ts";
import type { TPlanContext } from "./plan-context.ts";
import type { TPlanMeal } from "./plan-options.ts";
import type { TFailureDraft, TRelaxationDraft } from "./plan-remedies.ts";
import type { TPlanRelaxation } from "./plan-result.ts";
import { combineRelaxations, describeRecipes, findBlocker, pluralize, relaxRule, relaxWith } from "./plan-wording.ts";

/** How many recipes of the meal the plan needs on days with the time limit, and in all. */
function findNeeds(
  context: TPlanContext,
  allowLeftovers = context.options.allowLeftovers,
): { limited: number; all: number } {
  const { days } = context.options;
  let limited = 0;
  for (let day = 1; day <= days; day++) if (context.hasTimeLimitOn(day)) limited++;
  // With leftovers a recipe can fill two slots, so half as many distinct recipes may do.
  const distinct = (count: number) => (allowLeftovers ? Math.ceil(count / 2) : count);
  return { limited: distinct(limited), all: distinct(days) };
}

/** Counts of recipes by the exact set of rules they break (within `relevant`). */
function countByBroken(broken: Uint32Array, relevant: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const bits of broken) {
    const key = bits & relevant;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function countAllowedWith(counts: ReadonlyMap<number, number>, relaxed: number): number {
  let total = 0;
  for (const [bits, count] of counts) if ((bits & ~relaxed) === 0) total += count;
  return total;
}

/**
 * The time limit, rounded up to 5 minutes, that lets `need` recipes through once `relaxed` rules are
 * lifted, and the one that lets every recipe of known time through (where to look when the first
 * is not enough for the rest of the plan).
 */
function findMinutesFor(context: TPlanContext, eligibility: TMealEligibility, relaxed: number, need: number) {
  const minutes: number[] = [];
  const broken = context.findBroken(eligibility.meal);
  for (let k = 0; k < eligibility.indices.length; k++) {
    if ((broken[k] & ~relaxed) === 0) minutes.push(context.pool.minutes[eligibility.indices[k]]);
  }
  if (minutes.length < need) return null;
  minutes.sort((a, b) => a - b);
  const limit = minutes[need - 1];
  if (!Number.isFinite(limit)) return null;
  const longest = minutes.findLast((value) => Number.isFinite(value)) ?? limit;
  return { minutes: Math.ceil(limit / 5) * 5, reach: Math.ceil(longest / 5) * 5 };
}

export function findMealShortage(context: TPlanContext): TFailureDraft | null {
  const needs = findNeeds(context);
  for (const meal of context.options.meals) {
    const eligibility = context.eligibility.get(meal);
    if (!eligibility) continue;
    if (eligibility.indices.length === 0) return describeMissingMeal(context, meal);
    if (needs.limited > 0 && eligibility.limited.length < needs.limited) {
      return describeShortage(context, eligibility, { relevant: ~0, need: needs.limited, isTimeLimited: true });
    }
    if (eligibility.free.length < needs.all) {
      return describeShortage(context, eligibility, {
        relevant: context.checker.alwaysMask,
        need: needs.all,
        isTimeLimited: false,
      });
    }
  }
  return null;
}

function describeMissingMeal(context: TPlanContext, meal: TPlanMeal): TFailureDraft {
  const relaxations =
    context.options.meals.length > 1 ? [relaxWith(`leave out ${meal}`, { kind: "removeMeal", value: meal })] : [];
  return {
    blockers: ["meals"],
    meal,
    day: null,
    subject: `There are no ${meal} recipes to plan with yet`,
    relaxations,
  };
}

function describeShortage(
  context: TPlanContext,
  eligibility: TMealEligibility,
  { relevant, need, isTimeLimited }: { relevant: number; need: number; isTimeLimited: boolean },
): TFailureDraft {
  const { rules, timeMask } = context.checker;
  const counts = countByBroken(context.findBroken(eligibility.meal), relevant);
  const allowed = countAllowedWith(counts, 0);
  const bitsOf = rules.map((_, r) => 1 << r).filter((bit) => (bit & relevant) !== 0);
  const breaking = bitsOf.filter((bit) => [...counts.keys()].some((bits) => (bits & bit) !== 0));
  const binding = breaking.filter((bit) => countAllowedWith(counts, bit) > allowed);
  const involved = binding.length > 0 ? binding : breaking;

  const relax = (bits: number[]): TRelaxationDraft => {
    const mask = bits.reduce((sum, bit) => sum | bit, 0);
    const time = (mask & timeMask) !== 0 ? findMinutesFor(context, eligibility, mask, need) : null;
    const relaxation = combineRelaxations(bits.map((bit) => relaxRule(rules[Math.log2(bit)], time?.minutes ?? null)));
    return time && time.reach > time.minutes ? { ...relaxation, reach: time.reach } : relaxation;
  };
  const relaxations: TRelaxationDraft[] = [];
  for (const bit of involved) if (countAllowedWith(counts, bit) >= need) relaxations.push(relax([bit]));
  if (relaxations.length === 0) {
    for (const [i, first] of involved.entries()) {
      for (const second of involved.slice(i + 1)) {
        if (countAllowedWith(counts, first | second) >= need) relaxations.push(relax([first, second]));
      }
    }
  }
  // Time first: it asks the least of the cook.
  relaxations.sort((a, b) => rank(a) - rank(b));
  relaxations.push(...suggestSmallerPlan(context, eligibility.meal, allowed, isTimeLimited));

  const described: TPlanRule[] = involved.map((bit) => rules[Math.log2(bit)]);
  const recipes = describeRecipes(described, { meal: eligibility.meal, isPlural: allowed > 1 });
  const subject = allowed === 0 ? `No ${recipes}` : `Only ${allowed} ${recipes}, and the plan needs ${need}`;
  return {
    // No rule in the way: the pool simply has too few recipes of this meal.
    blockers: described.length > 0 ? [...new Set(described.map(findBlocker))] : ["recipes"],
    meal: eligibility.meal,
    day: null,
    subject,
    relaxations,
  };
}

function rank(relaxation: TPlanRelaxation): number {
  const order = ["maxPrepMinutes", "removeExclude", "removeDiet", "caloriesPerDay"];
  return Math.max(...relaxation.changes.map((change) => order.indexOf(change.kind))) + relaxation.changes.length * 10;
}

/** Leftovers, fewer days, or one meal fewer: changes that ask for fewer recipes instead of more. */
function suggestSmallerPlan(
  context: TPlanContext,
  meal: TPlanMeal,
  allowed: number,
  isTimeLimited: boolean,
): TRelaxationDraft[] {
  const { options } = context;
  const suggestions: TRelaxationDraft[] = [];
  const withLeftovers = findNeeds(context, true);
  const needWithLeftovers = isTimeLimited ? withLeftovers.limited : withLeftovers.all;
  if (!options.allowLeftovers && allowed > 0 && allowed >= needWithLeftovers) {
    suggestions.push(relaxWith("allow leftovers", { kind: "allowLeftovers", value: true }));
  }
  const isEveryDayAlike = !isTimeLimited || options.timeLimitDays === "every-day";
  if (allowed > 0 && isEveryDayAlike) {
    const days = options.allowLeftovers ? Math.min(options.days - 1, allowed * 2) : Math.min(options.days - 1, allowed);
    if (days >= 1) {
      suggestions.push({ ...relaxWith(`plan ${pluralize(days, "day")}`, { kind: "days", value: days }), reach: 1 });
    }
  }
  if (options.meals.length > 1) suggestions.push(relaxWith(`leave out ${meal}`, { kind: "removeMeal", value: meal }));
  return suggestions;
}
