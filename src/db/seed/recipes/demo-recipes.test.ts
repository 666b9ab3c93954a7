import { describe, expect, it } from "vitest";
import { parseIngredient, toCountReading } from "#core/ingredients/parse-ingredient.ts";
import { courses, diets, type TCourse, type TDiet } from "#core/recipes/tags.ts";
import { parseIngredientNotation } from "../ingredient-notation.ts";
import { demoRecipes, type TDemoRecipe } from "./index.ts";
import { findDietConflicts } from "./test-support/diet-words.ts";
import { planWeek } from "./test-support/plan-week.ts";

const publicRecipes = demoRecipes.filter((r) => (r.visibility ?? "public") === "public");

function linesOf(recipe: TDemoRecipe): string[] {
  return Array.isArray(recipe.ingredients) ? recipe.ingredients : Object.values(recipe.ingredients).flat();
}

function stepsOf(recipe: TDemoRecipe): string[] {
  return Array.isArray(recipe.steps) ? recipe.steps : Object.values(recipe.steps).flat();
}

function countWith(diet: TDiet, course: TCourse): number {
  return publicRecipes.filter((r) => r.diets.includes(diet) && r.courses.includes(course)).length;
}

describe("demo recipes", () => {
  it("has hundreds of public recipes, each with a unique, real title", () => {
    expect(publicRecipes.length).toBeGreaterThanOrEqual(300);
    const titles = demoRecipes.map((r) => r.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    for (const recipe of demoRecipes) {
      expect(recipe.title, recipe.title).not.toMatch(/\d|\{|\}|recipe|variation/i);
      expect(recipe.description.length, recipe.title).toBeGreaterThan(30);
      expect(`${recipe.description} ${stepsOf(recipe).join(" ")}`, recipe.title).not.toMatch(/\{\w+\}|undefined/);
      expect(stepsOf(recipe).length, recipe.title).toBeGreaterThanOrEqual(2);
    }
  });

  it("keeps each creator to what they write: Nora's Green Bowl is vegetarian, the paywalled ones are Luca's", () => {
    for (const recipe of demoRecipes) {
      if (recipe.author === "greens") expect(recipe.diets, recipe.title).toContain("vegetarian");
      if (recipe.visibility === "paywalled") expect(recipe.author, recipe.title).toBe("pro");
    }
    const authors = new Set(publicRecipes.map((r) => r.author));
    expect([...authors].sort()).toEqual(["cook", "creator", "greens", "pro"]);
  });

  it("writes every ingredient line so the ingredient parser reads the same food and amount", () => {
    for (const recipe of demoRecipes) {
      for (const line of linesOf(recipe)) {
        const stored = parseIngredientNotation(line);
        const parsed = toCountReading(parseIngredient(line));
        expect(parsed.name, line).toBeTruthy();
        expect(parsed.quantity, line).toBe(stored.quantity);
      }
    }
  });

  it("only tags the diets its ingredients allow (a product rule)", () => {
    const conflicts = demoRecipes.flatMap((recipe) =>
      findDietConflicts(recipe.diets, linesOf(recipe)).map((c) => `${recipe.title}: ${c}`),
    );
    expect(conflicts).toEqual([]);
  });

  it("tags what each diet implies: vegan recipes are vegetarian and dairy-free, vegetarian ones pescatarian", () => {
    for (const recipe of demoRecipes) {
      expect(diets, recipe.title).toEqual(expect.arrayContaining(recipe.diets));
      expect(courses, recipe.title).toEqual(expect.arrayContaining(recipe.courses));
      if (recipe.diets.includes("vegan")) {
        expect(recipe.diets, recipe.title).toEqual(expect.arrayContaining(["vegetarian", "dairy-free"]));
      }
      if (recipe.diets.includes("vegetarian")) expect(recipe.diets, recipe.title).toContain("pescatarian");
    }
  });

  it("has at least 15 public breakfasts, lunches and dinners for every diet, and snacks, sides, desserts and drinks", () => {
    const counts = Object.fromEntries(
      diets.map((diet) => [diet, Object.fromEntries(courses.map((course) => [course, countWith(diet, course)]))]),
    );
    for (const diet of diets) {
      for (const meal of ["breakfast", "lunch", "dinner"] as const) {
        expect(counts[diet][meal], `${diet} ${meal}`).toBeGreaterThanOrEqual(15);
      }
      for (const course of ["snack", "side", "dessert", "drink"] as const) {
        expect(counts[diet][course], `${diet} ${course}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("gives every public recipe nutrition per serving, in sensible ranges for its meal", () => {
    for (const recipe of publicRecipes) {
      const [calories, fat, , carbohydrate, , , protein] = recipe.nutrition;
      expect(calories, recipe.title).toBeGreaterThan(0);
      // Energy from the macros agrees with the calories (4/9/4 kcal per gram), give or take rounding.
      const fromMacros = fat * 9 + (carbohydrate + protein) * 4;
      expect(Math.abs(fromMacros - calories), recipe.title).toBeLessThan(Math.max(60, calories * 0.25));
      if (recipe.courses.includes("breakfast") && !recipe.courses.includes("drink")) {
        expect(calories, recipe.title).toBeGreaterThanOrEqual(180);
        expect(calories, recipe.title).toBeLessThanOrEqual(650);
      }
      if (recipe.courses.includes("dinner")) {
        expect(calories, recipe.title).toBeGreaterThanOrEqual(150);
        expect(calories, recipe.title).toBeLessThanOrEqual(900);
      }
    }
  });

  it("offers plenty of quick recipes", () => {
    const minutes = (r: TDemoRecipe) => r.total ?? r.prep + r.cook;
    const quick = publicRecipes.filter((r) => minutes(r) <= 30);
    expect(quick.length / publicRecipes.length).toBeGreaterThanOrEqual(0.4);
    for (const meal of ["breakfast", "lunch", "dinner"] as const) {
      expect(quick.filter((r) => r.courses.includes(meal)).length, meal).toBeGreaterThanOrEqual(20);
    }
  });

  it("can fill a week of three different meals a day for every diet, at 1600, 2000 and 2400 kcal", () => {
    for (const diet of diets) {
      for (const target of [1600, 2000, 2400]) {
        const week = planWeek(
          publicRecipes.filter((r) => r.diets.includes(diet)),
          target,
        );
        expect(week.days, `${diet} at ${target} kcal`).toHaveLength(7);
        const titles = week.days.flatMap((d) => d.recipes.map((r) => r.title));
        expect(new Set(titles).size, `${diet} at ${target} kcal repeats nothing`).toBe(titles.length);
        for (const d of week.days) {
          expect(Math.abs(d.calories - target), `${diet} at ${target} kcal: ${d.calories}`).toBeLessThanOrEqual(
            target * 0.1,
          );
        }
      }
    }
  }, 60_000);
});
