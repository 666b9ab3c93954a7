/** The editor's small fields: a number as typed, a one-line text, and a field's error. */
import type { TFieldErrors } from "./recipe-form.ts";

/** The id and error wiring of the input for field `name` (ids are `field-<name>`). */
export function fieldPropsFor(errors: TFieldErrors) {
  return (name: string) => ({
    id: `field-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `field-${name}-error` : undefined,
  });
}

export function FieldError({ name, errors }: { name: string; errors: TFieldErrors }) {
  return errors[name] ? (
    <p id={`field-${name}-error`} className="field__error">
      {errors[name]}
    </p>
  ) : null;
}

/** A number typed as text ("1.5", "1,5"), so the form can say what is wrong with it. */
export function NumberField({
  name,
  label,
  unit,
  hint,
  value,
  allowDecimals = false,
  onChange,
  errors,
}: {
  name: string;
  label: string;
  unit?: string;
  hint?: string;
  value: string;
  allowDecimals?: boolean;
  onChange: (value: string) => void;
  errors: TFieldErrors;
}) {
  const props = fieldPropsFor(errors)(name);
  const hintId = hint ? `field-${name}-hint` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={`field-${name}`}>
        {label}
        {unit ? <span className="muted"> ({unit})</span> : null}
      </label>
      <input
        {...props}
        aria-describedby={[props["aria-describedby"], hintId].filter(Boolean).join(" ") || undefined}
        className="input tabular"
        type="text"
        inputMode={allowDecimals ? "decimal" : "numeric"}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="field__hint muted">
          {hint}
        </p>
      ) : null}
      <FieldError name={name} errors={errors} />
    </div>
  );
}

/** A one-line text field labelled "(optional)". */
export function OptionalTextField({
  name,
  label,
  value,
  onChange,
  errors,
  isUrl = false,
  placeholder,
  maxLength,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: TFieldErrors;
  isUrl?: boolean;
  placeholder: string;
  maxLength?: number;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={`field-${name}`}>
        {label} <span className="muted">(optional)</span>
      </label>
      <input
        {...fieldPropsFor(errors)(name)}
        className="input"
        type={isUrl ? "url" : "text"}
        inputMode={isUrl ? "url" : undefined}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError name={name} errors={errors} />
    </div>
  );
}
