import "#web/styles/pages/common.css";
import "#web/styles/pages/auth.css";
import "#web/styles/pages/identity-forms.css";
import "#web/styles/pages/identity-sign-in.css";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { ZRegistrationInput } from "#core/identity/registration.schema.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import { useAuth } from "#web/features/identity/auth-provider.tsx";
import { BusyButton, FieldError, TextField } from "#web/features/identity/components/fields.tsx";
import { SignOutButton, StepLabel } from "#web/features/identity/components/sign-out-button.tsx";
import { NameAndUsernameFields, useNameAndUsername } from "#web/features/identity/components/username-field.tsx";
import { VisibilityField } from "#web/features/identity/components/visibility-field.tsx";
import { fieldErrorFrom } from "#web/features/identity/errors.ts";
import { readRedirectTo, welcomePath, withRedirectTo } from "#web/features/identity/flow.ts";
import { forgetInvite, recallInvite } from "#web/features/identity/invite-carry.ts";
import { profileQueryKey } from "#web/features/identity/queries.ts";
import { hasAcceptedTerms } from "#web/features/identity/terms.server.ts";
import { track } from "#web/lib/analytics.ts";
import { callApi, type TApiRequest } from "#web/lib/api-client.ts";
import { ApiError, errorTexts, showErrorToast } from "#web/lib/errors.ts";
import type { TPageHandle } from "#web/lib/page.ts";
import type { Route } from "./+types/auth.registration";

export const handle: TPageHandle = {
  // Without the terms page first, the form asks for them too: registration in one step.
  pageState: ({ loaderData }) => {
    const page = loaderData as { isRegistered?: boolean; hasAcceptedTerms?: boolean } | undefined;
    return page && !page.isRegistered && !page.hasAcceptedTerms ? "one-step" : null;
  },
};

export const meta: Route.MetaFunction = (args) => metaFor(args, { title: "Create your profile", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, viewer } = context.get(appContext);
  const url = new URL(request.url);
  const details = viewer
    ? await services.identity.findSignUpDetails({ userId: viewer.userId })
    : { name: "", signedInAs: "" };
  return {
    isRegistered: Boolean(viewer?.completedRegistration),
    username: viewer?.profile?.username ?? null,
    hasAcceptedTerms: await hasAcceptedTerms(request, services, viewer?.userId ?? null),
    redirectTo: readRedirectTo(url.searchParams),
    inviteCode: (url.searchParams.get("invite") ?? "").slice(0, 40),
    suggestedName: details.name,
    signedInAs: details.signedInAs,
  };
}

type TField = "name" | "username" | "invite_code" | "terms";
type TRegistration = TApiRequest<"POST /registration/complete">["body"];

export default function RegistrationPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.isRegistered) {
    return (
      <div className="page auth-page">
        <div className="auth-card">
          <h1>Your profile is ready</h1>
          <p className="identity-lead">
            You finished signing up{loaderData.username ? ` as @${loaderData.username}` : ""}. You can change your name,
            username and more any time.
          </p>
          <div className="identity-actions">
            <Link to={loaderData.redirectTo ?? "/me"} className="button">
              Go to your profile
            </Link>
            <Link to="/me/edit" className="button button--secondary">
              Edit profile
            </Link>
          </div>
        </div>
      </div>
    );
  }
  return <RegistrationForm {...loaderData} />;
}

