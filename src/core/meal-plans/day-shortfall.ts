/**
 * Why a day could not be planned once every meal had recipes: its calories cannot reach the goal's
 * window (every day of these recipes is too heavy or too light), its protein cannot reach the
 * minimum, or the week ran out of recipes that fit without repeating one. The goals it suggests are
 * for a whole week of different recipes, not for the one lightest (or richest) day; they are tried
 * before they are offered (./plan-remedies.ts).
 */
import type { TMealEligibility, TPlanRule } from "./plan-constraints.ts";
import type { TPlanContext } from "./plan-context.ts";
import { calorieTolerance, findDayShare } from "./plan-options.ts";
import type { TFailureDraft, TRelaxationDraft } from "./plan-remedies.ts";
import type { TPlanRelaxation } from "./plan-result.ts";
import { describeMeals, describeRecipes, formatNumber, pluralize, relaxRule, relaxWith } from "./plan-wording.ts";

/** The lightest, the most filling and an average day, over recipes breaking no rule outside `relaxed`. */
function findCalorieRange(context: TPlanContext, hasTimeLimit: boolean, relaxed: number) {
  const relevant = hasTimeLimit ? ~0 : context.checker.alwaysMask;
  let lowest = 0;
  let highest = 0;
  let typical = 0;
  for (const meal of context.options.meals) {
    const eligibility = context.eligibility.get(meal) as TMealEligibility;
    const broken = context.findBroken(meal);
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let sum = 0;
    let count = 0;
    for (let k = 0; k < eligibility.indices.length; k++) {
      if ((broken[k] & relevant & ~relaxed) !== 0) continue;
      const calories = context.pool.calories[eligibility.indices[k]];
      if (Number.isNaN(calories)) continue;
      if (calories < min) min = calories;
      if (calories > max) max = calories;
      sum += calories;
      count++;
    }
    lowest += min;
    highest += max;
    typical += count === 0 ? 0 : sum / count;
  }
  return { lowest, highest, typical };
}

/** How many different recipes of each meal the plan needs: one a day, half that with leftovers. */
function findRecipesPerMeal(context: TPlanContext): number {
  const { days, allowLeftovers } = context.options;
  return allowLeftovers ? Math.ceil(days / 2) : days;
}

/**
 * A day of a week made of the `count` lowest (or highest) figures of each meal, over recipes breaking
 * no rule: the days of a plan can be evened out around it, while its extreme day is only one of them.
 */
function findWeekDay(
  context: TPlanContext,
  hasTimeLimit: boolean,
  figures: Float64Array,
  pick: "lowest" | "highest",
): number {
  const relevant = hasTimeLimit ? ~0 : context.checker.alwaysMask;
  const count = findRecipesPerMeal(context);
  let total = 0;
  for (const meal of context.options.meals) {
    const eligibility = context.eligibility.get(meal) as TMealEligibility;
    const broken = context.findBroken(meal);
    const values: number[] = [];
    for (let k = 0; k < eligibility.indices.length; k++) {
      if ((broken[k] & relevant) !== 0) continue;
      const value = figures[eligibility.indices[k]];
      if (!Number.isNaN(value)) values.push(value);
    }
    if (values.length === 0) continue;
    values.sort((a, b) => (pick === "lowest" ? a - b : b - a));
    const taken = values.slice(0, count);
    total += taken.reduce((sum, value) => sum + value, 0) / taken.length;
  }
  return total;
}

/** The rules a day's recipes keep, as a failure names them: the time limit only where it holds. */
export function listDayRules(context: TPlanContext, hasTimeLimit: boolean): TPlanRule[] {
  return context.checker.rules.filter(
    (rule) => rule.kind !== "nutrition" && (hasTimeLimit || rule.kind !== "maxPrepMinutes"),
  );
}

/** "vegan day under 20 minutes", or "vegan dinner under 20 minutes" for a plan of one meal. */
function describeDay(context: TPlanContext, hasTimeLimit: boolean, isPlural: boolean): string {
  const rules = listDayRules(context, hasTimeLimit);
  const { meals } = context.options;
  return meals.length === 1
    ? describeRecipes(rules, { meal: meals[0], isPlural })
    : describeRecipes(rules, { noun: isPlural ? "days" : "day", isPlural });
}

