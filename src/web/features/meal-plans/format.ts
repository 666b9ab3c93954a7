/**
 * How plans read: day names from the start date (or "Day 1" for undated days), the dates a plan
 * covers, and a day's nutrition per person. Fixed locale and UTC, so the server and the browser
 * write the same text.
 */
import type { TMealPlanEntry } from "#core/meal-plans/meal-plan-view.schema.ts";

let formats:
  | { weekday: Intl.DateTimeFormat; shortDate: Intl.DateTimeFormat; longDate: Intl.DateTimeFormat }
  | undefined;

/**
 * Made on first use, not when the module loads: every page with a plan card loads this module, few
 * write a date, and a phone spends tens of milliseconds making the first date formatter.
 */
function getFormats() {
  formats ??= {
    weekday: new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" }),
    shortDate: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }),
    longDate: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  };
  return formats;
}

/** The calendar day of day `day` (0-based) of a plan starting on `startDate`. */
export function dateOfDay(startDate: string, day: number): Date {
  const date = new Date(`${startDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + day);
  return date;
}

/** "Monday" and "2 Mar" for a dated plan; "Day 1" alone for undated days. */
export function formatDay(startDate: string | null, day: number): { name: string; date: string | null } {
  if (!startDate) return { name: `Day ${day + 1}`, date: null };
  const date = dateOfDay(startDate, day);
  const { weekday, shortDate } = getFormats();
  return { name: weekday.format(date), date: shortDate.format(date) };
}

/** "2 March 2026 – 8 March 2026", or "7 days" for an undated plan. */
export function formatPlanDates(startDate: string | null, dayCount: number): string {
  const days = `${dayCount} ${dayCount === 1 ? "day" : "days"}`;
  if (!startDate) return days;
  const { longDate } = getFormats();
  const first = longDate.format(dateOfDay(startDate, 0));
  return dayCount === 1 ? first : `${first} – ${longDate.format(dateOfDay(startDate, dayCount - 1))}`;
}

export interface TDayTotals {
  /** Per person (one serving of each dish), over the dishes whose figures are known. */
  calories: number;
  protein: number;
  /** Dishes with figures, and without. */
  knownCount: number;
  unknownCount: number;
  /** Some figures are estimates from the ingredients rather than the recipe's own. */
  isEstimated: boolean;
}

export function totalDay(entries: readonly Pick<TMealPlanEntry, "recipe">[]): TDayTotals {
  const totals: TDayTotals = { calories: 0, protein: 0, knownCount: 0, unknownCount: 0, isEstimated: false };
  for (const { recipe } of entries) {
    const nutrition = recipe.nutrition;
    if (!nutrition || (nutrition.calories === null && nutrition.protein === null)) {
      totals.unknownCount++;
      continue;
    }
    totals.knownCount++;
    totals.calories += nutrition.calories ?? 0;
    totals.protein += nutrition.protein ?? 0;
    totals.isEstimated ||= nutrition.isEstimated;
  }
  return totals;
}

/** "1,850 kcal · 92 g protein", with "≈" when estimated. */
export function formatTotals(totals: TDayTotals): string | null {
  if (totals.knownCount === 0) return null;
  const about = totals.isEstimated ? "≈ " : "";
  const calories = Math.round(totals.calories).toLocaleString("en-GB");
  return `${about}${calories} kcal · ${Math.round(totals.protein)} g protein`;
}

export function formatServings(servings: number): string {
  return `${servings} ${servings === 1 ? "serving" : "servings"}`;
}

export function formatRecipeCount(count: number): string {
  return `${count} ${count === 1 ? "recipe" : "recipes"}`;
}

/** Entries grouped by day and meal, in order. */
export function groupEntries<T extends Pick<TMealPlanEntry, "day" | "slot">>(entries: readonly T[]) {
  const byMeal = new Map<string, T[]>();
  for (const entry of entries) {
    const key = `${entry.day}:${entry.slot}`;
    byMeal.set(key, [...(byMeal.get(key) ?? []), entry]);
  }
  return {
    meal: (day: number, slot: string): T[] => byMeal.get(`${day}:${slot}`) ?? [],
    day: (day: number): T[] => entries.filter((entry) => entry.day === day),
  };
}
