import "#web/styles/pages/common.css";
import "#web/styles/pages/content.css";
import "#web/styles/pages/identity-forms.css";
import "#web/styles/pages/identity-settings.css";
import "#web/styles/pages/identity-deletion-request.css";
import { CircleCheck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { ZDeletionRequestInput } from "#core/identity/account.schema.ts";
import { DataDeletionPage, dataDeletionMeta } from "#web/features/content/legal.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import { requestAccountDeletion } from "#web/features/identity/api.ts";
import { BusyButton, FieldError, TextField } from "#web/features/identity/components/fields.tsx";
import { fieldErrorFrom } from "#web/features/identity/errors.ts";
import { errorTexts, isRateLimitError, showErrorToast } from "#web/lib/errors.ts";
import type { TPageHandle } from "#web/lib/page.ts";
import type { Route } from "./+types/data-deletion-requests";

export const handle: TPageHandle = { pageName: "Data Deletion Requests" };

export const meta: Route.MetaFunction = (args) => metaFor(args, dataDeletionMeta);

export default function Page() {
  return (
    <>
      <DataDeletionPage />
      <DeletionRequestForm />
    </>
  );
}

const messageMax = 2000;

/** For people who can't sign in: the request goes to the team and a confirmation to the address. */
function DeletionRequestForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<{ email?: string; message?: string; form?: string }>({});
  const [isBusy, setIsBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const parsed = ZDeletionRequestInput.safeParse({ email: email.trim(), message });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "message" ? "message" : "email";
        next[field] ??=
          field === "email" && !email.trim() ? "Enter the email address of your Ladle account." : issue.message;
      }
      setErrors(next);
      (next.email ? emailRef : messageRef).current?.focus();
      return;
    }
    setIsBusy(true);
    setErrors({});
    try {
      await requestAccountDeletion(parsed.data.email, parsed.data.message);
      setSentTo(parsed.data.email);
    } catch (error) {
      const field = fieldErrorFrom(error);
      if (field?.field === "email" || field?.field === "message") {
        setErrors({ [field.field]: field.message });
      } else {
        showErrorToast(error);
        setErrors({
          form: isRateLimitError(error)
            ? "We already have a recent request from this address or this network. Please try again in an hour."
            : `${errorTexts.generic}. Please try again, or email us instead.`,
        });
      }
    }
    setIsBusy(false);
  }

  return (
    <section className="page identity-deletion-request" aria-labelledby={`${id}-title`}>
      <div className="card identity-section">
        {sentTo ? (
          <div className="identity-done" role="status">
            <CircleCheck aria-hidden="true" size={32} className="identity-done__icon" />
            <h2 id={`${id}-title`} ref={doneRef} tabIndex={-1}>
              Request received
            </h2>
            <p>
              We've emailed <strong>{sentTo}</strong> to confirm. If there's a Ladle account with that address, we'll
              check it's yours, delete it within 30 days and let you know when it's done.
            </p>
          </div>
        ) : (
          <>
            <h2 id={`${id}-title`}>Ask us to delete your account</h2>
            <p className="muted">
              Can't sign in? Tell us the email address on your account. We'll reply to it to confirm it's you.
            </p>
            <form className="identity-form identity-form--spaced" onSubmit={submit} noValidate>
              <TextField
                id={`${id}-email`}
                inputRef={emailRef}
                label="Email address on your account"
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={errors.email}
              />
              <div className="field identity-field">
                <label htmlFor={`${id}-message`} className="field__label">
                  Anything we should know? <span className="identity-optional">(optional)</span>
                </label>
                <textarea
                  ref={messageRef}
                  id={`${id}-message`}
                  name="message"
                  className="input identity-textarea"
                  rows={4}
                  maxLength={messageMax + 100}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                  aria-invalid={errors.message ? true : undefined}
                  aria-describedby={`${id}-message-hint${errors.message ? ` ${id}-message-error` : ""}`}
                />
                <p id={`${id}-message-hint`} className="identity-hint">
                  Your username helps us find the account faster.
                </p>
                <FieldError id={`${id}-message-error`} message={errors.message} />
              </div>
              <FieldError id={`${id}-form-error`} message={errors.form} />
              <div className="identity-actions">
                <BusyButton isBusy={isBusy}>Send request</BusyButton>
              </div>
            </form>
          </>
        )}
      </div>
    </section>
  );
}
