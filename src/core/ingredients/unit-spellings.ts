/**
 * Every spelling of a unit the ingredient parser reads: abbreviations, plurals, misspellings and
 * other languages' words. Kept apart from units.ts so that the browser, which only formats and
 * converts stored canonical ids, does not download them.
 */
import { getUnit, pluralOf, UNITS } from "./units.ts";

// biome-ignore format: one unit per line reads better packed
const SPELLINGS: Record<string, string[]> = {
  teaspoon: ["tsp", "tsps", "tspn", "tspns", "tsp.", "t", "ts", "teaspoonful", "teaspoonfuls", "teaspon", "teapoon", "teaspoons", "tspspoon", "teasoon", "teaspooon", "tea spoon", "tea spoons", "tl", "c. à café", "c. a café", "cuillère à café", "cuillères à café", "cdta", "cucharadita", "cucharaditas", "tsk"],
  tablespoon: ["tbsp", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tblsps", "tbsp.", "tbs.", "tb", "tbsn", "tsbp", "tblspn", "tablepoon", "tablesoon", "tablespon", "tablespoonful", "tablespoonfuls", "tablspoon", "tablesppon", "tabelspoon", "tablespoons", "table spoon", "table spoons", "el", "cs", "c.s.", "c. à soupe", "c. a soupe", "cuillère à soupe", "cuillères à soupe", "cda", "cucharada", "cucharadas", "spsk", "msk", "T"],
  dessertspoon: ["dessertspoons", "dsp", "dstspn", "dessert spoon", "dessert spoons"],
  cup: ["cups", "c", "c.", "cp", "teacup", "teacups", "mug", "mugs", "tasse", "tasses", "taza", "tazas", "xícara", "xícaras"],
  fluid_ounce: ["fl oz", "fl. oz", "fl. oz.", "fl oz.", "floz", "fl.oz", "fl.oz.", "fluid ounce", "fluid ounces", "fl ounce", "fl ounces", "fl"],
  pint: ["pints", "pt", "pts", "pt."],
  quart: ["quarts", "qt", "qts", "qt."],
  gallon: ["gallons", "gal", "gals"],
  milliliter: ["ml", "mls", "ml.", "mL", "cc", "c.c.", "millilitre", "millilitres", "milliliters", "milliliter"],
  centiliter: ["cl", "centilitre", "centilitres", "centiliters"],
  deciliter: ["dl", "decilitre", "decilitres", "deciliters"],
  liter: ["l", "L", "ltr", "ltrs", "litre", "litres", "liters", "lt", "liter"],
  gram: ["g", "g.", "gr", "gr.", "grm", "grms", "gm", "gms", "gram", "grams", "gramme", "grammes", "gramm", "gramos", "grammi"],
  kilogram: ["kg", "kgs", "kg.", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"],
  milligram: ["mg", "mgs", "milligram", "milligrams", "milligramme", "milligrammes"],
  ounce: ["oz", "oz.", "ozs", "ounce", "ounces", "onces", "once"],
  pound: ["lb", "lbs", "lb.", "lbs.", "pound", "pounds", "#"],
  inch: ["inch", "inches", "in", "in.", "\""],
  centimeter: ["cm", "cms", "centimetre", "centimetres", "centimeters", "centimeter"],
  millimeter: ["mm", "millimetre", "millimetres", "millimeters", "millimeter"],
  pinch: ["pinches", "pinchs", "pn", "prise", "prisen", "pincée", "pincées", "pizca", "pizzico"],
  dash: ["dashes", "shake", "shakes"],
  clove: ["cloves", "zehe", "zehen", "gousse", "gousses", "diente", "dientes"],
  can: ["cans", "canned can"],
  tin: ["tins"],
  slice: ["slices", "scheibe", "scheiben", "tranche", "tranches"],
  bunch: ["bunches", "bunchs", "bund", "manojo"],
  sprig: ["sprigs", "twig", "twigs", "zweig", "zweige", "brin", "brins"],
  stick: ["sticks"],
  handful: ["handfuls", "handsful", "hand full", "handvoll", "poignée", "poignées"],
  piece: ["pieces", "pc", "pcs", "pce", "stück", "stk", "stk.", "stuk", "stuks", "morceau", "morceaux"],
  head: ["heads"],
  stalk: ["stalks"],
  rib: ["ribs"],
  leaf: ["leaves"],
  sheet: ["sheets"],
  package: ["packages", "pkg", "pkgs", "pkg.", "pckg", "pack", "packs", "pk", "pkt", "pkts", "pck", "pck.", "packung", "packungen", "paquet", "sobre"],
  packet: ["packets"],
  jar: ["jars", "glas"],
  bottle: ["bottles", "flasche"],
  bag: ["bags", "beutel"],
  box: ["boxes"],
  drop: ["drops"],
  splash: ["splashes", "splosh", "glug", "glugs", "lug", "schuss"],
  knob: ["knobs"],
  rasher: ["rashers"],
  punnet: ["punnets"],
  bulb: ["bulbs"],
  ear: ["ears"],
  strip: ["strips"],
  fillet: ["fillets", "filet", "filets"],
  sachet: ["sachets"],
  cube: ["cubes"],
  scoop: ["scoops"],
  glass: ["glasses"],
  stem: ["stems"],
  envelope: ["envelopes"],
  container: ["containers", "tub", "tubs", "pot", "pots", "carton", "cartons", "becher"],
  loaf: ["loaves"],
  recipe: ["recipes", "batch", "batches"],
  wedge: ["wedges"],
  block: ["blocks"],
  bar: ["bars"],
  pod: ["pods"],
  spear: ["spears"],
  ball: ["balls"],
  chunk: ["chunks"],
  square: ["squares"],
  link: ["links"],
  dollop: ["dollops"],
  shot: ["shots", "jigger", "jiggers"],
  sprinkle: ["sprinkles", "sprinkling"],
  branch: ["branches"],
  rack: ["racks"],
  tube: ["tubes"],
  cob: ["cobs"],
  nest: ["nests"],
  log: ["logs"],
  round: ["rounds"],
  disc: ["discs", "disk", "disks"],
  wheel: ["wheels"],
  bundle: ["bundles"],
  lump: ["lumps"],
  grating: ["gratings", "grind", "grinds", "twist", "twists"],
  part: ["parts"],
  pair: ["pairs"],
  slab: ["slabs"],
  spray: ["sprays", "spritz"],
  serving: ["servings"],
  sleeve: ["sleeves"],
  basket: ["baskets"],
  ring: ["rings"],
};

/** Lower-case spelling → unit id; the few case-sensitive ones ("T", "L") live in CASED_ALIASES. */
const ALIASES = new Map<string, string>();
const CASED_ALIASES = new Map<string, string>([
  ["T", "tablespoon"],
  ["t", "teaspoon"],
  ["Tb", "tablespoon"],
  ["TB", "tablespoon"],
  ["Tbs", "tablespoon"],
]);

for (const id of Object.keys(UNITS)) {
  ALIASES.set(id, id);
  ALIASES.set(pluralOf(id), id);
  for (const alias of SPELLINGS[id] ?? []) {
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

/** A stored or sent unit as its canonical id: "tbsp" → "tablespoon"; unknown spellings → null. */
export function canonicalUnitId(unit: string | null | undefined): string | null {
  if (!unit) return null;
  return getUnit(unit)?.id ?? findUnitId(unit);
}
