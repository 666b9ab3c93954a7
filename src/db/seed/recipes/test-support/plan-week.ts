/**
 * A plain greedy week planner for the tests: it shows that the demo recipes give a meal planner
 * enough to choose from, not how Ladle plans meals. Each day takes the breakfast, lunch and dinner
 * (none used before) whose calories come closest to the target without passing it by more than a
 * tenth, then adds up to two snacks or desserts while the day is more than a tenth short.
 */
import type { TDemoRecipe } from "../types.ts";

export interface TPlannedDay {
  recipes: TDemoRecipe[];
  calories: number;
}

const caloriesOf = (recipe: TDemoRecipe) => recipe.nutrition[0];

/** The dinner (sorted by calories) that brings `sum` closest to `wanted`, not counting `taken`. */
function findClosest(sorted: TDemoRecipe[], wanted: number, taken: TDemoRecipe[]): TDemoRecipe | undefined {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (caloriesOf(sorted[middle]) < wanted) low = middle + 1;
    else high = middle;
  }
  const near = [low - 2, low - 1, low, low + 1].map((i) => sorted[i]).filter((r) => r && !taken.includes(r));
  return near.sort((a, b) => Math.abs(caloriesOf(a) - wanted) - Math.abs(caloriesOf(b) - wanted))[0];
}

function chooseMeals(recipes: TDemoRecipe[], used: Set<TDemoRecipe>, target: number) {
  const unused = (course: string) =>
    recipes.filter((r) => r.courses.includes(course) && !used.has(r)).sort((a, b) => caloriesOf(a) - caloriesOf(b));
  const dinners = unused("dinner");
  let best: { meals: TDemoRecipe[]; calories: number } | null = null;
  for (const breakfast of unused("breakfast")) {
    for (const lunch of unused("lunch")) {
      if (lunch === breakfast) continue;
      const base = caloriesOf(breakfast) + caloriesOf(lunch);
      const dinner = findClosest(dinners, target - base, [breakfast, lunch]);
      if (!dinner) continue;
      const calories = base + caloriesOf(dinner);
      if (calories > target * 1.1) continue;
      if (!best || Math.abs(target - calories) < Math.abs(target - best.calories)) {
        best = { meals: [breakfast, lunch, dinner], calories };
      }
    }
  }
  return best;
}

export function planWeek(recipes: TDemoRecipe[], target: number, days = 7): { days: TPlannedDay[] } {
  const used = new Set<TDemoRecipe>();
  const planned: TPlannedDay[] = [];
  for (let day = 0; day < days; day++) {
    const best = chooseMeals(recipes, used, target);
    if (!best) break;
    for (const meal of best.meals) used.add(meal);
    const chosen = [...best.meals];
    let calories = best.calories;
    for (let extra = 0; extra < 2 && calories < target * 0.9; extra++) {
      const fitting = recipes.filter(
        (r) =>
          (r.courses.includes("snack") || r.courses.includes("dessert")) &&
          !used.has(r) &&
          calories + caloriesOf(r) <= target * 1.1,
      );
      const biggest = fitting.sort((a, b) => caloriesOf(b) - caloriesOf(a))[0];
      if (!biggest) break;
      used.add(biggest);
      chosen.push(biggest);
      calories += caloriesOf(biggest);
    }
    planned.push({ recipes: chosen, calories });
  }
  return { days: planned };
}
