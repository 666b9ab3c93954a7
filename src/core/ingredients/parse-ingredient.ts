/**
 * One ingredient line → amount, unit, size, food name, preparation and comment. Rules, not a model:
 * read the amount at the front (numbers, fractions, ranges, words), then a unit, then any
 * alternative amount ("150g/5oz", "(14-ounce)", "110ml-150ml", "50g 1¾oz"), or, when none starts
 * the line, an amount after the food ("Sugar, 2 cups", "Pickled ginger (about ¼ cup)"); then split
 * the rest into name, preparation and comment at commas and parentheses. Lists of foods ("brandy,
 * sherry, or rum") and short other names ("fish sauce (nam pla)") stay in the name; another food
 * with its own amount ("or 2 shallots") and added amounts ("plus 2 tbsp") go to the comment.
 * English first; other languages keep their text in `name`.
 */
import { findUnitId, unitSpellings } from "./unit-spellings.ts";
import { getUnit } from "./units.ts";

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
const RANGE_JOIN = /\s*(?:-\s*(?:to|or)?|to|or|and|—|–|~)\s*(?=\d|\.\d)/iy;
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

/** First words of the unit spellings that have more than one word. */
const MULTI_WORD_STARTS = new Set(
  unitSpellings()
    .filter((spelling) => spelling.includes(" "))
    .map((spelling) => spelling.split(" ")[0].toLowerCase().replace(/\.$/, "")),
);

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
  // Most words start no spelling of two or three words ("fl oz", "c. à café"); try those alone.
  const longest = MULTI_WORD_STARTS.has(words[0].toLowerCase().replace(/\.$/, "")) ? words.length : 1;
  for (let count = longest; count >= 1; count--) {
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
    // A letter after the word means a longer word ("cupcakes"); a digit only for counts ("1lb2oz" is two amounts).
    const isDigitAfter = /[0-9]/.test(after ?? "") && getKind(id) === "count";
    if (
      after &&
      (/[A-Za-zÀ-ÿ]/.test(after) || isDigitAfter || (after === "-" && /[A-Za-z]/.test(cursor.text[end + 1] ?? "")))
    )
      continue;
    // "round lettuce", "round crusty rolls": a shape, unless it is "a round of …".
    if (used.toLowerCase() === "round" && !/^\s+of\b/i.test(cursor.text.slice(end))) continue;
    // "pot roast", "rib eye steaks", "fillet steaks": the word is part of the food's name.
    if (PART_OF_NAME[used.toLowerCase()]?.test(cursor.text.slice(end))) continue;
    cursor.at = end;
    return id;
  }
  return null;
}

const PART_OF_NAME: Record<string, RegExp> = {
  pot: /^\s+(?:roast|pie|stickers?|barley|noodles?)\b/i,
  rib: /^\s+eye\b/i,
  fillet: /^\s+steaks?\b/i,
};

function findSpanEnd(text: string, start: number, wordCount: number, isDotDropped: boolean): number {
  let at = start;
  for (let i = 0; i < wordCount; i++) {
    while (at < text.length && /\s/.test(text[at])) at++;
    while (at < text.length && /[A-Za-zÀ-ÿ.]/.test(text[at])) at++;
  }
  return isDotDropped ? at - 1 : at;
}

/**
 * Words that describe a measure only when one follows: "fat cloves", "paper-thin slices",
 * "½-inch-thick slices", "healthy pinch", "wine glass". Before a food they stay in its name.
 */
const MEASURE_MODIFIER =
  /(very\s+(?:small|large|thin|thick)|(?:(?:lightly|firmly|loosely|tightly|well)\s+)?packed|paper-thin|thick-cut|thickish|lengthwise|lengthways|unpeeled|healthy|hefty|fat|plump|long|whole|fresh|deli|separate|finger-length|inch-long|wine|sherry|round|(?:\d+(?:\.\d+)?(?:\s+\d+\/\d+)?|\d+\/\d+)-?(?:inch|in|cm)-?(?:thick|long|wide|square)|quarter-size[d]?)\s+/iy;

