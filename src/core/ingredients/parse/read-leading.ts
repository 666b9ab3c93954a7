/**
 * Reads the front of a line up to the food: "about 2 x 400g/14oz tins", "1 large or 2 small",
 * "½ cup plus 2 tbsp", "Pinch of", "3 tbsp each".
 */
import { skipSpace, type TCursor } from "./cursor.ts";
import { addSize, createEmptyLeading, type TCountedLeading, type TLeading } from "./leading.ts";
import { readAddition } from "./read-addition.ts";
import { readAfterAmount } from "./read-after-amount.ts";
import { readAlternative } from "./read-alternative.ts";
import { readAmount } from "./read-amount.ts";
import { readModifiedUnit, SPOON_OR_CUP } from "./read-modified-unit.ts";
import { readSize } from "./read-size.ts";
import { getKind, readUnit } from "./read-unit.ts";

const APPROXIMATELY =
  /(about|around|approx\.?|approximately|roughly|up to|at least|generous|a generous)\s+(?=[\d½¼¾⅓⅔⅛]|a |an )/iy;

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

const EACH = /\s*each\b/iy;
const OF = /\s*of\s+/iy;
const MULTIPLIER = /\s*[x×]\s*(?=\d)/iy;
/** "4 x salmon fillets", "4 x/150g steaks": the "x" only repeats the count. */
const BARE_MULTIPLIER = /\s*[x×](?:\s*\/\s*(?=\d)|\s+(?=[a-z]))/iy;
/** "3 dozen oysters": the count is in dozens. */
const DOZEN = /\s+dozen\b/iy;
/** "1½, cups milk": a stray comma between the amount and its unit. */
const COMMA_BEFORE_WORD = /\s*,\s*(?=[a-z])/iy;
const SLASH = /\s*\/\s*/y;

/** "about", "up to" before an amount; advances past it. */
function readApproximation(cursor: TCursor): string | null {
  APPROXIMATELY.lastIndex = cursor.at;
  const approximately = APPROXIMATELY.exec(cursor.text);
  if (!approximately) return null;
  cursor.at = APPROXIMATELY.lastIndex;
  return approximately[1];
}

/** "3 tbsp each …", "handful each fresh chives, dill": the amount is for each food; kept as a comment. */
function readEach(cursor: TCursor, result: TLeading) {
  EACH.lastIndex = cursor.at;
  if (!EACH.exec(cursor.text)) return;
  cursor.at = EACH.lastIndex;
  result.asides.push("each");
}

/** "pinch of salt": the "of" joins the measure to the food and is part of neither. */
function skipOf(cursor: TCursor) {
  OF.lastIndex = cursor.at;
  if (OF.exec(cursor.text)) cursor.at = OF.lastIndex;
}

/** "Pinch of salt", "Handful of basil", "tsp salt": a unit with no number, when a food follows it. */
function readMeasureWithoutNumber(cursor: TCursor, result: TLeading): TLeading {
  const saved = cursor.at;
  const measure = readModifiedUnit(cursor);
  const size = measure ? measure.modifier : readSize(cursor);
  const unit = measure ? measure.unit : readUnit(cursor, { isInchAllowed: false });
  const isMeasure =
    unit &&
    (getKind(unit) === "count" || (SPOON_OR_CUP.has(unit) && /^[a-z]{3}/i.test(cursor.text.slice(saved).trim())));
  // "Chunks or peelings of carrot", "Heads and bones of fish": the word starts a list of foods.
  if (!isMeasure || !/^\s+(?!(?:or|and)\b)\S/i.test(cursor.text.slice(cursor.at))) {
    cursor.at = saved;
    return result;
  }
  if (measure?.isFoodWord) result.foodWord = measure.modifier;
  else if (size) addSize(result, size);
  result.unit = unit;
  readEach(cursor, result);
  skipOf(cursor);
  return result;
}

