/**
 * One ingredient line → amount, unit, size, food name, preparation and comment. Rules, not a model:
 * read the amount at the front (numbers, fractions, ranges, words), then a unit, then any
 * alternative amount ("150g/5oz", "(14-ounce)"), then split the rest into name, preparation and
 * comment at commas and parentheses. English first; other languages keep their text in `name`.
 */
import { findUnitId, getUnit } from "./units.ts";

export interface TIngredientAmount {
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
}

export interface TParsedIngredient {
  input: string;
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  size: string | null;
  name: string | null;
  preparation: string | null;
  comment: string | null;
  /** Other ways the line states the amount: "150g/5¼oz" → 5.25 ounce. */
  alternatives?: TIngredientAmount[];
  /** "For the sauce:" — a heading inside an ingredient list, not an ingredient. */
  isGroupHeader?: boolean;
}

// biome-ignore format: a table reads better packed
const VULGAR: Record<string, string> = {
  "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅖": "2/5", "⅗": "3/5", "⅘": "4/5",
  "⅙": "1/6", "⅚": "5/6", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8", "⅐": "1/7", "⅑": "1/9", "⅒": "1/10",
};
const VULGAR_RE = /(\d)?\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞⅐⅑⅒])/g;

// biome-ignore format: a table reads better packed
const WORD_VALUES: Record<string, number | null> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, half: 0.5, "a half": 0.5, "half a": 0.5, "half an": 0.5,
  dozen: 12, "a dozen": 12, "a couple of": 2, "a couple": 2, "couple of": 2, couple: 2,
  "a few": null, few: null, several: null, some: null, "a little": null, "a bit of": null,
};
const WORD_NUMBER =
  /(a couple of|a couple|couple of|a dozen|a half|half an|half a|a few|a little|a bit of|several|some|few|couple|dozen|half|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)(?![\w’'-])/iy;
const NUMBER = /(\d+)\s+(\d+)\s*\/\s*(\d+)|(\d+)\s*\/\s*(\d+)|(\d*\.\d+|\d+)/y;
const RANGE_JOIN = /\s*(?:-|to|or|and|—|–|~)\s*(?=\d|\.\d)/iy;
const SPACE = /\s*/y;
const SIZE_RE =
  /([a-z]+-size[d]?|extra[- ]large|very large|medium[- ]large|medium to large|small to medium|large or small|small or large|large or medium|medium[- ]sized?|good[- ]sized|(?:large|small)-sized|x-large|small|medium|large|big|jumbo|tiny|mini|miniature|giant|lg|md|sm|med|heaped|heaping|level|rounded|scant|generous|good|thick|thin)\.?(?![\w’'-])/iy;
const WORD_AT = /([A-Za-zÀ-ÿ]+\.?)(?:\s+([A-Za-zÀ-ÿ]+\.?))?(?:\s+([A-Za-zÀ-ÿ]+\.?))?/y;
const OF = /\s*of\s+/iy;

function fraction(numerator: string, denominator: string): number {
  const d = Number(denominator);
  return d === 0 ? Number(numerator) : Number(numerator) / d;
}

interface TCursor {
  text: string;
  at: number;
}

function skipSpace(cursor: TCursor) {
  SPACE.lastIndex = cursor.at;
  SPACE.exec(cursor.text);
  cursor.at = SPACE.lastIndex;
}

function readNumber(cursor: TCursor): number | null {
  NUMBER.lastIndex = cursor.at;
  const match = NUMBER.exec(cursor.text);
  if (!match) return null;
  // "1 1/2" but not "1 12": a mixed number needs its fraction.
  cursor.at = NUMBER.lastIndex;
  if (match[1] !== undefined) return Number(match[1]) + fraction(match[2], match[3]);
  if (match[4] !== undefined) return fraction(match[4], match[5]);
  return Number(match[6]);
}

interface TAmount {
  quantity: number | null;
  quantityMax: number | null;
  /** True when a word such as "a few" was read but gives no number. */
  isVague: boolean;
}

function readAmount(cursor: TCursor): TAmount | null {
  const start = cursor.at;
  const first = readNumber(cursor);
  if (first !== null) {
    RANGE_JOIN.lastIndex = cursor.at;
    if (RANGE_JOIN.exec(cursor.text)) {
      const saved = cursor.at;
      cursor.at = RANGE_JOIN.lastIndex;
      const second = readNumber(cursor);
      if (second !== null && second > first) return { quantity: first, quantityMax: second, isVague: false };
      cursor.at = saved;
    }
    return { quantity: first, quantityMax: null, isVague: false };
  }
  WORD_NUMBER.lastIndex = start;
  const word = WORD_NUMBER.exec(cursor.text);
  if (!word) return null;
  const key = word[1].toLowerCase();
  const value = WORD_VALUES[key];
  cursor.at = WORD_NUMBER.lastIndex;
  // "one to two", "two or three"
  const rangeMatch = /^\s*(?:to|or|-)\s*(one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/i.exec(
    cursor.text.slice(cursor.at),
  );
  if (rangeMatch && value !== null && value !== undefined) {
    const max = WORD_VALUES[rangeMatch[1].toLowerCase()];
    if (typeof max === "number" && max > value) {
      cursor.at += rangeMatch[0].length;
      return { quantity: value, quantityMax: max, isVague: false };
    }
  }
  return { quantity: value ?? null, quantityMax: null, isVague: value === null || value === undefined };
}

/** Reads a unit at the cursor (one to three words, or a symbol); advances past it. */
function readUnit(cursor: TCursor, { allowInch }: { allowInch: boolean }): string | null {
  skipSpace(cursor);
  const ch = cursor.text[cursor.at];
  if (ch === '"' && allowInch) {
    cursor.at++;
    return "inch";
  }
  WORD_AT.lastIndex = cursor.at;
  const match = WORD_AT.exec(cursor.text);
  if (!match) return null;
  const words = [match[1], match[2], match[3]].filter(Boolean) as string[];
  for (let count = words.length; count >= 1; count--) {
    const spelling = words.slice(0, count).join(" ");
    let id = findUnitId(spelling);
    let used = spelling;
    if (!id && spelling.endsWith(".")) {
      used = spelling.slice(0, -1);
      id = findUnitId(used);
    }
    if (!id) continue;
    if ((id === "inch" && !allowInch) || (used.toLowerCase() === "in" && !allowInch)) continue;
    // The span covers the words and the spaces between them as written.
    const end = findSpanEnd(cursor.text, cursor.at, count, used.length < spelling.length);
    const after = cursor.text[end];
    if (after && (/[A-Za-zÀ-ÿ0-9]/.test(after) || (after === "-" && /[A-Za-z]/.test(cursor.text[end + 1] ?? ""))))
      continue;
    cursor.at = end;
    return id;
  }
  return null;
}

function findSpanEnd(text: string, start: number, wordCount: number, isDotDropped: boolean): number {
  let at = start;
  for (let i = 0; i < wordCount; i++) {
    while (at < text.length && /\s/.test(text[at])) at++;
    while (at < text.length && /[A-Za-zÀ-ÿ.]/.test(text[at])) at++;
  }
  return isDotDropped ? at - 1 : at;
}

/** Words that size a spoonful, not a food: "heaped tbsp", but "thick cream" stays cream. */
const MEASURE_ONLY = /^(?:heaped|heaping|level|rounded|scant|generous|good|thick|thin|mini)$/i;

function readSize(cursor: TCursor, { isBeforeFood = false } = {}): string | null {
  skipSpace(cursor);
  SIZE_RE.lastIndex = cursor.at;
  const match = SIZE_RE.exec(cursor.text);
  if (!match) return null;
  if (isBeforeFood && MEASURE_ONLY.test(match[1])) return null;
  if (/^good$/i.test(match[1]) && /^\s+quality/i.test(cursor.text.slice(SIZE_RE.lastIndex))) return null;
  cursor.at = SIZE_RE.lastIndex;
  return match[1];
}

function normalizeLine(line: string): string {
  let text = line.replace(/[\u00A0\u2000-\u200B\u202F\u3000]/g, " ").replace(/[\u2044\u2215]/g, "/");
  text = text
    .replace(/[–—‒−]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
  text = text.replace(/^(?:[-•*▢□☐✓✔·]\s*)+/, "");
  if (/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞⅐⅑⅒]/.test(text)) {
    text = text.replace(VULGAR_RE, (_m, whole: string | undefined, glyph: string) =>
      whole ? `${whole} ${VULGAR[glyph]}` : ` ${VULGAR[glyph]}`,
    );
    text = text.replace(/\s+/g, " ").replace(/\(\s+/g, "(").trim();
  }
  // "1-1/2 cups" is a mixed number, not a range; "1,5 kg" is a decimal.
  text = text.replace(/(^|[^\d/])(\d+)-(\d+\/\d+)/g, "$1$2 $3");
  text = text.replace(/(\d),(\d{1,2})(?!\d)/g, "$1.$2");
  return text;
}

const HEADER_RE = /^(?:for (?:the )?[^,]{2,40}|[^\d,()]{2,40}):$/i;

export function isIngredientHeader(text: string): boolean {
  if (/\d/.test(text)) return false;
  if (HEADER_RE.test(text)) return true;
  return /^for the\s[^,()]{2,30}$/i.test(text) && text.split(/\s+/).length <= 5;
}

function emptyResult(input: string): TParsedIngredient {
  return {
    input,
    quantity: null,
    quantityMax: null,
    unit: null,
    size: null,
    name: null,
    preparation: null,
    comment: null,
  };
}

interface TLeading {
  amount: TAmount | null;
  unit: string | null;
  size: string | null;
  alternatives: TIngredientAmount[];
  /** "about", "up to": kept as a comment. */
  approximation: string | null;
}

const PACKS = new Set([
  "can",
  "tin",
  "jar",
  "package",
  "packet",
  "bag",
  "box",
  "bottle",
  "container",
  "piece",
  "sachet",
  "block",
]);

const APPROXIMATELY =
  /(about|around|approx\.?|approximately|roughly|up to|at least|generous|a generous)\s+(?=[\d½¼¾⅓⅔⅛]|a |an )/iy;

/** An amount and unit written inside parentheses or after a slash: "(14-ounce)", "/5oz", "(1 cup)". */
function readAlternative(cursor: TCursor): TIngredientAmount[] | null {
  const saved = cursor.at;
  const amount = readAmount(cursor);
  if (!amount || amount.quantity === null || amount.isVague) {
    cursor.at = saved;
    return null;
  }
  if (cursor.text[cursor.at] === "-") cursor.at++;
  const unit = readUnit(cursor, { allowInch: true });
  if (!unit) {
    cursor.at = saved;
    return null;
  }
  const found: TIngredientAmount[] = [{ quantity: amount.quantity, quantityMax: amount.quantityMax, unit }];
  // "1lb 9oz": a compound amount continues with another number and unit.
  const next = cursor.at;
  skipSpace(cursor);
  const more = readAlternative(cursor);
  if (more && more[0].unit !== unit) found.push(...more);
  else cursor.at = next;
  return found;
}

function readLeading(cursor: TCursor): TLeading {
  const result: TLeading = { amount: null, unit: null, size: null, alternatives: [], approximation: null };
  APPROXIMATELY.lastIndex = cursor.at;
  const approximately = APPROXIMATELY.exec(cursor.text);
  if (approximately) {
    result.approximation = approximately[1];
    cursor.at = APPROXIMATELY.lastIndex;
  }
  const modifier = readSize(cursor);
  const afterModifier = cursor.at;
  skipSpace(cursor);
  result.amount = readAmount(cursor);
  if (!result.amount) {
    cursor.at = afterModifier;
    if (modifier) result.size = modifier;
    // "Pinch of salt", "Handful of basil": a unit with no number.
    const saved = cursor.at;
    const size = readSize(cursor);
    const unit = readUnit(cursor, { allowInch: false });
    if (unit && getKind(unit) === "count" && /^\s+\S/.test(cursor.text.slice(cursor.at))) {
      if (size) result.size = result.size ? `${result.size} ${size}` : size;
      result.unit = unit;
      OF.lastIndex = cursor.at;
      if (OF.exec(cursor.text)) cursor.at = OF.lastIndex;
    } else cursor.at = saved;
    return result;
  }
  if (modifier) result.size = modifier;
  // "2 x 400g tins": a count of packs of a given size.
  const multiplier = /\s*[x×]\s*(?=\d)/iy;
  multiplier.lastIndex = cursor.at;
  if (multiplier.exec(cursor.text)) {
    cursor.at = multiplier.lastIndex;
    const pack = readAlternative(cursor);
    if (pack) result.alternatives.push(...pack);
    // "/5oz" after the pack size, then the pack itself: "2 x 50g/1½oz pieces salmon".
    const slash = /\s*\/\s*/y;
    slash.lastIndex = cursor.at;
    if (pack && slash.exec(cursor.text)) {
      const saved = cursor.at;
      cursor.at = slash.lastIndex;
      const more = readAlternative(cursor);
      if (more) result.alternatives.push(...more);
      else cursor.at = saved;
    }
    const countUnit = pack ? readUnit(cursor, { allowInch: false }) : null;
    if (countUnit && getKind(countUnit) === "count") result.unit = countUnit;
  }
  for (let guard = 0; guard < 4; guard++) {
    const before = cursor.at;
    skipSpace(cursor);
    const ch = cursor.text[cursor.at];
    if (ch === "(" || ch === "[") {
      // "(14-ounce)", "(400g)", "(about 2 cups)": an alternative amount, only when that is all it holds.
      const close = cursor.text.indexOf(ch === "(" ? ")" : "]", cursor.at);
      if (close > 0) {
        const inner: TCursor = {
          text: cursor.text
            .slice(cursor.at + 1, close)
            .replace(/^(?:about|approx\.?|approximately|around|roughly)\s+/i, ""),
          at: 0,
        };
        const alternative = readAlternative(inner);
        skipSpace(inner);
        if (
          alternative &&
          /^(?:[a-z]*\s*(?:can|tin|jar|package|pack|bag|box|carton|container|piece|each)?s?)?$/i.test(
            inner.text.slice(inner.at).trim(),
          )
        ) {
          result.alternatives.push(...alternative);
          cursor.at = close + 1;
          continue;
        }
      }
      cursor.at = before;
      break;
    }
    if (ch === "/" && (result.unit || result.alternatives.length > 0)) {
      cursor.at++;
      skipSpace(cursor);
      const alternative = readAlternative(cursor);
      if (alternative) {
        result.alternatives.push(...alternative);
        continue;
      }
      cursor.at = before;
      break;
    }
    if (!result.unit) {
      if (ch === "-") {
        // "14-ounce can": the pack size, then the real unit.
        const saved = cursor.at;
        cursor.at++;
        const unit = readUnit(cursor, { allowInch: true });
        if (unit && getKind(unit) !== "count") {
          result.alternatives.push({ quantity: result.amount.quantity, quantityMax: result.amount.quantityMax, unit });
          const countUnit = readUnit(cursor, { allowInch: false });
          if (countUnit) {
            result.unit = countUnit;
            result.amount = { quantity: 1, quantityMax: null, isVague: false };
          } else {
            result.unit = unit;
          }
          continue;
        }
        cursor.at = saved;
      }
      const size = readSize(cursor);
      const unit = readUnit(cursor, { allowInch: true });
      if (unit) {
        result.unit = unit;
        if (size) result.size = result.size ? `${result.size} ${size}` : size;
        // "1 lb 2 oz": keep the second part as an alternative reading of the same amount.
        continue;
      }
      if (size) {
        result.size = result.size ? `${result.size} ${size}` : size;
        continue;
      }
      // "2 14-oz cans" / "1 28 ounce can": a second number that sizes a pack.
      const saved = cursor.at;
      const pack = readAlternative(cursor);
      if (pack && getKind(pack[0].unit) !== "count") {
        const countUnit = readUnit(cursor, { allowInch: false });
        result.alternatives.push(...pack);
        if (countUnit) result.unit = countUnit;
        continue;
      }
      cursor.at = saved;
    }
    cursor.at = before;
    break;
  }
  // "400g/14oz tin beans", "2.5cm/1in piece ginger", "3 tbsp each …": the container or "each" is not the food.
  if (result.unit && getKind(result.unit) !== "count") {
    const saved = cursor.at;
    const container = readUnit(cursor, { allowInch: false });
    if (!container || !PACKS.has(container)) cursor.at = saved;
  }
  const each = /\s*each\b/iy;
  each.lastIndex = cursor.at;
  if (result.unit && each.exec(cursor.text)) cursor.at = each.lastIndex;
  OF.lastIndex = cursor.at;
  if (OF.exec(cursor.text)) cursor.at = OF.lastIndex;
  if (!result.size) {
    const size = readSize(cursor, { isBeforeFood: true });
    if (size) result.size = size;
  }
  return result;
}

function getKind(unit: string | null): string | null {
  return getUnit(unit)?.kind ?? null;
}

const COMMENT_START =
  /^(?:or\b|plus\b|such as\b|like\b|to taste|to serve|for\b|optional|if\b|preferably|ideally|about\b|approx|approximately|roughly|around\b|see\b|divided|reserved|at room temperature|room temperature|as needed|as required|more or less|depending|you\b|we\b|i\b|available|from\b|homemade|store[- ]bought|recipe\b|note|about\b|enough|extra\b|and more|leaves? only|any\b|use\b|mostly|not\b|(?:we|i) (?:like|used|use)|which|about|at least|up to|each|per\b|in total|total|warm|cold|chilled|fresh or|organic|good quality|if using|if desired|optional)/i;
// biome-ignore format: a list reads better packed
const PREP_VERBS = new Set([
  "chopped", "minced", "diced", "sliced", "grated", "shredded", "crushed", "peeled", "seeded", "deseeded", "cored", "halved",
  "quartered", "cubed", "julienned", "trimmed", "rinsed", "drained", "beaten", "whisked", "melted", "softened", "sifted",
  "toasted", "roasted", "cooked", "boiled", "steamed", "thawed", "defrosted", "squeezed", "zested", "juiced", "pitted",
  "stoned", "hulled", "shelled", "deveined", "crumbled", "torn", "cut", "mashed", "pureed", "puréed", "blanched", "scrubbed",
  "washed", "dried", "patted", "separated", "boned", "skinned", "skinless", "boneless", "snipped", "picked", "stemmed",
  "flaked", "broken", "chilled", "cooled", "warmed", "heated", "divided", "finely", "roughly", "coarsely", "thinly", "thickly",
  "freshly", "lightly", "well", "very", "and", "or", "into", "in", "thinly-sliced", "finely-chopped", "roughly-chopped",
  "bashed", "bruised", "smashed", "split", "segmented", "cracked", "slivered", "pounded", "ripped", "spiralized", "spiralised",
  "grilled", "fried", "poached", "soaked", "sprouted", "packed", "lightly-packed", "firmly", "loosely", "tightly", "sieved",
  "strained", "scored", "butterflied", "cleaned", "prepared", "shaved", "finely-grated", "crumbed", "tipped", "ground",
  "removed", "de-seeded", "pin-boned", "chargrilled", "buttered", "whole",
]);
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
]);
/** Words a leading preparation phrase never swallows: "ground beef", "dried oregano". */
const KEEP_IN_NAME = new Set([
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

function splitLeadingPreparation(name: string): { preparation: string | null; name: string } {
  const words = name.split(" ");
  if (words.length < 2 || !LEADING_PREP_START.has(words[0].toLowerCase())) return { preparation: null, name };
  let i = 0;
  while (i < words.length - 1) {
    const word = words[i].toLowerCase().replace(/,$/, "");
    if (KEEP_IN_NAME.has(word) && i > 0 && !/ly$/.test(words[i - 1])) break;
    if (!PREP_VERBS.has(word) && !/^(?:\w+ly)$/.test(word)) break;
    if ((word === "and" || word === "or" || word === "into" || word === "in") && i === 0) break;
    i++;
    if (words[i - 1].endsWith(",")) break;
  }
  // "and"/"or" cannot end the phrase.
  while (i > 0 && /^(?:and|or|in|into)$/i.test(words[i - 1])) i--;
  if (i === 0) return { preparation: null, name };
  return { preparation: words.slice(0, i).join(" ").replace(/,$/, ""), name: words.slice(i).join(" ") };
}

const LEADING_ADJECTIVES = new Set([
  "dried",
  "fresh",
  "hot",
  "small",
  "large",
  "shelled",
  "skinned",
  "flaked",
  "deboned",
]);

const INNER_PREPARATION =
  /\s(?:(?:finely|roughly|coarsely|thinly|very|lightly|freshly)\s+)?(?:chopped|minced|diced|sliced|grated|shredded|peeled|skinned|halved|quartered|cubed|trimmed|beaten|melted|softened|sifted|cut|torn|crushed|deseeded|de-seeded|seeded|cored|pitted|stoned|drained|rinsed|washed|scrubbed)\b/i;

function clean(text: string | null | undefined): string | null {
  if (!text) return null;
  const trimmed = text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:)])/g, "$1")
    .replace(/^[\s,;:.\-*]+|[\s,;:\-*]+$/g, "")
    .trim();
  return trimmed || null;
}

function joinParts(parts: string[]): string | null {
  return clean(parts.filter(Boolean).join(", "));
}

/** Splits the text after the amount into name, preparation and comment. */
function splitRest(rest: string): { name: string | null; preparation: string | null; comment: string | null } {
  const comments: string[] = [];
  const preparations: string[] = [];
  // Parenthesised asides are comments ("(see note)", "(optional)").
  let text = rest.replace(
    /\(([^()]*(?:\([^()]*\)[^()]*)*)\)|\[([^\]]*)\]/g,
    (_m, inner: string | undefined, square: string | undefined) => {
      const aside = clean(inner ?? square);
      if (aside) comments.push(aside);
      return " ";
    },
  );
  text = text.replace(/\s+/g, " ").trim();
  // Trailing "to taste", "optional", "for garnish" without a comma.
  const trailing =
    /\s+(to taste|optional|to serve|to garnish|for (?:the )?[a-z]+(?: [a-z]+){0,2}|as needed|if desired|or more to taste|plus (?:more|extra) [^,]*)$/i;
  for (let guard = 0; guard < 3; guard++) {
    const match = trailing.exec(text);
    if (!match) break;
    comments.unshift(match[1]);
    text = text.slice(0, match.index).trim();
  }
  const clauses = text.split(/\s*[,;]\s*|\s+-\s+/).filter(Boolean);
  // "skinless, boneless chicken thighs": leading adjectives set off by commas still belong to the name.
  while (
    clauses.length > 1 &&
    /^[a-z-]+(?: [a-z-]+)?$/i.test(clauses[0]) &&
    clauses[0].split(" ").every((w) => PREP_VERBS.has(w.toLowerCase()) || LEADING_ADJECTIVES.has(w.toLowerCase()))
  ) {
    const first = clauses.shift()!;
    clauses[0] = `${first} ${clauses[0]}`;
  }
  let nameText = clauses.shift() ?? "";
  // "salt, pepper" stays one name when the second clause is another food, not a preparation.
  for (const clause of clauses) {
    const firstWord = clause.split(" ")[0].toLowerCase();
    if (COMMENT_START.test(clause)) comments.push(clause);
    else if (
      PREP_VERBS.has(firstWord) ||
      /^(?:\w+ly|\w+ed)$/.test(firstWord) ||
      /^(?:cut|at|to|until|about|in|into|room|no|with|without|skin|bone|stems?|seeds?|leaves|ends?)\b/i.test(firstWord)
    )
      preparations.push(clause);
    else if (
      clause.split(" ").some((w) => PREP_VERBS.has(w.toLowerCase()) && !/^(?:and|or|in|into|well|very)$/i.test(w))
    )
      preparations.push(clause);
    else comments.push(clause);
  }
  const leading = splitLeadingPreparation(nameText);
  nameText = leading.name;
  // "1 pear peeled, cored and quartered": a participle after the food starts its preparation.
  const inner = INNER_PREPARATION.exec(nameText);
  if (inner && inner.index > 0) {
    preparations.unshift(nameText.slice(inner.index).trim());
    nameText = nameText.slice(0, inner.index);
  }
  if (leading.preparation) preparations.unshift(leading.preparation);
  return { name: clean(nameText), preparation: joinParts(preparations), comment: joinParts(comments) };
}

const TRAILING_UNIT =
  /(?<!\b(?:with|and|of|or|no|without))\s(cloves?|sprigs?|stalks?|sticks?|bulbs?|sheets?|ribs?|heads?)$/i;

/** Parses one ingredient line. Never throws; fields it cannot read stay null. */
export function parseIngredient(line: string): TParsedIngredient {
  const input = typeof line === "string" ? line : String(line ?? "");
  const result = emptyResult(input);
  const text = normalizeLine(input);
  if (!text) return result;
  if (isIngredientHeader(text)) {
    result.isGroupHeader = true;
    result.name = clean(text.replace(/:$/, ""));
    return result;
  }
  const cursor: TCursor = { text, at: 0 };
  const leading = readLeading(cursor);
  if (leading.amount && !leading.amount.isVague) {
    result.quantity = leading.amount.quantity;
    result.quantityMax = leading.amount.quantityMax;
  }
  result.unit = leading.unit;
  result.size = leading.size ? leading.size.toLowerCase() : null;
  if (leading.alternatives.length > 0) result.alternatives = leading.alternatives;
  let rest = text.slice(cursor.at);
  // "salt and pepper, to taste" when nothing was read: the whole line is the rest.
  if (!leading.amount && !leading.unit && !leading.size) rest = text;
  const parts = splitRest(rest);
  // "10 garlic cloves", "2 thyme sprigs": the unit comes after the food.
  if (!result.unit && parts.name) {
    const trailing = TRAILING_UNIT.exec(parts.name);
    if (trailing) {
      result.unit = findUnitId(trailing[1]);
      parts.name = parts.name.slice(0, trailing.index).trim();
    }
  }
  result.name = parts.name;
  result.preparation = parts.preparation;
  result.comment = leading.approximation
    ? clean([leading.approximation, parts.comment].filter(Boolean).join(", "))
    : parts.comment;
  // "1 cup milk or water": the alternative food stays in the name, as cookbooks write it.
  return result;
}
