/**
 * ts_headline marks matches with two control characters (never HTML); this turns its output into
 * plain-text segments, so the page renders <mark> itself and no recipe text is ever parsed as HTML.
 */
import type { TTextSegment } from "#core/search/search.schema.ts";

export const matchStart = "\u0001";
export const matchEnd = "\u0002";

export function toSegments(marked: string | null): TTextSegment[] {
  if (!marked) return [];
  const segments: TTextSegment[] = [];
  const push = (text: string, isMatch: boolean) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last && last.isMatch === isMatch) last.text += text;
    else segments.push({ text, isMatch });
  };
  for (const [i, part] of marked.split(matchStart).entries()) {
    if (i === 0) {
      push(part.replaceAll(matchEnd, ""), false);
      continue;
    }
    const end = part.indexOf(matchEnd);
    if (end === -1) {
      push(part, false);
      continue;
    }
    push(part.slice(0, end), true);
    push(part.slice(end + 1).replaceAll(matchEnd, ""), false);
  }
  return segments;
}
