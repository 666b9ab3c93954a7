/**
 * Units of measure: canonical ids, what they measure, their size in a base unit (grams for mass,
 * millilitres for volume), and every spelling we accept (abbreviations, plurals, misspellings).
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
  aliases: string[];
}

// US customary volumes (the grocery list and the scaling rules assume US cups unless told).
const TSP = 4.92892;
// biome-ignore format: one unit per line reads better packed
const SPECS: Record<string, TUnitSpec> = {
  teaspoon: { kind: "volume", base: TSP, system: "us", short: "tsp", aliases: ["tsp", "tsps", "tspn", "tspns", "tsp.", "t", "ts", "teaspoonful", "teaspoonfuls", "teaspon", "teapoon", "teaspoons", "tspspoon", "teasoon", "teaspooon", "tea spoon", "tea spoons", "tl", "c. à café", "c. a café", "cuillère à café", "cuillères à café", "cdta", "cucharadita", "cucharaditas", "tsk"] },
  tablespoon: { kind: "volume", base: TSP * 3, system: "us", short: "tbsp", aliases: ["tbsp", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tblsps", "tbsp.", "tbs.", "tb", "tbsn", "tsbp", "tblspn", "tablepoon", "tablesoon", "tablespon", "tablespoonful", "tablespoonfuls", "tablspoon", "tablesppon", "tabelspoon", "tablespoons", "table spoon", "table spoons", "el", "cs", "c.s.", "c. à soupe", "c. a soupe", "cuillère à soupe", "cuillères à soupe", "cda", "cucharada", "cucharadas", "spsk", "msk", "T"] },
  dessertspoon: { kind: "volume", base: 10, system: "imperial", short: "dessertspoon", aliases: ["dessertspoons", "dsp", "dstspn", "dessert spoon", "dessert spoons"] },
  cup: { kind: "volume", base: 236.588, system: "us", short: "cup", aliases: ["cups", "c", "c.", "cp", "teacup", "teacups", "mug", "mugs", "tasse", "tasses", "taza", "tazas", "xícara", "xícaras"] },
  fluid_ounce: { kind: "volume", base: 29.5735, system: "us", short: "fl oz", plural: "fl oz", aliases: ["fl oz", "fl. oz", "fl. oz.", "fl oz.", "floz", "fl.oz", "fl.oz.", "fluid ounce", "fluid ounces", "fl ounce", "fl ounces", "fl"] },
  pint: { kind: "volume", base: 473.176, system: "us", short: "pint", aliases: ["pints", "pt", "pts", "pt."] },
  quart: { kind: "volume", base: 946.353, system: "us", short: "quart", aliases: ["quarts", "qt", "qts", "qt."] },
  gallon: { kind: "volume", base: 3785.41, system: "us", short: "gallon", aliases: ["gallons", "gal", "gals"] },
  milliliter: { kind: "volume", base: 1, system: "metric", short: "ml", aliases: ["ml", "mls", "ml.", "mL", "cc", "c.c.", "millilitre", "millilitres", "milliliters", "milliliter"] },
  centiliter: { kind: "volume", base: 10, system: "metric", short: "cl", aliases: ["cl", "centilitre", "centilitres", "centiliters"] },
  deciliter: { kind: "volume", base: 100, system: "metric", short: "dl", aliases: ["dl", "decilitre", "decilitres", "deciliters"] },
  liter: { kind: "volume", base: 1000, system: "metric", short: "l", aliases: ["l", "L", "ltr", "ltrs", "litre", "litres", "liters", "lt", "liter"] },
  gram: { kind: "mass", base: 1, system: "metric", short: "g", aliases: ["g", "g.", "gr", "gr.", "grm", "grms", "gm", "gms", "gram", "grams", "gramme", "grammes", "gramm", "gramos", "grammi"] },
  kilogram: { kind: "mass", base: 1000, system: "metric", short: "kg", aliases: ["kg", "kgs", "kg.", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"] },
  milligram: { kind: "mass", base: 0.001, system: "metric", short: "mg", aliases: ["mg", "mgs", "milligram", "milligrams", "milligramme", "milligrammes"] },
  ounce: { kind: "mass", base: 28.3495, system: "us", short: "oz", aliases: ["oz", "oz.", "ozs", "ounce", "ounces", "onces", "once"] },
  pound: { kind: "mass", base: 453.592, system: "us", short: "lb", aliases: ["lb", "lbs", "lb.", "lbs.", "pound", "pounds", "#"] },
  inch: { kind: "length", base: 2.54, system: "us", short: "in", aliases: ["inch", "inches", "in", "in.", "\""] },
  centimeter: { kind: "length", base: 1, system: "metric", short: "cm", aliases: ["cm", "cms", "centimetre", "centimetres", "centimeters", "centimeter"] },
  millimeter: { kind: "length", base: 0.1, system: "metric", short: "mm", aliases: ["mm", "millimetre", "millimetres", "millimeters", "millimeter"] },
  pinch: { kind: "count", plural: "pinches", aliases: ["pinches", "pinchs", "pn", "prise", "prisen", "pincée", "pincées", "pizca", "pizzico"] },
  dash: { kind: "count", plural: "dashes", aliases: ["dashes", "shake", "shakes"] },
  clove: { kind: "count", aliases: ["cloves", "zehe", "zehen", "gousse", "gousses", "diente", "dientes"] },
  can: { kind: "count", aliases: ["cans", "canned can"] },
  tin: { kind: "count", aliases: ["tins"] },
  slice: { kind: "count", aliases: ["slices", "scheibe", "scheiben", "tranche", "tranches"] },
  bunch: { kind: "count", plural: "bunches", aliases: ["bunches", "bunchs", "bund", "manojo"] },
  sprig: { kind: "count", aliases: ["sprigs", "twig", "twigs", "zweig", "zweige", "brin", "brins"] },
  stick: { kind: "count", aliases: ["sticks"] },
  handful: { kind: "count", aliases: ["handfuls", "handsful", "hand full", "handvoll", "poignée", "poignées"] },
  piece: { kind: "count", aliases: ["pieces", "pc", "pcs", "pce", "stück", "stk", "stk.", "stuk", "stuks", "morceau", "morceaux"] },
  head: { kind: "count", aliases: ["heads"] },
  stalk: { kind: "count", aliases: ["stalks"] },
  rib: { kind: "count", aliases: ["ribs"] },
  leaf: { kind: "count", plural: "leaves", aliases: ["leaves"] },
  sheet: { kind: "count", aliases: ["sheets"] },
  package: { kind: "count", aliases: ["packages", "pkg", "pkgs", "pkg.", "pckg", "pack", "packs", "pk", "pkt", "pkts", "pck", "pck.", "packung", "packungen", "paquet", "sobre"] },
  packet: { kind: "count", aliases: ["packets"] },
  jar: { kind: "count", aliases: ["jars", "glas"] },
  bottle: { kind: "count", aliases: ["bottles", "flasche"] },
  bag: { kind: "count", aliases: ["bags", "beutel"] },
  box: { kind: "count", plural: "boxes", aliases: ["boxes"] },
  drop: { kind: "count", aliases: ["drops"] },
  splash: { kind: "count", plural: "splashes", aliases: ["splashes", "splosh", "glug", "glugs", "lug", "schuss"] },
  knob: { kind: "count", aliases: ["knobs"] },
  rasher: { kind: "count", aliases: ["rashers"] },
  punnet: { kind: "count", aliases: ["punnets"] },
  bulb: { kind: "count", aliases: ["bulbs"] },
  ear: { kind: "count", aliases: ["ears"] },
  strip: { kind: "count", aliases: ["strips"] },
  fillet: { kind: "count", aliases: ["fillets", "filet", "filets"] },
  sachet: { kind: "count", aliases: ["sachets"] },
  cube: { kind: "count", aliases: ["cubes"] },
  scoop: { kind: "count", aliases: ["scoops"] },
  glass: { kind: "count", plural: "glasses", aliases: ["glasses"] },
  stem: { kind: "count", aliases: ["stems"] },
  envelope: { kind: "count", aliases: ["envelopes"] },
  container: { kind: "count", aliases: ["containers", "tub", "tubs", "pot", "pots", "carton", "cartons", "becher"] },
  loaf: { kind: "count", plural: "loaves", aliases: ["loaves"] },
  recipe: { kind: "count", aliases: ["recipes", "batch", "batches"] },
  wedge: { kind: "count", aliases: ["wedges"] },
  block: { kind: "count", aliases: ["blocks"] },
  bar: { kind: "count", aliases: ["bars"] },
  pod: { kind: "count", aliases: ["pods"] },
  spear: { kind: "count", aliases: ["spears"] },
  ball: { kind: "count", aliases: ["balls"] },
  chunk: { kind: "count", aliases: ["chunks"] },
  square: { kind: "count", aliases: ["squares"] },
  link: { kind: "count", aliases: ["links"] },
  dollop: { kind: "count", aliases: ["dollops"] },
  shot: { kind: "count", aliases: ["shots", "jigger", "jiggers"] },
  sprinkle: { kind: "count", aliases: ["sprinkles", "sprinkling"] },
  branch: { kind: "count", plural: "branches", aliases: ["branches"] },
  rack: { kind: "count", aliases: ["racks"] },
  tube: { kind: "count", aliases: ["tubes"] },
  cob: { kind: "count", aliases: ["cobs"] },
  nest: { kind: "count", aliases: ["nests"] },
  log: { kind: "count", aliases: ["logs"] },
  round: { kind: "count", aliases: ["rounds"] },
  disc: { kind: "count", aliases: ["discs", "disk", "disks"] },
  wheel: { kind: "count", aliases: ["wheels"] },
  bundle: { kind: "count", aliases: ["bundles"] },
  lump: { kind: "count", aliases: ["lumps"] },
  grating: { kind: "count", aliases: ["gratings", "grind", "grinds", "twist", "twists"] },
  part: { kind: "count", aliases: ["parts"] },
  pair: { kind: "count", aliases: ["pairs"] },
  slab: { kind: "count", aliases: ["slabs"] },
  spray: { kind: "count", aliases: ["sprays", "spritz"] },
  serving: { kind: "count", aliases: ["servings"] },
  sleeve: { kind: "count", aliases: ["sleeves"] },
  basket: { kind: "count", aliases: ["baskets"] },
  ring: { kind: "count", aliases: ["rings"] },
};

function pluralOf(word: string): string {
  if (/(?:s|sh|ch|x)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

export const UNITS: Record<string, TUnit> = {};
/** Lower-case spelling → unit id; the few case-sensitive ones ("T", "L") live in CASED_ALIASES. */
const ALIASES = new Map<string, string>();
const CASED_ALIASES = new Map<string, string>([
  ["T", "tablespoon"],
  ["t", "teaspoon"],
  ["Tb", "tablespoon"],
  ["TB", "tablespoon"],
  ["Tbs", "tablespoon"],
]);

