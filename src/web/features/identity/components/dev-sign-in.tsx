/** The development sign-in (only outside production): any address, no code. */
import { useId } from "react";
import type { TSignedInUser } from "#core/identity/auth-library.schema.ts";
import { callApi } from "#web/lib/api-client.ts";
import { AddressForm, emailFieldProps } from "./address-form.tsx";

/** Demo accounts from the seed, offered as suggestions. */
const demoEmails = [
  "cook@demo.ladle.test",
  "creator@demo.ladle.test",
  "pro@demo.ladle.test",
  "fan@demo.ladle.test",
  "greens@demo.ladle.test",
];

/** Signs in, then reads the session back for the user the next page needs. */
async function signInForDevelopment(email: string): Promise<TSignedInUser> {
  await callApi("POST /dev/sign-in", { body: { email } });
  const session = await callApi("GET /auth/get-session");
  if (!session) throw new Error("No session after the development sign-in");
  return session.user;
}

export function DevSignIn({ onStart, onSignedIn }: { onStart(): void; onSignedIn(user: TSignedInUser): void }) {
  const id = useId();
  return (
    <section className="auth-dev" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Development sign-in</h2>
      <p>Only outside production: signs in as any address without a code. Demo accounts are suggested.</p>
      <AddressForm
        formClassName="auth-dev__form"
        label="Development sign-in email"
        {...emailFieldProps({ empty: "Enter an email address.", invalid: "Enter a valid email address." })}
        list={`${id}-demo-emails`}
        autoComplete="off"
        submitLabel="Sign in (development)"
        submitVariant="secondary"
        send={signInForDevelopment}
        onSent={(_email, user) => onSignedIn(user)}
        onStart={onStart}
        report={() => {}}
      >
        <datalist id={`${id}-demo-emails`}>
          {demoEmails.map((address) => (
            <option key={address} value={address} />
          ))}
        </datalist>
      </AddressForm>
    </section>
  );
}
