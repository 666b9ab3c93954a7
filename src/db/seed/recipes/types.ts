import type { TRecipeVisibility } from "../../schema.ts";

/** Which demo account wrote the recipe (see ../accounts.ts). */
export type TDemoAuthor = "cook" | "creator" | "pro" | "greens";

/** A list of ingredient lines in the notation of ../ingredient-notation.ts, or named groups of them. */
export type TDemoIngredients = string[] | Record<string, string[]>;
/** Steps for one unnamed section, or named sections of steps. */
export type TDemoSteps = string[] | Record<string, string[]>;

/** Per serving: calories, fat, saturated fat, carbohydrate, sugar, fibre, protein (g), sodium (mg). */
export type TDemoNutrition = [number, number, number, number, number, number, number, number];

export interface TDemoRecipe {
  title: string;
  description: string;
  author: TDemoAuthor;
  /** Defaults to public; the paywalled ones belong to the `pro` blog. */
  visibility?: TRecipeVisibility;
  isFeatured?: boolean;
  servings: number;
  /** Defaults to "<servings> servings". */
  yieldText?: string;
  prep: number;
  cook: number;
  /** Defaults to prep + cook; set it when the recipe also rests, chills or marinates. */
  total?: number;
  courses: string[];
  cuisines: string[];
  diets: string[];
  ingredients: TDemoIngredients;
  steps: TDemoSteps;
  nutrition: TDemoNutrition;
}
