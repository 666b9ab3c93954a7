/** Sign in (or up) with an emailed code: the address, then the code. */
import { useState } from "react";
import type { TSignedInUser } from "#core/identity/auth-library.schema.ts";
import { callApi } from "#web/lib/api-client.ts";
import { trackVirtualPageView } from "#web/lib/page-views.ts";
import { AddressForm, emailFieldProps } from "./address-form.tsx";
import { CodeForm } from "./code-form.tsx";

const sendEmailCode = (email: string) =>
  callApi("POST /auth/email-otp/send-verification-otp", { body: { email, type: "sign-in" } });

export function EmailSignIn({ onStart, onSignedIn }: { onStart(): void; onSignedIn(user: TSignedInUser): void }) {
  const [codeEmail, setCodeEmail] = useState<string | null>(null);
  if (codeEmail === null) {
    return (
      <AddressForm
        label="Email"
        {...emailFieldProps({
          empty: "Enter your email address.",
          invalid: "Enter a valid email address, like you@example.com.",
        })}
        autoComplete="email"
        inputMode="email"
        hint="We'll email you a 6-digit code."
        submitLabel="Email me a code"
        send={sendEmailCode}
        onSent={(email) => {
          setCodeEmail(email);
          // The code's form is a page of its own to analytics ("Login").
          trackVirtualPageView("email-code");
        }}
        onStart={onStart}
      />
    );
  }
  return (
    <CodeForm
      key={codeEmail}
      destination={codeEmail}
      channel="email"
      submitLabel="Sign in"
      verify={(otp) => callApi("POST /auth/sign-in/email-otp", { body: { email: codeEmail, otp } })}
      onVerified={(result) => onSignedIn(result.user)}
      resend={() => sendEmailCode(codeEmail)}
      onBack={() => setCodeEmail(null)}
      backLabel="Use a different email"
    />
  );
}
