import "#web/styles/pages/common.css";
import "#web/styles/pages/auth.css";
import "#web/styles/pages/identity-forms.css";
import "#web/styles/pages/identity-sign-in.css";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import type { TSignedInUser } from "#core/identity/auth-library.schema.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { useAuth } from "#web/features/identity/auth-provider.tsx";
import { DevSignIn } from "#web/features/identity/components/dev-sign-in.tsx";
import { EmailSignIn } from "#web/features/identity/components/email-sign-in.tsx";
import { MethodTabs, type TSignInMethod } from "#web/features/identity/components/method-tabs.tsx";
import { PhoneSignIn } from "#web/features/identity/components/phone-sign-in.tsx";
import { SocialButtons } from "#web/features/identity/components/social-buttons.tsx";
import { pathAfterSignIn, readRedirectTo, registrationPath, withRedirectTo } from "#web/features/identity/flow.ts";
import { enabledProviders } from "#web/features/identity/id-token.ts";
import { rememberInvite } from "#web/features/identity/invite-carry.ts";
import { phoneNumberProblem } from "#web/features/identity/phone.ts";
import { socialProvidersFor } from "#web/features/identity/providers.server.ts";
import { track } from "#web/lib/analytics.ts";
import { callApi } from "#web/lib/api-client.ts";
import type { TPageHandle } from "#web/lib/page.ts";
import type { Route } from "./+types/auth";

export const handle: TPageHandle = {
  hasPageLayout: true,
  // The phone form; an invitation's link (joining); or sent here to sign in on the way to a page.
  pageState: ({ searchParams }) =>
    searchParams.get("method") === "phone" || searchParams.has("phone")
      ? "phone"
      : searchParams.has("invite")
        ? "sign-up"
        : searchParams.has("redirectTo")
          ? "sign-in"
          : null,
};

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    title: "Sign in",
    description:
      "Sign in to Ladle with a one-time code sent to your email or phone. New here? The same code creates your account.",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  return {
    // The development sign-in endpoint exists only outside production (src/server/features/system).
    devSignIn: !env.isProduction,
    providers: socialProvidersFor(env),
  };
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const redirectTo = readRedirectTo(searchParams);
  const method: TSignInMethod = searchParams.get("method") === "phone" || searchParams.has("phone") ? "phone" : "email";
  const rawPhone = searchParams.get("phone");
  const phone = rawPhone && !phoneNumberProblem(rawPhone) ? rawPhone : null;
  const { dispatch, viewer } = useAuth();
  const providers = enabledProviders(loaderData.providers);
  const invite = searchParams.get("invite");
  useEffect(() => {
    if (invite) rememberInvite(invite);
  }, [invite]);

  function setMethod(next: TSignInMethod) {
    setSearchParams(
      (params) => {
        params.delete("phone");
        if (next === "phone") params.set("method", "phone");
        else params.delete("method");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function setPhone(number: string | null) {
    setSearchParams(
      (params) => {
        if (number) params.set("phone", number);
        else params.delete("phone");
        params.set("method", "phone");
        return params;
      },
      { preventScrollReset: true },
    );
  }

  /** A full navigation, so the server reads the new session cookie for the next page. */
  function finishSignIn(user: TSignedInUser, how: string) {
    track("auth completed", { method: how });
    window.location.assign(pathAfterSignIn(user, redirectTo));
  }

  const startProcess = () => dispatch({ type: "auth-process-started" });

  return (
    <div className="page auth-page">
      <div className="auth-card">
        {invite ? (
          <>
            <h1>You're invited to Ladle</h1>
            <p className="identity-lead">
              Sign up with a one-time code. Your invite is kept for when you create your profile.
            </p>
          </>
        ) : (
          <>
            <h1>Sign in to Ladle</h1>
            <p className="identity-lead">New to Ladle? The same code creates your account.</p>
          </>
        )}
        {viewer && !viewer.completedRegistration ? (
          <p className="identity-callout">
            You're signed in, but your profile isn't finished yet.{" "}
            <Link to={withRedirectTo(registrationPath, redirectTo)}>Finish creating your profile</Link>
          </p>
        ) : null}
        <MethodTabs method={method} onChange={setMethod}>
          {method === "email" ? (
            <EmailSignIn onStart={startProcess} onSignedIn={(user) => finishSignIn(user, "email")} />
          ) : (
            <PhoneSignIn
              phone={phone}
              onPhoneChange={setPhone}
              onStart={startProcess}
              onSignedIn={(user) => finishSignIn(user, "phone")}
            />
          )}
        </MethodTabs>
        {providers.length > 0 ? (
          <>
            <p className="identity-divider">
              <span>or</span>
            </p>
            <SocialButtons
              providers={providers}
              onStart={startProcess}
              exchange={(provider, idToken) => callApi("POST /auth/sign-in/social", { body: { provider, idToken } })}
              onExchanged={(result, provider) => finishSignIn(result.user, provider)}
            />
          </>
        ) : null}
      </div>
      {loaderData.devSignIn ? (
        <DevSignIn onStart={startProcess} onSignedIn={(user) => finishSignIn(user, "development")} />
      ) : null}
    </div>
  );
}