/** "2 x 400g tins", "2 x 50g/1½oz pieces salmon": a count of packs of a given size. */
function readPackCount(cursor: TCursor, result: TCountedLeading) {
  MULTIPLIER.lastIndex = cursor.at;
  if (!MULTIPLIER.exec(cursor.text)) return;
  cursor.at = MULTIPLIER.lastIndex;
  const pack = readAlternative(cursor);
  if (pack) result.alternatives.push(...pack);
  // "/5oz" after the pack size, then the pack itself.
  SLASH.lastIndex = cursor.at;
  if (pack && SLASH.exec(cursor.text)) {
    const saved = cursor.at;
    cursor.at = SLASH.lastIndex;
    const more = readAlternative(cursor);
    if (more) result.alternatives.push(...more);
    else cursor.at = saved;
  }
  const countUnit = pack ? readUnit(cursor, { isInchAllowed: false }) : null;
  if (countUnit && getKind(countUnit) === "count") result.unit = countUnit;
}

/** "4 x salmon fillets": reads past an "x" that has no pack size after it. */
function skipBareMultiplier(cursor: TCursor) {
  BARE_MULTIPLIER.lastIndex = cursor.at;
  if (BARE_MULTIPLIER.exec(cursor.text)) cursor.at = BARE_MULTIPLIER.lastIndex;
}

/** "3 dozen", "2-3 dozen": multiplies the amount by twelve and reads past the word. */
function readDozen(cursor: TCursor, result: TCountedLeading) {
  DOZEN.lastIndex = cursor.at;
  if (!DOZEN.exec(cursor.text) || result.amount.quantity === null) return;
  cursor.at = DOZEN.lastIndex;
  const { quantity, quantityMax } = result.amount;
  result.amount = {
    ...result.amount,
    quantity: quantity * 12,
    quantityMax: quantityMax === null ? null : quantityMax * 12,
  };
}

/** "1½, cups milk": skips the comma when a unit follows it. */
function skipCommaBeforeUnit(cursor: TCursor) {
  COMMA_BEFORE_WORD.lastIndex = cursor.at;
  if (!COMMA_BEFORE_WORD.exec(cursor.text)) return;
  const saved = cursor.at;
  cursor.at = COMMA_BEFORE_WORD.lastIndex;
  const unit = readUnit(cursor, { isInchAllowed: false });
  cursor.at = unit && getKind(unit) !== "count" ? COMMA_BEFORE_WORD.lastIndex : saved;
}

/** "1 tsp teaspoon salt", "1 pt pint tomatoes": the same unit written twice is read once. */
function skipRepeatedUnit(cursor: TCursor, unit: string | null) {
  // "100g gram flour": gram flour is a food.
  if (!unit || unit === "gram") return;
  const saved = cursor.at;
  if (readUnit(cursor, { isInchAllowed: false }) !== unit) cursor.at = saved;
}

/** "400g/14oz tin beans", "2.5cm/1in piece ginger": after a measure, the container is not the food. */
function skipContainer(cursor: TCursor) {
  const saved = cursor.at;
  const container = readUnit(cursor, { isInchAllowed: false });
  if (!container || !PACKS.has(container)) cursor.at = saved;
}

/** What may sit between the measure and the food: "plus 2 tbsp", a container, "each", "of", a size. */
function readBeforeFood(cursor: TCursor, result: TCountedLeading) {
  const addition = result.unit || result.alternatives.length > 0 ? readAddition(cursor) : null;
  if (addition) result.asides.push(addition);
  if (result.unit && getKind(result.unit) !== "count") skipContainer(cursor);
  readEach(cursor, result);
  skipOf(cursor);
  if (!result.size) {
    const size = readSize(cursor, { isBeforeFood: true });
    if (size) result.size = size;
  }
}

/** Reads the amount, unit, size and notes at the front of a line; advances to where the food starts. */
export function readLeading(cursor: TCursor): TLeading {
  const approximation = readApproximation(cursor);
  const size = readSize(cursor);
  const afterSize = cursor.at;
  skipSpace(cursor);
  const amount = readAmount(cursor);
  if (!amount) {
    cursor.at = afterSize;
    return readMeasureWithoutNumber(cursor, { ...createEmptyLeading(), approximation, size });
  }
  const result: TCountedLeading = { ...createEmptyLeading(), approximation, size, amount };
  readDozen(cursor, result);
  readPackCount(cursor, result);
  skipBareMultiplier(cursor);
  skipCommaBeforeUnit(cursor);
  readAfterAmount(cursor, result);
  skipRepeatedUnit(cursor, result.unit);
  readBeforeFood(cursor, result);
  return result;
}
