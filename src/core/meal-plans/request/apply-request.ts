/**
 * Request chips onto plan options. What the cook set on the form wins over what their sentence
 * said; lists (diets, exclusions, meals) take both. Meals named in the sentence replace the
 * default breakfast, lunch and dinner unless the form chose meals itself.
 */
import { planDiets, sortMeals, type TPlanMeal, type TPlanOptions } from "../plan-options.ts";
import type { TRequestChip } from "./request-chip.ts";

type TChipValue<K extends TRequestChip["kind"]> = Extract<TRequestChip, { kind: K }>["value"];

function lastValue<K extends TRequestChip["kind"]>(chips: readonly TRequestChip[], kind: K): TChipValue<K> | undefined {
  return allValues(chips, kind).at(-1);
}

function allValues<K extends TRequestChip["kind"]>(chips: readonly TRequestChip[], kind: K): TChipValue<K>[] {
  return chips.filter((chip) => chip.kind === kind).map((chip) => chip.value as TChipValue<K>);
}

export function applyRequestChips(
  explicit: Partial<TPlanOptions>,
  chips: readonly TRequestChip[],
): Partial<TPlanOptions> {
  const options: Partial<TPlanOptions> = { ...explicit };
  const scalar = <K extends "days" | "people" | "caloriesPerDay" | "proteinMin" | "maxPrepMinutes">(key: K) => {
    const value = lastValue(chips, key);
    if (options[key] === undefined && value !== undefined) options[key] = value as TPlanOptions[K];
  };
  scalar("days");
  scalar("people");
  scalar("caloriesPerDay");
  scalar("proteinMin");
  scalar("maxPrepMinutes");
  const timeLimitDays = lastValue(chips, "timeLimitDays");
  if (options.timeLimitDays === undefined && timeLimitDays !== undefined) options.timeLimitDays = timeLimitDays;
  const startWeekday = lastValue(chips, "startWeekday");
  if (options.startWeekday === undefined && startWeekday !== undefined) options.startWeekday = startWeekday;
  const leftovers = lastValue(chips, "allowLeftovers");
  if (options.allowLeftovers === undefined && leftovers !== undefined) options.allowLeftovers = leftovers;

  const diets = allValues(chips, "diet");
  if (diets.length > 0)
    options.diets = planDiets.filter((d) => diets.includes(d) || (explicit.diets ?? []).includes(d));
  const excludes = allValues(chips, "exclude");
  if (excludes.length > 0) options.exclude = [...new Set([...(explicit.exclude ?? []), ...excludes])];
  const meals = allValues(chips, "meal");
  if (explicit.meals === undefined && meals.length > 0) options.meals = sortMeals(meals as TPlanMeal[]);
  return options;
}
