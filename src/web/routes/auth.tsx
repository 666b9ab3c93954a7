import "#web/styles/pages/common.css";
import "#web/styles/pages/auth.css";
import { LoaderCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { safeReturnPath } from "#core/access/guard.ts";
import { appContext } from "#web/context.ts";
import { metaFor } from "#web/features/content/page-meta.ts";
import type { TPageHandle } from "#web/lib/page.ts";
import type { Route } from "./+types/auth";

export const handle: TPageHandle = { hasPageLayout: true, pageName: "Auth" };

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, {
    title: "Sign in",
    description:
      "Sign in to Ladle with a one-time code sent to your email. New here? The same code creates your account.",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(appContext);
  // The development sign-in endpoint exists only outside production (src/server/features/dev).
  return { devSignIn: !env.isProduction };
}

/** Demo accounts from the seed, offered as suggestions in the development sign-in. */
const demoEmails = ["cook@demo.ladle.test", "creator@demo.ladle.test", "pro@demo.ladle.test", "fan@demo.ladle.test"];

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get("redirectTo"));
  const [codeEmail, setCodeEmail] = useState<string | null>(null);

  return (
    <div className="page auth-page">
      <div className="auth-card">
        <h1>Sign in to Ladle</h1>
        {codeEmail === null ? (
          <EmailStep onCodeSent={setCodeEmail} />
        ) : (
          <CodeStep email={codeEmail} returnTo={returnTo} onChangeEmail={() => setCodeEmail(null)} />
        )}
      </div>
      {loaderData.devSignIn ? <DevSignIn returnTo={returnTo} /> : null}
    </div>
  );
}

function EmailStep({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

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
    const result = await postJson("/api/auth/email-otp/send-verification-otp", { email: address, type: "sign-in" });
    setIsBusy(false);
    if (!result.ok) {
      setError(authErrorMessage(result));
      inputRef.current?.focus();
      return;
    }
    onCodeSent(address);
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-lead">We'll email you a 6-digit code. New to Ladle? The same code creates your account.</p>
      <div className="page-field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          ref={inputRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-email-error` : undefined}
        />
        {error ? (
          <p id={`${id}-email-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <BusyButton isBusy={isBusy}>Email me a code</BusyButton>
    </form>
  );
}

function CodeStep({ email, returnTo, onChangeEmail }: { email: string; returnTo: string; onChangeEmail: () => void }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isResending, setIsResending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    if (!/^\d{6}$/.test(code)) {
      setError("Enter the 6-digit code from the email.");
      inputRef.current?.focus();
      return;
    }
    setIsBusy(true);
    setError(null);
    setNotice(null);
    const result = await postJson("/api/auth/sign-in/email-otp", { email, otp: code });
    if (!result.ok) {
      setIsBusy(false);
      setError(authErrorMessage(result));
      inputRef.current?.focus();
      return;
    }
    // A full navigation, so the server reads the new session cookie for the next page.
    window.location.assign(returnTo);
  }

  async function resend() {
    if (isResending) return;
    setIsResending(true);
    setError(null);
    setNotice(null);
    const result = await postJson("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
    setIsResending(false);
    if (!result.ok) setError(authErrorMessage(result));
    else setNotice(`We sent a new code to ${email}.`);
    inputRef.current?.focus();
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-lead">
        We sent a code to <strong>{email}</strong>. It expires in 10 minutes.
      </p>
      <div className="page-field">
        <label htmlFor={`${id}-code`}>6-digit code</label>
        <input
          ref={inputRef}
          id={`${id}-code`}
          className="auth-code-input"
          type="text"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 6))}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-code-hint${error ? ` ${id}-code-error` : ""}`}
        />
        <p id={`${id}-code-hint`} className="field-hint">
          Can't find it? Check your spam folder.
        </p>
        {error ? (
          <p id={`${id}-code-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <p className="auth-notice" role="status">
        {notice}
      </p>
      <BusyButton isBusy={isBusy}>Sign in</BusyButton>
      <div className="auth-secondary-actions">
        <button
          type="button"
          className="page-button page-button--quiet"
          onClick={resend}
          aria-disabled={isResending || undefined}
        >
          {isResending ? <LoaderCircle className="button-spinner" aria-hidden="true" size={18} /> : null}
          Send a new code
        </button>
        <button type="button" className="page-button page-button--quiet" onClick={onChangeEmail}>
          Use a different email
        </button>
      </div>
    </form>
  );
}

function DevSignIn({ returnTo }: { returnTo: string }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

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
    const result = await postJson("/api/dev/sign-in", { email: address });
    if (!result.ok) {
      setIsBusy(false);
      setError(authErrorMessage(result));
      inputRef.current?.focus();
      return;
    }
    window.location.assign(returnTo);
  }

  return (
    <section className="auth-dev" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Development sign-in</h2>
      <p>Only outside production: signs in as any address without a code. Demo accounts are suggested.</p>
      <form className="auth-dev__form" onSubmit={submit} noValidate>
        <div className="page-field">
          <label htmlFor={`${id}-email`}>Development sign-in email</label>
          <input
            ref={inputRef}
            id={`${id}-email`}
            type="email"
            name="email"
            list={`${id}-demo-emails`}
            autoComplete="off"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <datalist id={`${id}-demo-emails`}>
            {demoEmails.map((address) => (
              <option key={address} value={address} />
            ))}
          </datalist>
          {error ? (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <BusyButton isBusy={isBusy} variant="secondary">
          Sign in (development)
        </BusyButton>
      </form>
    </section>
  );
}

/** A submit button that keeps its name and focus while busy, so keyboard users stay in place. */
function BusyButton({
  isBusy,
  variant = "primary",
  children,
}: {
  isBusy: boolean;
  variant?: "primary" | "secondary";
  children: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      className={`page-button auth-submit${variant === "secondary" ? " page-button--secondary" : ""}`}
      aria-disabled={isBusy || undefined}
      aria-busy={isBusy || undefined}
    >
      {isBusy ? <LoaderCircle className="button-spinner" aria-hidden="true" size={20} /> : null}
      {children}
    </button>
  );
}

function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 320;
}

type TPostResult = { ok: true; data: unknown } | { ok: false; status: number; code: string; message: string };

async function postJson(url: string, body: unknown): Promise<TPostResult> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    const payload = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    if (response.ok) return { ok: true, data: payload };
    return { ok: false, status: response.status, code: payload?.code ?? "", message: payload?.message ?? "" };
  } catch {
    return { ok: false, status: 0, code: "NETWORK", message: "" };
  }
}

/** Error codes to the sentences people see; the server's own text is never shown (spec §8). */
function authErrorMessage(error: Extract<TPostResult, { ok: false }>): string {
  if (error.message.includes("Rate limit") || error.status === 429) return "Too many requests. Please try again later.";
  switch (error.code) {
    case "NETWORK":
      return "We couldn't reach Ladle. Check your connection and try again.";
    case "INVALID_OTP":
      return "That code isn't right. Check the email and try again.";
    case "OTP_EXPIRED":
      return "That code has expired. Send a new one.";
    case "TOO_MANY_ATTEMPTS":
      return "Too many wrong tries. Send a new code.";
    case "INVALID_EMAIL":
    case "VALIDATION_FAILED":
    case "VALIDATION_ERROR":
      return "Enter a valid email address, like you@example.com.";
    default:
      return "Something went wrong. Please try again.";
  }
}
