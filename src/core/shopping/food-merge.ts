/**
 * Merging shopping lines of the same food: one line per food and kind of measure, amounts added in
 * the first line's unit, with the aisle it is found in. Stands in for the food module's merge (which
 * knows foods, aisles and conversions far better) until it is in place: merge-lines.ts is the one
 * caller, so swapping it is a change to one import.
 */
import { convertQuantity } from "../ingredients/convert.ts";
import { getUnit } from "../ingredients/units.ts";

export interface TMergeLine {
  id: string;
  text: string;
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  food: string | null;
  recipe: { id: string | null; title: string } | null;
}

export interface TMergedFood<L extends TMergeLine = TMergeLine> {
  food: string | null;
  quantity: number | null;
  unit: string | null;
  aisle: string;
  recipes: { id: string | null; title: string }[];
  lines: L[];
}

/** Store order: where a shop puts things, from the door to the tills. */
const aisles: [string, RegExp][] = [
  [
    "Produce",
    /\b(onion|garlic|shallot|tomato|potato|carrot|celery|lemon|lime|apple|banana|bell pepper|chilli|chili|lettuce|spinach|herb|parsley|basil|coriander|cilantro|mint|thyme|rosemary|ginger|mushroom|courgette|zucchini|cucumber|avocado|cabbage|kale|broccoli|leek|squash|berr(y|ies)|orange|pea|bean sprout|spring onion|scallion)s?\b/,
  ],
  ["Bakery", /\b(bread|baguette|bun|roll|tortilla|pitta|pita|naan)s?\b/],
  [
    "Meat and fish",
    /\b(chicken|beef|pork|lamb|bacon|sausage|mince|turkey|fish|salmon|cod|tuna|prawn|shrimp|anchov(y|ies))\b/,
  ],
  ["Dairy and eggs", /\b(milk|butter|cream|cheese|yogurt|yoghurt|egg|parmesan|mozzarella|feta|crème fraîche)s?\b/],
  [
    "Pantry",
    /\b(flour|sugar|salt|oil|vinegar|rice|pasta|spaghetti|noodle|stock|broth|can|tin|tomatoes|lentil|chickpea|bean|oat|honey|syrup|sauce|paste|spice|cumin|paprika|cinnamon|nutmeg|yeast|baking|cocoa|chocolate|nut|almond|seed|soy|mustard|mayonnaise|ketchup|pepper)s?\b/,
  ],
  ["Frozen", /\bfrozen\b/],
  ["Drinks", /\b(wine|beer|juice|water|coffee|tea)\b/],
];
const otherAisle = "Other";
const aisleOrder = [...aisles.map(([name]) => name), otherAisle];

function findAisle(food: string | null, text: string): string {
  const words = (food ?? text).toLowerCase();
  if (/\bfrozen\b/.test(words)) return "Frozen";
  return aisles.find(([, pattern]) => pattern.test(words))?.[0] ?? otherAisle;
}

/** "onions" and "onion", "tomatoes" and "tomato" are one food. */
function singular(food: string): string {
  const word = food.trim().toLowerCase();
  if (word.length > 4 && word.endsWith("oes")) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** Lines that may add up: same food, and units of one kind (or both without a unit). */
function mergeKey(line: TMergeLine): string {
  if (!line.food) return `line:${line.id}`;
  const kind = getUnit(line.unit)?.kind ?? (line.unit ? `unit:${line.unit}` : "count");
  return `${singular(line.food)}|${kind === "count" && line.unit ? `count:${line.unit}` : kind}`;
}

function addInto(total: { quantity: number | null; unit: string | null }, line: TMergeLine): boolean {
  if (line.quantity === null) return true;
  if (total.quantity === null) {
    total.quantity = line.quantity;
    total.unit = line.unit;
    return true;
  }
  if (total.unit === line.unit) {
    total.quantity += line.quantity;
    return true;
  }
  const converted = total.unit && line.unit ? convertQuantity(line.quantity, line.unit, total.unit) : null;
  if (converted === null) return false;
  total.quantity += converted;
  return true;
}

export function mergeFoodLines<L extends TMergeLine>(lines: readonly L[]): TMergedFood<L>[] {
  const groups = new Map<string, TMergedFood<L>>();
  for (const line of lines) {
    let key = mergeKey(line);
    let group = groups.get(key);
    const probe = group ? { quantity: group.quantity, unit: group.unit } : null;
    if (group && probe && !addInto(probe, line)) {
      key = `line:${line.id}`;
      group = undefined;
    }
    if (!group) {
      group = {
        food: line.food,
        quantity: null,
        unit: null,
        aisle: findAisle(line.food, line.text),
        recipes: [],
        lines: [],
      };
      groups.set(key, group);
    }
    addInto(group, line);
    group.lines.push(line);
    if (line.recipe && !group.recipes.some((r) => r.id === line.recipe?.id && r.title === line.recipe?.title)) {
      group.recipes.push(line.recipe);
    }
  }
  return [...groups.values()].sort((a, b) => aisleOrder.indexOf(a.aisle) - aisleOrder.indexOf(b.aisle));
}
