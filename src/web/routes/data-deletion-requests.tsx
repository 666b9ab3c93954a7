import "#web/styles/pages/common.css";
import "#web/styles/pages/content.css";
import "#web/styles/pages/identity-forms.css";
import "#web/styles/pages/identity-settings.css";
import "#web/styles/pages/identity-deletion-request.css";
import { CircleCheck } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { ZDeletionRequestInput } from "#core/identity/account.schema.ts";
import { appContext } from "#web/context.ts";
import { DataDeletionPage, dataDeletionMeta } from "#web/features/content/legal.tsx";
import { metaFor } from "#web/features/content/page-meta.ts";
import { BusyButton, FieldError, TextField } from "#web/features/identity/components/fields.tsx";
import { errorTexts } from "#web/lib/errors.ts";
import { parseFormWith } from "#web/lib/form-data.server.ts";
import { reportRateLimitOnce } from "#web/lib/rate-limit-report.ts";
import type { Route } from "./+types/data-deletion-requests";

export const meta: Route.MetaFunction = (args) => metaFor(args, dataDeletionMeta);

type TFieldErrors = { email?: string; message?: string; form?: string };

/** The hourly limit's refusal, in the page's own words. */
const recentRequestText =
  "We already have a recent request from this address or this network. Please try again in an hour.";

/**
 * The request posts here (it works without JavaScript): the same schema as the API checks it, the
 * identity service stores it, confirms it to the address and tells the team.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(appContext);
  const parsed = await parseFormWith(request, ZDeletionRequestInput);
  // Field errors come back with the page (a 200), as the form shows them in place.
  if (!parsed.ok) return { sentTo: null, errors: parsed.fieldErrors as TFieldErrors };
  try {
    await services.identity.requestAccountDeletion({ input: parsed.data, ip: clientIp });
  } catch (error) {
    // By code, not class: the page bundle has its own copy of the error class the services throw.
    const isRateLimited = (error as { code?: unknown } | null)?.code === "RATE_LIMITED";
    const form = isRateLimited ? recentRequestText : `${errorTexts.generic}. Please try again, or email us instead.`;
    return { sentTo: null, errors: { form } as TFieldErrors };
  }
  return { sentTo: parsed.data.email, errors: {} as TFieldErrors };
}

export default function Page({ actionData }: Route.ComponentProps) {
  // Refused by the hourly limit: reported as any rate limit shown is, once per refusal.
  useEffect(() => {
    if (actionData?.errors.form === recentRequestText) reportRateLimitOnce(actionData, "data deletion request");
  }, [actionData]);
  return (
    <>
      <DataDeletionPage />
      <DeletionRequestForm sentTo={actionData?.sentTo ?? null} errors={actionData?.errors} />
    </>
  );
}

const messageMax = 2000;

/** For people who can't sign in: the request goes to the team and a confirmation to the address. */
function DeletionRequestForm({ sentTo, errors = {} }: { sentTo: string | null; errors?: TFieldErrors }) {
  const id = useId();
  const navigation = useNavigation();
  const isBusy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  // The first field with a problem gets the focus, as the page comes back from the action.
  const { email: emailError, message: messageError } = errors;
  useEffect(() => {
    if (emailError) emailRef.current?.focus();
    else if (messageError) messageRef.current?.focus();
  }, [emailError, messageError]);

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
            <Form method="post" className="identity-form identity-form--spaced" noValidate>
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
            </Form>
          </>
        )}
      </div>
    </section>
  );
}
