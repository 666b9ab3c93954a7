/**
 * Reads another statement of the amount, with its unit: "14-ounce" in "(14-ounce)", "5oz" after a
 * slash, "1lb 9oz", "14oz-17oz".
 */
import { skipSpace, type TCursor } from "./cursor.ts";
import { readAmount, readNumber } from "./read-amount.ts";
import { getKind, readUnit } from "./read-unit.ts";
import type { TIngredientAmount } from "./types.ts";

const UPPER_JOIN = /\s*(?:-|to)\s*(?=\d|\.\d)/iy;

/** "-150ml" after "110ml": the upper end of a range that repeats its unit; advances past it. */
export function readUpperEnd(cursor: TCursor, unit: string): { quantity: number; unit: string } | null {
  const saved = cursor.at;
  UPPER_JOIN.lastIndex = saved;
  if (!UPPER_JOIN.exec(cursor.text)) return null;
  cursor.at = UPPER_JOIN.lastIndex;
  const upper = readNumber(cursor);
  const upperUnit = upper === null ? null : readUnit(cursor, { isInchAllowed: true });
  if (upper !== null && upperUnit && getKind(upperUnit) === getKind(unit) && getKind(unit) !== "count") {
    return { quantity: upper, unit: upperUnit };
  }
  cursor.at = saved;
  return null;
}

/** An amount and unit written inside parentheses or after a slash: "(14-ounce)", "/5oz", "(1 cup)". */
export function readAlternative(cursor: TCursor): TIngredientAmount[] | null {
  const saved = cursor.at;
  const amount = readAmount(cursor);
  if (!amount || amount.quantity === null || amount.isVague) {
    cursor.at = saved;
    return null;
  }
  if (cursor.text[cursor.at] === "-") cursor.at++;
  const unit = readUnit(cursor, { isInchAllowed: true });
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
