/**
 * A recipe's nutrition estimated from its ingredient lines: each line's food and weight, summed and
 * divided by the servings, with how much of the recipe was understood (lines identified, lines
 * weighed, and the share of the recipe's weight those account for), so a caller can tell a good
 * estimate from a guess.
 */
import { parseIngredient, toCountReading } from "../ingredients/parse-ingredient.ts";
import type { TIngredientLine } from "../recipes/recipe.schema.ts";
import type { TFood } from "./food.ts";
import { identifyIngredient } from "./identify-food.ts";
import { edibleGramsOf, estimateLineGrams, type TLineAmount, type TLineGrams } from "./line-grams.ts";

export interface TMacros {
  calories: number;
  proteinContent: number;
  fatContent: number;
  carbohydrateContent: number;
}

export interface TLineEstimate {
  text: string;
  amount: TLineAmount;
  food: TFood | null;
  /** Null when the weight could not be told. */
  grams: TLineGrams | null;
  macros: TMacros | null;
}

export interface TEstimateCoverage {
  lines: number;
  identifiedLines: number;
  /** Lines identified and weighed ("to taste" lines count: they weigh nothing). */
  measuredLines: number;
  /** Share (0–1) of the recipe's estimated weight in weighed, identified lines. */
  weightShare: number;
}

export interface TRecipeEstimate {
  lines: TLineEstimate[];
  total: TMacros;
  servings: number | null;
  perServing: TMacros | null;
  coverage: TEstimateCoverage;
  /** Whether enough of the recipe was understood to show the estimate. */
  isReliable: boolean;
}

/** Below these, an estimate misses too much of the recipe to be shown. */
export const reliableEstimate = { identifiedShare: 0.8, weightShare: 0.85 };

/** What an unweighed line is taken to weigh when nothing better is known. */
const fallbackLineGrams = 100;

const zeroMacros: TMacros = { calories: 0, proteinContent: 0, fatContent: 0, carbohydrateContent: 0 };

function macrosOf(food: TFood, grams: number): TMacros {
  const share = grams / 100;
  return {
    calories: food.kcal * share,
    proteinContent: food.protein * share,
    fatContent: food.fat * share,
    carbohydrateContent: food.carbs * share,
  };
}

function addMacros(a: TMacros, b: TMacros): TMacros {
  return {
    calories: a.calories + b.calories,
    proteinContent: a.proteinContent + b.proteinContent,
    fatContent: a.fatContent + b.fatContent,
    carbohydrateContent: a.carbohydrateContent + b.carbohydrateContent,
  };
}

/** Calories to the unit, grams to a tenth: the precision an estimate deserves. */
export function roundMacros(macros: TMacros): TMacros {
  const tenth = (value: number) => Math.round(value * 10) / 10;
  return {
    calories: Math.round(macros.calories),
    proteinContent: tenth(macros.proteinContent),
    fatContent: tenth(macros.fatContent),
    carbohydrateContent: tenth(macros.carbohydrateContent),
  };
}

/**
 * A stored line's amount, with what only its text tells: the size ("2 large eggs") and the amount
 * in brackets ("2 (14-ounce) cans"), read again from the text when the stored unit agrees with it.
 */
function amountOfLine(line: TIngredientLine): TLineAmount {
  // Stored lines count pieces; read as a count, "4 x 175g salmon fillets" weighs 4 × 175 g.
  const parsed = toCountReading(parseIngredient(line.text));
  const isSameAmount = parsed.unit === line.unit && parsed.quantity === line.quantity;
  return {
    quantity: line.quantity,
    quantityMax: line.quantityMax,
    unit: line.unit,
    size: parsed.size ?? (/^(small|medium|large)\b/.exec(line.comment ?? "")?.[1] || null),
    alternatives: isSameAmount ? parsed.alternatives : undefined,
  };
}

/** Oil for deep-frying mostly stays in the pan: about a tenth of it is eaten. */
const fryingOilEaten = 0.1;

/**
 * The share of a line that ends up eaten: all of it, but little of the oil for frying and none of
 * the butter for greasing the tin. "40 g butter (plus extra for the pan)": the extra is what
 * greases, the 40 g is eaten.
 */
function shareEatenOf(line: TIngredientLine, food: TFood): number {
  const notes = `${line.preparation ?? ""} ${line.comment ?? ""} ${line.text}`
    .toLowerCase()
    .replace(/\b(plus|and|with) (some )?(extra|more)\b[^,;)]*/g, "");
  if (/\bfor (greasing|brushing|the (tin|pan|dish|tray))|\bto grease\b/.test(notes)) return 0;
  const isFat = food.fat >= 80;
  if (isFat && /\b(deep[- ]?fr|for (shallow[- ])?frying|to fry\b)/.test(notes)) return fryingOilEaten;
  return 1;
}

/** One line's food, weight and nutrients. */
export function estimateLine(line: TIngredientLine): TLineEstimate {
  const match = identifyIngredient({ name: line.food, preparation: line.preparation, input: line.text });
  const food = match?.food ?? null;
  const amount = amountOfLine(line);
  const grams = estimateLineGrams(amount, food);
  const macros = food && grams ? macrosOf(food, edibleGramsOf(grams, food) * shareEatenOf(line, food)) : null;
  return { text: line.text, amount, food, grams, macros };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Weighed lines count their weight; the others what their unit alone tells, or a typical line's weight. */
function measureCoverage(lines: TLineEstimate[]): TEstimateCoverage {
  const weighed = lines.filter((line) => line.food && line.grams);
  const weighedGrams = weighed.reduce((sum, line) => sum + (line.grams?.grams ?? 0), 0);
  const typical = median(weighed.map((line) => line.grams?.grams ?? 0).filter((grams) => grams > 0));
  let otherGrams = 0;
  for (const line of lines) {
    if (line.food && line.grams) continue;
    otherGrams += estimateLineGrams(line.amount, null)?.grams ?? typical ?? fallbackLineGrams;
  }
  const totalGrams = weighedGrams + otherGrams;
  return {
    lines: lines.length,
    identifiedLines: lines.filter((line) => line.food).length,
    measuredLines: weighed.length,
    // Nothing weighs anything ("salt, to taste"): nothing is missing either.
    weightShare: totalGrams > 0 ? weighedGrams / totalGrams : 1,
  };
}

/** Whether an estimate with this coverage (and servings) may be shown. */
export function isEstimateReliable(coverage: TEstimateCoverage, servings: number | null): boolean {
  if (!servings || servings <= 0 || coverage.lines === 0) return false;
  return (
    coverage.identifiedLines / coverage.lines >= reliableEstimate.identifiedShare &&
    coverage.weightShare >= reliableEstimate.weightShare
  );
}

/** Estimates a recipe's nutrition, in total and per serving (null without servings). */
export function estimateRecipeNutrition({
  lines: rawLines,
  servings,
}: {
  lines: readonly TIngredientLine[];
  servings: number | null;
}): TRecipeEstimate {
  const usable = rawLines.filter((line) => line.text.trim());
  const lines = usable.map(estimateLine);
  const total = lines.reduce((sum, line) => (line.macros ? addMacros(sum, line.macros) : sum), zeroMacros);
  const coverage = measureCoverage(lines);
  const perServing =
    servings && servings > 0
      ? roundMacros({
          calories: total.calories / servings,
          proteinContent: total.proteinContent / servings,
          fatContent: total.fatContent / servings,
          carbohydrateContent: total.carbohydrateContent / servings,
        })
      : null;
  return {
    lines,
    total: roundMacros(total),
    servings,
    perServing,
    coverage,
    isReliable: isEstimateReliable(coverage, servings),
  };
}
