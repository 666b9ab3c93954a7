/**
 * What Ladle knows about a food: its canonical name and the other names cooks write, energy and
 * macronutrients per 100 g (as sold, raw unless the name says otherwise), how much a cup or a
 * piece of it weighs, the supermarket aisle it is bought in and the diet flags that rule it out.
 * Plain constants and types: the table itself is in ./table/, one module per aisle.
 */

/** Aisles in the order a shopper walks a typical supermarket; a shopping list groups by them. */
export const aisles = [
  "produce",
  "bakery",
  "meat-fish",
  "dairy-eggs",
  "pantry",
  "spices",
  "frozen",
  "drinks",
  "other",
] as const;
export type TAisle = (typeof aisles)[number];

export const aisleLabels: Record<TAisle, string> = {
  produce: "Produce",
  bakery: "Bakery",
  "meat-fish": "Meat & fish",
  "dairy-eggs": "Dairy & eggs",
  pantry: "Pantry",
  spices: "Spices & seasonings",
  frozen: "Frozen",
  drinks: "Drinks",
  other: "Other",
};

/**
 * What a food contains that some diets avoid.
 * - meat: meat or poultry, or made from them (stock, lard, dripping, gelatine and what sets with it)
 * - pork: from pigs (also flagged meat)
 * - fish, shellfish: also sauces made from them (fish sauce, Worcestershire sauce, oyster sauce)
 * - dairy, egg, gluten (wheat, barley, rye, and oats, which are rarely sold gluten-free)
 * - nut: tree nuts; peanut; soy; sesame
 * - alcohol: wines, beers, spirits and liqueurs (not extracts used by the teaspoon)
 * - animal: any animal product, honey included; set on everything flagged meat, fish,
 *   shellfish, dairy or egg
 */
export const dietFlags = [
  "meat",
  "pork",
  "fish",
  "shellfish",
  "dairy",
  "egg",
  "gluten",
  "nut",
  "peanut",
  "soy",
  "sesame",
  "alcohol",
  "animal",
] as const;
export type TDietFlag = (typeof dietFlags)[number];

export interface TFood {
  /** Singular, lowercase: "onion", "chicken breast", "olive oil". Unique across the table. */
  name: string;
  /** Other names and forms, lowercase ("scallion", "spring onions"); plurals of the last word are added when indexing. */
  aliases: readonly string[];
  aisle: TAisle;
  /** Per 100 g. */
  kcal: number;
  protein: number;
  fat: number;
  /** Total carbohydrate, by difference (fibre included), as food-composition tables give it. */
  carbs: number;
  /** Dietary fibre, where it is a large share of the carbohydrate (it yields about 2 kcal/g, not 4). */
  fiber?: number;
  /** Grams of alcohol per 100 g (7 kcal/g). */
  alcohol?: number;
  /** Grams per millilitre, for volume measures as cooks use them (chopped, grated, packed...). */
  density?: number;
  /** Grams of one medium piece, the part that is eaten ("1 onion", "2 eggs"). */
  pieceGrams?: number;
  /** Grams of a small or large piece, when "small"/"large" differs from ×0.7/×1.3 of a medium one. */
  smallGrams?: number;
  largeGrams?: number;
  /** Grams per count unit (canonical unit ids: clove, can, slice, bunch, stick, head, centimeter...). */
  unitGrams?: Readonly<Partial<Record<string, number>>>;
  /** Share of a can's net weight left once drained (pulses, tuna): "1 (400 g) can chickpeas" is 240 g. */
  drainedShare?: number;
  /** Share of a weighed purchase that is eaten (mussels in their shells, a whole chicken on the bone). */
  edibleShare?: number;
  flags: readonly TDietFlag[];
  /** A juice counted by the fruit ("juice of 2 lemons"): the food a shopper buys for it. */
  wholeFood?: string;
  /** Tap water: a recipe uses it, nobody buys it. */
  isNotBought?: boolean;
  /**
   * Why the values are not simply the USDA figures for the food, or why energy differs from
   * 4·protein + 9·fat + 4·carbohydrate (specific Atwater factors, acetic acid...).
   */
  note?: string;
}
