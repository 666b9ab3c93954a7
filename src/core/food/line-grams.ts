/**
 * How many grams an ingredient line puts in the pot: a weight as written; a volume through the
 * food's density; a count through the food's piece or unit weight ("2 large eggs", "3 cloves
 * garlic", "1 can chickpeas"); "to taste" and "a pinch" count as nothing. The weight returned is
 * what is bought (a kilo of mussels in their shells); `edibleGrams` is what is eaten of it.
 */
import type { TIngredientAmount } from "../ingredients/parse/types.ts";
import { getUnit } from "../ingredients/units.ts";
import type { TFood } from "./food.ts";

export interface TLineAmount {
  quantity: number | null;
  quantityMax: number | null;
  /** A canonical unit id ("cup", "gram", "clove"), or null for a count of pieces. */
  unit: string | null;
  /** "small", "large"...: scales a piece. */
  size?: string | null;
  /** Other ways the line gives the amount: "2 (14-ounce) cans", "150g/5oz". */
  alternatives?: readonly TIngredientAmount[];
}

/** How the weight was found: a weight, a volume, pieces, a count unit, a length, or too little to count. */
export type TGramsBasis = "mass" | "volume" | "piece" | "unit" | "length" | "negligible";

export interface TLineGrams {
  grams: number;
  basis: TGramsBasis;
}

/** Units too small to weigh. */
const negligibleUnits = new Set(["pinch", "dash", "drop", "sprinkle", "grating", "spray"]);

/** Units that hold an amount: "2 (14-ounce) cans" is two of the amount in brackets. */
const containerUnits = new Set(
  "can tin jar package packet bag box bottle container sachet envelope block tube punnet stick bar piece".split(" "),
);

/** What a count unit weighs when the food does not say (a handful of leaves, a knob of butter). */
const defaultUnitGrams: Record<string, number> = {
  handful: 30,
  knob: 15,
  sprig: 1,
  leaf: 0.3,
  slice: 25,
  cube: 10,
  scoop: 60,
  dollop: 30,
  wedge: 10,
  strip: 25,
  rasher: 25,
  link: 65,
  fillet: 150,
  stalk: 40,
  rib: 40,
  bunch: 50,
  can: 400,
  tin: 400,
  clove: 5,
  ball: 125,
  nest: 50,
  square: 6,
};

/** Count units that are really volumes, in millilitres. */
const countUnitMillilitres: Record<string, number> = { splash: 10, shot: 44, glass: 150 };

function amountOf(quantity: number | null, quantityMax: number | null): number | null {
  if (quantity === null) return null;
  return quantityMax !== null && quantityMax > quantity ? (quantity + quantityMax) / 2 : quantity;
}

/** Liquids and unknown foods weigh about as much as water; a solid without a density, a bit over half. */
function densityOf(food: TFood | null): number {
  if (!food) return 1;
  if (food.density !== undefined) return food.density;
  return food.aisle === "drinks" || food.aisle === "other" ? 1 : 0.6;
}

function pieceGramsOf(food: TFood, size: string | null | undefined): number | null {
  if (food.pieceGrams === undefined) return null;
  const sizeText = size ?? "";
  if (/small|little|baby/.test(sizeText)) return food.smallGrams ?? food.pieceGrams * 0.7;
  if (/large|big|jumbo|whole/.test(sizeText)) return food.largeGrams ?? food.pieceGrams * 1.3;
  return food.pieceGrams;
}

/** Grams of a weight or a volume in any unit, or null for counts. */
function measureGrams(quantity: number, unitId: string, food: TFood | null): TLineGrams | null {
  const unit = getUnit(unitId);
  if (unit?.kind === "mass") return { grams: quantity * unit.base, basis: "mass" };
  if (unit?.kind === "volume") return { grams: quantity * unit.base * densityOf(food), basis: "volume" };
  return null;
}

/** "2 (14-ounce) cans": the bracketed weight times the count, less the liquid poured off. */
function alternativeGrams(quantity: number, amount: TLineAmount, food: TFood | null): TLineGrams | null {
  for (const alternative of amount.alternatives ?? []) {
    const each = alternative.quantity;
    if (each === null || !alternative.unit) continue;
    const measured = measureGrams(amountOf(each, alternative.quantityMax) ?? each, alternative.unit, food);
    if (!measured) continue;
    const isCanned = amount.unit === "can" || amount.unit === "tin" || amount.unit === "jar";
    const drained = isCanned ? (food?.drainedShare ?? 1) : 1;
    return { grams: quantity * measured.grams * drained, basis: measured.basis };
  }
  return null;
}

function countGrams(quantity: number, amount: TLineAmount, food: TFood | null): TLineGrams | null {
  const unitId = amount.unit;
  if (unitId === null || unitId === "piece") {
    const piece = food ? pieceGramsOf(food, amount.size) : null;
    return piece === null ? null : { grams: quantity * piece, basis: "piece" };
  }
  const perUnit = food?.unitGrams?.[unitId] ?? defaultUnitGrams[unitId];
  if (perUnit !== undefined) return { grams: quantity * perUnit, basis: "unit" };
  const millilitres = countUnitMillilitres[unitId];
  if (millilitres !== undefined) return { grams: quantity * millilitres * densityOf(food), basis: "volume" };
  return null;
}

function lengthGrams(quantity: number, unitId: string, food: TFood | null): TLineGrams | null {
  const unit = getUnit(unitId);
  const perCentimetre = food?.unitGrams?.centimeter;
  if (unit?.kind !== "length" || perCentimetre === undefined) return null;
  return { grams: quantity * unit.base * perCentimetre, basis: "length" };
}

/**
 * The weight of a line's food, or null when it cannot be told (a count of something without a
 * known piece weight, or an unknown food counted in pieces).
 */
export function estimateLineGrams(amount: TLineAmount, food: TFood | null): TLineGrams | null {
  const quantity = amountOf(amount.quantity, amount.quantityMax);
  if (amount.unit && negligibleUnits.has(amount.unit)) return { grams: 0, basis: "negligible" };
  // "Salt, to taste", "Oil, for frying", "Fresh parsley, to serve": used as needed.
  if (quantity === null) return { grams: 0, basis: "negligible" };
  if (quantity <= 0) return { grams: 0, basis: "negligible" };
  const unit = getUnit(amount.unit);
  if (amount.unit && (unit?.kind === "mass" || unit?.kind === "volume")) {
    return measureGrams(quantity, amount.unit, food);
  }
  if (unit?.kind === "length") return lengthGrams(quantity, amount.unit as string, food);
  const isContainer = amount.unit === null || containerUnits.has(amount.unit);
  const fromAlternative = isContainer ? alternativeGrams(quantity, amount, food) : null;
  return fromAlternative ?? countGrams(quantity, amount, food);
}

/** The part of a line's weight that is eaten: bought weights of shellfish and birds lose their shells and bones. */
export function edibleGramsOf(lineGrams: TLineGrams, food: TFood): number {
  return lineGrams.basis === "mass" ? lineGrams.grams * (food.edibleShare ?? 1) : lineGrams.grams;
}
