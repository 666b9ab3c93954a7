/**
 * Finds the food an ingredient names. Every name and alias of the table (and the plurals of its
 * last word) is indexed as a run of words; the food is the longest run found in the text, on word
 * boundaries: "peanut butter" beats "butter", "chicken stock" beats "chicken", and "ice" is never
 * found inside "diced" nor "egg" inside "eggplant". Between two runs of the same length the
 * earlier wins ("salt and pepper" → salt). When dropping descriptive words ("dark brown soft
 * sugar" → "dark brown sugar") gives a longer run, that one is used.
 */
import type { TFood } from "./food.ts";
import { normalizeFoodText, pluralNamesOf } from "./food-text.ts";
import { foods } from "./foods.ts";

export interface TFoodMatch {
  food: TFood;
  /** The name or alias that matched, normalized ("whole milk"). */
  alias: string;
}

interface TIndex {
  byAlias: Map<string, TFood>;
  /** For each first word, the most words an alias starting with it has. */
  longestByFirstWord: Map<string, number>;
}

/** Words that describe how a food is prepared or chosen, not which food it is. */
const descriptors = new Set(
  (
    "fresh freshly chopped finely roughly coarsely thinly thickly sliced diced minced grated shredded crushed " +
    "large small medium extra big jumbo organic ripe peeled trimmed boneless skinless good quality soft softened " +
    "melted cold warm halved quartered pitted toasted homemade store bought free range unwaxed best plus lightly " +
    "packed firmly loosely sifted rinsed drained cubed julienned torn picked leaves leaf of"
  ).split(" "),
);

let index: TIndex | null = null;

function addAlias(target: TIndex, alias: string, food: TFood): void {
  if (!alias || target.byAlias.has(alias)) return;
  target.byAlias.set(alias, food);
  const words = alias.split(" ");
  const longest = target.longestByFirstWord.get(words[0]) ?? 0;
  if (words.length > longest) target.longestByFirstWord.set(words[0], words.length);
}

/** Built on first use: names and aliases first, so a generated plural never takes another food's name. */
function buildIndex(): TIndex {
  const built: TIndex = { byAlias: new Map(), longestByFirstWord: new Map() };
  const names = foods.map((food) => ({ food, names: [food.name, ...food.aliases].map(normalizeFoodText) }));
  for (const { food, names: all } of names) for (const name of all) addAlias(built, name, food);
  for (const { food, names: all } of names) {
    for (const name of all) for (const plural of pluralNamesOf(name)) addAlias(built, plural, food);
  }
  return built;
}

function getIndex(): TIndex {
  index ??= buildIndex();
  return index;
}

interface TRun {
  food: TFood;
  alias: string;
  start: number;
  words: number;
}

function isBetterRun(run: TRun, best: TRun | null): boolean {
  if (!best) return true;
  return run.words > best.words;
}

/** The best run in a list of words: the most words, then the earliest ("butter or margarine" → butter). */
function findLongestRun(words: string[]): TRun | null {
  const { byAlias, longestByFirstWord } = getIndex();
  let best: TRun | null = null;
  for (let start = 0; start < words.length; start++) {
    const longest = Math.min(longestByFirstWord.get(words[start]) ?? 0, words.length - start);
    for (let count = longest; count >= 1; count--) {
      const alias = count === 1 ? words[start] : words.slice(start, start + count).join(" ");
      const food = byAlias.get(alias);
      if (!food) continue;
      const run = { food, alias, start, words: count };
      if (isBetterRun(run, best)) best = run;
      break;
    }
  }
  return best;
}

function findRunInText(normalized: string): TRun | null {
  if (!normalized) return null;
  const words = normalized.split(" ");
  const run = findLongestRun(words);
  const plain = words.filter((word) => !descriptors.has(word));
  if (plain.length === words.length || plain.length === 0) return run;
  const plainRun = findLongestRun(plain);
  return plainRun && (!run || plainRun.words > run.words) ? plainRun : run;
}

/** The food a name names ("2 cups whole milk" works too, but a parsed name is faster and safer). */
export function identifyFood(text: string | null | undefined): TFoodMatch | null {
  const run = text ? findRunInText(normalizeFoodText(text)) : null;
  return run ? { food: run.food, alias: run.alias } : null;
}

export interface TIngredientText {
  /** The food's name as parsed ("whole milk", "large onion"). */
  name: string | null;
  /** Preparation, searched when the name names nothing. */
  preparation?: string | null;
  /** The whole line: the words before the name may complete it, and it is searched when the name names nothing. */
  input?: string | null;
}

/** How many of the line's words before the name may complete it ("cooked" rice, "juice of" 1 lemon). */
const wordsBeforeName = 3;

/**
 * The longest run made of the name and the words written just before it in the line, numbers
 * left out; only runs that end inside the name count.
 */
function findRunWithWordsBefore(nameText: string, input: string): TRun | null {
  const line = normalizeFoodText(input)
    .split(" ")
    .filter((word) => !/^\d/.test(word));
  const name = nameText.split(" ");
  for (let at = 0; at + name.length <= line.length; at++) {
    if (!name.every((word, i) => line[at + i] === word)) continue;
    const from = Math.max(0, at - wordsBeforeName);
    const run = findLongestRun(line.slice(from, at + name.length));
    return run && run.start + run.words > at - from ? run : null;
  }
  return null;
}

/**
 * The food of a parsed ingredient line. The parser moves words such as "cooked" out of the name
 * ("1 cup cooked rice" → name "rice", preparation "cooked"), so the words written just before the
 * name are tried with it, and win when they make a longer run ("3 tomatoes, chopped" stays
 * tomatoes, not the tinned "chopped tomatoes"). When the name names nothing (a line the parser
 * split oddly: "soft, unsalted butter"), the preparation and then the whole line are searched.
 */
export function identifyIngredient({ name, preparation, input }: TIngredientText): TFoodMatch | null {
  const nameText = name ? normalizeFoodText(name) : "";
  const byName = findRunInText(nameText);
  const withBefore = nameText && input ? findRunWithWordsBefore(nameText, input) : null;
  const best = withBefore && (!byName || withBefore.words > byName.words) ? withBefore : byName;
  if (best) return { food: best.food, alias: best.alias };
  return identifyFood(preparation) ?? identifyFood(input);
}
