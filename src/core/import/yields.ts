/**
 * Recipe yields as "<number> <unit word>": "8 servings", "24 cookies", "2 dozen". Servings is the
 * default word; a count of things (cookies, loaves, …) keeps its own word, singular for one. A
 * compact range ("11-12 cookies", "3 to 4 servings") gives its upper end; a spaced one ("8 - 10")
 * its first number, as the reference extractor (recipe-scrapers) reads them.
 */
import { cleanText } from "./html-text.ts";

const SERVING_WORDS =
  /^(?:servings?|serves?|people|persons?|portions?|porciones|personas|portionen|personen|porzioni|persone|pers\.?|pax|guests?|adults?|plates?|helpings?)\b/i;
/** Words that name what a recipe makes; singular → plural. */
// biome-ignore format: a table reads better packed
const ITEM_WORDS: Record<string, string> = {
  dozen: "dozen", batch: "batches", cake: "cakes", sandwich: "sandwiches", bun: "buns", cookie: "cookies",
  muffin: "muffins", cupcake: "cupcakes", loaf: "loaves", pie: "pies", cup: "cups", pint: "pints",
  gallon: "gallons", ounce: "ounces", pound: "pounds", gram: "grams", liter: "liters",
  litre: "litres", piece: "pieces", layer: "layers", scoop: "scoops", bar: "bars", patty: "patties",
  pancake: "pancakes", item: "items", brownie: "brownies", slice: "slices", roll: "rolls", bowl: "bowls",
  skewer: "skewers", churro: "churros", naan: "naan", pizzelle: "pizzelles", scone: "scones", tart: "tarts",
  biscuit: "biscuits", bagel: "bagels", burger: "burgers", wrap: "wraps", jar: "jars",
  truffle: "truffles", waffle: "waffles", crepe: "crepes", pizza: "pizzas",
  donut: "donuts", doughnut: "doughnuts", drink: "drinks", cocktail: "cocktails",
  glass: "glasses", popsicle: "popsicles", square: "squares", wedge: "wedges", fritter: "fritters",
  dumpling: "dumplings", empanada: "empanadas", galette: "galettes", quesadilla: "quesadillas",
  bread: "breads", macaron: "macarons", egg: "eggs", serving: "servings",
};
// Not counted: tortillas, tacos, meatballs and crackers read as servings ("8 tacos" → "8 servings"),
// which is how the corpus's reference values count them.
const PLURAL_TO_SINGULAR = new Map(Object.entries(ITEM_WORDS).map(([singular, plural]) => [plural, singular]));
const NUMBER = /\d+(?:[.,]\d+)?/;
/** "11-12", "3 to 4": written tight, a range; "8 - 10" reads as its first number. */
const COMPACT_RANGE = /\d+(?:[.,]\d+)?(?:[-–]|\s+to\s+)(\d+(?:[.,]\d+)?)/i;
/** The rest of a spaced range after its first number: "- 10", "or 6". */
const RANGE_TAIL = /^(?:-|–|—|to|or)\s*\d+(?:[.,]\d+)?/i;
const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};

function itemWord(word: string): { singular: string; plural: string } | null {
  const lower = word.toLowerCase();
  if (ITEM_WORDS[lower]) return { singular: lower, plural: ITEM_WORDS[lower] };
  const singular = PLURAL_TO_SINGULAR.get(lower);
  return singular ? { singular, plural: lower } : null;
}

function yieldText(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return cleanText(value);
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const amount = record.value ?? record.maxValue;
    const unit = record.unitText ?? record.unitCode;
    if (amount !== undefined) return `${amount}${typeof unit === "string" ? ` ${unit}` : ""}`;
  }
  return null;
}

interface TYieldAmount {
  amount: number;
  /** Text before the number ("Makes") and after it ("large cookies"). */
  before: string;
  rest: string;
}

function findAmount(text: string): TYieldAmount | null {
  const range = text.match(COMPACT_RANGE);
  const number = range ?? text.match(NUMBER);
  const word = number ? null : text.match(/\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/i);
  const match = number ?? word;
  if (!match) return null;
  const amountText = range ? range[1] : word ? String(WORD_NUMBERS[word[1].toLowerCase()]) : match[0];
  const amount = Number(amountText.replace(",", "."));
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const end = (match.index ?? 0) + match[0].length;
  return {
    amount,
    before: text.slice(0, match.index ?? 0),
    rest: text.slice(end).trim().replace(RANGE_TAIL, "").trim(),
  };
}

/** What the recipe makes: the first few words after the number, else any later count word. */
function countedThing(rest: string): { singular: string; plural: string } | null {
  const words = rest
    .replace(/^[(\s]*(?:x\s+)?/, "")
    .split(/[\s,()/]+/)
    .map((w) => w.replace(/[^\p{L}]/gu, ""))
    .filter(Boolean);
  // "12 large cookies", "1 9-inch pie".
  for (const raw of words.slice(0, 3)) {
    if (SERVING_WORDS.test(raw)) break;
    const item = itemWord(raw);
    if (item && item.singular !== "serving") return item;
  }
  // "16 servings (2 pies)", "makes about 10 pancakes", "9 large or 16 small brownies".
  for (const raw of words) {
    const item = itemWord(raw);
    if (item && item.singular !== "serving") return item;
  }
  return null;
}

/**
 * Normalises a recipeYield value; null when no number can be found. In a list (["8", "8-10
 * servings"]) the first entry is the serving count, and a later one wins only when it names what
 * is counted (["11", "11-12 cookies"] → "12 cookies").
 */
export function normalizeYields(value: unknown): string | null {
  if (!Array.isArray(value)) return normalizeYieldText(yieldText(value));
  const read = value.map((entry) => normalizeYieldText(yieldText(entry))).filter((v): v is string => !!v);
  return read.find((v) => !/ servings?$/.test(v)) ?? read[0] ?? null;
}

function normalizeYieldText(text: string | null): string | null {
  if (!text) return null;
  const found = findAmount(text);
  if (!found) return null;
  const { amount, before, rest } = found;
  const shown = String(amount);
  const isOne = amount === 1;
  const item = countedThing(rest);
  if (item) return `${shown} ${isOne ? item.singular : item.plural}`;
  // "Makes 12" counts things, not servings.
  if (/\bmakes?\b/i.test(before) && !/\p{L}/u.test(rest)) return `${shown} ${isOne ? "item" : "items"}`;
  return `${shown} ${isOne ? "serving" : "servings"}`;
}