/** "vegan breakfast, lunch and dinner under 20 minutes", or "vegan dinners" for a plan of one meal. */
function describeMealsOfDay(context: TPlanContext, hasTimeLimit: boolean): string {
  const { meals } = context.options;
  if (meals.length === 1) return describeDay(context, hasTimeLimit, true);
  return describeRecipes(listDayRules(context, hasTimeLimit), { noun: describeMeals(meals), isPlural: true });
}

/** "1,800 calories", or "the 720 calories a 1,800-calorie day leaves for dinner". */
function describeGoal(context: TPlanContext): string {
  const { caloriesPerDay, meals } = context.options;
  const window = context.window;
  if (!window || caloriesPerDay === null) return "";
  if (findDayShare(meals) >= 1) return `${formatNumber(caloriesPerDay)} calories`;
  return `the ${formatNumber(window.goal)} calories a ${formatNumber(caloriesPerDay)}-calorie day leaves for ${describeMeals(meals)}`;
}

/** The daily goal (rounded to 50) whose window would take in `calories` for this plan's meals. */
function findGoalFor(context: TPlanContext, calories: number, side: "above" | "below"): number {
  const share = findDayShare(context.options.meals);
  return side === "above"
    ? Math.ceil(calories / (share * (1 + calorieTolerance)) / 50) * 50
    : Math.floor(calories / (share * (1 - calorieTolerance)) / 50) * 50;
}

export function describeDayFailure(
  context: TPlanContext,
  day: number,
  failure: { reason: "calories" | "protein"; bestProtein: number; nearestCalories: number | null },
): TFailureDraft {
  const hasTimeLimit = context.hasTimeLimitOn(day);
  if (failure.reason === "protein") return describeProteinShortfall(context, day, hasTimeLimit, failure.bestProtein);
  const window = context.window;
  if (!window) return describeRunOut(context, day, hasTimeLimit, ["fits", "fit"]);
  const { lowest, highest, typical } = findCalorieRange(context, hasTimeLimit, 0);
  const side = lowest > window.max ? "above" : highest < window.min ? "below" : null;
  if (side === null)
    return describeRunOut(context, day, hasTimeLimit, [
      `comes within 10% of ${describeGoal(context)}`,
      `come within 10% of ${describeGoal(context)}`,
    ]);

  const reach = side === "above" ? lowest : highest;
  // One day at `reach` fits the goal that would take it in; a week needs a goal its average day fits.
  const weekDay = findWeekDay(context, hasTimeLimit, context.pool.calories, side === "above" ? "lowest" : "highest");
  const goal = findGoalFor(context, side === "above" ? Math.max(reach, weekDay) : Math.min(reach, weekDay), side);
  const typicalGoal = Math.round(typical / findDayShare(context.options.meals) / 50) * 50;
  const isTowardsTypical = side === "above" ? typicalGoal > goal : typicalGoal < goal;
  const relaxations: TRelaxationDraft[] = [
    {
      label: `aim for ${formatNumber(goal)} calories`,
      changes: [{ kind: "caloriesPerDay", value: goal }],
      ...(isTowardsTypical ? { reach: typicalGoal } : {}),
    },
  ];
  for (const [r, rule] of context.checker.rules.entries()) {
    if (rule.kind === "nutrition" || (!hasTimeLimit && rule.kind === "maxPrepMinutes")) continue;
    const range = findCalorieRange(context, hasTimeLimit, 1 << r);
    if (side === "above" ? range.lowest <= window.max : range.highest >= window.min) {
      relaxations.push(relaxRule(rule, null));
    }
  }
  const extreme = side === "above" ? "the lightest" : "the most filling";
  return {
    blockers: ["caloriesPerDay", ...new Set(relaxations.slice(1).map(blockerOf))],
    meal: context.options.meals.length === 1 ? context.options.meals[0] : null,
    day,
    subject: `No ${describeDay(context, hasTimeLimit, false)} comes within 10% of ${describeGoal(context)} (${extreme} has ${formatNumber(reach)})`,
    relaxations,
  };
}

