/** The star rating input: a radio group of five stars. */
import { Star } from "lucide-react";
import { useId } from "react";

const stars = [1, 2, 3, 4, 5] as const;

const starWords = ["", "Poor", "Fair", "Good", "Very good", "Excellent"];

/**
 * Five radio buttons styled as stars: arrow keys move between them, the group has a visible legend,
 * and it works in a plain HTML form.
 */
export function StarInput({
  name,
  value,
  onChange,
  legend,
  error,
}: {
  name: string;
  value: number;
  onChange?: (value: number) => void;
  legend: string;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset className="star-input" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="star-input__stars">
        {stars.map((n) => (
          <label key={n} className={`star-input__star${n <= value ? " is-on" : ""}`}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange?.(n)}
              aria-invalid={error ? true : undefined}
            />
            <Star aria-hidden="true" size={36} />
            <span className="visually-hidden">
              {n} {n === 1 ? "star" : "stars"}, {starWords[n].toLowerCase()}
            </span>
          </label>
        ))}
        <span className="star-input__word muted" aria-hidden="true">
          {starWords[value] ?? ""}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
