import "#web/styles/pages/common.css";
import "#web/styles/pages/auth.css";
import "#web/styles/pages/identity.css";
import { Mail, Smartphone } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { appContext } from "#web/context.ts";
import { useAuth } from "#web/features/identity/auth-provider.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import {
  getSession,
  sendEmailCode,
  sendPhoneCode,
  signInWithEmailCode,
  signInWithIdToken,
  type TSignedInUser,
  verifyPhoneCode,
} from "#web/features/identity/api.ts";
import { CodeForm } from "#web/features/identity/components/code-form.tsx";
import { BusyButton, TextField } from "#web/features/identity/components/fields.tsx";
import { PhoneForm } from "#web/features/identity/components/phone-form.tsx";
import { SocialButtons } from "#web/features/identity/components/social-buttons.tsx";
import { identityErrorMessage, reportAuthError } from "#web/features/identity/errors.ts";
import { pathAfterSignIn, readRedirectTo, registrationPath, withRedirectTo } from "#web/features/identity/flow.ts";
import { enabledProviders } from "#web/features/identity/id-token.ts";
import { formatPhoneNumber, phoneNumberProblem } from "#web/features/identity/phone.ts";
import { socialProvidersFor } from "#web/features/identity/providers.server.ts";
import { track } from "#web/lib/analytics.ts";
import { apiFetch } from "#web/lib/errors.ts";
import type { TPageHandle } from "#web/lib/page.ts";
import type { Route } from "./+types/auth";

export const handle: TPageHandle = { hasPageLayout: true, pageName: "Auth" };

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    title: "Sign in",
    description:
      "Sign in to Ladle with a one-time code sent to your email or phone. New here? The same code creates your account.",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  return {
    // The development sign-in endpoint exists only outside production (src/server/features/dev).
    devSignIn: !env.isProduction,
    providers: socialProvidersFor(env),
  };
}

/** Demo accounts from the seed, offered as suggestions in the development sign-in. */
const demoEmails = [
  "cook@demo.ladle.test",
  "creator@demo.ladle.test",
  "pro@demo.ladle.test",
  "fan@demo.ladle.test",
  "greens@demo.ladle.test",
];

