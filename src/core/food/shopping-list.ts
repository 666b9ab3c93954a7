/**
 * A shopping list from ingredient lines of one or more recipes: lines of the same food become one
 * item, adding their amounts when the units convert (2 cups + 250 ml of milk; 200 g + 2 tbsp of
 * butter through its density; 1 onion + 1 large onion is 2 onions), and staying separate items of
 * that food when they do not (a bunch and 100 g of coriander; 3 cloves and 1 tbsp of garlic).
 * Foods Ladle does not know keep their text and merge only with the same name. Items come grouped
 * by aisle in store order, alphabetically within an aisle. Water from the tap is left out.
 */
import { parseIngredient, toCountReading } from "../ingredients/parse-ingredient.ts";
import { getUnit } from "../ingredients/units.ts";
import { aisles, type TAisle, type TFood } from "./food.ts";
import { normalizeFoodText } from "./food-text.ts";
import { findFoodByName } from "./foods.ts";
import { identifyIngredient } from "./identify-food.ts";

export interface TShoppingLine {
  line: string;
  recipe?: string | null;
}

export interface TShoppingItem {
  /** The canonical food name, or the line's own name for a food Ladle does not know. */
  food: string;
  /** Null when no line gave an amount ("salt, to taste"). */
  quantity: number | null;
  /** A canonical unit id ("cup", "gram", "clove"), or null for a count of pieces ("2" onions). */
  unit: string | null;
  aisle: TAisle;
  /** The recipes the lines came from, each once, in order. */
  recipes: string[];
  /** The lines merged into this item, as written. */
  lines: string[];
}

/** How amounts of one food add up: by weight, by volume, by pieces, by a count unit, or not at all. */
type TMeasure = { kind: "mass" | "volume"; base: number } | { kind: "count"; unit: string | null } | { kind: "none" };

interface TEntry {
  key: string;
  food: TFood | null;
  name: string;
  measure: TMeasure;
  /** Grams or millilitres for mass and volume; the count otherwise. */
  amount: number;
  /** The units the lines used, to answer in the same system. */
  units: Set<string>;
  recipes: string[];
  lines: string[];
}

/** Spellings of one count unit. */
const sameCountUnit: Record<string, string> = { tin: "can", piece: "" };

function measureOf(quantity: number | null, unitId: string | null): { measure: TMeasure; amount: number } {
  if (quantity === null) return { measure: { kind: "none" }, amount: 0 };
  const unit = getUnit(unitId);
  if (unit && (unit.kind === "mass" || unit.kind === "volume")) {
    return { measure: { kind: unit.kind, base: unit.base }, amount: quantity * unit.base };
  }
  const countUnit = unitId === null ? null : (sameCountUnit[unitId] ?? unitId) || null;
  return { measure: { kind: "count", unit: countUnit }, amount: quantity };
}

function groupKeyOf(measure: TMeasure): string {
  if (measure.kind === "count") return `count:${measure.unit ?? ""}`;
  return measure.kind;
}

/** The food a line buys: a juice counted by the fruit is the fruit ("juice of 2 lemons" → 2 lemons). */
function foodToBuy(food: TFood, unitId: string | null): TFood {
  const isCounted = unitId === null || unitId === "piece";
  return isCounted && food.wholeFood ? (findFoodByName(food.wholeFood) ?? food) : food;
}

/** "Salt and pepper", "oil & vinegar": two foods named in one line, before any comma. */
const pairPattern = /^\s*([a-z][a-z -]*?)\s+(?:and|&)\s+([a-z][a-z -]*?)\s*(,.*)?$/i;

/**
 * An unmeasured line naming two foods Ladle knows ("Salt and pepper, to taste") as one line for
 * each ("Salt, to taste", "pepper, to taste"), so neither is forgotten at the shop; null for any
 * other line.
 */
export function splitFoodPair(line: string): [string, string] | null {
  const parsed = parseIngredient(line);
  if (parsed.quantity !== null || parsed.isGroupHeader) return null;
  const pair = pairPattern.exec(line);
  if (!pair) return null;
  const [first, second] = [pair[1], pair[2]].map((text) =>
    identifyIngredient({ name: text, preparation: null, input: text }),
  );
  if (!first || !second || first.food === second.food) return null;
  const rest = pair[3] ?? "";
  return [`${pair[1]}${rest}`, `${pair[2]}${rest}`];
}