function readModifiedUnit(cursor: TCursor): { modifier: string; unit: string; isFoodWord: boolean } | null {
  const start = cursor.at;
  skipSpace(cursor);
  MEASURE_MODIFIER.lastIndex = cursor.at;
  const match = MEASURE_MODIFIER.exec(cursor.text);
  if (match) {
    cursor.at = MEASURE_MODIFIER.lastIndex;
    const unit = readUnit(cursor, { allowInch: false });
    // "packed cup" measures a volume; the other words only describe pieces ("fat cloves").
    const fits = getKind(unit) === "count" || (/packed$/i.test(match[1]) && SPOON_OR_CUP.has(unit ?? ""));
    if (unit && fits) return { modifier: match[1], unit, isFoodWord: /^fresh$/i.test(match[1]) };
  }
  cursor.at = start;
  return null;
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
  text = text.replace(/^(?:[-•*▢□☐✓✔·~]\s*)+/, "");
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
  /** "2 fresh sprigs thyme": a word about the food read before its measure, put back before its name. */
  foodWord: string | null;
  /** "plus 2 tbsp" after "½ cup", "or 2 small" after "1 large": kept as comments. */
  asides: string[];
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

const UPPER_JOIN = /\s*(?:-|to)\s*(?=\d|\.\d)/iy;

/** "-150ml" after "110ml": the upper end of a range that repeats its unit; advances past it. */
function readUpperEnd(cursor: TCursor, unit: string): { quantity: number; unit: string } | null {
  const saved = cursor.at;
  UPPER_JOIN.lastIndex = saved;
  if (!UPPER_JOIN.exec(cursor.text)) return null;
  cursor.at = UPPER_JOIN.lastIndex;
  const upper = readNumber(cursor);
  const upperUnit = upper === null ? null : readUnit(cursor, { allowInch: true });
  if (upper !== null && upperUnit && getKind(upperUnit) === getKind(unit) && getKind(unit) !== "count") {
    return { quantity: upper, unit: upperUnit };
  }
  cursor.at = saved;
  return null;
}

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
  // "14oz-17oz", "12oz-1lb": a range written with its unit on both ends.
  const upper = readUpperEnd(cursor, unit);
  if (upper && upper.unit === unit) found[0].quantityMax = upper.quantity;
  else if (upper) found.push({ ...upper, quantityMax: null });
  // "1lb 9oz": a compound amount continues with another number and unit.
  const next = cursor.at;
  skipSpace(cursor);
  const more = readAlternative(cursor);
  if (more && more[0].unit !== unit) found.push(...more);
  else cursor.at = next;
  return found;
}

const PLUS = /\s*(?:plus|\+|and)\s*/iy;

/** "plus 2 tablespoons", "+ 1 tsp" after the amount: read past it and return its text. */
function readAddition(cursor: TCursor): string | null {
  const start = cursor.at;
  PLUS.lastIndex = start;
  if (!PLUS.exec(cursor.text)) return null;
  cursor.at = PLUS.lastIndex;
  const isAnd = /^\s*and/i.test(cursor.text.slice(start, cursor.at));
  const added = readAlternative(cursor);
  if (!added || (isAnd && getKind(added[0].unit) === "count")) {
    cursor.at = start;
    return null;
  }
  // "plus 1 teaspoon/1.5 ounces/45 grams": the added amount's own alternatives.
  for (let guard = 0; guard < 3; guard++) {
    const saved = cursor.at;
    const slash = /\s*\/\s*/y;
    slash.lastIndex = saved;
    if (!slash.exec(cursor.text)) break;
    cursor.at = slash.lastIndex;
    if (!readAlternative(cursor)) {
      cursor.at = saved;
      break;
    }
  }
  return cursor.text
    .slice(start, cursor.at)
    .trim()
    .replace(/^\+\s*/, "plus ");
}

const OR_AMOUNT = /\s*or\s+/iy;

/** "1 large or 2 small pomegranates": the other count and size, read past and returned as text. */
function readOtherSize(cursor: TCursor): string | null {
  const start = cursor.at;
  OR_AMOUNT.lastIndex = start;
  if (!OR_AMOUNT.exec(cursor.text)) return null;
  cursor.at = OR_AMOUNT.lastIndex;
  const amount = readAmount(cursor);
  if (amount && !amount.isVague && readSize(cursor)) return cursor.text.slice(start, cursor.at).trim();
  cursor.at = start;
  return null;
}

/** Volume units that start a line without a number ("tsp salt", "Scant teaspoon cocoa"), spelled out or abbreviated. */
const SPOON_OR_CUP = new Set(["teaspoon", "tablespoon", "dessertspoon", "cup"]);

const EACH = /\s*each\b/iy;

/** "3 tbsp each …", "handful each fresh chives, dill": the amount is for each food; kept as a comment. */
function readEach(cursor: TCursor, result: TLeading) {
  EACH.lastIndex = cursor.at;
  if (!EACH.exec(cursor.text)) return;
  cursor.at = EACH.lastIndex;
  result.asides.push("each");
}

function emptyLeading(): TLeading {
  return { amount: null, unit: null, size: null, alternatives: [], approximation: null, foodWord: null, asides: [] };
}

