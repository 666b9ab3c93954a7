/**
 * Recipe yields as "<number> <unit word>": "8 servings", "24 cookies", "2 dozen". Servings is the
 * default word; a count of things (cookies, loaves, …) keeps its own word, singular for one.
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
  biscuit: "biscuits", bagel: "bagels", burger: "burgers", taco: "tacos", wrap: "wraps", jar: "jars",
  truffle: "truffles", waffle: "waffles", crepe: "crepes", pizza: "pizzas",
  donut: "donuts", doughnut: "doughnuts", cracker: "crackers", drink: "drinks", cocktail: "cocktails",
  glass: "glasses", popsicle: "popsicles", square: "squares", wedge: "wedges", fritter: "fritters",
  dumpling: "dumplings", empanada: "empanadas", galette: "galettes", tortilla: "tortillas", quesadilla: "quesadillas",
  bread: "breads", macaron: "macarons", meatball: "meatballs", egg: "eggs", serving: "servings",
};
const PLURAL_TO_SINGULAR = new Map(Object.entries(ITEM_WORDS).map(([singular, plural]) => [plural, singular]));
const NUMBER = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|—|to|or)\s*(\d+(?:[.,]\d+)?))?/i;
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

function pickYieldText(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return cleanText(value);
  if (Array.isArray(value)) {
    const texts = value.map(pickYieldText).filter((v): v is string => !!v);
    // ["8", "8-10 servings"]: the bare number is the amount, the entry with words names the unit.
    const bare = texts.find((t) => /^\d+(?:[.,]\d+)?$/.test(t));
    const worded = texts.find((t) => /[a-z]/i.test(t));
    if (bare && worded) return `${bare} ${worded.replace(/^[\d\s.,/-]*(?:to\s+[\d.,]+\s*)?/i, "")}`;
    return worded ?? texts[0] ?? null;
  }
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const amount = record.value ?? record.maxValue;
    const unit = record.unitText ?? record.unitCode;
    if (amount !== undefined) return `${amount}${typeof unit === "string" ? ` ${unit}` : ""}`;
  }
  return null;
}

/** Normalises a recipeYield value; null when no number can be found. */
export function normalizeYields(value: unknown): string | null {
  const text = pickYieldText(value);
  if (!text) return null;
  let match = text.match(NUMBER);
  let amountText: string;
  let rest: string;
  if (match) {
    // "8-10 servings" promises at least 8.
    amountText = match[1];
    rest = text.slice((match.index ?? 0) + match[0].length).trim();
  } else {
    const word = text.match(/\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/i);
    if (!word) return null;
    match = word;
    amountText = String(WORD_NUMBERS[word[1].toLowerCase()]);
    rest = text.slice((word.index ?? 0) + word[0].length).trim();
  }
  const amount = Number(amountText.replace(",", "."));
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const shown = Number.isInteger(amount) ? String(amount) : String(amount);
  const isOne = amount === 1;
  const words = rest
    .replace(/^[(\s]*(?:x\s+)?/, "")
    .split(/[\s,()/]+/)
    .filter(Boolean);
  // Look at the first few words for what the recipe makes: "12 large cookies", "1 9-inch pie".
  for (const raw of words.slice(0, 3)) {
    if (SERVING_WORDS.test(raw)) break;
    const item = itemWord(raw.replace(/[^a-z]/gi, ""));
    if (item && item.singular !== "serving") return `${shown} ${isOne ? item.singular : item.plural}`;
  }
  const before = text.slice(0, match.index ?? 0).toLowerCase();
  // "Makes 12" counts things, not servings.
  if (/\bmakes?\b/.test(before) && words.length === 0) return `${shown} ${isOne ? "item" : "items"}`;
  return `${shown} ${isOne ? "serving" : "servings"}`;
}
