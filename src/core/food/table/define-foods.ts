/**
 * The table is written one food per line, as
 *   [name, "alias, alias", kcal, protein, fat, carbohydrate, { options }]
 * per 100 g, so that hundreds of foods stay readable; this turns those rows into `TFood`s.
 */
import { dietFlags, type TAisle, type TDietFlag, type TFood } from "../food.ts";

interface TRowOptions {
  /** Density, g/ml. */
  ml?: number;
  /** Grams of a medium piece; of a small and a large one. */
  each?: number;
  small?: number;
  large?: number;
  /** Grams per count unit. */
  u?: Record<string, number>;
  fib?: number;
  alc?: number;
  /** Space-separated diet flags: "dairy gluten". */
  flags?: string;
  edible?: number;
  /** Share of a can's net weight left once drained. */
  drained?: number;
  notBought?: true;
  /** The fruit a juice comes from, when the juice is counted by the fruit. */
  whole?: string;
  note?: string;
}

export type TFoodRow =
  | [name: string, aliases: string, kcal: number, protein: number, fat: number, carbs: number]
  | [name: string, aliases: string, kcal: number, protein: number, fat: number, carbs: number, options: TRowOptions];

const knownFlags = new Set<string>(dietFlags);
const animalFlags = new Set<TDietFlag>(["meat", "fish", "shellfish", "dairy", "egg"]);

function readFlags(name: string, text: string | undefined, extra: string | undefined): TDietFlag[] {
  const words = `${text ?? ""} ${extra ?? ""}`.split(" ").filter(Boolean);
  const flags = new Set<TDietFlag>();
  for (const word of words) {
    if (!knownFlags.has(word)) throw new Error(`Food "${name}": unknown diet flag "${word}"`);
    flags.add(word as TDietFlag);
  }
  if (flags.has("pork")) flags.add("meat");
  if ([...flags].some((flag) => animalFlags.has(flag))) flags.add("animal");
  return [...flags];
}

function splitAliases(text: string): string[] {
  return text
    .split(",")
    .map((alias) => alias.trim())
    .filter(Boolean);
}

/** Builds the foods of one aisle; `flags` is added to every row (a file of meats, say). */
export function defineFoods(aisle: TAisle, rows: TFoodRow[], { flags }: { flags?: string } = {}): TFood[] {
  return rows.map(([name, aliases, kcal, protein, fat, carbs, options = {}]) => {
    const food: TFood = {
      name,
      aliases: splitAliases(aliases),
      aisle,
      kcal,
      protein,
      fat,
      carbs,
      flags: readFlags(name, options.flags, flags),
    };
    if (options.fib !== undefined) food.fiber = options.fib;
    if (options.alc !== undefined) food.alcohol = options.alc;
    if (options.ml !== undefined) food.density = options.ml;
    if (options.each !== undefined) food.pieceGrams = options.each;
    if (options.small !== undefined) food.smallGrams = options.small;
    if (options.large !== undefined) food.largeGrams = options.large;
    if (options.u) food.unitGrams = options.u;
    if (options.edible !== undefined) food.edibleShare = options.edible;
    if (options.drained !== undefined) food.drainedShare = options.drained;
    if (options.notBought) food.isNotBought = true;
    if (options.whole) food.wholeFood = options.whole;
    if (options.note) food.note = options.note;
    return food;
  });
}