/** A line to read; one half of a pair keeps the line it came from as written. */
type TLineToRead = TShoppingLine & { asWritten?: string };

/** The entries a line adds: none for a heading or what is never bought, else one. */
function readLine(shoppingLine: TLineToRead): TEntry[] {
  // A shopper buys pieces: "4 x 175g salmon fillets" goes on the list as 4 salmon fillets.
  const parsed = toCountReading(parseIngredient(shoppingLine.line));
  if (parsed.isGroupHeader || !shoppingLine.line.trim()) return [];
  const match = identifyIngredient({ name: parsed.name, preparation: parsed.preparation, input: shoppingLine.line });
  const entry = entryOf(shoppingLine, parsed, match);
  return entry ? [entry] : [];
}

function entryOf(
  { line, recipe, asWritten }: TLineToRead,
  parsed: ReturnType<typeof parseIngredient>,
  match: ReturnType<typeof identifyIngredient>,
): TEntry | null {
  const food = match ? foodToBuy(match.food, parsed.unit) : null;
  if (food?.isNotBought) return null;
  const name = food?.name ?? (normalizeFoodText(parsed.name ?? line) || line.trim().toLowerCase());
  // A shopper buys the top of a range: "2-3 tbsp" is 3.
  const quantity = parsed.quantityMax ?? parsed.quantity;
  const { measure, amount } = measureOf(quantity, parsed.unit);
  return {
    key: food ? `food:${food.name}` : `text:${name}`,
    food,
    name,
    measure,
    amount,
    units: new Set(parsed.unit ? [parsed.unit] : []),
    recipes: recipe ? [recipe] : [],
    lines: [asWritten ?? line],
  };
}

/** Adds an entry's lines, recipes and amount (`null`: its lines only, its amount not worth counting). */
function mergeInto(target: TEntry, entry: TEntry, amount: number | null = entry.amount): void {
  if (amount !== null) {
    target.amount += amount;
    for (const unit of entry.units) target.units.add(unit);
  }
  for (const recipe of entry.recipes) if (!target.recipes.includes(recipe)) target.recipes.push(recipe);
  target.lines.push(...entry.lines);
}

/** Volumes of a food with a density join its weights: 200 g + 2 tbsp of butter is 228 g. */
function joinVolumesToWeights(groups: Map<string, TEntry>): void {
  const mass = groups.get("mass");
  const volume = groups.get("volume");
  const density = mass?.food?.density;
  if (!mass || !volume || density === undefined) return;
  mergeInto(mass, volume, volume.amount * density);
  groups.delete("volume");
}

/** Amounts a shopper need not buy for: "to taste", "a pinch". */
const negligibleUnits = new Set(["pinch", "dash", "drop", "sprinkle"]);

function isNegligible(measure: TMeasure): boolean {
  return measure.kind === "none" || (measure.kind === "count" && negligibleUnits.has(measure.unit ?? ""));
}

/** Lines without an amount worth buying for join an item of their food that has one, if any. */
function joinUnmeasured(groups: Map<string, TEntry>): void {
  const measured = [...groups.values()].find((entry) => !isNegligible(entry.measure));
  if (!measured) return;
  for (const [key, entry] of groups) {
    if (!isNegligible(entry.measure)) continue;
    mergeInto(measured, entry, null);
    groups.delete(key);
  }
}

const usUnits = new Set(["teaspoon", "tablespoon", "cup", "fluid_ounce", "pint", "quart", "gallon", "ounce", "pound"]);

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** Metric weights and volumes to the nearest gram or 5 (or a hundredth of a kilo or litre). */
function toMetricAmount(base: number, kind: "mass" | "volume"): { quantity: number; unit: string } {
  if (base >= 1000) return { quantity: Math.round(base / 10) / 100, unit: kind === "mass" ? "kilogram" : "liter" };
  return {
    quantity: base < 50 ? Math.max(1, Math.round(base)) : roundTo(base, 5),
    unit: kind === "mass" ? "gram" : "milliliter",
  };
}

/** Teaspoons in a millilitre, tablespoons and a quarter cup, in millilitres. */
const teaspoon = 4.92892;
const quarterCup = 59.147;

