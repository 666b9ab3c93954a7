/** Recipe tags with a fixed vocabulary. Plain constants (no zod), so browser code can import them cheaply. */
export const diets = ["vegetarian", "vegan", "gluten-free", "dairy-free", "nut-free"] as const;
export const courses = ["breakfast", "lunch", "dinner", "side", "dessert", "snack", "drink"] as const;

export type TDiet = (typeof diets)[number];
export type TCourse = (typeof courses)[number];
