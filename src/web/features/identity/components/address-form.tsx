/**
 * The one-field step before a code: an email address or phone number, checked in the browser, then
 * sent with a mutation (a code goes out, or the development sign-in runs). Shared by email and phone
 * sign-in, adding a phone, changing the email address and the development sign-in.
 */
import { useMutation } from "@tanstack/react-query";
import { type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { identityErrorMessage, reportAuthError } from "../errors.ts";
import { BusyButton, TextField } from "./fields.tsx";

/** A failure whose message is written for the field ("That address belongs to another account"). */
export class FieldProblem extends Error {}

export interface TAddressFormProps<T>
  extends Pick<ComponentProps<"input">, "type" | "name" | "autoComplete" | "inputMode" | "spellCheck" | "list"> {
  label: ReactNode;
  hint?: ReactNode;
  submitLabel: ReactNode;
  submitVariant?: "primary" | "secondary";
  formClassName?: string;
  initialValue?: string;
  isAutoFocused?: boolean;
  /** Turns what was typed into what is sent (trimmed, lowercased, E.164). */
  normalize(value: string): string;
  /** Why the (normalized) value cannot be sent, or null. */
  findProblem(value: string): string | null;
  send(value: string): Promise<T>;
  onSent(value: string, result: T): void;
  /** Runs as the send starts (the sign-in marks its process as started). */
  onStart?: () => void;
  /** How a failure is reported besides the field's message; by default as a sign-in error. */
  report?: (error: unknown) => void;
  /** Shown beside the submit button (a Cancel). */
  secondaryAction?: ReactNode;
  /** After the field (a datalist of suggestions). */
  children?: ReactNode;
}

export function AddressForm<T>({
  label,
  hint,
  submitLabel,
  submitVariant = "primary",
  formClassName = "identity-form",
  initialValue = "",
  isAutoFocused = false,
  normalize,
  findProblem,
  send,
  onSent,
  onStart,
  report = reportAuthError,
  secondaryAction,
  children,
  ...input
}: TAddressFormProps<T>) {
  const id = useId();
  const [value, setValue] = useState(initialValue);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const sending = useMutation({
    mutationFn: send,
    onSuccess: (result, sent) => onSent(sent, result),
    onError: (error) => {
      if (!(error instanceof FieldProblem)) report(error);
      setProblem(error instanceof FieldProblem ? error.message : identityErrorMessage(error));
      inputRef.current?.focus();
    },
  });
  // After a success the caller moves on; the button stays busy until it has.
  const isBusy = sending.isPending || sending.isSuccess;

  useEffect(() => {
    if (isAutoFocused) inputRef.current?.focus();
  }, [isAutoFocused]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const normalized = normalize(value);
    const found = findProblem(normalized);
    if (found) {
      setProblem(found);
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    onStart?.();
    sending.mutate(normalized);
  }

  const button = (
    <BusyButton
      isBusy={isBusy}
      variant={submitVariant}
      className={secondaryAction || submitVariant !== "primary" ? undefined : "identity-submit"}
    >
      {submitLabel}
    </BusyButton>
  );
  return (
    <form className={formClassName} onSubmit={submit} noValidate>
      <TextField
        id={`${id}-value`}
        inputRef={inputRef}
        label={label}
        required
        value={value}
        onChange={(event) => setValue(event.target.value)}
        hint={hint}
        error={problem}
        {...input}
      />
      {children}
      {secondaryAction ? (
        <div className="identity-actions">
          {button}
          {secondaryAction}
        </div>
      ) : (
        button
      )}
    </form>
  );
}

/** A plausible email address (the server has the last word). */
function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 320;
}

/**
 * What every email step shares: the input's kind, lowercasing, and the check with the two sentences
 * the step shows for an empty and for an implausible address.
 */
export function emailFieldProps(messages: { empty: string; invalid: string }) {
  return {
    type: "email",
    name: "email",
    spellCheck: false,
    normalize: (value: string) => value.trim().toLowerCase(),
    findProblem: (address: string) => (isEmail(address) ? null : address ? messages.invalid : messages.empty),
  } as const;
}
