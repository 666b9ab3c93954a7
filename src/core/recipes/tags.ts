/** Recipe tags with a fixed vocabulary. Plain constants (no zod), so browser code can import them cheaply. */
/**
 * A diet tag says the recipe suits that diet as written. Pescatarian means no meat: fish and seafood
 * or vegetarian, so every vegetarian (and so every vegan) recipe is pescatarian too.
 */
export const diets = ["vegetarian", "vegan", "pescatarian", "gluten-free", "dairy-free", "nut-free"] as const;
export const courses = ["breakfast", "lunch", "dinner", "side", "dessert", "snack", "drink"] as const;

export type TDiet = (typeof diets)[number];

/** What each diet implies by definition: a vegan recipe is vegetarian and dairy-free, and so on. */
const impliedDiets: Partial<Record<TDiet, TDiet[]>> = {
  vegan: ["vegetarian", "pescatarian", "dairy-free"],
  vegetarian: ["pescatarian"],
};

/**
 * The diets with what they imply added after them, each once, so a recipe tagged "vegan" is found
 * by the vegetarian and pescatarian filters too. The tags given keep their order (cards show the
 * first few), and the implied ones follow.
 */
export function withImpliedDiets<T extends string>(given: readonly T[]): Array<T | TDiet> {
  const result = new Set<T | TDiet>(given);
  for (const diet of given) for (const implied of impliedDiets[diet as TDiet] ?? []) result.add(implied);
  return [...result];
}
export type TCourse = (typeof courses)[number];
