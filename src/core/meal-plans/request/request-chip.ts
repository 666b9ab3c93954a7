/**
 * What a plan request's words were understood as: one chip per constraint, with the words it came
 * from, so the page can show "Vegetarian · No mushrooms · Under 30 minutes" and let the cook remove
 * or change each one. Plain types (no zod), for browser code.
 */
import type { TPlanDiet, TPlanMeal, TTimeLimitDays, TWeekday } from "../plan-options.ts";
import { formatNumber } from "../plan-wording.ts";

type TChipOf<K extends string, V> = {
  kind: K;
  value: V;
  /** What the page shows: "Under 30 minutes". */
  label: string;
  /** The words of the request it came from, as typed, and where they start. */
  source: string;
  start: number;
};

export type TRequestChip =
  | TChipOf<"diet", TPlanDiet>
  | TChipOf<"exclude", string>
  | TChipOf<"maxPrepMinutes", number>
  | TChipOf<"timeLimitDays", TTimeLimitDays>
  | TChipOf<"proteinMin", number>
  | TChipOf<"caloriesPerDay", number>
  | TChipOf<"meal", TPlanMeal>
  | TChipOf<"days", number>
  | TChipOf<"startWeekday", TWeekday>
  | TChipOf<"people", number>
  | TChipOf<"allowLeftovers", boolean>;

export type TRequestChipKind = TRequestChip["kind"];

/** Words nobody could map to a constraint, reported back instead of silently dropped. */
export interface TNotUnderstood {
  text: string;
  start: number;
  /** Why, when the words were read but the value cannot be used ("calorie goals run from 800 to 6,000"). */
  reason: string | null;
}

export interface TParsedRequest {
  chips: TRequestChip[];
  notUnderstood: TNotUnderstood[];
}

const dietLabels: Record<TPlanDiet, string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  pescatarian: "Pescatarian",
  "gluten-free": "Gluten-free",
  "dairy-free": "Dairy-free",
  "nut-free": "Nut-free",
};

const mealLabels: Record<TPlanMeal, string> = {
  breakfast: "Breakfasts",
  lunch: "Lunches",
  dinner: "Dinners",
  snack: "Snacks",
};

/** The label a chip of this kind and value shows; the page uses it too when the cook edits a chip. */
export function labelChip(chip: Pick<TRequestChip, "kind" | "value">): string {
  switch (chip.kind) {
    case "diet":
      return dietLabels[chip.value as TPlanDiet];
    case "exclude":
      return `No ${chip.value}`;
    case "maxPrepMinutes":
      return `Under ${chip.value} minutes`;
    case "timeLimitDays":
      return chip.value === "every-day" ? "Time limit every day" : "Time limit on weekdays";
    case "proteinMin":
      return `${chip.value} g protein a day`;
    case "caloriesPerDay":
      return `${formatNumber(chip.value as number)} calories a day`;
    case "meal":
      return mealLabels[chip.value as TPlanMeal];
    case "days":
      return chip.value === 1 ? "1 day" : `${chip.value} days`;
    case "startWeekday": {
      const day = chip.value as string;
      return `Starting ${day.charAt(0).toUpperCase()}${day.slice(1)}`;
    }
    case "people":
      return chip.value === 1 ? "For 1 person" : `For ${chip.value} people`;
    case "allowLeftovers":
      return chip.value ? "Leftovers welcome" : "No leftovers";
  }
}
