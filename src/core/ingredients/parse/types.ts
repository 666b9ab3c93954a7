/** What the ingredient parser returns; parse-ingredient.ts re-exports these for the rest of the app. */

export interface TIngredientAmount {
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
}

/**
 * How many pieces a line counts when its amount is stated as a weight or volume: "4 x 175g salmon
 * fillets" is four pieces of 175 g each, "8 medium (2lb) tomatoes" eight that weigh 2 lb together.
 * Scaling, the shopping list and the nutrition estimate work on the count (`toCountReading`);
 * `quantity`/`unit` state the measure, as labelled ingredient lines do.
 */
export interface TPieces {
  count: number;
  countMax: number | null;
  /** True when the measure is of one piece ("4 x 175g", "4 (7-ounce) fillets"), false for all of them. */
  isEach: boolean;
  /** True when the measure came from a note after the food ("about 175g each"), which stays in `comment`. */
  isNoted: boolean;
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
  /** Set when the line counts pieces and `quantity`/`unit` weigh or measure them. */
  pieces?: TPieces;
  /** "For the sauce:" — a heading inside an ingredient list, not an ingredient. */
  isGroupHeader?: boolean;
}