type TMethod = "email" | "phone";

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const redirectTo = readRedirectTo(searchParams);
  const method: TMethod = searchParams.get("method") === "phone" || searchParams.has("phone") ? "phone" : "email";
  const rawPhone = searchParams.get("phone");
  const phone = rawPhone && !phoneNumberProblem(rawPhone) ? rawPhone : null;
  const { dispatch, viewer } = useAuth();
  const providers = enabledProviders(loaderData.providers);

  function setMethod(next: TMethod) {
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
        <h1>Sign in to Ladle</h1>
        <p className="identity-lead">New to Ladle? The same code creates your account.</p>
        {viewer && !viewer.completedRegistration ? (
          <p className="identity-callout">
            You're signed in, but your profile isn't finished yet.{" "}
            <Link to={withRedirectTo(registrationPath, redirectTo)}>Finish creating your profile</Link>
          </p>
        ) : null}
        <MethodTabs method={method} onChange={setMethod}>
          {method === "email" ? (
            <EmailSignIn onStart={startProcess} onSignedIn={(user) => finishSignIn(user, "email")} />
          ) : phone ? (
            <CodeForm
              key={phone}
              destination={formatPhoneNumber(phone)}
              channel="sms"
              submitLabel="Sign in"
              onSubmit={async (code) => {
                try {
                  const result = await verifyPhoneCode(phone, code);
                  track("phone confirm completed", {});
                  finishSignIn(result.user, "phone");
                  return null;
                } catch (error) {
                  reportAuthError(error);
                  return identityErrorMessage(error);
                }
              }}
              onResend={async () => {
                try {
                  await sendPhoneCode(phone);
                  return null;
                } catch (error) {
                  reportAuthError(error);
                  return identityErrorMessage(error);
                }
              }}
              onBack={() => setPhone(null)}
              backLabel="Use a different number"
            />
          ) : (
            <PhoneForm onStart={startProcess} onCodeSent={setPhone} />
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
              onToken={async (provider, idToken) => {
                try {
                  const result = await signInWithIdToken(provider, idToken);
                  finishSignIn(result.user, provider);
                  return null;
                } catch (error) {
                  reportAuthError(error);
                  return identityErrorMessage(error);
                }
              }}
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

/** Email or phone, as tabs: arrow keys move between them (WAI-ARIA tabs pattern). */
function MethodTabs({
  method,
  onChange,
  children,
}: {
  method: TMethod;
  onChange(method: TMethod): void;
  children: React.ReactNode;
}) {
  const id = useId();
  const tabs = useRef<Record<TMethod, HTMLButtonElement | null>>({ email: null, phone: null });
  const methods: { value: TMethod; label: string; icon: React.ReactNode }[] = [
    { value: "email", label: "Email", icon: <Mail aria-hidden="true" size={18} /> },
    { value: "phone", label: "Phone", icon: <Smartphone aria-hidden="true" size={18} /> },
  ];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const next: TMethod =
      event.key === "Home" ? "email" : event.key === "End" ? "phone" : method === "email" ? "phone" : "email";
    onChange(next);
    tabs.current[next]?.focus();
  }

  return (
    <>
      <div className="identity-tabs" role="tablist" aria-label="Sign in with" onKeyDown={onKeyDown}>
        {methods.map((tab) => (
          <button
            key={tab.value}
            ref={(node) => {
              tabs.current[tab.value] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.value}-tab`}
            aria-selected={method === tab.value}
            aria-controls={`${id}-panel`}
            tabIndex={method === tab.value ? 0 : -1}
            className="identity-tab"
            onClick={() => onChange(tab.value)}
          >
            {tab.icon}
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${method}-tab`} className="identity-tabpanel">
        {children}
      </div>
    </>
  );
}

function EmailSignIn({ onStart, onSignedIn }: { onStart(): void; onSignedIn(user: TSignedInUser): void }) {
  const [codeEmail, setCodeEmail] = useState<string | null>(null);
  if (codeEmail === null) return <EmailStep onStart={onStart} onCodeSent={setCodeEmail} />;
  return (
    <CodeForm
      key={codeEmail}
      destination={codeEmail}
      channel="email"
      submitLabel="Sign in"
      onSubmit={async (code) => {
        try {
          const result = await signInWithEmailCode(codeEmail, code);
          onSignedIn(result.user);
          return null;
        } catch (error) {
          reportAuthError(error);
          return identityErrorMessage(error);
        }
      }}
      onResend={async () => {
        try {
          await sendEmailCode(codeEmail);
          return null;
        } catch (error) {
          reportAuthError(error);
          return identityErrorMessage(error);
        }
      }}
      onBack={() => setCodeEmail(null)}
      backLabel="Use a different email"
    />
  );
}

function EmailStep({ onStart, onCodeSent }: { onStart(): void; onCodeSent(email: string): void }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const address = email.trim().toLowerCase();
    if (!isEmail(address)) {
      setError(address ? "Enter a valid email address, like you@example.com." : "Enter your email address.");
      inputRef.current?.focus();
      return;
    }
    setIsBusy(true);
    setError(null);
    onStart();
    try {
      await sendEmailCode(address);
      onCodeSent(address);
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
        id={`${id}-email`}
        inputRef={inputRef}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        hint="We'll email you a 6-digit code."
        error={error}
      />
      <BusyButton isBusy={isBusy} className="identity-submit">
        Email me a code
      </BusyButton>
    </form>
  );
}

function DevSignIn({ onStart, onSignedIn }: { onStart(): void; onSignedIn(user: TSignedInUser): void }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const address = email.trim().toLowerCase();
    if (!isEmail(address)) {
      setError(address ? "Enter a valid email address." : "Enter an email address.");
      inputRef.current?.focus();
      return;
    }
    setIsBusy(true);
    setError(null);
    onStart();
    try {
      await apiFetch("/api/dev/sign-in", { method: "POST", body: JSON.stringify({ email: address }) });
      const session = await getSession();
      if (!session) throw new Error("No session after the development sign-in");
      onSignedIn(session.user);
    } catch (cause) {
      setIsBusy(false);
      setError(identityErrorMessage(cause));
      inputRef.current?.focus();
    }
  }

  return (
    <section className="auth-dev" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Development sign-in</h2>
      <p>Only outside production: signs in as any address without a code. Demo accounts are suggested.</p>
      <form className="auth-dev__form" onSubmit={submit} noValidate>
        <TextField
          id={`${id}-email`}
          inputRef={inputRef}
          label="Development sign-in email"
          type="email"
          name="email"
          list={`${id}-demo-emails`}
          autoComplete="off"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <datalist id={`${id}-demo-emails`}>
          {demoEmails.map((address) => (
            <option key={address} value={address} />
          ))}
        </datalist>
        <BusyButton isBusy={isBusy} variant="secondary">
          Sign in (development)
        </BusyButton>
      </form>
    </section>
  );
}

function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 320;
}
