import { z } from "zod";
import { nutritionKeys, type TNutritionKey } from "./nutrition.ts";

/** Who may see a recipe: everyone, its author only, its author while unfinished, or paying subscribers. */
export const recipeVisibilities = ["public", "private", "draft", "paywalled"] as const;
export type TRecipeVisibility = (typeof recipeVisibilities)[number];

/** One ingredient line: the original text is kept; the parsed parts may be null. */
export const ZIngredientLine = z.object({
  text: z.string().min(1).max(500),
  quantity: z.number().nullable().default(null),
  quantityMax: z.number().nullable().default(null),
  unit: z.string().nullable().default(null),
  food: z.string().nullable().default(null),
  preparation: z.string().nullable().default(null),
  comment: z.string().nullable().default(null),
});
export type TIngredientLine = z.infer<typeof ZIngredientLine>;

export const ZIngredientGroup = z.object({
  /** Group heading such as "For the sauce"; null for the main list. */
  name: z.string().max(200).nullable().default(null),
  lines: z.array(ZIngredientLine).max(200),
});
export type TIngredientGroup = z.infer<typeof ZIngredientGroup>;

export const ZInstructionSection = z.object({
  name: z.string().max(200).nullable().default(null),
  steps: z.array(z.string().min(1).max(5000)).max(200),
});
export type TInstructionSection = z.infer<typeof ZInstructionSection>;

/** Nutrition per serving: any of the nutrients, each 0 or more. */
export const ZNutrition = z
  .object(
    Object.fromEntries(nutritionKeys.map((key) => [key, z.number().nonnegative()])) as Record<
      TNutritionKey,
      z.ZodNumber
    >,
  )
  .partial();
export type TNutrition = z.infer<typeof ZNutrition>;

export { courses, diets } from "./tags.ts";
