/**
 * Nutrition estimated from ingredients against the nutrition the demo recipes carry
 * (src/db/seed/recipes/*.ts give calories and protein per serving): median and p90 absolute error
 * in percent, and the coverage (lines identified, share of the weight understood, estimates good
 * enough to show). The lines are read twice: as the seed stores them, and as typed text through
 * the app's ingredient parser. Then the time to identify a food, per line of the labelled corpus,
 * and to derive a recipe's stored food data. No build and no server needed.
 *
 *   npx tsx bench/nutrition-estimate.ts        (BENCH_VERBOSE=1 lists each recipe)
 */
import { identifyFood, identifyIngredient } from "#core/food/identify-food.ts";
import { deriveRecipeFoodData } from "#core/food/recipe-food-data.ts";
import { parseIngredient } from "#core/ingredients/parse-ingredient.ts";
import { parseIngredientLine } from "#core/recipes/ingredient-lines.ts";
import type { TIngredientGroup, TIngredientLine } from "#core/recipes/recipe.schema.ts";
import { parseIngredientNotation } from "#db/seed/ingredient-notation.ts";
import { demoRecipes } from "#db/seed/recipes/index.ts";
import type { TDemoRecipe } from "#db/seed/recipes/types.ts";
import { loadLabelledLines } from "../tests/corpus/ingredient-corpus.ts";
import { hasCorpus } from "../tests/corpus/recipe-corpus.ts";

interface TResult {
  title: string;
  calories: { actual: number; estimate: number };
  protein: { actual: number; estimate: number };
  identifiedShare: number;
  weightShare: number;
  isReliable: boolean;
}

function linesOf(demo: TDemoRecipe): string[] {
  return Array.isArray(demo.ingredients) ? demo.ingredients : Object.values(demo.ingredients).flat();
}

function estimate(demo: TDemoRecipe, read: (line: string) => TIngredientLine): TResult {
  const groups: TIngredientGroup[] = [{ name: null, lines: linesOf(demo).map(read) }];
  const { estimatedNutrition } = deriveRecipeFoodData({ ingredientGroups: groups, servings: demo.servings });
  const [calories, , , , , , protein] = demo.nutrition;
  const { coverage, perServing } = estimatedNutrition;
  return {
    title: demo.title,
    calories: { actual: calories, estimate: perServing?.calories ?? 0 },
    protein: { actual: protein, estimate: perServing?.proteinContent ?? 0 },
    identifiedShare: coverage.identifiedLines / coverage.lines,
    weightShare: coverage.weightShare,
    isReliable: estimatedNutrition.isReliable,
  };
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Absolute error in percent; protein is compared in grams below 5 g (a few grams are many percent). */
function errorPercent({ actual, estimate: estimated }: { actual: number; estimate: number }): number {
  return (Math.abs(estimated - actual) / Math.max(actual, 5)) * 100;
}

const pct = (value: number) => `${value.toFixed(1)}%`;

function report(label: string, results: TResult[]) {
  const shown = results.filter((result) => result.isReliable);
  const calories = shown.map((result) => errorPercent(result.calories));
  const protein = shown.map((result) => errorPercent(result.protein));
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  console.log(`\n${label}`);
  console.log(`  recipes: ${results.length}; estimate good enough to show: ${shown.length}`);
  console.log(
    `  coverage: lines identified ${pct(mean(results.map((r) => r.identifiedShare)) * 100)} (mean), weight understood ${pct(mean(results.map((r) => r.weightShare)) * 100)} (mean)`,
  );
  console.log(`  calories: median error ${pct(quantile(calories, 0.5))}, p90 ${pct(quantile(calories, 0.9))}`);
  console.log(`  protein:  median error ${pct(quantile(protein, 0.5))}, p90 ${pct(quantile(protein, 0.9))}`);
  if (process.env.BENCH_VERBOSE) {
    for (const result of results) {
      console.log(
        `    ${result.title.padEnd(44)} kcal ${String(result.calories.actual).padStart(4)} → ${String(result.calories.estimate).padStart(5)}  protein ${String(result.protein.actual).padStart(3)} → ${String(result.protein.estimate).padStart(5)}${result.isReliable ? "" : "  (not shown)"}`,
      );
    }
  }
}

function timeIdentification() {
  if (!hasCorpus()) {
    console.log("\nIdentification timing skipped: no corpus (LADLE_CORPUS_DIR).");
    return;
  }
  const lines = loadLabelledLines().map((line) => line.input);
  const parsed = lines.map((line) => parseIngredient(line));
  // Warm the index and the JIT first.
  for (const item of parsed.slice(0, 2000))
    identifyIngredient({ name: item.name, preparation: item.preparation, input: item.input });
  let found = 0;
  const started = performance.now();
  for (const item of parsed) {
    if (identifyIngredient({ name: item.name, preparation: item.preparation, input: item.input })) found++;
  }
  const identifyMs = performance.now() - started;
  const nameStarted = performance.now();
  for (const item of parsed) identifyFood(item.name);
  const nameMs = performance.now() - nameStarted;
  console.log(`\nIdentification on ${lines.length} corpus lines (already parsed), one core:`);
  console.log(
    `  a parsed line: ${((identifyMs / lines.length) * 1000).toFixed(1)} µs (${found} identified, ${pct((found / lines.length) * 100)})`,
  );
  console.log(`  a name alone:  ${((nameMs / lines.length) * 1000).toFixed(1)} µs`);
}

function timeDerivation() {
  const groups = demoRecipes.map((demo) => [{ name: null, lines: linesOf(demo).map(parseIngredientNotation) }]);
  const runs = 20;
  for (const group of groups) deriveRecipeFoodData({ ingredientGroups: group, servings: 4 });
  const started = performance.now();
  for (let run = 0; run < runs; run++) {
    for (const group of groups) deriveRecipeFoodData({ ingredientGroups: group, servings: 4 });
  }
  const perRecipe = (performance.now() - started) / (runs * groups.length);
  console.log(`\nDeriving a recipe's stored food data (parse again, identify, weigh, sum): ${perRecipe.toFixed(3)} ms`);
}

console.log(`Nutrition estimated from ingredients, against the ${demoRecipes.length} demo recipes' own figures`);
console.log("(errors over the recipes whose estimate is good enough to show)");
report(
  "Lines as the seed stores them",
  demoRecipes.map((demo) => estimate(demo, parseIngredientNotation)),
);
report(
  "Lines as typed text, through the ingredient parser",
  demoRecipes.map((demo) => estimate(demo, parseIngredientLine)),
);
timeIdentification();
timeDerivation();
