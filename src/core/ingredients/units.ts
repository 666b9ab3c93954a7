/**
 * Units of measure: canonical ids, what they measure, their size in a base unit (grams for mass,
 * millilitres for volume) and how they are written. The spellings we read (abbreviations, plurals,
 * misspellings, other languages) are in unit-spellings.ts, which only the parser needs: the recipe
 * page ships this file to the browser and not that one.
 */

export type TUnitKind = "mass" | "volume" | "count" | "length";
export type TUnitSystem = "us" | "metric" | "imperial" | null;

export interface TUnit {
  id: string;
  kind: TUnitKind;
  /** Grams (mass), millilitres (volume) or centimetres (length) in one unit; 0 for counts. */
  base: number;
  system: TUnitSystem;
  /** How a quantity is written: "tbsp" reads better than "tablespoon" in a list. */
  short: string;
  singular: string;
  plural: string;
}

interface TUnitSpec {
  kind: TUnitKind;
  base?: number;
  system?: TUnitSystem;
  short?: string;
  plural?: string;
}

// US customary volumes (the grocery list and the scaling rules assume US cups unless told).
const TSP = 4.92892;
// biome-ignore format: one unit per line reads better packed
const SPECS: Record<string, TUnitSpec> = {
  teaspoon: { kind: "volume", base: TSP, system: "us", short: "tsp" },
  tablespoon: { kind: "volume", base: TSP * 3, system: "us", short: "tbsp" },
  dessertspoon: { kind: "volume", base: 10, system: "imperial", short: "dessertspoon" },
  cup: { kind: "volume", base: 236.588, system: "us", short: "cup" },
  fluid_ounce: { kind: "volume", base: 29.5735, system: "us", short: "fl oz", plural: "fl oz" },
  pint: { kind: "volume", base: 473.176, system: "us", short: "pint" },
  quart: { kind: "volume", base: 946.353, system: "us", short: "quart" },
  gallon: { kind: "volume", base: 3785.41, system: "us", short: "gallon" },
  milliliter: { kind: "volume", base: 1, system: "metric", short: "ml" },
  centiliter: { kind: "volume", base: 10, system: "metric", short: "cl" },
  deciliter: { kind: "volume", base: 100, system: "metric", short: "dl" },
  liter: { kind: "volume", base: 1000, system: "metric", short: "l" },
  gram: { kind: "mass", base: 1, system: "metric", short: "g" },
  kilogram: { kind: "mass", base: 1000, system: "metric", short: "kg" },
  milligram: { kind: "mass", base: 0.001, system: "metric", short: "mg" },
  ounce: { kind: "mass", base: 28.3495, system: "us", short: "oz" },
  pound: { kind: "mass", base: 453.592, system: "us", short: "lb" },
  inch: { kind: "length", base: 2.54, system: "us", short: "in" },
  centimeter: { kind: "length", base: 1, system: "metric", short: "cm" },
  millimeter: { kind: "length", base: 0.1, system: "metric", short: "mm" },
  pinch: { kind: "count", plural: "pinches" },
  dash: { kind: "count", plural: "dashes" },
  clove: { kind: "count" },
  can: { kind: "count" },
  tin: { kind: "count" },
  slice: { kind: "count" },
  bunch: { kind: "count", plural: "bunches" },
  sprig: { kind: "count" },
  stick: { kind: "count" },
  handful: { kind: "count" },
  piece: { kind: "count" },
  head: { kind: "count" },
  stalk: { kind: "count" },
  rib: { kind: "count" },
  leaf: { kind: "count", plural: "leaves" },
  sheet: { kind: "count" },
  package: { kind: "count" },
  packet: { kind: "count" },
  jar: { kind: "count" },
  bottle: { kind: "count" },
  bag: { kind: "count" },
  box: { kind: "count", plural: "boxes" },
  drop: { kind: "count" },
  splash: { kind: "count", plural: "splashes" },
  knob: { kind: "count" },
  rasher: { kind: "count" },
  punnet: { kind: "count" },
  bulb: { kind: "count" },
  ear: { kind: "count" },
  strip: { kind: "count" },
  fillet: { kind: "count" },
  sachet: { kind: "count" },
  cube: { kind: "count" },
  scoop: { kind: "count" },
  glass: { kind: "count", plural: "glasses" },
  stem: { kind: "count" },
  envelope: { kind: "count" },
  container: { kind: "count" },
  loaf: { kind: "count", plural: "loaves" },
  recipe: { kind: "count" },
  wedge: { kind: "count" },
  block: { kind: "count" },
  bar: { kind: "count" },
  pod: { kind: "count" },
  spear: { kind: "count" },
  ball: { kind: "count" },
  chunk: { kind: "count" },
  square: { kind: "count" },
  link: { kind: "count" },
  dollop: { kind: "count" },
  shot: { kind: "count" },
  sprinkle: { kind: "count" },
  branch: { kind: "count", plural: "branches" },
  rack: { kind: "count" },
  tube: { kind: "count" },
  cob: { kind: "count" },
  nest: { kind: "count" },
  log: { kind: "count" },
  round: { kind: "count" },
  disc: { kind: "count" },
  wheel: { kind: "count" },
  bundle: { kind: "count" },
  lump: { kind: "count" },
  grating: { kind: "count" },
  part: { kind: "count" },
  pair: { kind: "count" },
  slab: { kind: "count" },
  spray: { kind: "count" },
  serving: { kind: "count" },
  sleeve: { kind: "count" },
  basket: { kind: "count" },
  ring: { kind: "count" },
};

export function pluralOf(word: string): string {
  if (/(?:s|sh|ch|x)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

export const UNITS: Record<string, TUnit> = {};

for (const [id, spec] of Object.entries(SPECS)) {
  const singular = id === "fluid_ounce" ? "fl oz" : id;
  UNITS[id] = {
    id,
    kind: spec.kind,
    base: spec.base ?? 0,
    system: spec.system ?? null,
    short: spec.short ?? singular,
    singular,
    plural: spec.plural ?? pluralOf(singular),
  };
}

export function getUnit(id: string | null | undefined): TUnit | null {
  return id ? (UNITS[id] ?? null) : null;
}
