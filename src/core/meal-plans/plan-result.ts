/** What the generator answers: a plan, or why there is none and what would make one possible. */
import type { TCalorieWindow, TPlanDiet, TPlanMeal, TPlanOptions, TWeekday } from "./plan-options.ts";

export interface TPlanSlot {
  meal: TPlanMeal;
  recipeId: string;
  title: string;
  /** Per serving, which is per person; null when the recipe's nutrition is unknown. */
  calories: number | null;
  protein: number | null;
  minutes: number | null;
  diets: string[];
  foods: string[];
  /** Servings to cook for this slot: the people, twice that when a later slot eats the leftovers, 0 for leftovers. */
  servings: number;
  isLeftover: boolean;
}

export interface TPlanTotals {
  /** Per person: the sum over the day's slots of what is known. */
  calories: number;
  protein: number;
  /** Whether every slot's calories (and protein) are known, so the sums are the whole day's. */
  hasAllCalories: boolean;
  hasAllProtein: boolean;
}

export interface TPlanDay {
  day: number;
  weekday: TWeekday;
  hasTimeLimit: boolean;
  slots: TPlanSlot[];
  totals: TPlanTotals;
}

export interface TGeneratedPlan {
  options: TPlanOptions;
  days: TPlanDay[];
  /** The calories each day had to land in (per person), when there was a goal. */
  calorieWindow: TCalorieWindow | null;
  /** The protein each day had to reach (g per person), when there was a minimum. */
  proteinTarget: number | null;
  /** Foods to buy for the plan (staples and spices aside), the fresh ones, and how many recipes share one on average. */
  foodCount: number;
  freshFoodCount: number;
  foodUsesPerFood: number;
}

/** One change to the request that would let a plan be made. */
export type TPlanChange =
  | { kind: "removeDiet"; value: TPlanDiet }
  | { kind: "removeExclude"; value: string }
  | { kind: "maxPrepMinutes"; value: number | null }
  | { kind: "caloriesPerDay"; value: number | null }
  | { kind: "proteinMin"; value: number | null }
  | { kind: "allowLeftovers"; value: true }
  | { kind: "days"; value: number }
  | { kind: "removeMeal"; value: TPlanMeal };

export interface TPlanRelaxation {
  /** A short instruction: "allow 30 minutes", "drop 'no mushrooms'". */
  label: string;
  changes: TPlanChange[];
}

/** The constraint that cannot be met, by the option that set it. */
export type TPlanBlocker =
  | "diets"
  | "exclude"
  | "maxPrepMinutes"
  | "caloriesPerDay"
  | "proteinMin"
  | "noRepeats"
  | "meals"
  | "recipes";

export interface TPlanFailure {
  /** The options whose combination cannot be met, most specific first. */
  blockers: TPlanBlocker[];
  meal: TPlanMeal | null;
  day: number | null;
  /** One sentence: what cannot be met, then what would relax it. */
  message: string;
  relaxations: TPlanRelaxation[];
}

export type TPlanOutcome = { isPlanned: true; plan: TGeneratedPlan } | { isPlanned: false; failure: TPlanFailure };
