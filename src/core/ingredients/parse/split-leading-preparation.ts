/** Splits a preparation phrase off the front of a food's name: "finely chopped dill", "thickly sliced ham". */
import { PREP_VERBS } from "./preparation-words.ts";

/** Words that may start a preparation phrase before the food. */
const LEADING_PREP_START = new Set([
  "chopped",
  "minced",
  "diced",
  "sliced",
  "grated",
  "shredded",
  "peeled",
  "halved",
  "quartered",
  "cubed",
  "trimmed",
  "beaten",
  "melted",
  "softened",
  "sifted",
  "toasted",
  "thawed",
  "pitted",
  "crumbled",
  "torn",
  "mashed",
  "finely",
  "roughly",
  "coarsely",
  "thinly",
  "freshly",
  "lightly",
  "deseeded",
  "seeded",
  "julienned",
  "boned",
  "cooked",
  "chilled",
  "snipped",
  "shelled",
  "thinly-sliced",
  "finely-chopped",
  "roughly-chopped",
  "sieved",
  "firmly",
  "loosely",
  "packed",
  "crushed",
  "steamed",
  "boiled",
  "buttered",
  "chargrilled",
  "mashed",
  "cold",
  "warm",
  "hot",
  "hard-boiled",
  "soft-boiled",
  "poached",
  "lukewarm",
  "slivered",
  "strained",
  "picked",
  "uncooked",
  "hard-cooked",
  "soft-cooked",
  "drained",
  "rinsed",
  "heated",
  "cleaned",
  "rough-chopped",
  "iced",
  "well-shaken",
  "well-stirred",
  "fresh-squeezed",
  "freshly-squeezed",
  "scalded",
  "stemmed",
  "hulled",
]);

/** Words a leading preparation phrase never swallows: "ground beef", "dried oregano". */
const KEEP_IN_NAME = new Set([
  "whole",
  "ground",
  "dried",
  "smoked",
  "canned",
  "tinned",
  "frozen",
  "fresh",
  "pickled",
  "roasted",
]);

/** Foods sold already prepared: the participle is part of what to buy. */
const PRODUCT_AFTER_PREPARATION =
  /^(?:(?:crushed|diced|stewed|peeled)\s+(?:(?:whole|plum|cherry|italian|san marzano)\s+)?tomatoes|chopped\s+tomatoes|pitted\s+(?!and\b|or\b)|toasted\s+sesame\s+oil|shredded\s+coconut|flaked\s+almonds|crushed\s+red\s+pepper|roasted\s+(?:peanuts|red\s+pepper|hazelnuts|pistachios))/i;

function isPreparationWord(word: string): boolean {
  return PREP_VERBS.has(word) || /^\w+ly$/.test(word) || /^pre-\w+ed$/.test(word);
}

/** "thickly sliced ham", "very finely chopped dill", "hulled sliced strawberries": how a leading phrase may start. */
function isLeadingPreparationStart(words: string[]): boolean {
  const first = words[0].toLowerCase();
  if (LEADING_PREP_START.has(first)) return true;
  const next = (words[1] ?? "").toLowerCase();
  // "rinsed and finely chopped ginger", "drained and chopped jalapeños": two preparations joined.
  // "skinless and boneless chicken" is what is bought.
  const isBought = /^(?:skinless|boneless)$/.test(first);
  if (!isBought && PREP_VERBS.has(first) && next === "and" && isPreparationWord((words[2] ?? "").toLowerCase()))
    return true;
  // "well shaken buttermilk", "fresh squeezed lime juice".
  if (/^(?:well|fresh)$/.test(first) && /^(?:shaken|stirred|squeezed)$/.test(next)) return true;
  // "hot cooked rice": served hot, cooked beforehand.
  if (first === "hot" && next === "cooked") return true;
  return (/^\w+ly$/.test(first) || /^(?:very|hulled|cored|skinned|thin|thick)$/.test(first)) && PREP_VERBS.has(next);
}

/** How many of the first words form the preparation phrase: "finely chopped" in "finely chopped dill" is two. */
function countPhraseWords(words: string[]): number {
  let i = 0;
  while (i < words.length - 1) {
    const word = words[i].toLowerCase().replace(/,$/, "");
    if (KEEP_IN_NAME.has(word) && i > 0 && !/ly$/.test(words[i - 1])) break;
    if (i === 0 && word === "fresh" && /^squeezed$/i.test(words[1])) {
      i++;
      continue;
    }
    if (
      !PREP_VERBS.has(word) &&
      !/^(?:\w+ly)$/.test(word) &&
      !(i === 0 && word === "hot" && /^cooked$/i.test(words[1]))
    )
      break;
    if ((word === "and" || word === "or" || word === "into" || word === "in") && i === 0) break;
    i++;
    if (words[i - 1].endsWith(",")) break;
  }
  // "and"/"or" cannot end the phrase.
  while (i > 0 && /^(?:and|or|in|into)$/i.test(words[i - 1])) i--;
  // "chopped tomatoes", "pitted olives", "toasted sesame oil": what the shop sells, not what the cook does.
  if (i === 1 && PRODUCT_AFTER_PREPARATION.test(`${words[i - 1]} ${words.slice(i).join(" ")}`)) i--;
  return i;
}

/**
 * "finely chopped dill" → "finely chopped" and "dill"; the name is unchanged when it starts with no such phrase.
 * `isCounted`: the line counts pieces ("6 cooked prawns"), and a cooked piece is what is bought.
 */
export function splitLeadingPreparation(name: string, isCounted = false): { preparation: string | null; name: string } {
  const words = name.split(" ");
  if (words.length < 2 || !isLeadingPreparationStart(words)) return { preparation: null, name };
  if (isCounted && /^cooked$/i.test(words[0])) return { preparation: null, name };
  const count = countPhraseWords(words);
  if (count === 0) return { preparation: null, name };
  return { preparation: words.slice(0, count).join(" ").replace(/,$/, ""), name: words.slice(count).join(" ") };
}
