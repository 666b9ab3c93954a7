/**
 * Sign in (or up) with a texted code. The number rides in the URL (`?phone=`), so the code step
 * survives a reload and the back button returns to the number.
 */
import type { TSignedInUser } from "#core/identity/auth-library.schema.ts";
import { track } from "#web/lib/analytics.ts";
import { callApi } from "#web/lib/api-client.ts";
import { formatPhoneNumber } from "../phone.ts";
import { CodeForm } from "./code-form.tsx";
import { PhoneForm } from "./phone-form.tsx";

export function PhoneSignIn({
  phone,
  onPhoneChange,
  onStart,
  onSignedIn,
}: {
  /** The number a code went to, or null while asking for one. */
  phone: string | null;
  onPhoneChange(phone: string | null): void;
  onStart(): void;
  onSignedIn(user: TSignedInUser): void;
}) {
  if (!phone) return <PhoneForm onStart={onStart} onCodeSent={onPhoneChange} />;
  return (
    <CodeForm
      key={phone}
      destination={formatPhoneNumber(phone)}
      channel="sms"
      submitLabel="Sign in"
      verify={(code) => callApi("POST /auth/phone-number/verify", { body: { phoneNumber: phone, code } })}
      onVerified={(result) => {
        track("phone confirm completed", {});
        onSignedIn(result.user);
      }}
      resend={() => callApi("POST /auth/phone-number/send-otp", { body: { phoneNumber: phone } })}
      onBack={() => onPhoneChange(null)}
      backLabel="Use a different number"
    />
  );
}
