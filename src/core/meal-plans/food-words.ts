import { dietFlags, type TAisle, type TDietFlag } from "../food/food.ts";
import { findFoodByName } from "../food/foods.ts";
import { identifyFood } from "../food/identify-food.ts";

/**
 * Words about food, as the plan generator needs them: one spelling per word (plural or singular),
 * what a word like "nuts" or "meat" stands for, which foods every kitchen keeps anyway, and which
 * foods no recipe of a diet can hold whatever its tags say.
 */

const irregular: Record<string, string> = {
  leaves: "leaf",
  loaves: "loaf",
  halves: "half",
  knives: "knife",
  geese: "goose",
  mice: "mouse",
  teeth: "tooth",
  couscous: "couscous",
  hummus: "hummus",
  asparagus: "asparagus",
  citrus: "citrus",
  molasses: "molasses",
  swiss: "swiss",
  harissa: "harissa",
  gnocchi: "gnocchi",
  ravioli: "ravioli",
  tortellini: "tortellini",
  cheeses: "cheese",
  olives: "olive",
  chives: "chive",
  anchovies: "anchovy",
  chillies: "chilli",
  chilies: "chili",
  cookies: "cookie",
  brownies: "brownie",
  smoothies: "smoothie",
  veggies: "veggie",
  pies: "pie",
  movies: "movie",
};

/** One spelling for words that mean the same food, so "no zucchini" also rules out courgettes. */
const sameFood: Record<string, string> = {
  chili: "chilli",
  chile: "chilli",
  yoghurt: "yogurt",
  aubergine: "eggplant",
  courgette: "zucchini",
  cilantro: "coriander",
  shrimp: "prawn",
  arugula: "rocket",
  scallion: "spring onion",
  garbanzo: "chickpea",
};

