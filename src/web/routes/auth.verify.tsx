import "#web/styles/pages/common.css";
import "#web/styles/pages/auth.css";
import "#web/styles/pages/identity-forms.css";
import "#web/styles/pages/identity-sign-in.css";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useSearchParams } from "react-router";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { CodeForm } from "#web/features/identity/components/code-form.tsx";
import { PhoneForm } from "#web/features/identity/components/phone-form.tsx";
import { readRedirectTo } from "#web/features/identity/flow.ts";
import { formatPhoneNumber, phoneNumberProblem } from "#web/features/identity/phone.ts";
import { identitiesQueryKey } from "#web/features/identity/queries.ts";
import { track } from "#web/lib/analytics.ts";
import { callApi } from "#web/lib/api-client.ts";
import { notify } from "#web/lib/toast.ts";
import type { Route } from "./+types/auth.verify";

/**
 * Phone Confirm for a signed-in user: adds or changes the phone number on the account once the
 * texted code is right. (Signing in with a phone happens on /auth, which is open to visitors; this
 * route needs a session.)
 */
export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Confirm your phone number", noIndex: true });

export async function loader({ context }: Route.LoaderArgs) {
  const { viewer } = context.get(appContext);
  return { fallback: viewer?.completedRegistration ? "/me/edit" : "/auth/registration" };
}

export default function VerifyPhonePage({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rawPhone = searchParams.get("phone");
  const phone = rawPhone && !phoneNumberProblem(rawPhone) ? rawPhone : null;
  const next = readRedirectTo(searchParams) ?? loaderData.fallback;

  function setPhone(number: string | null) {
    setSearchParams(
      (params) => {
        if (number) params.set("phone", number);
        else params.delete("phone");
        return params;
      },
      { preventScrollReset: true },
    );
  }

  return (
    <div className="page auth-page">
      <div className="auth-card">
        <h1>{phone ? "Enter your code" : "Add a phone number"}</h1>
        {phone ? (
          <CodeForm
            key={phone}
            destination={formatPhoneNumber(phone)}
            channel="sms"
            submitLabel="Confirm number"
            verify={(code) =>
              callApi("POST /auth/phone-number/verify", {
                body: { phoneNumber: phone, code, updatePhoneNumber: true },
              })
            }
            onVerified={async () => {
              track("phone confirm completed", {});
              await queryClient.invalidateQueries({ queryKey: identitiesQueryKey });
              notify.success("Phone number confirmed.");
              await navigate(next, { replace: true });
            }}
            resend={() => callApi("POST /auth/phone-number/send-otp", { body: { phoneNumber: phone } })}
            onBack={() => setPhone(null)}
            backLabel="Use a different number"
          />
        ) : (
          <>
            <p className="identity-lead">
              You can sign in with it, and text yourself recipes. We'll send a code to make sure it's yours.
            </p>
            <PhoneForm
              onCodeSent={setPhone}
              initialValue={rawPhone ?? ""}
              secondaryAction={
                <Link to={next} className="button button--ghost">
                  Not now
                </Link>
              }
            />
          </>
        )}
      </div>
    </div>
  );
}
