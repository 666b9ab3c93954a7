/** Reads a measure written after the food: "10 garlic cloves", "2 thyme sprigs", "4 celery sticks". */
import { findUnitId } from "../unit-spellings.ts";

const TRAILING_UNIT =
  /(?<!\b(?:with|and|of|or|no|without))\s(cloves?|sprigs?|stalks?|sticks?|bulbs?|sheets?|ribs?|heads?|spears?|slices?|loaf|loaves|leaves)$/i;
/**
 * Which foods a trailing word measures: "celery sticks" but "cinnamon stick", "gelatine leaves" but
 * "basil leaves", "garlic head" but "broccoli head". Words not listed measure any food.
 */
const TRAILING_UNIT_FOODS: Record<string, RegExp> = {
  stick: /\b(?:celery|lemon ?grass|rhubarb|butter)$/i,
  stalk: /^(?!.*\b(?:parsley|coriander|cilantro|dill|herb|lemon grass)$)/i,
  sheet: /\b(?:gelatine|gelatin|nori)$/i,
  rib: /\bcelery$/i,
  head: /\b(?:garlic|chicory|radicchio|endive|fennel)$/i,
  leaf: /\b(?:gelatine|gelatin)$/i,
};

/** "10 garlic cloves", "2 thyme sprigs": a measure written after the food; null when the word is part of its name. */
export function readTrailingUnit(name: string, hasAmount: boolean): { unit: string; name: string } | null {
  const trailing = TRAILING_UNIT.exec(name);
  if (!trailing) return null;
  const unit = findUnitId(trailing[1]);
  const food = name.slice(0, trailing.index).trim();
  // "5 whole cloves", "6 dried cloves": a word about the spice, not a food the cloves measure.
  if (!unit || !food || /^(?:whole|dried|ground|fresh|\w+ed)$/i.test(food)) return null;
  // "parsley, dill and chervil sprigs": the measure belongs to the last food only, so it is not the line's.
  if (/,|\s(?:and|&)\s/.test(food)) return null;
  // "apple slice, to garnish" names a garnish; "3 lime slices" counts them.
  if (!hasAmount && (unit === "slice" || unit === "loaf")) return null;
  const foods = TRAILING_UNIT_FOODS[unit];
  return foods && !foods.test(food) ? null : { unit, name: food };
}