function blockerOf(relaxation: TPlanRelaxation) {
  const change = relaxation.changes[0];
  return change.kind === "removeDiet" ? "diets" : change.kind === "removeExclude" ? "exclude" : "maxPrepMinutes";
}

function describeProteinShortfall(
  context: TPlanContext,
  day: number,
  hasTimeLimit: boolean,
  bestProtein: number,
): TFailureDraft {
  const share = findDayShare(context.options.meals);
  const target = context.proteinTarget ?? 0;
  // The richest day within the goals is one day; a week of different recipes averages less.
  const weekDay = findWeekDay(context, hasTimeLimit, context.pool.protein, "highest");
  const below = Math.ceil((context.options.proteinMin ?? 0) / 5) * 5 - 5;
  const possible = Math.min(Math.floor(Math.min(bestProtein, weekDay) / share / 5) * 5, below);
  const relaxations: TRelaxationDraft[] = [];
  if (possible > 0) {
    relaxations.push({
      label: `ask for ${possible} g of protein`,
      changes: [{ kind: "proteinMin", value: possible }],
      reach: 5,
    });
  }
  if (day > 1) relaxations.push(...suggestFewerRepeats(context, day));
  if (context.options.caloriesPerDay !== null) {
    relaxations.push(relaxWith("drop the calorie goal", { kind: "caloriesPerDay", value: null }));
  }
  const within = context.window ? ` within ${describeGoal(context)}` : "";
  const subject =
    day > 1
      ? `Only ${pluralize(day - 1, "day")} of ${describeMealsOfDay(context, hasTimeLimit)}${within} ${day - 1 === 1 ? "reaches" : "reach"} ${target} g of protein without repeating a recipe`
      : `No ${describeDay(context, hasTimeLimit, false)}${within} reaches ${target} g of protein (the most is ${Math.floor(bestProtein)} g)`;
  return {
    blockers: day > 1 ? ["proteinMin", "noRepeats"] : ["proteinMin"],
    meal: null,
    day,
    subject,
    relaxations,
  };
}

/** The week ran out: earlier days took the recipes this one needed. */
/** `what` is the verb phrase for one day and for several ("comes within…", "come within…"). */
function describeRunOut(
  context: TPlanContext,
  day: number,
  hasTimeLimit: boolean,
  what: readonly [one: string, several: string],
): TFailureDraft {
  const relaxations: TRelaxationDraft[] = suggestFewerRepeats(context, day);
  // Few days fit when the goal sits at the edge of what these recipes make, and a typical day's goal
  // fits many: the goal suggested is the nearest to the cook's on the way there that makes a plan.
  const current = context.options.caloriesPerDay;
  if (context.window && current !== null) {
    const { typical } = findCalorieRange(context, hasTimeLimit, 0);
    const typicalGoal = Math.round(typical / findDayShare(context.options.meals) / 50) * 50;
    if (Math.abs(typicalGoal - current) > current * calorieTolerance) {
      const next = typicalGoal > current ? Math.floor(current / 50) * 50 + 50 : Math.ceil(current / 50) * 50 - 50;
      relaxations.unshift({
        ...relaxWith(`aim for ${formatNumber(next)} calories`, { kind: "caloriesPerDay", value: next }),
        reach: typicalGoal,
      });
    }
  }
  const meals = describeMealsOfDay(context, hasTimeLimit);
  const subject =
    day > 1
      ? `Only ${pluralize(day - 1, "day")} of ${meals} ${day - 1 === 1 ? what[0] : what[1]} without repeating a recipe`
      : `No combination of ${meals} can ${what[1]}`;
  return {
    blockers: day > 1 ? ["noRepeats", "caloriesPerDay"] : ["caloriesPerDay"],
    meal: null,
    day,
    subject,
    relaxations,
  };
}

function suggestFewerRepeats(context: TPlanContext, day: number): TRelaxationDraft[] {
  const relaxations: TRelaxationDraft[] = [];
  if (!context.options.allowLeftovers) {
    relaxations.push(relaxWith("allow leftovers", { kind: "allowLeftovers", value: true }));
  }
  if (day > 1) {
    relaxations.push({ ...relaxWith(`plan ${pluralize(day - 1, "day")}`, { kind: "days", value: day - 1 }), reach: 1 });
  }
  return relaxations;
}