function RegistrationForm({
  hasAcceptedTerms,
  redirectTo,
  inviteCode: initialInvite,
  suggestedName,
  signedInAs,
}: Route.ComponentProps["loaderData"]) {
  const id = useId();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const queryClient = useQueryClient();
  const { dispatch, state } = useAuth();
  const fields = useNameAndUsername({ name: suggestedName, username: "" });
  const { name, username, status } = fields;
  const [isPublic, setIsPublic] = useState(true);
  const [inviteCode, setInviteCode] = useState(initialInvite);
  // An invite link opened before signing in left its code in this browser.
  useEffect(() => {
    if (!initialInvite) setInviteCode((typed) => typed || recallInvite());
  }, [initialInvite]);
  const [acceptsTerms, setAcceptsTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    username: useRef<HTMLInputElement>(null),
    invite_code: useRef<HTMLInputElement>(null),
    terms: useRef<HTMLInputElement>(null),
  };

  function showErrors(next: Partial<Record<TField, string>>) {
    setErrors(next);
    const first = (["name", "username", "invite_code", "terms"] as const).find((field) => next[field]);
    if (first) refs[first].current?.focus();
  }

  const register = useMutation({
    mutationFn: async (payload: TRegistration) => {
      // Ticking the box on this form is agreeing to the terms, recorded before the profile exists.
      if (!hasAcceptedTerms) await callApi("POST /registration/terms");
      return callApi("POST /registration/complete", { body: payload });
    },
    onSuccess: async (_result, payload) => {
      dispatch({ type: "registration-completed" });
      forgetInvite();
      track("registration completed", { is_public: payload.is_public, has_invite: Boolean(payload.invite_code) });
      if (state.user) await queryClient.invalidateQueries({ queryKey: profileQueryKey(state.user.id) });
      await navigate(withRedirectTo(welcomePath, redirectTo), { replace: true });
      // The root loader's viewer (header, guard) now has a completed registration.
      await revalidator.revalidate();
    },
    onError: (error) => {
      const field = fieldErrorFrom(error);
      if (field && field.field in refs) return showErrors({ [field.field as TField]: field.message });
      if (error instanceof ApiError && error.code === "CONFLICT") {
        // Registered already (another tab): the welcome page is the right place.
        return void navigate(withRedirectTo(welcomePath, redirectTo), { replace: true });
      }
      showErrorToast(error);
      setFormError(`${errorTexts.generic}. Your details are still here: please try again.`);
    },
  });
  const isBusy = register.isPending || register.isSuccess;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    setFormError(null);
    const payload = { fcm_tokens: [], invite_code: inviteCode.trim() || null, is_public: isPublic, name, username };
    const parsed = ZRegistrationInput.safeParse(payload);
    const next: Partial<Record<TField, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as TField;
        next[field] ??= issue.message;
      }
    }
    if (!next.username && status.state === "taken") next.username = "That username is taken. Try another.";
    if (!hasAcceptedTerms && !acceptsTerms) next.terms = "Tick the box to agree to the terms before you continue.";
    if (Object.keys(next).length > 0) return showErrors(next);

    setErrors({});
    register.mutate(payload);
  }

  return (
    <div className="page auth-page">
      <div className="auth-card identity-card--wide">
        {hasAcceptedTerms ? <StepLabel step={2} of={2} /> : null}
        <h1>Create your profile</h1>
        <p className="identity-lead">This is how other cooks will find you on Ladle.</p>
        <form className="identity-form identity-form--spaced" onSubmit={submit} noValidate>
          <NameAndUsernameFields
            id={id}
            refs={refs}
            fields={fields}
            nameHint="Your name as people will see it, like Sam Carter."
            errors={errors}
            onUsernameEdit={() => setErrors(({ username: _, ...rest }) => rest)}
          />
          <VisibilityField isPublic={isPublic} onChange={setIsPublic} />
          <TextField
            id={`${id}-invite`}
            inputRef={refs.invite_code}
            label={
              <>
                Invite code <span className="identity-optional">(optional)</span>
              </>
            }
            name="invite_code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={inviteCode}
            onChange={(event) => {
              setInviteCode(event.target.value);
              setErrors(({ invite_code: _, ...rest }) => rest);
            }}
            hint="Got one from a friend or a creator? Add it and you'll start out following them."
            error={errors.invite_code}
          />
          {hasAcceptedTerms ? null : (
            <div>
              <div className="identity-check">
                <input
                  ref={refs.terms}
                  type="checkbox"
                  id={`${id}-terms`}
                  checked={acceptsTerms}
                  onChange={(event) => setAcceptsTerms(event.target.checked)}
                  aria-invalid={errors.terms ? true : undefined}
                  aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
                />
                <label htmlFor={`${id}-terms`}>
                  I agree to Ladle's <Link to="/terms">terms of service</Link> and{" "}
                  <Link to="/privacy-policy">privacy policy</Link>.
                </label>
              </div>
              <FieldError id={`${id}-terms-error`} message={errors.terms} />
            </div>
          )}
          <FieldError id={`${id}-form-error`} message={formError} />
          <BusyButton isBusy={isBusy} className="identity-submit">
            Create profile
          </BusyButton>
        </form>
        <div className="identity-signed-in-as">
          {signedInAs ? (
            <p className="muted">
              Signed in as <strong>{signedInAs}</strong>.
            </p>
          ) : null}
          <SignOutButton label="Sign out" />
        </div>
      </div>
    </div>
  );
}
