/**
 * Changing the account's email: check the address is free (check_email_availability_v2), send a
 * code to it, and switch once the code is right (better-auth's email-otp change flow).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { callApi } from "#web/lib/api-client.ts";
import { isRateLimitError, showErrorToast } from "#web/lib/errors.ts";
import { notify } from "#web/lib/toast.ts";
import { identitiesQueryKey } from "../queries.ts";
import { AddressForm, emailFieldProps, FieldProblem } from "./address-form.tsx";
import { CodeForm } from "./code-form.tsx";

const requestEmailChange = (newEmail: string) =>
  callApi("POST /auth/email-otp/request-email-change", { body: { newEmail } });

/** Asks whether the address is free first: sending a code to someone else's address helps no one. */
async function sendChangeCode(newEmail: string) {
  const availability = await callApi("POST /profiles/email-availability", {
    body: { new_email: newEmail, provider: "email" },
  });
  if (!availability.isAvailable) throw new FieldProblem("That address belongs to another Ladle account.");
  await requestEmailChange(newEmail);
}

const emailField = emailFieldProps({
  empty: "Enter your new email address.",
  invalid: "Enter a valid email address, like you@example.com.",
});

export function EmailChangeForm({ currentEmail, onClose }: { currentEmail: string | null; onClose(): void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  if (codeSentTo) {
    return (
      <section className="identity-subform" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>Confirm your new email</h3>
        <CodeForm
          destination={codeSentTo}
          channel="email"
          submitLabel="Change email"
          verify={(otp) => callApi("POST /auth/email-otp/change-email", { body: { newEmail: codeSentTo, otp } })}
          onVerified={async () => {
            await queryClient.invalidateQueries({ queryKey: identitiesQueryKey });
            notify.success("Email address changed.");
            onClose();
            await revalidator.revalidate();
          }}
          resend={() => requestEmailChange(codeSentTo)}
          onBack={onClose}
          backLabel="Cancel"
        />
      </section>
    );
  }

  return (
    <section className="identity-subform" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Change your email</h3>
      <AddressForm
        label="New email address"
        {...emailField}
        findProblem={(address) =>
          emailField.findProblem(address) ?? (address === currentEmail ? "That's already your email address." : null)
        }
        autoComplete="email"
        inputMode="email"
        hint="We'll send a code to the new address. Your email stays the same until you enter it."
        submitLabel="Send code"
        isAutoFocused
        send={sendChangeCode}
        onSent={setCodeSentTo}
        report={(error) => {
          if (isRateLimitError(error)) showErrorToast(error);
        }}
        secondaryAction={
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
        }
      />
    </section>
  );
}
