/**
 * The 6-digit code step shared by email sign-in, phone sign-in, phone confirmation and email change:
 * one input (one-time-code autofill), a way to send a new code and a way back.
 */
import { useEffect, useId, useRef, useState } from "react";
import { BusyButton, TextField } from "./fields.tsx";

export interface TCodeFormProps {
  /** Where the code went, shown in the lead ("you@example.com", "+44 7700 900123"). */
  destination: string;
  channel: "email" | "sms";
  submitLabel: string;
  /** Resolves to an error sentence, or null when the code worked (the caller moves on). */
  onSubmit(code: string): Promise<string | null>;
  onResend(): Promise<string | null>;
  onBack?: () => void;
  backLabel?: string;
}

export function CodeForm({
  destination,
  channel,
  submitLabel,
  onSubmit,
  onResend,
  onBack,
  backLabel = "Go back",
}: TCodeFormProps) {
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isResending, setIsResending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    if (!/^\d{6}$/.test(code)) {
      setError(`Enter the 6-digit code from the ${channel === "email" ? "email" : "text message"}.`);
      inputRef.current?.focus();
      return;
    }
    setIsBusy(true);
    setError(null);
    setNotice(null);
    const problem = await onSubmit(code);
    if (problem) {
      setIsBusy(false);
      setError(problem);
      inputRef.current?.focus();
    }
  }

  async function resend() {
    if (isResending) return;
    setIsResending(true);
    setError(null);
    setNotice(null);
    const problem = await onResend();
    setIsResending(false);
    if (problem) setError(problem);
    else setNotice(`We sent a new code to ${destination}.`);
    inputRef.current?.focus();
  }

  return (
    <form className="identity-form" onSubmit={submit} noValidate>
      <p className="identity-lead">
        We sent a code to <strong>{destination}</strong>. It expires in 10 minutes.
      </p>
      <TextField
        id={`${id}-code`}
        inputRef={inputRef}
        label="6-digit code"
        className="identity-code-input"
        type="text"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 6))}
        hint={channel === "email" ? "Can't find it? Check your spam folder." : "Texts can take a minute to arrive."}
        error={error}
      />
      <p className="identity-notice" role="status">
        {notice}
      </p>
      <BusyButton isBusy={isBusy} className="identity-submit">
        {submitLabel}
      </BusyButton>
      <div className="identity-secondary-actions">
        <BusyButton type="button" variant="ghost" isBusy={isResending} onClick={resend}>
          Send a new code
        </BusyButton>
        {onBack ? (
          <button type="button" className="button button--ghost" onClick={onBack}>
            {backLabel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
