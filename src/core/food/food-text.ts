/**
 * Food names as words to match: lowercase, accents and apostrophes gone, every other mark a space
 * ("Crème fraîche" → "creme fraiche", "confectioners' sugar" → "confectioners sugar",
 * "sun-dried" → "sun dried"), and the plural forms a cook writes of a name's last word.
 */

/** Lowercase words separated by single spaces; digits and "%" stay ("2% milk", "00 flour"). */
export function normalizeFoodText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/['’‘`´]/g, "")
    .replace(/[^a-z0-9%]+/g, " ")
    .trim();
}

/**
 * Plurals a reader expects that the rules below would get wrong: most words ending in -o take -s
 * (avocados, jalapeños) but these take -es; a few in -f and -i change; some stay as they are.
 */
const irregularPlurals: Readonly<Record<string, string>> = {
  potato: "potatoes",
  tomato: "tomatoes",
  mango: "mangoes",
  leaf: "leaves",
  loaf: "loaves",
  half: "halves",
  knife: "knives",
  chili: "chilies",
  chilli: "chillies",
  broccoli: "broccoli",
  zucchini: "zucchini",
  celery: "celery",
  fish: "fish",
  squid: "squid",
  salmon: "salmon",
};

/** Words in -ie, whose plural a rule would read back as -y ("cookies" is not "cooky"). */
const ieWords = new Set(["cookie", "brownie", "pie", "smoothie", "veggie"]);

const irregularSingulars = new Map(Object.entries(irregularPlurals).map(([one, many]) => [many, one]));

/** The plural a reader expects: "avocado" → avocados, "potato" → potatoes, "berry" → berries. */
export function pluralOf(word: string): string {
  const irregular = irregularPlurals[word];
  if (irregular) return irregular;
  if (/(?:s|sh|ch|x|z)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/**
 * The singular of a plural `pluralOf` makes ("bananas" → banana, "peaches" → peach, "berries" →
 * berry); a word that does not read as a plural ("asparagus", "hummus") stays as it is.
 */
export function singularOf(word: string): string {
  const irregular = irregularSingulars.get(word);
  if (irregular) return irregular;
  if (/(?:ss|us)$/.test(word) || !word.endsWith("s")) return word;
  if (/(?:sh|ch|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  if (/[^aeiou]ies$/.test(word) && !ieWords.has(word.slice(0, -1))) return `${word.slice(0, -3)}y`;
  return word.slice(0, -1);
}

/**
 * Every plural a cook may write of a word, the one a reader expects first: "tomato" → tomatoes,
 * tomatos; "berry" → berries, berrys; "leaf" → leaves, leafs; "chilli" → chillies, chillis.
 */
export function pluralsOf(word: string): string[] {
  return [...new Set([pluralOf(word), ...pluralsByRule(word)])];
}

function pluralsByRule(word: string): string[] {
  if (/(?:s|sh|ch|x|z)$/.test(word)) return [`${word}es`];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`, `${word}s`];
  if (/o$/.test(word)) return [`${word}es`, `${word}s`];
  if (/i$/.test(word)) return [`${word}es`, `${word}s`];
  if (/[^f]f$/.test(word)) return [`${word.slice(0, -1)}ves`, `${word}s`];
  if (/fe$/.test(word)) return [`${word.slice(0, -2)}ves`, `${word}s`];
  return [`${word}s`];
}

/** The name with each plural of its last word: "chicken breast" → "chicken breasts". */
export function pluralNamesOf(name: string): string[] {
  const space = name.lastIndexOf(" ");
  const head = space === -1 ? "" : name.slice(0, space + 1);
  const last = name.slice(space + 1);
  if (!/[a-z]$/.test(last)) return [];
  return pluralsOf(last).map((plural) => `${head}${plural}`);
}

/**
 * A food's name for more than one, as a reader expects it: "cherry tomato" → "cherry tomatoes",
 * "avocado" → "avocados". A name already ending in -s is plural or never counted ("chickpeas",
 * "bay leaves", "asparagus") and stays as it is.
 */
export function pluralNameOf(name: string): string {
  return changeLastWord(name, (last) => (last.endsWith("s") ? last : pluralOf(last)));
}

/** A food's name for one: "bananas" → "banana", "bay leaves" → "bay leaf"; "asparagus" stays. */
export function singularNameOf(name: string): string {
  return changeLastWord(name, singularOf);
}

function changeLastWord(name: string, change: (word: string) => string): string {
  const match = /^(.*?)([a-zà-öø-ÿ]+)$/i.exec(name);
  if (!match) return name;
  const [, head, last] = match;
  const changed = change(last.toLowerCase());
  // A recipe's own capital ("Bananas") stays.
  const isCapital = last[0] !== last[0].toLowerCase();
  return `${head}${isCapital ? changed[0].toUpperCase() + changed.slice(1) : changed}`;
}
