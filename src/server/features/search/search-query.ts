/**
 * The words of a search and the tsqueries built from them, once each word has been looked up in
 * the vocabulary of indexed words. No I/O here: the service does the looking up.
 */

const maxWords = 8;

/** More completions than this and the title query keeps the prefix match instead. */
export const maxCompletions = 20;

/** Lowercased words of a query, accents removed; at most 8. */
export function queryWords(q: string): string[] {
  return (
    q
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[a-z0-9]+/g)
      ?.slice(0, maxWords) ?? []
  );
}

export interface TResolvedWord {
  word: string;
  stem: string | null;
  isKnown: boolean;
  suggestion: string | null;
  /**
   * For an unknown word: every indexed word it begins (at most `maxCompletions`), or null when
   * there are more or they were not looked up.
   */
  completions: string[] | null;
}

const quoteLexeme = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** The tsquery text: every word must match (a typo may match its correction instead). */
export function buildTsquery(words: TResolvedWord[]): string | null {
  const usable = words.filter((w) => w.stem);
  if (usable.length === 0) return null;
  return usable
    .map((w, i) => {
      // The last word may be half typed: match it as a prefix unless it is a whole known word.
      const stem = quoteLexeme(w.stem as string) + (i === usable.length - 1 && !w.isKnown ? ":*" : "");
      return w.isKnown || !w.suggestion ? stem : `(${stem} | ${quoteLexeme(w.suggestion)})`;
    })
    .join(" & ");
}

/**
 * The same query for titles only, with a half-typed last word spelled out as the indexed words it
 * begins: every title word is in the vocabulary, and a GIN prefix scan is costed so high that the
 * planner would read the table instead. Null when no title can match. A title this query misses
 * (a word the vocabulary does not keep, such as one with digits) is still found by the full query.
 * With `isWeightA`, every lexeme is restricted to weight A, so that the query tests the title part
 * of the whole document directly (the same answer as on `ts_filter(document, '{a}')`, cheaper).
 */
export function buildTitleTsquery(words: TResolvedWord[], { isWeightA = false } = {}): string | null {
  const usable = words.filter((w) => w.stem);
  if (usable.length === 0) return null;
  const weight = isWeightA ? "A" : "";
  const lexeme = (text: string, isPrefix = false) =>
    quoteLexeme(text) + (isPrefix || isWeightA ? `:${isPrefix ? "*" : ""}${weight}` : "");
  const terms: string[] = [];
  for (const [i, w] of usable.entries()) {
    const isPrefix = i === usable.length - 1 && !w.isKnown;
    const stem = w.stem as string;
    const alternatives = isPrefix && w.completions ? w.completions.map((c) => lexeme(c)) : [lexeme(stem, isPrefix)];
    if (!w.isKnown && w.suggestion) alternatives.push(lexeme(w.suggestion));
    const unique = [...new Set(alternatives)];
    if (unique.length === 0) return null;
    terms.push(unique.length === 1 ? unique[0] : `(${unique.join(" | ")})`);
  }
  return terms.join(" & ");
}

/** Query words that were read as another word ("chiken" → "chicken"), for "Showing results for…". */
export function listCorrections(words: TResolvedWord[]): { from: string; to: string }[] {
  return words
    .filter((w) => !w.isKnown && w.suggestion && w.stem)
    .map((w) => ({ from: w.word, to: w.suggestion as string }));
}
