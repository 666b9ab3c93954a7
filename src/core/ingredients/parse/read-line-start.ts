/** Reads what a line may say before its amount: a note ("Optional:") and the part of the food used ("Juice of"). */

const LEADING_NOTE = /^(optional|additional|garnish)\s*(?::\s*|\s+(?=\d))/i;

/** "Juice of", "finely grated zest and juice of", "leaves from" before an amount. */
const PART_OF =
  /^((?:(?:finely|freshly|coarsely)\s+)?(?:(?:grated|strained|julienned|shredded)\s+)?(?:juice|zest|rind|peel|pulp|leaves|stems|stalks|needles|kernels)(?:\s+(?:and|&)\s+(?:(?:finely\s+)?(?:grated|julienned)\s+)?(?:juice|zest|rind|peel|pulp))?(?:\s+(?:of|from))?)\s+(?=\d|\.\d|(?:a|an|one|two|three|four|half)\s)/i;

export interface TLineStart {
  /** "Optional: 1 vanilla pod": kept as a comment. */
  note: string | null;
  /** "Juice of 2 limes": the fruit is what to buy; the part used is how to prepare it. */
  part: string | null;
  /** Where the amount may start. */
  end: number;
}

export function readLineStart(text: string): TLineStart {
  const note = LEADING_NOTE.exec(text);
  const part = PART_OF.exec(note ? text.slice(note[0].length) : text);
  return {
    note: note ? note[1] : null,
    part: part ? part[1] : null,
    end: (note ? note[0].length : 0) + (part ? part[0].length : 0),
  };
}
