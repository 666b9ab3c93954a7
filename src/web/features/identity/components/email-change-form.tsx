/**
 * Changing the account's email: check the address is free (check_email_availability_v2), send a
 * code to it, and switch once the code is right (better-auth's email-otp change flow).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { isRateLimitError, showErrorToast } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";
import { checkEmailAvailability, confirmEmailChange, requestEmailChange } from "../api.ts";
import { identityErrorMessage, reportAuthError } from "../errors.ts";
import { identitiesQueryKey } from "../queries.ts";
import { CodeForm } from "./code-form.tsx";
import { BusyButton, TextField } from "./fields.tsx";

export function EmailChangeForm({ currentEmail, onClose }: { currentEmail: string | null; onClose(): void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const [email, setEmail] = useState("");
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  async function sendCode(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const address = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setError(address ? "Enter a valid email address, like you@example.com." : "Enter your new email address.");
      return inputRef.current?.focus();
    }
    if (address === currentEmail) {
      setError("That's already your email address.");
      return inputRef.current?.focus();
    }
    setIsBusy(true);
    setError(null);
    try {
      const availability = await checkEmailAvailability(address);
      if (!availability.is_available) {
        setError("That address belongs to another Ladle account.");
        setIsBusy(false);
        return inputRef.current?.focus();
      }
      await requestEmailChange(address);
      setCodeSentTo(address);
    } catch (cause) {
      if (isRateLimitError(cause)) showErrorToast(cause);
      setError(identityErrorMessage(cause));
      inputRef.current?.focus();
    }
    setIsBusy(false);
  }

  if (codeSentTo) {
    return (
      <section className="identity-subform" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>Confirm your new email</h3>
        <CodeForm
          destination={codeSentTo}
          channel="email"
          submitLabel="Change email"
          onSubmit={async (code) => {
            try {
              await confirmEmailChange(codeSentTo, code);
            } catch (cause) {
              reportAuthError(cause);
              return identityErrorMessage(cause);
            }
            await queryClient.invalidateQueries({ queryKey: identitiesQueryKey });
            notify.success("Email address changed.");
            onClose();
            await revalidator.revalidate();
            return null;
          }}
          onResend={async () => {
            try {
              await requestEmailChange(codeSentTo);
              return null;
            } catch (cause) {
              reportAuthError(cause);
              return identityErrorMessage(cause);
            }
          }}
          onBack={onClose}
          backLabel="Cancel"
        />
      </section>
    );
  }

  return (
    <section className="identity-subform" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Change your email</h3>
      <form className="identity-form" onSubmit={sendCode} noValidate>
        <TextField
          id={`${id}-email`}
          inputRef={inputRef}
          label="New email address"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          hint="We'll send a code to the new address. Your email stays the same until you enter it."
          error={error}
        />
        <div className="identity-actions">
          <BusyButton isBusy={isBusy}>Send code</BusyButton>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
