/**
 * The blog pricing form as data: what the two price fields say, as typed, about the prices to
 * send, the errors to show under each field, and the yearly field's hint. The rules are core's
 * (price-input.ts), the same the API applies, so the page refuses what the server would.
 */
import { checkYearlyPrice, parsePriceCents } from "#core/subscriptions/price-input.ts";
import { maxPriceAmount, minPriceAmount } from "#core/subscriptions/subscription.schema.ts";

export const monthlyMessage = "Enter a monthly price from $1 to $1,000, like 5 or 4.99.";
export const yearlyMessage = "Enter a yearly price from $1 to $1,000, or leave it empty.";

export interface TPriceFormErrors {
  monthly?: string;
  yearly?: string;
  form?: string;
}

export interface TPriceForm {
  /** The prices to save, in cents; null while a field needs another look. */
  prices: { monthlyAmount: number; yearlyAmount: number | null } | null;
  errors: TPriceFormErrors;
  /** Under the yearly field when it is allowed but saves subscribers nothing. */
  yearlyHint: string | null;
}

const isInRange = (cents: number | null): cents is number =>
  cents !== null && cents >= minPriceAmount && cents <= maxPriceAmount;

export function readPriceForm(monthly: string, yearly: string): TPriceForm {
  const monthlyAmount = parsePriceCents(monthly);
  const yearlyAmount = parsePriceCents(yearly);
  const errors: TPriceFormErrors = {};
  // NaN (not a price) is out of every range.
  if (!isInRange(monthlyAmount)) errors.monthly = monthlyMessage;
  if (yearlyAmount !== null && !isInRange(yearlyAmount)) errors.yearly = yearlyMessage;
  if (errors.monthly || errors.yearly || !isInRange(monthlyAmount)) return { prices: null, errors, yearlyHint: null };
  const { error, hint } = checkYearlyPrice({ monthlyAmount, yearlyAmount });
  if (error) return { prices: null, errors: { yearly: error }, yearlyHint: null };
  return { prices: { monthlyAmount, yearlyAmount }, errors, yearlyHint: hint };
}
