/** The nutrients a recipe keeps, with schema.org NutritionInformation names, in the order forms list them. Plain constants (no zod), so browser code can import them cheaply. */
export const nutritionKeys = [
  "calories",
  "fatContent",
  "saturatedFatContent",
  "carbohydrateContent",
  "sugarContent",
  "fiberContent",
  "proteinContent",
  "sodiumContent",
] as const;

export type TNutritionKey = (typeof nutritionKeys)[number];
