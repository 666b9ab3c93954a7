/** Decides whether a clause after the food's name is a comment or a preparation. */
import { PREP_VERBS } from "./preparation-words.ts";

/** How a comment starts: "or …", "to taste", "such as …", "at room temperature", "see note". */
const COMMENT_START =
  /^(?:or\b|plus\b|such as\b|like\b|to taste|to serve|for\b|optional|if\b|preferably|ideally|about\b|approx|approximately|roughly|around\b|see\b|divided|reserved|at room temperature|room temperature|as needed|as required|more or less|depending|you\b|we\b|i\b|available|from\b|homemade|store[- ]bought|recipe\b|note|about\b|enough|extra\b|and more|leaves? only|any\b|use\b|mostly|not\b|(?:we|i) (?:like|used|use)|which|about|at least|up to|each|per\b|in total|total|warm|cold|chilled|fresh or|organic|good quality|if using|if desired|optional)/i;

/** Words that end in "ed" without being participles: "red snapper", "grapeseed oil". */
const NOT_PARTICIPLE = /^(?:red|bed|\w*seed)$/;

/** Where a clause after the name belongs, before lists of foods are considered. */
export function classifyClause(clause: string): "comment" | "preparation" | "other" {
  if (COMMENT_START.test(clause)) return "comment";
  const firstWord = clause.split(" ")[0].toLowerCase();
  if (
    PREP_VERBS.has(firstWord) ||
    (/^(?:\w+ly|\w+ed)$/.test(firstWord) && !NOT_PARTICIPLE.test(firstWord)) ||
    /^(?:cut|at|to|until|about|in|into|room|no|with|without|skin|bone|stems?|seeds?|leaves|ends?)\b/i.test(firstWord)
  )
    return "preparation";
  if (clause.split(" ").some((w) => PREP_VERBS.has(w.toLowerCase()) && !/^(?:and|or|in|into|well|very)$/i.test(w)))
    return "preparation";
  return "other";
}
