import "#web/styles/pages/common.css";
import "#web/styles/pages/auth.css";
import "#web/styles/pages/identity-forms.css";
import "#web/styles/pages/identity-sign-in.css";
import { useId, useRef } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { ZTermsAcceptanceForm } from "#core/identity/terms.schema.ts";
import { useFocusFirstError } from "#web/components/use-focus-first-error.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { BusyButton, FieldError } from "#web/features/identity/components/fields.tsx";
import { SignOutButton, StepLabel } from "#web/features/identity/components/sign-out-button.tsx";
import { readRedirectTo, registrationPath, withRedirectTo } from "#web/features/identity/flow.ts";
import { hasAcceptedTerms, termsAcceptedCookie } from "#web/features/identity/terms.server.ts";
import { parseFormWith } from "#web/lib/form-data.server.ts";
import type { Route } from "./+types/auth.terms_conditions";

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Terms and conditions", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  const redirectTo = readRedirectTo(new URL(request.url).searchParams);
  return {
    isRegistered: Boolean(viewer?.completedRegistration),
    hasAccepted: await hasAcceptedTerms(request, services, viewer?.userId ?? null),
    redirectTo,
  };
}

/** Records the acceptance (see terms.server.ts) and moves on to the profile form. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, env, viewer } = context.get(appContext);
  const parsed = await parseFormWith(request, ZTermsAcceptanceForm);
  if (!parsed.ok) return { error: parsed.fieldErrors.accept };
  if (viewer) await services.identity.recordTermsAcceptance({ userId: viewer.userId });
  const redirectTo = readRedirectTo(new URL(request.url).searchParams);
  return redirect(withRedirectTo(registrationPath, redirectTo), {
    headers: { "set-cookie": termsAcceptedCookie({ isSecure: env.isProduction }) },
  });
}

export default function TermsStep({ loaderData, actionData }: Route.ComponentProps) {
  const id = useId();
  const navigation = useNavigation();
  const isBusy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { isRegistered, hasAccepted, redirectTo } = loaderData;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, actionData);

  return (
    <div className="page auth-page">
      <div className="auth-card identity-card--wide">
        {isRegistered ? null : <StepLabel step={1} of={2} />}
        <h1>Before you start</h1>
        <p className="identity-lead">The short version of Ladle's terms. The full text is worth a read too.</p>
        <ul className="identity-terms">
          <li>
            <strong>Your recipes stay yours.</strong> You let Ladle show what you publish to the people you share it
            with.
          </li>
          <li>
            <strong>Share only what you may share</strong>, and be kind: no one else's photos passed off as yours, no
            spam, no harassment.
          </li>
          <li>
            <strong>We don't sell your personal information.</strong> You can delete your account and its data at any
            time.
          </li>
          <li>
            <strong>You're at least 13 years old</strong>, or the minimum age for online services where you live.
          </li>
        </ul>
        <p className="identity-links">
          Read the full <Link to="/terms">terms of service</Link> and <Link to="/privacy-policy">privacy policy</Link>.
        </p>
        {isRegistered ? (
          <div className="identity-actions">
            <p className="identity-notice">You accepted these terms when you joined.</p>
            <Link to={redirectTo ?? "/me"} className="button">
              Continue
            </Link>
          </div>
        ) : (
          <Form ref={form} method="post" className="identity-form" noValidate>
            <div className="identity-check">
              <input
                type="checkbox"
                id={`${id}-accept`}
                name="accept"
                value="yes"
                defaultChecked={hasAccepted}
                aria-invalid={actionData?.error ? true : undefined}
                aria-describedby={actionData?.error ? `${id}-error` : undefined}
              />
              <label htmlFor={`${id}-accept`}>I agree to Ladle's terms of service and privacy policy.</label>
            </div>
            <FieldError id={`${id}-error`} message={actionData?.error} />
            <BusyButton isBusy={isBusy} className="identity-submit">
              Agree and continue
            </BusyButton>
            <div className="identity-secondary-actions">
              <SignOutButton label="Not now, sign out" />
            </div>
          </Form>
        )}
      </div>
    </div>
  );
}
