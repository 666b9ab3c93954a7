import type { ReactNode } from "react";

/** One radio option as a card: its title and a muted line under it. */
export function RadioChoice({
  name,
  value,
  title,
  meta,
  checked,
  defaultChecked,
  disabled,
  describedBy,
  onChange,
}: {
  name: string;
  value: string;
  title: ReactNode;
  meta?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  disabled?: boolean;
  /** Id of the meta line, when it explains why the option is off. */
  describedBy?: string;
  onChange?: () => void;
}) {
  return (
    <label className="choice">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        defaultChecked={defaultChecked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      <span className="choice__text">
        <span className="choice__title">{title}</span>
        {meta ? (
          <span id={describedBy} className="choice__meta muted">
            {meta}
          </span>
        ) : null}
      </span>
    </label>
  );
}
