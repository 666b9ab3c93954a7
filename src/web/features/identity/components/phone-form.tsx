import { useId, useRef, useState } from "react";
import { sendPhoneCode } from "../api.ts";
import { identityErrorMessage, reportAuthError } from "../errors.ts";
import { normalizePhoneNumber, phoneNumberProblem } from "../phone.ts";
import { BusyButton, TextField } from "./fields.tsx";

/** Asks for a phone number and texts it a code; `onCodeSent` gets the number in E.164. */
export function PhoneForm({
  onStart,
  onCodeSent,
  label = "Phone number",
  submitLabel = "Text me a code",
  initialValue = "",
}: {
  onStart?: () => void;
  onCodeSent(phone: string): void;
  label?: string;
  submitLabel?: string;
  initialValue?: string;
}) {
  const id = useId();
  const [phone, setPhone] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const problem = phoneNumberProblem(phone);
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    const number = normalizePhoneNumber(phone);
    setIsBusy(true);
    setError(null);
    onStart?.();
    try {
      await sendPhoneCode(number);
      onCodeSent(number);
    } catch (cause) {
      reportAuthError(cause);
      setIsBusy(false);
      setError(identityErrorMessage(cause));
      inputRef.current?.focus();
    }
  }

  return (
    <form className="identity-form" onSubmit={submit} noValidate>
      <TextField
        id={`${id}-phone`}
        inputRef={inputRef}
        label={label}
        type="tel"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        required
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        hint="Include your country code, like +44 7700 900123. We'll text you a 6-digit code."
        error={error}
      />
      <BusyButton isBusy={isBusy} className="identity-submit">
        {submitLabel}
      </BusyButton>
    </form>
  );
}
