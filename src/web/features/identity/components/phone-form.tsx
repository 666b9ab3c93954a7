import type { ReactNode } from "react";
import { callApi } from "#web/lib/api-client.ts";
import { normalizePhoneNumber, phoneNumberProblem } from "../phone.ts";
import { AddressForm } from "./address-form.tsx";

/** Asks for a phone number and texts it a code; `onCodeSent` gets the number in E.164. */
export function PhoneForm({
  onStart,
  onCodeSent,
  label = "Phone number",
  submitLabel = "Text me a code",
  initialValue = "",
  secondaryAction,
}: {
  onStart?: () => void;
  onCodeSent(phone: string): void;
  label?: string;
  submitLabel?: string;
  initialValue?: string;
  /** Beside the submit button: a way out of the form. */
  secondaryAction?: ReactNode;
}) {
  return (
    <AddressForm
      label={label}
      type="tel"
      name="phone"
      autoComplete="tel"
      inputMode="tel"
      hint="Include your country code, like +44 7700 900123. We'll text you a 6-digit code."
      submitLabel={submitLabel}
      initialValue={initialValue}
      normalize={normalizePhoneNumber}
      findProblem={phoneNumberProblem}
      send={(phoneNumber) => callApi("POST /auth/phone-number/send-otp", { body: { phoneNumber } })}
      onSent={onCodeSent}
      onStart={onStart}
      secondaryAction={secondaryAction}
    />
  );
}