for (const [id, spec] of Object.entries(SPECS)) {
  const singular = id === "fluid_ounce" ? "fl oz" : id;
  UNITS[id] = {
    id,
    kind: spec.kind,
    base: spec.base ?? 0,
    system: spec.system ?? null,
    short: spec.short ?? singular,
    singular,
    plural: spec.plural ?? (spec.short && spec.kind !== "count" ? pluralOf(singular) : pluralOf(singular)),
  };
  ALIASES.set(id, id);
  ALIASES.set(pluralOf(id), id);
  for (const alias of spec.aliases) {
    if (alias === "T" || alias === "t") continue;
    ALIASES.set(alias.toLowerCase(), id);
    // Misspellings come in plural too: "tablspoons".
    if (/^[a-z]{5,}$/.test(alias) && !alias.endsWith("s")) ALIASES.set(pluralOf(alias), id);
  }
}
// "t" alone is teaspoon only when written lower case; "T" is tablespoon.
ALIASES.delete("t");

/** The unit id for a spelling (case matters only for "t"/"T"), or null. */
export function findUnitId(spelling: string): string | null {
  const cased = CASED_ALIASES.get(spelling);
  if (cased) return cased;
  const lower = spelling.toLowerCase();
  return ALIASES.get(lower) ?? ALIASES.get(lower.replace(/\.$/, "")) ?? null;
}

/** Every spelling, longest first, for matching at a position in a line. */
export function unitSpellings(): string[] {
  return [...new Set([...ALIASES.keys(), ...CASED_ALIASES.keys()])].sort((a, b) => b.length - a.length);
}

export function getUnit(id: string | null | undefined): TUnit | null {
  return id ? (UNITS[id] ?? null) : null;
}
