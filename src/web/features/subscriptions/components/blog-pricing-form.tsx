import { type ReactNode, useId, useState } from "react";
import { parsePriceCents } from "#core/subscriptions/price-input.ts";
import {
  maxPriceAmount,
  minPriceAmount,
  type TBlogPrices,
  type TPayoutStatus,
} from "#core/subscriptions/subscription.schema.ts";
import { ApiError, callApi } from "#web/lib/api-client.ts";
import { notify } from "#web/lib/toast.ts";
import { paymentFailureNote } from "../payment-failures.ts";

const toDollars = (cents: number | null | undefined) => (cents ? (cents / 100).toFixed(2).replace(/\.00$/, "") : "");

const monthlyMessage = "Enter a monthly price from $1 to $1,000, like 5 or 4.99.";
const yearlyMessage = "Enter a yearly price from $1 to $1,000, or leave it empty.";

const isInRange = (cents: number) => cents >= minPriceAmount && cents <= maxPriceAmount;

/**
 * A paywalled blog's prices (monthly, and yearly if the creator wants one) and its payout account:
 * for the creator's blog settings. Money goes to the payout account, so subscriptions open once it
 * is set up.
 */
export function BlogPricingForm({ prices, payouts }: { prices: TBlogPrices | null; payouts: TPayoutStatus }) {
  const [monthly, setMonthly] = useState(toDollars(prices?.monthlyAmount));
  const [yearly, setYearly] = useState(toDollars(prices?.yearlyAmount));
  const [errors, setErrors] = useState<{ monthly?: string; yearly?: string; form?: string }>({});
  const [isSaving, setSaving] = useState(false);
  const [isOpening, setOpening] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const monthlyAmount = parsePriceCents(monthly);
    const yearlyAmount = parsePriceCents(yearly);
    const found: typeof errors = {};
    // NaN (not a price) is out of every range.
    if (monthlyAmount === null || !isInRange(monthlyAmount)) found.monthly = monthlyMessage;
    if (yearlyAmount !== null && !isInRange(yearlyAmount)) found.yearly = yearlyMessage;
    setErrors(found);
    if (found.monthly || found.yearly) return;
    setSaving(true);
    try {
      await callApi("PUT /me/blog/prices", { body: { monthlyAmount: monthlyAmount as number, yearlyAmount } });
      notify.success("Prices saved. New subscribers pay these; current ones keep theirs.");
    } catch (caught) {
      setErrors(describeSaveFailure(caught));
    } finally {
      setSaving(false);
    }
  }

  async function openPayouts() {
    setOpening(true);
    try {
      const { url } = await callApi("POST /me/payouts/onboarding", { body: { returnTo: window.location.pathname } });
      window.location.assign(url);
    } catch (caught) {
      setOpening(false);
      setErrors({ form: paymentFailureNote(caught) ?? "Something went wrong" });
    }
  }

  return (
    <form className="blog-pricing" onSubmit={save} noValidate>
      <fieldset className="blog-pricing__prices">
        <legend>Subscription prices (US dollars)</legend>
        <PriceField label="Monthly" value={monthly} onChange={setMonthly} error={errors.monthly} isRequired />
        <PriceField
          label={
            <>
              Yearly <span className="muted">(optional)</span>
            </>
          }
          value={yearly}
          onChange={setYearly}
          error={errors.yearly}
        />
      </fieldset>
      <p className="muted">
        {payouts.isOnboardingComplete
          ? "Payouts are set up: subscribers' payments reach your account, less Ladle's fee."
          : "Set up payouts so subscribers' payments can reach you. Readers can subscribe once it's done."}
      </p>
      {errors.form ? (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={isSaving} aria-busy={isSaving}>
          Save prices
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={openPayouts}
          disabled={isOpening}
          aria-busy={isOpening}
        >
          {payouts.isOnboardingComplete
            ? "Review payout account"
            : payouts.hasAccount
              ? "Finish setting up payouts"
              : "Set up payouts"}
        </button>
      </div>
    </form>
  );
}

/** A refused save, next to the field the server named (its messages start with the field's name). */
function describeSaveFailure(caught: unknown): { monthly?: string; yearly?: string; form?: string } {
  const note = paymentFailureNote(caught);
  if (note) return { form: note };
  if (!(caught instanceof ApiError && caught.status === 400)) return { form: "Something went wrong" };
  const found = {
    ...(caught.message.includes("monthlyAmount") ? { monthly: monthlyMessage } : {}),
    ...(caught.message.includes("yearlyAmount") ? { yearly: yearlyMessage } : {}),
  };
  return found.monthly || found.yearly ? found : { form: "Check the prices: $1 to $1,000." };
}

/** One price input, in dollars, with its error under it. */
function PriceField({
  label,
  value,
  onChange,
  error,
  isRequired = false,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  isRequired?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required={isRequired}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
