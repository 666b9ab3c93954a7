/** One row of the demo food tables (./food-table-*.ts), read by ./foods.ts. */
import type { TDemoNutrition } from "../types.ts";

/**
 * What a food rules out: M meat, F fish or seafood, D dairy, E egg, H honey, G gluten, N nuts
 * (peanuts, tree nuts and pine nuts; coconut and seeds are not nuts here).
 */
export type TFoodFlags = string;

export interface TFoodWeights {
  /** Grams in one piece ("1 onion"), also one head or one slice when those are not given. */
  each?: number;
  /** Grams per millilitre, for spoons and cups (1 when not given). */
  density?: number;
  /** Grams used from one can, drained where a recipe drains it (400 when not given). */
  can?: number;
  slice?: number;
  bunch?: number;
  handful?: number;
}

/** Per 100 g: calories, fat, saturated fat, carbohydrate, sugar, fibre, protein (g), sodium (mg). */
export type TPer100 = TDemoNutrition;

export interface TFood extends TFoodWeights {
  flags: TFoodFlags;
  per100: TPer100;
}

/** A compact row of the food tables: flags, the per-100 g figures, then any weights. */
export function food(flags: TFoodFlags, per100: TPer100, weights: TFoodWeights = {}): TFood {
  return { flags, per100, ...weights };
}
