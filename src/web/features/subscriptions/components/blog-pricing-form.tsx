import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { yearlyPriceTooLowMessage } from "#core/subscriptions/price-input.ts";
import type { TBlogPrices, TPayoutStatus } from "#core/subscriptions/subscription.schema.ts";
import { ApiError, callApi } from "#web/lib/api-client.ts";
import { messageForError } from "#web/lib/errors.ts";
import { reportRateLimitShown } from "#web/lib/rate-limit-report.ts";
import { notify } from "#web/lib/toast.ts";
import { paymentFailureNote } from "../payment-failures.ts";
import { monthlyMessage, readPriceForm, type TPriceFormErrors, yearlyMessage } from "../price-form.ts";
import { formatFeePercent, usePlatformFeePercent } from "../use-platform-fee.ts";

const toDollars = (cents: number | null | undefined) => (cents ? (cents / 100).toFixed(2).replace(/\.00$/, "") : "");

/**
 * A paywalled blog's prices (monthly, and yearly if the creator wants one) and its payout account:
 * for the creator's blog settings. Money goes to the payout account, so subscriptions open once it
 * is set up.
 */
export function BlogPricingForm({ prices, payouts }: { prices: TBlogPrices | null; payouts: TPayoutStatus }) {
  const [monthly, setMonthly] = useState(toDollars(prices?.monthlyAmount));
  const [yearly, setYearly] = useState(toDollars(prices?.yearlyAmount));
  const [errors, setErrors] = useState<TPriceFormErrors>({});
  const [isSaving, setSaving] = useState(false);
  const [isOpening, setOpening] = useState(false);
  const fee = formatFeePercent(usePlatformFeePercent());
  const form = useRef<HTMLFormElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  // Each refused save (a count, so the same errors twice still move focus) sends the keyboard to
  // the first price to put right; a save that went through gives focus back to Save prices, which
  // was disabled while it was sent.
  const [refusals, setRefusals] = useState(0);
  const [saves, setSaves] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  useEffect(() => {
    if (saves > 0) saveButton.current?.focus();
  }, [saves]);

  // A yearly price that saves subscribers nothing is allowed: said as a hint while typing, not an error.
  const { yearlyHint } = readPriceForm(monthly, yearly);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const { prices: body, errors: found } = readPriceForm(monthly, yearly);
    setErrors(found);
    if (!body) return setRefusals((count) => count + 1);
    setSaving(true);
    try {
      await callApi("PUT /me/blog/prices", { body });
      notify.success("Prices saved. New subscribers pay these; current ones keep theirs.");
      setSaves((count) => count + 1);
    } catch (caught) {
      reportRateLimitShown(caught, "blog prices");
      setErrors(describeSaveFailure(caught, body.monthlyAmount));
      setRefusals((count) => count + 1);
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
      reportRateLimitShown(caught, "payouts");
      setErrors({ form: paymentFailureNote(caught) ?? messageForError(caught) });
    }
  }

  return (
    <form ref={form} className="blog-pricing" onSubmit={save} noValidate>
      <fieldset className="blog-pricing__prices">
        <legend>Subscription prices (US dollars)</legend>
        <PriceField
          label="Monthly"
          value={monthly}
          onChange={(value) => {
            setMonthly(value);
            setErrors((current) => afterEditing(current, "monthly"));
          }}
          error={errors.monthly}
          isRequired
        />
        <PriceField
          label={
            <>
              Yearly <span className="muted">(optional)</span>
            </>
          }
          value={yearly}
          onChange={(value) => {
            setYearly(value);
            setErrors((current) => afterEditing(current, "yearly"));
          }}
          error={errors.yearly}
          hint={errors.yearly ? null : yearlyHint}
        />
      </fieldset>
      <p className="muted">
        {payouts.isOnboardingComplete
          ? `Payouts are set up: subscribers' payments reach your account, less Ladle's ${fee} fee.`
          : `Set up payouts so subscribers' payments, less Ladle's ${fee} fee, can reach you. Readers can subscribe once it's done.`}
      </p>
      {errors.form ? (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="form-actions">
        <button ref={saveButton} type="submit" className="button" disabled={isSaving} aria-busy={isSaving}>
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

/**
 * A field's error goes once it is edited; the yearly price's "more than a month" goes with an edit
 * of either price, since it compares the two. The next save checks them again.
 */
function afterEditing(errors: TPriceFormErrors, field: "monthly" | "yearly"): TPriceFormErrors {
  const rest: TPriceFormErrors = { ...errors, [field]: undefined };
  if (field === "monthly" && rest.yearly !== yearlyMessage) rest.yearly = undefined;
  return rest;
}

/** A refused save, next to the field the server named (its messages start with the field's name). */
function describeSaveFailure(caught: unknown, monthlyAmount: number): TPriceFormErrors {
  const note = paymentFailureNote(caught);
  if (note) return { form: note };
  if (!(caught instanceof ApiError && caught.status === 400)) return { form: messageForError(caught) };
  const isYearTooCheap = caught.message.startsWith("yearlyAmount: A year should cost more");
  const found = {
    ...(caught.message.includes("monthlyAmount") ? { monthly: monthlyMessage } : {}),
    ...(caught.message.includes("yearlyAmount")
      ? { yearly: isYearTooCheap ? yearlyPriceTooLowMessage(monthlyAmount) : yearlyMessage }
      : {}),
  };
  return found.monthly || found.yearly ? found : { form: "Check the prices: $1 to $1,000." };
}

/** One price input, in dollars, with its error (or a hint) under it. */
function PriceField({
  label,
  value,
  onChange,
  error,
  hint = null,
  isRequired = false,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string | null;
  isRequired?: boolean;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
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
        aria-describedby={describedBy}
        required={isRequired}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
