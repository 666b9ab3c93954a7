/** What the ingredient parser returns; parse-ingredient.ts re-exports these for the rest of the app. */

export interface TIngredientAmount {
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
}

export interface TParsedIngredient {
  input: string;
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  size: string | null;
  name: string | null;
  preparation: string | null;
  comment: string | null;
  /** Other ways the line states the amount: "150g/5¼oz" → 5.25 ounce. */
  alternatives?: TIngredientAmount[];
  /** "For the sauce:" — a heading inside an ingredient list, not an ingredient. */
  isGroupHeader?: boolean;
}
