/**
 * Form pieces the identity pages share, on the design system's helpers (.field, .input, .button):
 * a label always, a hint and an error tied to the input with aria-describedby, the error right
 * under the field.
 */
import { LoaderCircle } from "lucide-react";
import type { ComponentProps, ReactNode, Ref } from "react";

export interface TTextFieldProps extends Omit<ComponentProps<"input">, "id" | "ref"> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Extra content after the hint (a live status line, a counter). */
  status?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Text shown inside the box before the value, like "@" for usernames. */
  prefix?: string;
}

export function TextField({ id, label, hint, error, status, inputRef, prefix, className, ...input }: TTextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, status ? `${id}-status` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  const control = (
    <input
      ref={inputRef}
      id={id}
      className={`input${className ? ` ${className}` : ""}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      {...input}
    />
  );
  return (
    <div className="field identity-field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {prefix ? (
        <div className="identity-input-prefix">
          <span aria-hidden="true">{prefix}</span>
          {control}
        </div>
      ) : (
        control
      )}
      {hint ? (
        <p id={`${id}-hint`} className="identity-hint">
          {hint}
        </p>
      ) : null}
      {status ? (
        <div id={`${id}-status`} aria-live="polite">
          {status}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      {message}
    </p>
  );
}

/** A submit button that keeps its name and its focus while busy, so keyboard users stay in place. */
export function BusyButton({
  isBusy,
  variant = "primary",
  type = "submit",
  className,
  onClick,
  children,
}: {
  isBusy: boolean;
  variant?: "primary" | "secondary" | "ghost" | "danger";
  type?: "submit" | "button";
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const variantClass = variant === "primary" ? "" : ` button--${variant}`;
  return (
    <button
      type={type}
      className={`button${variantClass}${className ? ` ${className}` : ""}`}
      aria-disabled={isBusy || undefined}
      aria-busy={isBusy || undefined}
      onClick={isBusy ? undefined : onClick}
    >
      {isBusy ? <LoaderCircle className="identity-spin" aria-hidden="true" size={18} /> : null}
      {children}
    </button>
  );
}
