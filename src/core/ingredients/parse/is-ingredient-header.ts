const HEADER_RE = /^(?:for (?:the )?[^,]{2,40}|[^\d,()]{2,40}):$/i;

/** "For the sauce:", "Topping:": a heading inside an ingredient list. A line with a number is never one. */
export function isIngredientHeader(text: string): boolean {
  if (/\d/.test(text)) return false;
  if (HEADER_RE.test(text)) return true;
  return /^for the\s[^,()]{2,30}$/i.test(text) && text.split(/\s+/).length <= 5;
}
