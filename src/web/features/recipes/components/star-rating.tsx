/** Star ratings: a display (partial stars by width) and an input (a radio group of five stars). */
import { Star } from "lucide-react";
import { useId } from "react";

const stars = [1, 2, 3, 4, 5] as const;

/**
 * Five stars drawn by CSS (a masked star repeated five times, the filled layer cut to the rating),
 * so a page of reviews does not carry ten SVG elements per rating.
 */
export function StarRating({ value, size = 18, label }: { value: number; size?: number; label?: string }) {
  const clamped = Math.max(0, Math.min(5, value));
  return (
    <span
      className="star-rating"
      role="img"
      aria-label={label ?? `Rated ${clamped.toFixed(1).replace(/\.0$/, "")} out of 5`}
      style={{ "--star-size": `${size}px`, "--star-fill": `${(clamped / 5) * 100}%` } as React.CSSProperties}
    />
  );
}

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
