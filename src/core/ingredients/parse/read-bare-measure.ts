/** Tells a count unit with no food after it from a measure: "5 cloves" is the spice, not five cloves of something. */
import { findUnitId } from "../unit-spellings.ts";
import { getKind } from "./read-unit.ts";

/**
 * "5 cloves", "4 cloves, crushed": a count unit with no food after it is the food itself (the
 * spice); the rest is returned with the word put back in front, or null when the unit measures a food.
 */
export function readBareMeasure(unit: string | null, rest: string, readText: string): string | null {
  if (!unit || getKind(unit) !== "count" || !/^\s*(?:$|[,;](?!.*\bgarlic\b))/i.test(rest)) return null;
  const word = /([A-Za-z]+)\s*$/.exec(readText);
  return word && findUnitId(word[1]) === unit ? word[1] + rest : null;
}
