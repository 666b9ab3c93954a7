/**
 * What a cook asks the meal-plan generator for, and the rules that turn it into targets. Plain
 * types and constants (no zod), so browser code can import them cheaply.
 */
import { diets, type TDiet } from "../recipes/tags.ts";

export const planMeals = ["breakfast", "lunch", "dinner", "snack"] as const;
export type TPlanMeal = (typeof planMeals)[number];

export const planDiets = diets;
export type TPlanDiet = TDiet;

/** Monday first: day 1 of a plan falls on `startWeekday`. */
export const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type TWeekday = (typeof weekdays)[number];

/** Where the time limit applies: Monday to Friday only (the default), or every day. */
export const timeLimitDays = ["weekdays", "every-day"] as const;
export type TTimeLimitDays = (typeof timeLimitDays)[number];

export const planLimits = {
  maxDays: 14,
  maxPeople: 20,
  maxExcludes: 20,
  minCalories: 800,
  maxCalories: 6000,
  maxProtein: 400,
  minMinutes: 5,
  maxMinutes: 600,
} as const;

export interface TPlanOptions {
  days: number;
  meals: TPlanMeal[];
  /** Servings are multiplied by this; every total stays per person. */
  people: number;
  diets: TPlanDiet[];
  /** Foods or words the plan must not contain ("mushrooms", "pork", "nuts"). */
  exclude: string[];
  caloriesPerDay: number | null;
  /** Grams of protein per person per day. */
  proteinMin: number | null;
  /** The longest a recipe may take, start to table, on the days `timeLimitDays` names. */
  maxPrepMinutes: number | null;
  timeLimitDays: TTimeLimitDays;
  startWeekday: TWeekday;
  /** Lets a recipe come back once, as the next days' leftovers (cooked once for both meals). */
  allowLeftovers: boolean;
  seed: number | string;
}

export const defaultPlanOptions: TPlanOptions = {
  days: 7,
  meals: ["breakfast", "lunch", "dinner"],
  people: 1,
  diets: [],
  exclude: [],
  caloriesPerDay: null,
  proteinMin: null,
  maxPrepMinutes: null,
  timeLimitDays: "weekdays",
  startWeekday: "monday",
  allowLeftovers: false,
  seed: 1,
};

/**
 * How much of a day's calories (and protein) each meal carries. A plan of breakfast, lunch and
 * dinner holds the whole day, a snack then comes out of the same budget; a plan of dinners only
 * sizes each dinner for its share of the day instead of asking one dinner to hold 1,800 calories.
 */
export const mealShares: Record<TPlanMeal, number> = { breakfast: 0.25, lunch: 0.35, dinner: 0.4, snack: 0.1 };

/** The share of the day the planned meals carry: at most the whole day. */
export function findDayShare(meals: readonly TPlanMeal[]): number {
  return Math.min(
    1,
    meals.reduce((sum, meal) => sum + mealShares[meal], 0),
  );
}

/** Calories within ±10% of the goal count as meeting it. */
export const calorieTolerance = 0.1;

export interface TCalorieWindow {
  goal: number;
  min: number;
  max: number;
}

/** The calories a plan day must land in (per person), or null without a goal. */
export function findCalorieWindow(options: Pick<TPlanOptions, "caloriesPerDay" | "meals">): TCalorieWindow | null {
  if (options.caloriesPerDay === null) return null;
  const goal = Math.round(options.caloriesPerDay * findDayShare(options.meals));
  return {
    goal,
    min: Math.ceil(goal * (1 - calorieTolerance)),
    max: Math.floor(goal * (1 + calorieTolerance)),
  };
}

/** The protein (g) a plan day must reach (per person), or null without a minimum. */
export function findProteinTarget(options: Pick<TPlanOptions, "proteinMin" | "meals">): number | null {
  if (options.proteinMin === null || options.proteinMin <= 0) return null;
  return Math.round(options.proteinMin * findDayShare(options.meals));
}

/** The weekday of a plan day (1-based). */
export function findWeekdayOf(day: number, startWeekday: TWeekday): TWeekday {
  return weekdays[(weekdays.indexOf(startWeekday) + day - 1) % 7];
}

export function isWeekend(weekday: TWeekday): boolean {
  return weekday === "saturday" || weekday === "sunday";
}

/** Whether the time limit holds on this plan day. */
export function hasTimeLimitOn(
  day: number,
  options: Pick<TPlanOptions, "maxPrepMinutes" | "timeLimitDays" | "startWeekday">,
) {
  if (options.maxPrepMinutes === null) return false;
  return options.timeLimitDays === "every-day" || !isWeekend(findWeekdayOf(day, options.startWeekday));
}

/** Meals in breakfast-to-snack order, each once. */
export function sortMeals(meals: readonly TPlanMeal[]): TPlanMeal[] {
  return planMeals.filter((meal) => meals.includes(meal));
}

/** Options with every field filled, meals ordered and duplicates gone. */
export function completePlanOptions(options: Partial<TPlanOptions>): TPlanOptions {
  const complete = { ...defaultPlanOptions, ...withoutUndefined(options) };
  return {
    ...complete,
    meals: sortMeals(complete.meals),
    diets: planDiets.filter((diet) => complete.diets.includes(diet)),
    exclude: [...new Set(complete.exclude.map((word) => word.trim().toLowerCase()).filter(Boolean))],
  };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