/** "tomatoes" → "tomato", "berries" → "berry", "chillies" → "chilli", "peas" → "pea". */
export function singularize(word: string): string {
  const known = irregular[word];
  if (known) return known;
  if (word.length <= 3 || word.endsWith("ss") || word.endsWith("us") || word.endsWith("is")) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("oes")) return word.slice(0, -2);
  if (/(ch|sh|x|zz)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

const canonicalWords = new Map<string, string>();

/** A word's canonical spelling (singular, one name per food), remembered: pools repeat words a lot. */
function toCanonicalWord(word: string): string {
  let canonical = canonicalWords.get(word);
  if (canonical === undefined) {
    const singular = singularize(word);
    canonical = sameFood[singular] ?? singular;
    if (canonicalWords.size < 100_000) canonicalWords.set(word, canonical);
  }
  return canonical;
}

/** Lowercase words with their singular spelling: "Chestnut Mushrooms" → ["chestnut", "mushroom"]. */
export function toFoodWords(text: string): string[] {
  let lower = text.toLowerCase();
  // Accents go ("crème fraîche" is "creme fraiche"); most text has none, and NFD is slow.
  if (/[^ -~\s]/.test(lower)) lower = lower.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  const words: string[] = [];
  for (const word of lower.split(/[^a-z]+/)) {
    // Numbers name no food ("2-minute noodles" is about noodles).
    if (!word) continue;
    const canonical = toCanonicalWord(word);
    // Only a few synonyms are two words ("scallion" is "spring onion").
    if (canonical.includes(" ")) words.push(...canonical.split(" "));
    else words.push(canonical);
  }
  return words;
}

/** What a broad word stands for: excluding "nuts" excludes walnuts, almonds, pecans… */
export const foodFamilies: Record<string, readonly string[]> = {
  meat: [
    "meat",
    "beef",
    "steak",
    "pork",
    "lamb",
    "mutton",
    "veal",
    "venison",
    "chicken",
    "turkey",
    "duck",
    "goose",
    "bacon",
    "ham",
    "sausage",
    "chorizo",
    "pancetta",
    "prosciutto",
    "salami",
    "pepperoni",
    "mince",
    "gelatin",
    "gelatine",
    "lard",
    "suet",
    "oxtail",
    "liver",
    "rabbit",
    "guanciale",
    "mortadella",
  ],
  poultry: ["chicken", "turkey", "duck", "goose", "poultry"],
  pork: ["pork", "bacon", "ham", "chorizo", "pancetta", "prosciutto", "salami", "pepperoni", "guanciale", "lard"],
  fish: [
    "fish",
    "salmon",
    "cod",
    "tuna",
    "haddock",
    "mackerel",
    "sardine",
    "anchovy",
    "trout",
    "halibut",
    "bass",
    "hake",
    "pollock",
    "tilapia",
    "snapper",
    "swordfish",
    "herring",
    "kipper",
    "worcestershire",
    "bonito",
  ],
  shellfish: [
    "shellfish",
    "prawn",
    "crab",
    "lobster",
    "mussel",
    "clam",
    "oyster",
    "scallop",
    "squid",
    "calamari",
    "octopus",
    "langoustine",
  ],
  dairy: [
    "dairy",
    "milk",
    "butter",
    "buttermilk",
    "cheese",
    "cream",
    "yogurt",
    "ghee",
    "parmesan",
    "mozzarella",
    "cheddar",
    "feta",
    "ricotta",
    "mascarpone",
    "paneer",
    "halloumi",
    "creme",
    "fraiche",
    "whey",
    "gruyere",
    "pecorino",
    "brie",
    "camembert",
    "gorgonzola",
    "stilton",
    "kefir",
    "custard",
  ],
  egg: ["egg", "mayonnaise", "meringue"],
  nut: [
    "nut",
    "walnut",
    "almond",
    "pecan",
    "cashew",
    "hazelnut",
    "pistachio",
    "macadamia",
    "peanut",
    "praline",
    "marzipan",
    "frangipane",
    "nutella",
  ],
  honey: ["honey"],
  mushroom: ["mushroom", "shiitake", "portobello", "porcini", "chanterelle", "enoki"],
};

/** Other words for a family's name, as people type them. */
const familyAliases: Record<string, string> = {
  seafood: "fish",
  "tree nut": "nut",
  peanut: "nut",
  eggs: "egg",
  lactose: "dairy",
  "red meat": "meat",
  chickens: "poultry",
};

/**
 * The words an excluded term rules out: its own spelling, and a family's members when the term
 * names one ("seafood" rules out fish and shellfish).
 */
export function expandExcludedTerm(term: string): string[] {
  const words = toFoodWords(term);
  if (words.length === 0) return [];
  const phrase = words.join(" ");
  const family = familyAliases[phrase] ?? (phrase in foodFamilies ? phrase : null);
  const members = family ? foodFamilies[family] : [];
  const extra = phrase === "seafood" ? foodFamilies.shellfish : [];
  return [...new Set([phrase, ...members, ...extra])];
}

/**
 * Qualifiers that make a dairy, egg or meat word something else: coconut milk, peanut butter,
 * vegan cheese, cream of tartar, meat-free mince.
 */
const notAnimalWords = new Set([
  "coconut",
  "oat",
  "almond",
  "soy",
  "soya",
  "rice",
  "cashew",
  "peanut",
  "cocoa",
  "cacao",
  "shea",
  "vegan",
  "plant",
  "dairy",
  "free",
  "tartar",
  "apple",
  "sunflower",
  "hazelnut",
  "nut",
  "vegetarian",
  "veggie",
  "meatless",
  "quorn",
  "tofu",
  "seitan",
  "mushroom",
  "jackfruit",
  "lentil",
  "bean",
  "chickpea",
  "eggplant",
  "egg-free",
]);

/** Foods whose family words are names of something else: eggplant, butternut, nutmeg are single words. */
function isQualifiedAway(words: readonly string[]): boolean {
  return words.some((word) => notAnimalWords.has(word));
}

/**
 * What a food holds that some diets avoid: the food table's flags (src/core/food) for the foods it
 * knows, and for other names the words above (so "chicken stock" is meat whatever identified it).
 */
export const dietConflicts = ["meat", "fish", "shellfish", "dairy", "egg", "nut", "animal"] as const;
export type TDietConflict = (typeof dietConflicts)[number];

function toConflictMask(conflicts: readonly string[]): number {
  return conflicts.reduce((mask, conflict) => {
    const bit = dietConflicts.indexOf(conflict as TDietConflict);
    return bit < 0 ? mask : mask | (1 << bit);
  }, 0);
}

const animalFamilies = new Set(["meat", "fish", "shellfish", "dairy", "egg", "honey"]);

/** Which conflicts a food has, as a bit mask over `dietConflicts`. */
export function findConflictMask(food: string): number {
  const known = findFoodByName(food);
  if (known) {
    // Peanuts count as nuts here: "nut-free" means free of both.
    return toConflictMask(known.flags.map((flag) => (flag === "peanut" ? "nut" : flag)));
  }
  const words = toFoodWords(food);
  const conflicts: string[] = [];
  for (const family of ["meat", "fish", "shellfish", "dairy", "egg", "nut", "honey"]) {
    const members = foodFamilies[family];
    if (!words.some((word) => members.includes(word))) continue;
    // Nuts stay nuts in "almond milk"; animal foods stop being animal in "coconut milk".
    if (family !== "nut" && isQualifiedAway(words)) continue;
    if (family !== "honey") conflicts.push(family);
    if (animalFamilies.has(family)) conflicts.push("animal");
  }
  return toConflictMask(conflicts);
}

/** The conflicts each diet forbids, whatever a recipe's tags say. Gluten is left to the tags: "gluten-free pasta" is pasta to a word match. */
export const dietForbids: Record<string, readonly TDietConflict[]> = {
  vegetarian: ["meat", "fish", "shellfish"],
  vegan: ["animal"],
  pescatarian: ["meat"],
  "dairy-free": ["dairy"],
  "nut-free": ["nut"],
  "gluten-free": [],
};

export function findForbiddenMask(diet: string): number {
  return toConflictMask(dietForbids[diet] ?? []);
}

/** The food table's flags an excluded word stands for: "no pork" rules out ham and bacon too. */
const flagsOfWords: Record<string, readonly TDietFlag[]> = {
  meat: ["meat"],
  pork: ["pork"],
  fish: ["fish"],
  seafood: ["fish", "shellfish"],
  shellfish: ["shellfish"],
  dairy: ["dairy"],
  lactose: ["dairy"],
  egg: ["egg"],
  nut: ["nut", "peanut"],
  "tree nut": ["nut"],
  peanut: ["peanut"],
  soy: ["soy"],
  soya: ["soy"],
  sesame: ["sesame"],
  alcohol: ["alcohol"],
  gluten: ["gluten"],
  "animal product": ["animal"],
};

/** The table flags an excluded term rules out, as a mask over the table's `dietFlags`. */
export function findExcludedFlagMask(term: string): number {
  const flags = flagsOfWords[toFoodWords(term).join(" ")] ?? [];
  return flags.reduce((mask, flag) => mask | (1 << dietFlags.indexOf(flag)), 0);
}

/** The table flags of a food, as a mask over `dietFlags`; 0 for a food the table does not know. */
export function findFoodFlagMask(food: string): number {
  const known = findFoodByName(food);
  return (known?.flags ?? []).reduce((mask, flag) => mask | (1 << dietFlags.indexOf(flag)), 0);
}

/**
 * Foods every kitchen keeps, so sharing them across the week saves nothing: reuse counts only the
 * foods that would otherwise go to waste (half a bunch of coriander, the rest of a tub of yogurt).
 */
const stapleFoods = new Set([
  "salt",
  "pepper",
  "black pepper",
  "water",
  "oil",
  "olive oil",
  "vegetable oil",
  "sunflower oil",
  "rapeseed oil",
  "sugar",
  "caster sugar",
  "plain flour",
  "flour",
  "ice",
  "cooking spray",
  "sea salt",
  "kosher salt",
  "salt and pepper",
]);

export function isStapleFood(food: string): boolean {
  return stapleFoods.has(toFoodWords(food).join(" "));
}

/**
 * How much buying a food risks waste, 0 to 1: fresh foods (produce, bread, meat and fish, dairy)
 * spoil, jars and spices keep, staples are always there. A food the table does not know counts
 * as likely fresh. What sharing a food across the week is worth scales with this.
 */
const aisleWaste: Record<TAisle, number> = {
  produce: 1,
  bakery: 1,
  "meat-fish": 1,
  "dairy-eggs": 1,
  frozen: 0.3,
  other: 0.3,
  pantry: 0.1,
  drinks: 0.1,
  spices: 0,
};

export function findWasteWeight(food: string): number {
  if (isStapleFood(food)) return 0;
  const known = identifyFood(food)?.food;
  if (!known) return 0.6;
  return known.isNotBought ? 0 : aisleWaste[known.aisle];
}
