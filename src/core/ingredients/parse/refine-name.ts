/**
 * Takes out of the food's name the words that describe the food rather than name what to buy:
 * a preparation before or after it ("finely chopped dill", "pear peeled"), a size inside it ("ripe
 * medium tomatoes"), an article ("a stock cube") and how pepper is ground.
 */
import { splitLeadingPreparation } from "./split-leading-preparation.ts";

/** A participle after the food, followed by the end or by how it is done: "pear peeled", "beef cut into strips". */
const INNER_PREPARATION =
  /\s(?:(?:finely|roughly|coarsely|thinly|very|lightly|freshly)\s+)?(?:chopped|minced|diced|sliced|grated|shredded|peeled|skinned|halved|quartered|cubed|trimmed|beaten|melted|softened|sifted|cut|torn|crushed|deseeded|de-seeded|seeded|cored|pitted|stoned|drained|rinsed|washed|scrubbed)(?=$|\s+(?:and|or|into|in|with|to|at|on|of|from|for|then|finely|roughly|coarsely|thinly|lightly|very|well|up|off|out|through|lengthways|lengthwise|crosswise|widthways|diagonally|thickly|small|fine|coarsely|halved|sliced|chopped|diced|peeled|cored|seeded|deseeded|trimmed|drained|rinsed|quartered|cubed|shredded|grated|minced|crushed|torn|cut)\b)/i;

/** "salt and freshly ground black pepper": the pepper is bought whole; grinding it is preparation. */
const GROUND_PEPPER =
  /\b(?:(?:freshly|coarsely|finely|fresh)\s+(?:ground|cracked|milled)|cracked(?=\s+(?:(?:black|white|pink|green)\s+)?pepper(?:corns)?\b)|(?:ground|crushed|milled)(?=\s+black\s+pepper\b))\s+/i;

/** "fresh chopped coriander", "roasted chopped hazelnuts": a participle after a word about the food. */
const CHOPPED_AFTER_ADJECTIVE =
  /(?<!\bor\s)(\b(?:fresh|roasted|toasted|skinned|hulled|blanched)\s+)((?:(?:finely|roughly|coarsely|thinly)\s+)?(?:chopped|minced|grated|sliced|diced|shredded|snipped|torn)\s+)(?!tomato)(?=[a-z])/i;

/** "ripe medium tomatoes": a size word inside the name, but not "dried small shrimp" or "large or small". */
const INNER_SIZE =
  /(?<!\b(?:or|other|and|organic|dry|dried|sweet|a|an|the|of|from)|,)\s(small|medium|large|extra[- ]large|medium[- ]sized?|large[- ]sized?|small[- ]sized?)\s+(?!(?:or|and|to|fat|leaf|grain|curd)\b)(?=[a-z])/i;

interface TTaken {
  name: string;
  /** The words taken out of the name, or null when there were none. */
  taken: string | null;
}

/** "1 pear peeled, cored and quartered": a participle after the food starts its preparation. */
function takeInnerPreparation(name: string): TTaken {
  const inner = INNER_PREPARATION.exec(name);
  if (!inner || inner.index <= 0) return { name, taken: null };
  return { name: name.slice(0, inner.index), taken: name.slice(inner.index).trim() };
}

/** "ripe medium tomatoes": a size word inside the name sizes the food; it is not part of what to buy. */
function takeInnerSize(name: string): TTaken {
  const size = INNER_SIZE.exec(name);
  if (!size || size.index <= 0) return { name, taken: null };
  return { name: `${name.slice(0, size.index)} ${name.slice(size.index + size[0].length)}`.trim(), taken: size[1] };
}

/** "fresh chopped coriander" → "chopped" and "fresh coriander". */
function takeChoppedAfterAdjective(name: string): TTaken {
  const chopped = CHOPPED_AFTER_ADJECTIVE.exec(name);
  if (!chopped) return { name, taken: null };
  const end = chopped.index + chopped[0].length;
  return { name: name.slice(0, chopped.index + chopped[1].length) + name.slice(end), taken: chopped[2].trim() };
}

/** "green and 1 yellow courgette" (after "1"): each colour's own count is not part of the name. */
const AND_COUNT = /^([a-z]+\s+and)\s+(?:\d+|[½¼¾⅓⅔]|\d+\/\d+)\s+(?=[a-z])/i;

function dropAndCount(name: string): string {
  return name.replace(AND_COUNT, "$1 ");
}

/** "pinch of a stock cube": the article is not part of the food's name. */
function dropArticle(name: string): string {
  return name.replace(/^(?:a|an|the)\s+(?=\S)/i, "");
}

/** "salt and freshly ground black pepper" → "freshly ground" and "salt and black pepper". */
function takeGroundPepper(name: string): TTaken {
  const ground = GROUND_PEPPER.exec(name);
  if (!ground || name.length <= ground[0].length) return { name, taken: null };
  return { name: name.slice(0, ground.index) + name.slice(ground.index + ground[0].length), taken: ground[0].trim() };
}

export interface TRefinedName {
  name: string;
  size: string | null;
  /** Preparations found in the name, in the order they are written out. */
  preparations: string[];
}

/** Takes preparations, a size and an article out of the food's name; `isCounted` as in splitLeadingPreparation. */
export function refineName(text: string, isCounted = false): TRefinedName {
  const preparations: string[] = [];
  const leading = splitLeadingPreparation(text, isCounted);
  const inner = takeInnerPreparation(leading.name);
  if (inner.taken) preparations.unshift(inner.taken);
  if (leading.preparation) preparations.unshift(leading.preparation);
  const size = takeInnerSize(inner.name);
  const chopped = takeChoppedAfterAdjective(size.name);
  if (chopped.taken) preparations.unshift(chopped.taken);
  const ground = takeGroundPepper(dropAndCount(dropArticle(chopped.name)));
  if (ground.taken) preparations.unshift(ground.taken);
  return { name: ground.name, size: size.taken, preparations };
}
