/** Star ratings as a display: partial stars by width. The input is star-input.tsx. */

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
