/** Tidies a piece of the line for output: one space, no space before punctuation, no stray separators at the ends. */
export function clean(text: string | null | undefined): string | null {
  if (!text) return null;
  const trimmed = text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:)])/g, "$1")
    .replace(/^[\s,;:.\-*]+|[\s,;:\-*]+$/g, "")
    .trim();
  return trimmed || null;
}

/** Joins the non-empty parts with commas; null when nothing is left. */
export function joinParts(parts: string[]): string | null {
  return clean(parts.filter(Boolean).join(", "));
}