function readLeading(cursor: TCursor): TLeading {
  const result = emptyLeading();
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
    const measure = readModifiedUnit(cursor);
    const size = measure ? measure.modifier : readSize(cursor);
    const unit = measure ? measure.unit : readUnit(cursor, { allowInch: false });
    const isMeasure =
      unit &&
      (getKind(unit) === "count" || (SPOON_OR_CUP.has(unit) && /^[a-z]{3}/i.test(cursor.text.slice(saved).trim())));
    // "Chunks or peelings of carrot", "Heads and bones of fish": the word starts a list of foods.
    if (isMeasure && /^\s+(?!(?:or|and)\b)\S/i.test(cursor.text.slice(cursor.at))) {
      if (measure?.isFoodWord) result.foodWord = measure.modifier;
      else if (size) result.size = result.size ? `${result.size} ${size}` : size;
      result.unit = unit;
      readEach(cursor, result);
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
      // "50g/1¾ cornflour": the other amount lost its unit; read past the number.
      if (readNumber(cursor) !== null && /^\s+[A-Za-z]/.test(cursor.text.slice(cursor.at))) continue;
      cursor.at = before;
      break;
    }
    if (result.unit && getKind(result.unit) !== "count") {
      // "110ml-150ml": the upper end with its unit again.
      const upper = readUpperEnd(cursor, result.unit);
      if (
        upper &&
        upper.unit === result.unit &&
        result.amount.quantity !== null &&
        upper.quantity > result.amount.quantity
      ) {
        result.amount = { ...result.amount, quantityMax: upper.quantity };
        continue;
      }
      if (upper) cursor.at = before;
      // "50g 1¾oz butter": the other system's amount with only a space between.
      const alternative = /\d/.test(ch ?? "") ? readAlternative(cursor) : null;
      if (alternative && getKind(alternative[0].unit) === getKind(result.unit) && alternative[0].unit !== result.unit) {
        result.alternatives.push(...alternative);
        continue;
      }
      cursor.at = before;
    }
    if (!result.unit) {
      if (ch === "-") {
        // "14-ounce can": the pack size, then the real unit.
        const saved = cursor.at;
        cursor.at++;
        const unit = readUnit(cursor, { allowInch: true });
        if (unit && getKind(unit) !== "count") {
          const countUnit = readUnit(cursor, { allowInch: false });
          // "2-inch piece ginger": the length is the amount, as in "2.5cm/1in piece ginger".
          if (countUnit && isPieceOfLength(unit, countUnit)) {
            result.unit = unit;
            continue;
          }
          result.alternatives.push({ quantity: result.amount.quantity, quantityMax: result.amount.quantityMax, unit });
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
      const measure = readModifiedUnit(cursor);
      const size = measure ? measure.modifier : readSize(cursor);
      const unit = measure ? measure.unit : readUnit(cursor, { allowInch: true });
      if (unit) {
        result.unit = unit;
        if (measure?.isFoodWord) result.foodWord = measure.modifier;
        else if (size) result.size = result.size ? `${result.size} ${size}` : size;
        // "1 lb 2 oz": keep the second part as an alternative reading of the same amount.
        continue;
      }
      if (size) {
        result.size = result.size ? `${result.size} ${size}` : size;
        const other = readOtherSize(cursor);
        if (other) result.asides.push(other);
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
  const addition = result.unit || result.alternatives.length > 0 ? readAddition(cursor) : null;
  if (addition) result.asides.push(addition);
  // "400g/14oz tin beans", "2.5cm/1in piece ginger", "3 tbsp each …": the container or "each" is not the food.
  if (result.unit && getKind(result.unit) !== "count") {
    const saved = cursor.at;
    const container = readUnit(cursor, { allowInch: false });
    if (!container || !PACKS.has(container)) cursor.at = saved;
  }
  readEach(cursor, result);
  OF.lastIndex = cursor.at;
  if (OF.exec(cursor.text)) cursor.at = OF.lastIndex;
  if (!result.size) {
    const size = readSize(cursor, { isBeforeFood: true });
    if (size) result.size = size;
  }
  return result;
}

const PIECES_OF_LENGTH = new Set(["piece", "chunk", "knob", "stick", "strip", "branch", "stalk", "sprig"]);

function isPieceOfLength(unit: string | null, countUnit: string): boolean {
  return getKind(unit) === "length" && PIECES_OF_LENGTH.has(countUnit);
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
  "removed", "de-seeded", "pin-boned", "chargrilled", "buttered", "whole", "hard-boiled", "soft-boiled", "poached",
  "lukewarm", "slivered", "strained", "picked", "uncooked",
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
  "hard-boiled",
  "soft-boiled",
  "poached",
  "lukewarm",
  "slivered",
  "strained",
  "picked",
  "uncooked",
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

const PRODUCT_AFTER_PREPARATION =
  /^(?:(?:crushed|diced|stewed)\s+(?:(?:plum|cherry|italian|san marzano)\s+)?tomatoes|chopped\s+tomatoes|pitted\s+(?=(?:[a-z]+\s+)?(?:olives?|dates?|prunes?|cherries)\b|black|green|kalamata|medjool)|toasted\s+sesame\s+oil|shredded\s+coconut|crushed\s+red\s+pepper|roasted\s+(?:peanuts|red\s+pepper|hazelnuts|pistachios))/i;

const GROUND_PEPPER =
  /\b(?:(?:freshly|coarsely|finely|fresh)\s+(?:ground|cracked|milled)|cracked(?=\s+(?:(?:black|white|pink|green)\s+)?pepper(?:corns)?\b))\s+/i;

/** "thickly sliced ham", "very finely chopped dill", "hulled sliced strawberries": how a leading phrase may start. */
function isLeadingPreparationStart(words: string[]): boolean {
  const first = words[0].toLowerCase();
  if (LEADING_PREP_START.has(first)) return true;
  const next = (words[1] ?? "").toLowerCase();
  return (/^\w+ly$/.test(first) || /^(?:very|hulled|cored|skinned|thin|thick)$/.test(first)) && PREP_VERBS.has(next);
}

function splitLeadingPreparation(name: string): { preparation: string | null; name: string } {
  const words = name.split(" ");
  if (words.length < 2 || !isLeadingPreparationStart(words)) return { preparation: null, name };
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
  // "chopped tomatoes", "pitted olives", "toasted sesame oil": what the shop sells, not what the cook does.
  if (i === 1 && PRODUCT_AFTER_PREPARATION.test(`${words[i - 1]} ${words.slice(i).join(" ")}`)) i--;
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

/** A participle after the food, followed by the end or by how it is done: "pear peeled", "beef cut into strips". */
const INNER_PREPARATION =
  /\s(?:(?:finely|roughly|coarsely|thinly|very|lightly|freshly)\s+)?(?:chopped|minced|diced|sliced|grated|shredded|peeled|skinned|halved|quartered|cubed|trimmed|beaten|melted|softened|sifted|cut|torn|crushed|deseeded|de-seeded|seeded|cored|pitted|stoned|drained|rinsed|washed|scrubbed)(?=$|\s+(?:and|or|into|in|with|to|at|on|of|from|for|then|finely|roughly|coarsely|thinly|lightly|very|well|up|off|out|through|lengthways|lengthwise|crosswise|widthways|diagonally|thickly|small|fine|coarsely|halved|sliced|chopped|diced|peeled|cored|seeded|deseeded|trimmed|drained|rinsed|quartered|cubed|shredded|grated|minced|crushed|torn|cut)\b)/i;

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

/**
 * Where the food's name stops inside its clause: "mixed with …", "made from …" prepare it;
 * "plus 3 yolks", "or 2 shallots" (another food with its own amount), "e.g. …", "weighing …" comment on it.
 */
const NAME_TAIL =
  /\s(?:((?:mixed|made|dissolved|blended|diluted|whisked|beaten|combined|soaked|simmered|fried|dredged|tied|steeped|marinated)\s+(?:with|from|in|up|into)\b)|(?:at\s+)?room[- ]temperature\b|(?:or\s+)?to\s+(?:finish|season|serve|garnish|dust|cover|taste|make|drizzle|decorate|sprinkle|glaze|brush|fry|coat|grease)\b|plus\s|or\s+(?=[\d½¼¾⅓⅔⅛])|or\s+(?:less|more)\b|e\.g\.?\s|such\s+as\s|weighing\s|for\s+(?!example\b))/i;

/** "or similar hard cheese", "or other oil": another food, not "or to taste", "or more", "or 2 shallots". */
const OR_FOOD =
  /^or\s+(?!(?:to|more|less|as|so|about|until|if|for|see|use|using|substitute|sub|you|your|store|homemade|leftover|any|a|an|one|two|three|half|few|whatever|try|buy|in|on|at|with|without|cut|chopped|sliced|grated|diced|minced|finely|roughly|none|not|omit|skip|both)\b|[\d.])[a-z]/i;

/** "Madeira or sweet sherry", "basil and dill": the end of a list of foods begun by the name. */
const FOOD_LIST_END = /^[\p{L}'’ -]+\s(?:or|and|and\/or|OR)\s[\p{L}'’ -]+$/u;
/** "zest and juice", "white and green parts", "either kosher or sea": parts or kinds of the food, not more foods. */
const NOT_A_FOOD_LIST =
  /\b(?:juice|zest|rind|peel|pulp|seeds|parts?|portions?|stems|heads?|shells|tops|segments|wedges|flesh|skin|bones|either|both|including|only|homemade|storebought|store-bought|quality|comparable)\b/i;
// biome-ignore format: a list reads better packed
const KIND_WORDS = new Set([
  "or", "and", "very", "slightly", "hot", "mild", "sweet", "crunchy", "creamy", "smooth", "chunky", "fresh", "frozen",
  "dried", "canned", "salted", "unsalted", "raw", "cooked", "light", "dark", "regular", "large", "small", "medium",
  "thick", "thin", "ripe", "soft", "firm", "hard", "whole", "spicy", "plain", "sweetened", "unsweetened", "black",
  "golden", "white", "brown",
]);

/** Where a clause after the name belongs, before lists of foods are considered. */
function classifyClause(clause: string): "comment" | "preparation" | "other" {
  if (COMMENT_START.test(clause)) return "comment";
  const firstWord = clause.split(" ")[0].toLowerCase();
  if (
    PREP_VERBS.has(firstWord) ||
    /^(?:\w+ly|\w+ed)$/.test(firstWord) ||
    /^(?:cut|at|to|until|about|in|into|room|no|with|without|skin|bone|stems?|seeds?|leaves|ends?)\b/i.test(firstWord)
  )
    return "preparation";
  if (clause.split(" ").some((w) => PREP_VERBS.has(w.toLowerCase()) && !/^(?:and|or|in|into|well|very)$/i.test(w)))
    return "preparation";
  return "other";
}

const LIST_CLOSER =
  /^(?:or|and|and\/or)\s+(?!(?:to|more|less|as|so|about|if|for|see|use|using|substitute|you|your|a|an|one|two|half|few|whatever|in|on|at|with|without|cut)\b|[\d.])[a-z]/i;

/** The index of the clause that closes a list of foods starting at `from`, or -1 when these are not foods. */
function findListEnd(clauses: string[], from: number): number {
  for (let j = from; j < clauses.length && j < from + 6; j++) {
    const clause = clauses[j];
    if (j === from ? false : LIST_CLOSER.test(clause) && !NOT_A_FOOD_LIST.test(clause)) return j;
    if (isFoodListEnd(clause)) return j;
    if (classifyClause(clause) !== "other" || /\d/.test(clause) || clause.split(" ").length > 4) return -1;
    if (
      /^(?:on|off|from|in|straight|depending|such|with|without|for|the|both|either|made|mixed|juices?)\b/i.test(clause)
    )
      return -1;
    if (
      NOT_A_FOOD_LIST.test(clause) ||
      clause
        .toLowerCase()
        .split(" ")
        .every((w) => KIND_WORDS.has(w))
    )
      return -1;
  }
  return -1;
}

function isFoodListEnd(clause: string): boolean {
  if (!FOOD_LIST_END.test(clause) || NOT_A_FOOD_LIST.test(clause)) return false;
  const words = clause.toLowerCase().split(" ");
  return words.length <= 5 && !words.every((w) => KIND_WORDS.has(w));
}

/** Words that make a parenthesised aside a note, not another name for the food. */
const NOTE_WORDS =
  /\b(?:optional|see|notes?|about|approx|such|preferably|available|use|using|if|not|each|from|for|like|any|homemade|store|bought|recipe|page|divided|total|plus|more|taste|etc|e\.g|ie|i\.e|your|you|we|our|instead|works|substitute|sub|alternatively|found|fine|only|below|above|ideally|at|in|with|to|made|weight|cold|boiled|also|called|will|do|depending|size|approximately|roughly|recipes?|follow|preferred|other|another|alternative|regular|combination|mixture|something|similar|whatever|both|either|reserved|separate|kept|on|off|removed|left|scant|generous|heaped|level|packed|less|per|aka|a|an|approximate|lean|large|small|medium|half|without|reserve|peeling|unnecessary|optionally|include|including|is|are|no|heaping|great|good|best|room|temperature|warm|hot|chilled|frozen|thawed|fresh)\b/i;

/** "(nam pla)", "(or peanut oil)": a short other name or alternative for the food, kept in the name. */
function isOtherName(aside: string): boolean {
  if (/[\d,;:!?*./]/.test(aside)) return false;
  const body = aside.replace(/^or\s+/i, "");
  const words = body.split(" ");
  if (words.length > 3 || NOTE_WORDS.test(body)) return false;
  return !words.some((w) => PREP_VERBS.has(w.toLowerCase()) || /^\w+(?:ed|ly)$/i.test(w));
}

const CHOPPED_AFTER_ADJECTIVE =
  /(?<!\bor\s)(\b(?:fresh|roasted|toasted|skinned|hulled|blanched)\s+)((?:(?:finely|roughly|coarsely|thinly)\s+)?(?:chopped|minced|grated|sliced|diced|shredded|snipped|torn)\s+)(?!tomato)(?=[a-z])/i;

const INNER_SIZE =
  /(?<!\b(?:or|other|and|organic|dry|dried|sweet|a|an|the|of|from)|,)\s(small|medium|large|extra[- ]large|medium[- ]sized?|large[- ]sized?|small[- ]sized?)\s+(?!(?:or|and|to|fat|leaf|grain|curd)\b)(?=[a-z])/i;

/** Splits the text after the amount into name, preparation and comment. */
function splitRest(rest: string): {
  name: string | null;
  preparation: string | null;
  comment: string | null;
  size: string | null;
} {
  let sizeWord: string | null = null;
  const comments: string[] = [];
  const preparations: string[] = [];
  // Parenthesised asides are comments ("(see note)", "(optional)"); "chicken(s)" only marks a plural.
  let text = rest
    .replace(/(\w)\((?:s|es)\)/gi, "$1")
    .replace(
      /\(([^()]*(?:\([^()]*\)[^()]*)*)\)|\[([^\]]*)\]/g,
      (_m, inner: string | undefined, square: string | undefined, offset: number) => {
        const aside = clean(inner ?? square);
        const before = rest.slice(0, offset);
        // Only inside the food's own clause: "fish sauce (nam pla)", not "eggs, beaten (room temperature)".
        if (aside && /[\p{L}'’]\s*$/u.test(before) && !/[,;]/.test(before) && isOtherName(aside)) return ` (${aside}) `;
        if (aside) comments.push(aside);
        return " ";
      },
    );
  text = text.replace(/\s+/g, " ").trim();
  // Trailing "to taste", "optional", "for garnish" without a comma.
  const trailing =
    /\s+((?:or\s+)?to taste|optional|to serve|to garnish|for (?:the )?[a-z]+(?: [a-z]+){0,2}|as needed|if desired|or more to taste|plus (?:more|extra) [^,]*)$/i;
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
  const tail = NAME_TAIL.exec(nameText);
  if (tail && tail.index > 0) {
    const aside = nameText.slice(tail.index).trim();
    if (tail[1]) preparations.push(aside);
    else comments.push(aside);
    nameText = nameText.slice(0, tail.index);
  }
  // "parmesan, or similar hard cheese" and "salt, pepper": further foods right after the first stay in the name.
  let isNameOpen = !(tail && tail.index > 0);
  for (let i = 0; i < clauses.length; i++) {
    const clause = clauses[i];
    if (isNameOpen && OR_FOOD.test(clause)) {
      nameText = `${nameText}, ${clause}`;
      continue;
    }
    const kind = classifyClause(clause);
    // "brandy, sherry, or rum": bare foods up to one that closes the list with "or"/"and".
    const listEnd = isNameOpen && kind === "other" ? findListEnd(clauses, i) : -1;
    if (listEnd >= 0) {
      nameText = [nameText, ...clauses.slice(i, listEnd + 1)].join(", ");
      i = listEnd;
      continue;
    }
    isNameOpen = false;
    if (kind === "comment") comments.push(clause);
    else if (kind === "preparation") preparations.push(clause);
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
  // "ripe medium tomatoes": a size word inside the name sizes the food; it is not part of what to buy.
  const size = INNER_SIZE.exec(nameText);
  if (size && size.index > 0) {
    sizeWord = size[1];
    nameText = `${nameText.slice(0, size.index)} ${nameText.slice(size.index + size[0].length)}`.trim();
  }
  // "fresh chopped coriander", "roasted chopped hazelnuts": a participle after a word about the food.
  const chopped = CHOPPED_AFTER_ADJECTIVE.exec(nameText);
  if (chopped) {
    preparations.unshift(chopped[2].trim());
    nameText = nameText.slice(0, chopped.index + chopped[1].length) + nameText.slice(chopped.index + chopped[0].length);
  }
  // "pinch of a stock cube": the article is not part of the food's name.
  nameText = nameText.replace(/^(?:a|an|the)\s+(?=\S)/i, "");
  // "salt and freshly ground black pepper": the pepper is bought whole; grinding it is preparation.
  const ground = GROUND_PEPPER.exec(nameText);
  if (ground && nameText.length > ground[0].length) {
    preparations.unshift(ground[0].trim());
    nameText = nameText.slice(0, ground.index) + nameText.slice(ground.index + ground[0].length);
  }
  return { name: clean(nameText), preparation: joinParts(preparations), comment: joinParts(comments), size: sizeWord };
}

/** "Juice of", "finely grated zest and juice of", "leaves from" before an amount. */
const PART_OF =
  /^((?:(?:finely|freshly|coarsely)\s+)?(?:(?:grated|strained|julienned|shredded)\s+)?(?:juice|zest|rind|peel|pulp|leaves|stems|stalks|needles|kernels)(?:\s+(?:and|&)\s+(?:(?:finely\s+)?(?:grated|julienned)\s+)?(?:juice|zest|rind|peel|pulp))?(?:\s+(?:of|from))?)\s+(?=\d|\.\d|(?:a|an|one|two|three|four|half)\s)/i;

const TRAILING_UNIT =
  /(?<!\b(?:with|and|of|or|no|without))\s(cloves?|sprigs?|stalks?|sticks?|bulbs?|sheets?|ribs?|heads?|spears?|slices?|loaf|loaves|leaves)$/i;
/**
 * Which foods a trailing word measures: "celery sticks" but "cinnamon stick", "gelatine leaves" but
 * "basil leaves", "garlic head" but "broccoli head". Words not listed measure any food.
 */
const TRAILING_UNIT_FOODS: Record<string, RegExp> = {
  stick: /\b(?:celery|lemon ?grass|rhubarb|butter)$/i,
  stalk: /^(?!.*\b(?:parsley|coriander|cilantro|dill|herb|lemon grass)$)/i,
  sheet: /\b(?:gelatine|gelatin|nori)$/i,
  rib: /\bcelery$/i,
  head: /\b(?:garlic|chicory|radicchio|endive|fennel)$/i,
  leaf: /\b(?:gelatine|gelatin)$/i,
};

/** "10 garlic cloves", "2 thyme sprigs": a measure written after the food; null when the word is part of its name. */
function readTrailingUnit(name: string, hasAmount: boolean): { unit: string; name: string } | null {
  const trailing = TRAILING_UNIT.exec(name);
  if (!trailing) return null;
  const unit = findUnitId(trailing[1]);
  const food = name.slice(0, trailing.index).trim();
  // "5 whole cloves", "6 dried cloves": a word about the spice, not a food the cloves measure.
  if (!unit || !food || /^(?:whole|dried|ground|fresh|\w+ed)$/i.test(food)) return null;
  // "parsley, dill and chervil sprigs": the measure belongs to the last food only, so it is not the line's.
  if (/,|\s(?:and|&)\s/.test(food)) return null;
  // "apple slice, to garnish" names a garnish; "3 lime slices" counts them.
  if (!hasAmount && (unit === "slice" || unit === "loaf")) return null;
  const foods = TRAILING_UNIT_FOODS[unit];
  return foods && !foods.test(food) ? null : { unit, name: food };
}

const END_AMOUNT = /\s((?:\d|\.\d)[\d\s./-]*\s*[A-Za-z.]+)\s*$/;

/** "… 15 mL" closing the line: an alternative amount, returned with the text before it. */
function readEndAlternative(rest: string): { alternatives: TIngredientAmount[]; rest: string } | null {
  const match = END_AMOUNT.exec(rest);
  const before = match ? rest.slice(0, match.index).replace(/\([^()]*\)/g, "") : "";
  // Only right after the food: "each 500g/1lb 2oz" or "or 30 leaves" say something else.
  if (!match || /[,;/]/.test(before) || /(?:^|\s)(?:or|plus|and|to|about|of|with|in|by|x|each)$/i.test(before))
    return null;
  const cursor: TCursor = { text: match[1], at: 0 };
  const alternatives = readAlternative(cursor);
  if (!alternatives || cursor.at < match[1].length || getKind(alternatives[0].unit) === "count") return null;
  return { alternatives, rest: rest.slice(0, match.index) };
}

const LEADING_NOTE = /^(optional|additional|garnish)\s*(?::\s*|\s+(?=\d))/i;
const TRAILING_AMOUNT =
  /^(.+?)(?:,\s*|\s+)((?:about\s+|approximately\s+)?(?:\d|\.\d|pinch\b|dash\b|handful\b)[^,]*?)(?:\s+of)?\s*$/i;
const SECOND_CLAUSE_AMOUNT = /^([^,()]+),\s*((?:about\s+)?(?:\d|\.\d)[^,]*)(,.*)$/i;
const PARENTHESISED_AMOUNT =
  /\(\s*(about|approximately|approx\.?|roughly|weighing(?:\s+about|\s+approximately)?|allow)?\s*((?:\d|\.\d)[^()]*?)\s*(?:total|in total|per person|each)?\s*\)/i;

const COUNT_AFTER_NAME = /^([^\d,()]+?)(?:\s*\(([^()\d]*)\))?,?\s+(\d+(?:\.\d+)?)\s*(\([^()]*\))?\s*(,.*)?$/;

/** Reads `amountText` as an amount with a unit and nothing else. */
function readWholeAmount(amountText: string, food = ""): TLeading | null {
  const cursor: TCursor = { text: food ? `${amountText} ${food}` : amountText, at: 0 };
  const leading = readLeading(cursor);
  if (!leading.unit) return null;
  return cursor.text.slice(cursor.at).trim() === food.trim() ? leading : null;
}

/**
 * An amount written after the food, when none starts the line: "Lemon juice, 3 tablespoons",
 * "Ground allspice, pinch", "Baking soda, ¼ teaspoon, or none at high altitude", "Pickled ginger (about ¼ cup)".
 */
function readLaterAmount(text: string): { leading: TLeading; food: string } | null {
  const trailing = TRAILING_AMOUNT.exec(text);
  // "cut into ½-inch cubes", "in a pinch": an amount inside a phrase, not the line's amount.
  if (trailing && !/\b(?:into|in|a|an|of|with|to|and|or|cut|by)$/i.test(trailing[1])) {
    const isNumber = /^[\d.]|^about|^approx/i.test(trailing[2]);
    const afterComma = text.slice(trailing[1].length).trimStart().startsWith(",");
    // A unit with no number ("pinch") needs something after it to be read, so give it the food.
    const leading = isNumber
      ? readWholeAmount(trailing[2])
      : afterComma
        ? readWholeAmount(trailing[2], trailing[1])
        : null;
    if (leading) return { leading, food: trailing[1] };
  }
  const second = SECOND_CLAUSE_AMOUNT.exec(text);
  const secondLeading = second ? readWholeAmount(second[2]) : null;
  if (second && secondLeading) return { leading: secondLeading, food: second[1] + second[3] };
  // "Egg yolks 4 (72 grams)", "Eggs (large), 5, or 6 at high altitude": a count after the food.
  const count = COUNT_AFTER_NAME.exec(text);
  if (count) {
    const countLeading = readLeading({ text: `${count[3]} ${count[4] ?? ""}`.trim(), at: 0 });
    if (countLeading.amount && !countLeading.unit) {
      return { leading: countLeading, food: `${count[1]}${count[2] ? ` (${count[2]})` : ""}${count[5] ?? ""}` };
    }
  }
  const inner = PARENTHESISED_AMOUNT.exec(text);
  const isNested = inner && text.slice(0, inner.index).split("(").length > text.slice(0, inner.index).split(")").length;
  const hasOtherNumber = inner && /\d/.test(text.slice(0, inner.index));
  const innerLeading = inner && inner.index > 0 && !isNested && !hasOtherNumber ? readWholeAmount(inner[2]) : null;
  if (inner && innerLeading) {
    if (inner[1]) innerLeading.approximation = inner[1];
    return { leading: innerLeading, food: text.slice(0, inner.index) + text.slice(inner.index + inner[0].length) };
  }
  return null;
}

const PERCENT_FIRST = /^\d+(?:\.\d+)?\s*%/;

/**
 * The line's amount and the text left for the food: read at the front ("2 tbsp …"), else after the
 * food ("Lemon juice, 3 tablespoons"). `end` is where the amount read at the front stops.
 */
function readLineAmount(text: string, start: number): { leading: TLeading; rest: string; end: number } {
  const cursor: TCursor = { text, at: start };
  // "70% dark chocolate": a percentage names the food; it is not an amount.
  const leading = PERCENT_FIRST.test(text.slice(start)) ? emptyLeading() : readLeading(cursor);
  const isNothingRead = !leading.amount && !leading.unit;
  if (isNothingRead || PERCENT_FIRST.test(text.slice(start))) {
    const later = readLaterAmount(text.slice(start));
    if (later) return { leading: later.leading, rest: later.food, end: text.length };
  }
  // "salt and pepper, to taste" when nothing was read: the whole line is the rest.
  const rest = isNothingRead && !leading.size ? text.slice(start) : text.slice(cursor.at);
  return { leading, rest, end: cursor.at };
}

/**
 * "5 cloves", "4 cloves, crushed": a count unit with no food after it is the food itself (the
 * spice); the rest is returned with the word put back in front, or unchanged.
 */
function readBareMeasure(unit: string | null, rest: string, readText: string): string | null {
  if (!unit || getKind(unit) !== "count" || !/^\s*(?:$|[,;](?!.*\bgarlic\b))/i.test(rest)) return null;
  const word = /([A-Za-z]+)\s*$/.exec(readText);
  return word && findUnitId(word[1]) === unit ? word[1] + rest : null;
}

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
  // "Optional: 1 vanilla pod": a note before the amount.
  const note = LEADING_NOTE.exec(text);
  // "Juice of 2 limes": the fruit is what to buy; the part used is how to prepare it.
  const part = PART_OF.exec(note ? text.slice(note[0].length) : text);
  const start = (note ? note[0].length : 0) + (part ? part[0].length : 0);
  const { leading, rest: afterAmount, end } = readLineAmount(text, start);
  let rest = afterAmount;
  if (leading.amount && !leading.amount.isVague) {
    result.quantity = leading.amount.quantity;
    result.quantityMax = leading.amount.quantityMax;
  }
  result.unit = leading.unit;
  result.size = leading.size ? leading.size.toLowerCase() : null;
  const bare = leading.alternatives.length === 0 ? readBareMeasure(result.unit, rest, text.slice(0, end)) : null;
  if (bare !== null) {
    rest = bare;
    result.unit = null;
  }
  if (leading.foodWord) rest = `${leading.foodWord} ${rest.trimStart()}`;
  // "1 tsp salt 5 mL": the metric equivalent written at the end.
  const metric = leading.amount ? readEndAlternative(rest) : null;
  if (metric) {
    leading.alternatives.push(...metric.alternatives);
    rest = metric.rest;
  }
  if (leading.alternatives.length > 0) result.alternatives = leading.alternatives;
  const parts = splitRest(rest);
  // "10 garlic cloves", "2 thyme sprigs": the unit comes after the food.
  const trailing = !result.unit && parts.name ? readTrailingUnit(parts.name, result.quantity !== null) : null;
  if (trailing) {
    result.unit = trailing.unit;
    parts.name = trailing.name;
  }
  if (parts.size && !result.size) result.size = parts.size.toLowerCase();
  // "1 cup milk or water": the alternative food stays in the name, as cookbooks write it.
  result.name = parts.name;
  result.preparation = part ? joinParts([part[1], parts.preparation ?? ""]) : parts.preparation;
  const hasLeadingNotes = note || leading.approximation || leading.asides.length > 0;
  result.comment = hasLeadingNotes
    ? joinParts([note?.[1] ?? "", leading.approximation ?? "", ...leading.asides, parts.comment ?? ""])
    : parts.comment;
  return result;
}
