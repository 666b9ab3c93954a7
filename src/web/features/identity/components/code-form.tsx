/**
 * The 6-digit code step shared by email sign-in, phone sign-in, phone confirmation and email change:
 * one input (one-time-code autofill), a way to send a new code and a way back. Checking and resending
 * are mutations; a failure is reported and shown under the input, and a success is the caller's.
 */
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { identityErrorMessage, reportAuthError } from "../errors.ts";
import { BusyButton, TextField } from "./fields.tsx";

export interface TCodeFormProps<T> {
  /** Where the code went, shown in the lead ("you@example.com", "+44 7700 900123"). */
  destination: string;
  channel: "email" | "sms";
  submitLabel: string;
  /** Checks the code with the server; a failure stays on the form. */
  verify(code: string): Promise<T>;
  /** What happens once the code is right (sign in, save, move on); the form stays busy meanwhile. */
  onVerified(result: T): unknown;
  /** Sends a new code to the same place. */
  resend(): Promise<unknown>;
  onBack?: () => void;
  backLabel?: string;
}

export function CodeForm<T>({
  destination,
  channel,
  submitLabel,
  verify,
  onVerified,
  resend,
  onBack,
  backLabel = "Go back",
}: TCodeFormProps<T>) {
  const id = useId();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const showProblem = (error: unknown) => {
    reportAuthError(error);
    setProblem(identityErrorMessage(error));
    inputRef.current?.focus();
  };
  const check = useMutation({ mutationFn: verify, onSuccess: onVerified, onError: showProblem });
  const sendAgain = useMutation({
    mutationFn: resend,
    onSuccess: () => {
      setNotice(`We sent a new code to ${destination}.`);
      inputRef.current?.focus();
    },
    onError: showProblem,
  });
  // After a success the caller moves on; the button stays busy until it has.
  const isBusy = check.isPending || check.isSuccess;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    if (!/^\d{6}$/.test(code)) {
      setProblem(`Enter the 6-digit code from the ${channel === "email" ? "email" : "text message"}.`);
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    setNotice(null);
    check.mutate(code);
  }

  function requestNewCode() {
    if (sendAgain.isPending) return;
    setProblem(null);
    setNotice(null);
    sendAgain.mutate();
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
        error={problem}
      />
      <p className="identity-notice" role="status">
        {notice}
      </p>
      <BusyButton isBusy={isBusy} className="identity-submit">
        {submitLabel}
      </BusyButton>
      <div className="identity-secondary-actions">
        <BusyButton type="button" variant="ghost" isBusy={sendAgain.isPending} onClick={requestNewCode}>
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
