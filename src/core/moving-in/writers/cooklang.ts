/**
 * A Ladle recipe as Cooklang (cooklang.org): metadata lines (`>> servings: 4`), then the steps as
 * paragraphs with each ingredient marked where a step first names it (`@olive oil{2%tbsp}`), under
 * `== Section ==` lines. Ingredients no step names are listed in a first step, so nothing of the
 * ingredient list is lost.
 */
import type { TIngredientLine } from "../../recipes/recipe.schema.ts";
import type { TExportedRecipe } from "./exported-recipe.ts";

/** Ladle's unit names as cooks abbreviate them; others are written as they are. */
const unitWords: Record<string, string> = {
  teaspoon: "tsp",
  tablespoon: "tbsp",
  gram: "g",
  kilogram: "kg",
  milligram: "mg",
  milliliter: "ml",
  millilitre: "ml",
  liter: "l",
  litre: "l",
  ounce: "oz",
  pound: "lb",
  "fluid ounce": "fl oz",
};

function formatAmount(value: number): string {
  return String(Number(value.toFixed(3)));
}

/** `{2%tbsp}`, `{2-3%clove}`, `{1}`, or `{}` for a line without an amount. */
function amountOf(line: TIngredientLine): string {
  if (line.quantity === null) return "{}";
  const quantity =
    line.quantityMax !== null && line.quantityMax !== line.quantity
      ? `${formatAmount(line.quantity)}-${formatAmount(line.quantityMax)}`
      : formatAmount(line.quantity);
  const unit = line.unit ? (unitWords[line.unit] ?? line.unit) : null;
  return unit ? `{${quantity}%${unit.replace(/[{}%]/g, "")}}` : `{${quantity}}`;
}

/**
 * Cooklang has no escape: a `@`, `#` or `~` before a word in the text would read as an ingredient,
 * cookware or timer, so a space goes after it; braces in text would end a marked name.
 */
function plainText(text: string): string {
  return text
    .replace(/\s*\n\s*/g, " ")
    .replace(/([@#~])(?=\S)/g, "$1 ")
    .replace(/[{}]/g, "");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The words of a food a step may use for it, longest first, the endings before the beginnings (the
 * noun is usually last): "large red onion" → itself, "red onion", "onion", "large red", "large";
 * "chicken thighs" → itself, "thighs", "chicken".
 */
function namesOf(food: string): string[] {
  const words = food
    .replace(/[{}@#~%]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const endings = words.map((_, i) => words.slice(i).join(" "));
  const beginnings = words.slice(1).map((_, i) => words.slice(0, words.length - 1 - i).join(" "));
  return [...endings, ...beginnings];
}

interface TMarkedStep {
  text: string;
  /** Where a name was marked: [start, end) in `text`, so a later ingredient never marks inside it. */
  taken: [number, number][];
}

/** Marks the first place a step names the line's food; false when no step does. */
function markInSteps(steps: TMarkedStep[], line: TIngredientLine): boolean {
  if (!line.food) return false;
  for (const name of namesOf(line.food)) {
    const pattern = new RegExp(`(?<![\\w@])${escapeRegExp(name)}(?:e?s)?(?![\\w{])`, "i");
    for (const step of steps) {
      const match = pattern.exec(step.text);
      if (!match) continue;
      const start = match.index;
      const end = start + match[0].length;
      if (step.taken.some(([a, b]) => start < b && end > a)) continue;
      const marked = `@${match[0]}${amountOf(line)}`;
      step.text = step.text.slice(0, start) + marked + step.text.slice(end);
      const shift = marked.length - match[0].length;
      step.taken = step.taken.map(([a, b]) => (a >= end ? [a + shift, b + shift] : [a, b]));
      step.taken.push([start, start + marked.length]);
      return true;
    }
  }
  return false;
}

/** The first step for ingredients no step names: marked when the line was understood, as written otherwise. */
function gatheringStep(lines: TIngredientLine[]): string | null {
  if (lines.length === 0) return null;
  const items = lines.map((line) => {
    const food = line.food?.replace(/[{}@#~%]/g, "").trim();
    return food ? `@${food}${amountOf(line)}` : plainText(line.text);
  });
  return `You will need: ${items.join(", ")}.`;
}

function metadataOf(recipe: TExportedRecipe): string[] {
  const entries: [string, string | number | null][] = [
    ["title", recipe.title],
    ["description", recipe.description.trim() || null],
    ["servings", recipe.servings ?? recipe.yieldText],
    ["yield", recipe.servings !== null ? recipe.yieldText : null],
    ["prep time", recipe.prepMinutes ? `${recipe.prepMinutes} minutes` : null],
    ["cook time", recipe.cookMinutes ? `${recipe.cookMinutes} minutes` : null],
    ["time required", recipe.totalMinutes ? `${recipe.totalMinutes} minutes` : null],
    ["course", recipe.courses.join(", ") || null],
    ["cuisine", recipe.cuisines.join(", ") || null],
    ["tags", recipe.diets.join(", ") || null],
    ["source", recipe.sourceUrl],
    ["author", recipe.attribution],
  ];
  return entries.flatMap(([key, value]) =>
    value === null || value === "" ? [] : [`>> ${key}: ${plainText(String(value))}`],
  );
}

export function writeRecipeCooklang(recipe: TExportedRecipe): string {
  const sections = recipe.instructionSections
    .filter((section) => section.steps.length > 0)
    .map((section) => ({
      name: section.name,
      steps: section.steps.map((step): TMarkedStep => ({ text: plainText(step), taken: [] })),
    }));
  const allSteps = sections.flatMap((section) => section.steps);
  const lines = recipe.ingredientGroups.flatMap((group) => group.lines);
  const unnamed = lines.filter((line) => !markInSteps(allSteps, line));
  const first = gatheringStep(unnamed);
  const body = [
    ...(first ? [first] : []),
    ...sections.flatMap((section) => [
      ...(section.name ? [`== ${plainText(section.name)} ==`] : []),
      ...section.steps.map((step) => step.text),
    ]),
  ];
  return `${[metadataOf(recipe).join("\n"), ...body].filter(Boolean).join("\n\n")}\n`;
}
