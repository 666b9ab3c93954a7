/**
 * The first stage: one spelling for the characters the later stages match on (spaces, dashes,
 * slashes, fraction glyphs, decimal commas), and no list bullets.
 */

// biome-ignore format: a table reads better packed
const VULGAR: Record<string, string> = {
  "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅖": "2/5", "⅗": "3/5", "⅘": "4/5",
  "⅙": "1/6", "⅚": "5/6", "⅛": "1/8", "⅜": "3/8", "⅝": "5/8", "⅞": "7/8", "⅐": "1/7", "⅑": "1/9", "⅒": "1/10",
};
const VULGAR_RE = /(\d)?\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞⅐⅑⅒])/g;

/** "1½" → "1 1/2", "½" → "1/2", so that numbers are read one way. */
function replaceFractionGlyphs(text: string): string {
  if (!/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞⅐⅑⅒]/.test(text)) return text;
  const spelled = text.replace(VULGAR_RE, (_m, whole: string | undefined, glyph: string) =>
    whole ? `${whole} ${VULGAR[glyph]}` : ` ${VULGAR[glyph]}`,
  );
  return spelled.replace(/\s+/g, " ").replace(/\(\s+/g, "(").trim();
}

export function normalizeLine(line: string): string {
  let text = line.replace(/[\u00A0\u2000-\u200B\u202F\u3000]/g, " ").replace(/[\u2044\u2215]/g, "/");
  text = text
    .replace(/[–—‒−]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
  text = text.replace(/^(?:[-•*▢□☐✓✔·~]\s*)+/, "");
  text = replaceFractionGlyphs(text);
  // "1-1/2 cups" is a mixed number, not a range; "1,5 kg" is a decimal.
  text = text.replace(/(^|[^\d/])(\d+)-(\d+\/\d+)/g, "$1$2 $3");
  text = text.replace(/(\d),(\d{1,2})(?!\d)/g, "$1.$2");
  return text;
}
