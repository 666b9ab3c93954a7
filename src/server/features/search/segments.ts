/**
 * ts_headline marks matches with two control characters (never HTML); this turns its output into
 * plain-text segments, so the page renders <mark> itself and no recipe text is ever parsed as HTML.
 */
import type { TTextSegment } from "#core/search/search.schema.ts";

export const matchStart = "\u0001";
export const matchEnd = "\u0002";

/** Adds text to the segments, joined to the last one when both are matches or both are not. */
function appendSegment(segments: TTextSegment[], text: string, isMatch: boolean): void {
  if (!text) return;
  const last = segments[segments.length - 1];
  if (last && last.isMatch === isMatch) last.text += text;
  else segments.push({ text, isMatch });
}

export function toSegments(marked: string | null): TTextSegment[] {
  if (!marked) return [];
  const segments: TTextSegment[] = [];
  const push = (text: string, isMatch: boolean) => appendSegment(segments, text, isMatch);
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

/** Enough of a snippet's first or last words to find them at the start or end of its source. */
const edgeLength = 12;

/**
 * "…" where a snippet starts after the start of its source or stops before its end, so a cut
 * snippet does not read as a whole description. `head` and `tail` are the source's first and last
 * characters.
 */
export function withCutMarks(segments: TTextSegment[], head: string | null, tail: string | null): TTextSegment[] {
  const text = segments.map((segment) => segment.text).join("");
  if (!text.trim()) return segments;
  // Letters and digits only: a cut leaves out the punctuation and spaces around it.
  const words = (value: string | null) => (value ?? "").replace(/[^\p{L}\p{N}]+/gu, "");
  const isFromStart = words(head).startsWith(words(text).slice(0, edgeLength));
  const isToEnd = words(tail).endsWith(words(text).slice(-edgeLength));
  const marked: TTextSegment[] = [];
  if (!isFromStart) appendSegment(marked, "… ", false);
  for (const segment of segments) appendSegment(marked, segment.text, segment.isMatch);
  if (!isToEnd) appendSegment(marked, " …", false);
  return marked;
}
