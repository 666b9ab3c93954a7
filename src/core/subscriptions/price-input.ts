/**
 * A price as a creator types it, in whole cents, and whether a yearly price is worth offering
 * beside the monthly one. A comma before the last one or two digits is a
 * decimal comma ("5,50" is $5.50); commas between groups of three digits separate thousands
 * ("1,000"); anything that could be read both ways ("1,000,50") is not a price.
 */
import { formatMoney } from "../dashboard/money.ts";

const plain = /^\d+(\.\d{1,2})?$/;
const decimalComma = /^\d+,\d{1,2}$/;
const thousands = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;

/** Whole cents from what was typed ("5", "4.99", "$5", "5,50", "1,000"); null when empty, NaN when not a price. */
export function parsePriceCents(text: string): number | null {
  const typed = text.replace(/\s/g, "").replace(/^\$/, "");
  if (typed === "") return null;
  const decimal = plain.test(typed)
    ? typed
    : decimalComma.test(typed)
      ? typed.replace(",", ".")
      : thousands.test(typed)
        ? typed.replaceAll(",", "")
        : null;
  return decimal === null ? Number.NaN : Math.round(Number(decimal) * 100);
}

export interface TYearlyPriceCheck {
  /** Why the yearly price is refused (it is not more than a month), marked on the yearly field. */
  error: string | null;
  /** Allowed, but worth a second look: a year that costs as much as twelve months or more. */
  hint: string | null;
}

/** Why a yearly price is refused, for a monthly price in cents. */
export function yearlyPriceTooLowMessage(monthlyAmount: number): string {
  return `A year should cost more than a month: your monthly price is ${formatMoney(monthlyAmount, "usd")}.`;
}

/**
 * A year must cost more than a month (a product rule); one that costs twelve months or more is
 * allowed, but saves subscribers nothing, and the page says so gently. Amounts are in cents.
 */
export function checkYearlyPrice({
  monthlyAmount,
  yearlyAmount,
}: {
  monthlyAmount: number;
  yearlyAmount: number | null;
}): TYearlyPriceCheck {
  if (yearlyAmount === null) return { error: null, hint: null };
  if (yearlyAmount <= monthlyAmount) {
    return { error: yearlyPriceTooLowMessage(monthlyAmount), hint: null };
  }
  if (yearlyAmount >= monthlyAmount * 12) {
    return {
      error: null,
      hint: `Twelve monthly payments come to ${formatMoney(monthlyAmount * 12, "usd")}, so this yearly price saves subscribers nothing.`,
    };
  }
  return { error: null, hint: null };
}
