/**
 * Reads what follows a number at the front of a line, up to the food: its unit and size ("2 large",
 * "2 tbsp", "14-ounce can") and other statements of the same amount ("(400g)", "/5oz", "50g 1¾oz",
 * "110ml-150ml", "2 14-oz cans").
 */
import { skipSpace, type TCursor } from "./cursor.ts";
import { addSize, type TCountedLeading } from "./leading.ts";
import { readAlternative, readUpperEnd } from "./read-alternative.ts";
import { readNumber } from "./read-amount.ts";
import { readModifiedUnit } from "./read-modified-unit.ts";
import { readOtherSize, readSize } from "./read-size.ts";
import { getKind, readUnit } from "./read-unit.ts";

const BRACKET_APPROXIMATION = /^(?:about|approx\.?|approximately|around|roughly)\s+/i;
/** What may follow the amount inside brackets: "(14-ounce can)", "(400g each)". */
const BRACKET_REST = /^(?:[a-z]*\s*(?:can|tin|jar|package|pack|bag|box|carton|container|piece|each)?s?)?$/i;

const PIECES_OF_LENGTH = new Set(["piece", "chunk", "knob", "stick", "strip", "branch", "stalk", "sprig"]);

function isPieceOfLength(unit: string | null, countUnit: string): boolean {
  return getKind(unit) === "length" && PIECES_OF_LENGTH.has(countUnit);
}

/** "(14-ounce)", "(400g)", "(about 2 cups)": an alternative amount, only when that is all the brackets hold. */
function readBracketedAlternative(cursor: TCursor, result: TCountedLeading): boolean {
  const open = cursor.text[cursor.at];
  const close = cursor.text.indexOf(open === "(" ? ")" : "]", cursor.at);
  if (close <= 0) return false;
  const inner: TCursor = { text: cursor.text.slice(cursor.at + 1, close).replace(BRACKET_APPROXIMATION, ""), at: 0 };
  const alternative = readAlternative(inner);
  skipSpace(inner);
  if (!alternative || !BRACKET_REST.test(inner.text.slice(inner.at).trim())) return false;
  result.alternatives.push(...alternative);
  cursor.at = close + 1;
  return true;
}

/** "/5oz" after "150g": an alternative amount after a slash. */
function readSlashedAlternative(cursor: TCursor, result: TCountedLeading): boolean {
  cursor.at++;
  skipSpace(cursor);
  const alternative = readAlternative(cursor);
  if (alternative) {
    result.alternatives.push(...alternative);
    return true;
  }
  // "50g/1¾ cornflour": the other amount lost its unit; read past the number.
  return readNumber(cursor) !== null && /^\s+[A-Za-z]/.test(cursor.text.slice(cursor.at));
}

/** "110ml-150ml": the upper end of the range with its unit again; false when there is none that fits. */
function readRangeWithUnit(cursor: TCursor, result: TCountedLeading, unit: string): boolean {
  const upper = readUpperEnd(cursor, unit);
  const quantity = result.amount.quantity;
  if (!upper || upper.unit !== unit || quantity === null || upper.quantity <= quantity) return false;
  result.amount = { ...result.amount, quantityMax: upper.quantity };
  return true;
}

/** "50g 1¾oz butter": the other system's amount with only a space between. */
function readOtherSystemAmount(cursor: TCursor, result: TCountedLeading, unit: string, isDigitNext: boolean): boolean {
  const alternative = isDigitNext ? readAlternative(cursor) : null;
  if (!alternative || getKind(alternative[0].unit) !== getKind(unit) || alternative[0].unit === unit) return false;
  result.alternatives.push(...alternative);
  return true;
}

/** "14-ounce can": the pack size, then the real unit; "2-inch piece ginger": the length is the amount. */
function readHyphenatedSize(cursor: TCursor, result: TCountedLeading): boolean {
  const saved = cursor.at;
  cursor.at++;
  const unit = readUnit(cursor, { isInchAllowed: true });
  if (!unit || getKind(unit) === "count") {
    cursor.at = saved;
    return false;
  }
  const countUnit = readUnit(cursor, { isInchAllowed: false });
  // "2-inch piece ginger" reads as "2.5cm/1in piece ginger" does.
  if (countUnit && isPieceOfLength(unit, countUnit)) {
    result.unit = unit;
    return true;
  }
  result.alternatives.push({ quantity: result.amount.quantity, quantityMax: result.amount.quantityMax, unit });
  if (countUnit) {
    result.unit = countUnit;
    result.amount = { quantity: 1, quantityMax: null, isVague: false };
  } else {
    result.unit = unit;
  }
  return true;
}

/** "2 tbsp", "2 large", "2 fat cloves", "1 large or 2 small": the unit, or a size when there is none. */
function readUnitOrSize(cursor: TCursor, result: TCountedLeading): boolean {
  const measure = readModifiedUnit(cursor);
  const size = measure ? measure.modifier : readSize(cursor);
  const unit = measure ? measure.unit : readUnit(cursor, { isInchAllowed: true });
  if (unit) {
    result.unit = unit;
    if (measure?.isFoodWord) result.foodWord = measure.modifier;
    else if (size) addSize(result, size);
    return true;
  }
  if (!size) return false;
  addSize(result, size);
  const other = readOtherSize(cursor);
  if (other) result.asides.push(other);
  return true;
}

/** "2 14-oz cans", "1 28 ounce can": a second number that sizes a pack. */
function readPackSize(cursor: TCursor, result: TCountedLeading): boolean {
  const saved = cursor.at;
  const pack = readAlternative(cursor);
  if (!pack || getKind(pack[0].unit) === "count") {
    cursor.at = saved;
    return false;
  }
  const countUnit = readUnit(cursor, { isInchAllowed: false });
  result.alternatives.push(...pack);
  if (countUnit) result.unit = countUnit;
  return true;
}

/** The unit after the amount, when none has been read yet. */
function readUnitAfterAmount(cursor: TCursor, result: TCountedLeading): boolean {
  if (cursor.text[cursor.at] === "-" && readHyphenatedSize(cursor, result)) return true;
  return readUnitOrSize(cursor, result) || readPackSize(cursor, result);
}

/** Reads one part after the amount; false when the next text is none of them. */
function readNextPart(cursor: TCursor, result: TCountedLeading): boolean {
  const next = cursor.text[cursor.at];
  if (next === "(" || next === "[") return readBracketedAlternative(cursor, result);
  if (next === "/" && (result.unit || result.alternatives.length > 0)) return readSlashedAlternative(cursor, result);
  const unit = result.unit;
  if (unit && getKind(unit) !== "count") {
    // A range goes on with "-" or "to" and another amount with a digit, so at most one of the two can be read here.
    const isDigitNext = /\d/.test(next ?? "");
    return readRangeWithUnit(cursor, result, unit) || readOtherSystemAmount(cursor, result, unit, isDigitNext);
  }
  return !unit && readUnitAfterAmount(cursor, result);
}

/** Reads up to four parts after the amount; leaves the cursor after the last one read. */
export function readAfterAmount(cursor: TCursor, result: TCountedLeading) {
  for (let guard = 0; guard < 4; guard++) {
    const before = cursor.at;
    skipSpace(cursor);
    if (!readNextPart(cursor, result)) {
      cursor.at = before;
      return;
    }
  }
}
