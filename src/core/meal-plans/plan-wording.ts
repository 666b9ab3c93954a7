/** How failures word the recipes they talk about and the changes they suggest. */
import type { TPlanRule } from "./plan-constraints.ts";
import type { TPlanMeal } from "./plan-options.ts";
import type { TPlanBlocker, TPlanChange, TPlanRelaxation } from "./plan-result.ts";

const mealPlurals: Record<TPlanMeal, string> = {
  breakfast: "breakfasts",
  lunch: "lunches",
  dinner: "dinners",
  snack: "snacks",
};

export function formatNumber(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "a", "a or b", "a, b or c". */
export function joinAlternatives(parts: readonly string[], word = "or"): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} ${word} ${parts[parts.length - 1]}`;
}

/**
 * "vegan breakfast without mushrooms under 20 minutes": the recipes a meal (or a day, when `noun`
 * is given) may use under these rules.
 */
export function describeRecipes(
  rules: readonly TPlanRule[],
  { meal, noun, isPlural }: { meal?: TPlanMeal; noun?: string; isPlural: boolean },
): string {
  const diets = rules.flatMap((rule) => (rule.kind === "diet" ? [rule.value] : []));
  const excludes = rules.flatMap((rule) => (rule.kind === "exclude" ? [rule.value] : []));
  const time = rules.find((rule) => rule.kind === "maxPrepMinutes");
  const hasNutrition = rules.some((rule) => rule.kind === "nutrition");
  const head = noun ?? (meal ? (isPlural ? mealPlurals[meal] : meal) : isPlural ? "recipes" : "recipe");
  const words = [...diets, head];
  if (excludes.length > 0) words.push(`without ${joinAlternatives(excludes)}`);
  if (time) words.push(`under ${time.value} minutes`);
  if (hasNutrition) words.push("with known calories");
  return words.join(" ");
}

export function describeMeals(meals: readonly TPlanMeal[]): string {
  return joinAlternatives(meals, "and");
}

/** The option a rule comes from. */
export function findBlocker(rule: TPlanRule): TPlanBlocker {
  switch (rule.kind) {
    case "diet":
      return "diets";
    case "exclude":
      return "exclude";
    case "maxPrepMinutes":
      return "maxPrepMinutes";
    case "nutrition":
      return "caloriesPerDay";
  }
}

/** The change that lifts a rule, with its label; the time limit is raised to `minutes` when given. */
export function relaxRule(rule: TPlanRule, minutes: number | null): TPlanRelaxation {
  switch (rule.kind) {
    case "diet":
      return { label: `drop '${rule.value}'`, changes: [{ kind: "removeDiet", value: rule.value }] };
    case "exclude":
      return { label: `drop 'no ${rule.value}'`, changes: [{ kind: "removeExclude", value: rule.value }] };
    case "maxPrepMinutes":
      return minutes === null
        ? { label: "drop the time limit", changes: [{ kind: "maxPrepMinutes", value: null }] }
        : { label: `allow ${minutes} minutes`, changes: [{ kind: "maxPrepMinutes", value: minutes }] };
    case "nutrition":
      return { label: "drop the calorie goal", changes: [{ kind: "caloriesPerDay", value: null }] };
  }
}

/** Several relaxations that must all be made together. */
export function combineRelaxations(parts: readonly TPlanRelaxation[]): TPlanRelaxation {
  return {
    label: joinAlternatives(
      parts.map((part) => part.label),
      "and",
    ),
    changes: parts.flatMap((part) => part.changes),
  };
}

export function relaxWith(label: string, change: TPlanChange): TPlanRelaxation {
  return { label, changes: [change] };
}

/** The instruction for one change: "aim for 1,600 calories", "allow 35 minutes", "plan 3 days". */
export function describeChange(change: TPlanChange): string {
  switch (change.kind) {
    case "removeDiet":
      return `drop '${change.value}'`;
    case "removeExclude":
      return `drop 'no ${change.value}'`;
    case "maxPrepMinutes":
      return change.value === null ? "drop the time limit" : `allow ${change.value} minutes`;
    case "caloriesPerDay":
      return change.value === null ? "drop the calorie goal" : `aim for ${formatNumber(change.value)} calories`;
    case "proteinMin":
      return change.value === null ? "drop the protein minimum" : `ask for ${change.value} g of protein`;
    case "allowLeftovers":
      return "allow leftovers";
    case "days":
      return `plan ${pluralize(change.value, "day")}`;
    case "removeMeal":
      return `leave out ${change.value}`;
  }
}

/** A relaxation of these changes, all made together. */
export function relaxBy(changes: readonly TPlanChange[]): TPlanRelaxation {
  return { label: joinAlternatives(changes.map(describeChange), "and"), changes: [...changes] };
}

/** "Subject: a, b or c." */
export function composeMessage(subject: string, relaxations: readonly TPlanRelaxation[]): string {
  if (relaxations.length === 0) return `${subject}.`;
  return `${subject}: ${joinAlternatives(relaxations.slice(0, 3).map((r) => r.label))}.`;
}

export function pluralize(count: number, word: string, plural = `${word}s`): string {
  return `${formatNumber(count)} ${count === 1 ? word : plural}`;
}