/**
 * US weights in ounces or pounds; volumes in teaspoons, tablespoons when the amount is a whole or
 * half tablespoon (1 tbsp + 1 tsp stays 4 tsp), and cups from a quarter cup, to kitchen fractions.
 */
function toUsAmount(base: number, kind: "mass" | "volume"): { quantity: number; unit: string } {
  if (kind === "mass") {
    const ounces = base / 28.3495;
    return ounces >= 16
      ? { quantity: roundTo(ounces / 16, 0.25), unit: "pound" }
      : { quantity: roundTo(ounces, 0.5), unit: "ounce" };
  }
  const teaspoons = base / teaspoon;
  const cups = base / 236.588;
  if (base >= quarterCup) return { quantity: roundTo(cups, cups < 4 ? 0.125 : 0.25), unit: "cup" };
  const halfTablespoons = teaspoons / 1.5;
  const isHalfTablespoons = teaspoons >= 3 && Math.abs(halfTablespoons - Math.round(halfTablespoons)) < 0.05;
  if (isHalfTablespoons) return { quantity: roundTo(teaspoons / 3, 0.5), unit: "tablespoon" };
  return { quantity: roundTo(teaspoons, teaspoons < 3 ? 0.25 : 0.5), unit: "teaspoon" };
}

function amountOfEntry(entry: TEntry): { quantity: number | null; unit: string | null } {
  const { measure } = entry;
  if (measure.kind === "none") return { quantity: null, unit: null };
  if (measure.kind === "count") return { quantity: Math.round(entry.amount * 100) / 100, unit: measure.unit };
  // One unit throughout: keep it ("2 cups" stays 2 cups).
  if (entry.units.size === 1) {
    const [unit] = entry.units;
    const base = getUnit(unit)?.base ?? 1;
    return { quantity: Math.round((entry.amount / base) * 100) / 100, unit };
  }
  const isAllUs = [...entry.units].every((unit) => usUnits.has(unit));
  return isAllUs ? toUsAmount(entry.amount, measure.kind) : toMetricAmount(entry.amount, measure.kind);
}

function toItem(entry: TEntry): TShoppingItem {
  const { quantity, unit } = amountOfEntry(entry);
  const aisle = entry.food?.aisle ?? "other";
  return { food: entry.name, quantity, unit, aisle, recipes: entry.recipes, lines: entry.lines };
}

function compareItems(a: TShoppingItem, b: TShoppingItem): number {
  return aisles.indexOf(a.aisle) - aisles.indexOf(b.aisle) || a.food.localeCompare(b.food);
}

/**
 * Merges ingredient lines into a shopping list. A line naming two foods ("salt and pepper") counts
 * for both unless `isSplittingPairs` is false (a shopping list splits its recipe lines as they are
 * added, and keeps what someone typed as one thing to tick).
 */
export function mergeShoppingLines(
  input: readonly TShoppingLine[],
  { isSplittingPairs = true }: { isSplittingPairs?: boolean } = {},
): TShoppingItem[] {
  const byFood = new Map<string, Map<string, TEntry>>();
  for (const shoppingLine of input) {
    const pair = isSplittingPairs ? splitFoodPair(shoppingLine.line) : null;
    const lines = pair ? pair.map((line) => ({ ...shoppingLine, line, asWritten: shoppingLine.line })) : [shoppingLine];
    for (const line of lines) for (const entry of readLine(line)) addEntry(byFood, entry);
  }
  const items: TShoppingItem[] = [];
  for (const groups of byFood.values()) {
    joinVolumesToWeights(groups);
    joinUnmeasured(groups);
    for (const entry of groups.values()) items.push(toItem(entry));
  }
  // A stable sort: the items of one food keep the order their lines came in.
  return items.sort(compareItems);
}

function addEntry(byFood: Map<string, Map<string, TEntry>>, entry: TEntry): void {
  const groups = byFood.get(entry.key) ?? new Map<string, TEntry>();
  byFood.set(entry.key, groups);
  const groupKey = groupKeyOf(entry.measure);
  const existing = groups.get(groupKey);
  if (existing) mergeInto(existing, entry);
  else groups.set(groupKey, entry);
}
