/**
 * What a single line of a page reads like, judged from its text alone: an ingredient ("200 g
 * flour"), a step ("Mix the flour and the eggs."), or a mark that only stands in for a list.
 */
import { parseIngredient } from "#core/ingredients/parse-ingredient.ts";

/** List marks typed into the text; "*" is left alone, as it marks footnotes ("*or hot sauce"). */
export const BULLET = /^[•·▪■◦●○►▸✓✔☐□–—-]\s*/;
/** A number alone on its line: a step counter or an amount from a separate column. */
export const BARE_NUMBER = /^\d+(?:[.,]\d+)?[.)]?$/;

/** A short line with a quantity or unit up front and a name after it, by `parseIngredient`. */
export function looksLikeIngredient(text: string): boolean {
  if (text.length > 120 || text.length < 2) return false;
  // Two sentences, a numbered sentence ("2- Add the cheese.") or a long one are steps.
  if (/[.!?]\s+\p{Lu}.*[.!?]$/u.test(text)) return false;
  if (/^\d{1,2}\s*[-.)]\s+\p{Lu}/u.test(text) || (/[.!]$/.test(text) && text.split(" ").length >= 6)) return false;
  const parsed = parseIngredient(text.replace(BULLET, ""));
  return (parsed.quantity !== null || parsed.unit !== null) && !!parsed.name;
}

/** A line of a few words that is not an ingredient. */
export function looksLikeStep(text: string): boolean {
  return text.length >= 15 && text.split(/\s+/).length >= 3 && !looksLikeIngredient(text);
}
