/**
 * Sending a shopping list to a grocery partner: each item written as a shopper reads it ("2 cups
 * milk", "3 cloves garlic", "2 onions"), one item per line, percent-encoded and appended to the
 * partner's link prefix. Fractions are written in ASCII ("1 1/2"), which every partner's search
 * reads. A link longer than browsers and partners accept loses its last items, and says how many.
 */
import { getUnit } from "../ingredients/units.ts";
import { pluralNameOf } from "./food-text.ts";
import type { TShoppingItem } from "./shopping-list.ts";

/** Long enough for a week of shopping, short enough for every browser and partner server. */
export const maxPartnerLinkLength = 2000;

const asciiFractions: [number, string][] = [
  [1 / 8, "1/8"],
  [1 / 4, "1/4"],
  [1 / 3, "1/3"],
  [3 / 8, "3/8"],
  [1 / 2, "1/2"],
  [5 / 8, "5/8"],
  [2 / 3, "2/3"],
  [3 / 4, "3/4"],
  [7 / 8, "7/8"],
];

/** 1.5 → "1 1/2", 0.25 → "1/4", 2 → "2", 0.3 → "0.3". */
export function formatAsciiQuantity(value: number): string {
  const whole = Math.floor(value + 0.02);
  const rest = value - whole;
  if (Math.abs(rest) < 0.02) return String(whole);
  const fraction = asciiFractions.find(([amount]) => Math.abs(rest - amount) < 0.02);
  if (!fraction) return String(Math.round(value * 100) / 100);
  return whole === 0 ? fraction[1] : `${whole} ${fraction[1]}`;
}

/** "2 cups milk", "250 ml milk", "3 cloves garlic", "2 onions", "salt". */
export function formatShoppingItem(item: Pick<TShoppingItem, "food" | "quantity" | "unit">): string {
  if (item.quantity === null) return item.food;
  const quantity = formatAsciiQuantity(item.quantity);
  const isOne = item.quantity <= 1;
  if (item.unit === null) {
    const name = isOne ? item.food : pluralNameOf(item.food);
    return `${quantity} ${name}`;
  }
  const unit = getUnit(item.unit);
  const metric = unit?.system === "metric";
  const unitText = !unit
    ? item.unit
    : metric || isOne
      ? unit.short
      : unit.short === unit.singular
        ? unit.plural
        : unit.short;
  return `${quantity} ${unitText} ${item.food}`;
}

/** encodeURIComponent, and the marks it leaves alone that some servers read as syntax. */
function encodeStrictly(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (mark) => `%${mark.charCodeAt(0).toString(16).toUpperCase()}`);
}

export interface TPartnerLink {
  url: string;
  /** Items in the link; the rest (`omitted`) did not fit. */
  included: number;
  omitted: number;
}

/** The partner's link with the shopping list appended, one item per line. */
export function encodePartnerLink(
  prefix: string,
  items: readonly Pick<TShoppingItem, "food" | "quantity" | "unit">[],
  { maxLength = maxPartnerLinkLength }: { maxLength?: number } = {},
): TPartnerLink {
  const separator = encodeStrictly("\n");
  let url = prefix;
  let included = 0;
  for (const item of items) {
    const encoded = encodeStrictly(formatShoppingItem(item));
    const next = included === 0 ? `${url}${encoded}` : `${url}${separator}${encoded}`;
    if (next.length > maxLength) break;
    url = next;
    included++;
  }
  return { url, included, omitted: items.length - included };
}
