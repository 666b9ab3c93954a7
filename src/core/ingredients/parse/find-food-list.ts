/**
 * Finds foods listed after the first one, which stay in the name: "brandy, sherry, or rum",
 * "parmesan, or similar hard cheese", "basil and dill".
 */
import { classifyClause } from "./classify-clause.ts";

/** "or similar hard cheese", "or other oil": another food, not "or to taste", "or more", "or 2 shallots". */
const OR_FOOD =
  /^or\s+(?!(?:to|more|less|as|so|about|until|if|for|see|use|using|substitute|sub|you|your|store|homemade|leftover|any|a|an|one|two|three|half|few|whatever|try|buy|in|on|at|with|without|cut|chopped|sliced|grated|diced|minced|finely|roughly|none|not|omit|skip|both)\b|[\d.])[a-z]/i;

/** "Madeira or sweet sherry", "basil and dill": the end of a list of foods begun by the name. */
const FOOD_LIST_END = /^[\p{L}'’ -]+\s(?:or|and|and\/or|OR)\s[\p{L}'’ -]+$/u;
/** "zest and juice", "white and green parts", "either kosher or sea": parts or kinds of the food, not more foods. */
const NOT_A_FOOD_LIST =
  /\b(?:juice|zest|rind|peel|pulp|parts?|portions?|stems|heads?|shells|tops|segments|wedges|flesh|skin|bones|either|both|including|only|homemade|storebought|store-bought|quality|comparable)\b|(?:^|\b(?:and|or|the|its|their|with|no)\s+)seeds\b/i;
// biome-ignore format: a list reads better packed
const KIND_WORDS = new Set([
  "or", "and", "very", "slightly", "hot", "mild", "sweet", "crunchy", "creamy", "smooth", "chunky", "fresh", "frozen",
  "dried", "canned", "salted", "unsalted", "raw", "cooked", "light", "dark", "regular", "large", "small", "medium",
  "thick", "thin", "ripe", "soft", "firm", "hard", "whole", "spicy", "plain", "sweetened", "unsweetened", "black",
  "golden", "white", "brown",
]);

const LIST_CLOSER =
  /^(?:or|and|and\/or)\s+(?!(?:to|more|less|as|so|about|if|for|see|use|using|substitute|you|your|a|an|one|two|half|few|whatever|in|on|at|with|without|cut)\b|[\d.])[a-z]/i;

/** The index of the clause that closes a list of foods starting at `from`, or -1 when these are not foods. */
export function findListEnd(clauses: string[], from: number): number {
  for (let j = from; j < clauses.length && j < from + 6; j++) {
    const clause = clauses[j];
    if (j === from ? false : LIST_CLOSER.test(clause) && !NOT_A_FOOD_LIST.test(clause)) return j;
    if (isFoodListEnd(clause)) return j;
    if (classifyClause(clause) !== "other" || /\d/.test(clause) || clause.split(" ").length > 4) return -1;
    if (
      /^(?:on|off|from|in|straight|depending|such|with|without|for|the|both|either|made|mixed|juices?)\b/i.test(clause)
    )
      return -1;
    if (
      NOT_A_FOOD_LIST.test(clause) ||
      clause
        .toLowerCase()
        .split(" ")
        .every((w) => KIND_WORDS.has(w))
    )
      return -1;
  }
  return -1;
}

/** "basil and dill", "Madeira or sweet sherry": a clause that closes a list of foods by itself. */
function isFoodListEnd(clause: string): boolean {
  if (!FOOD_LIST_END.test(clause) || NOT_A_FOOD_LIST.test(clause)) return false;
  const words = clause.toLowerCase().split(" ");
  // "green beans or sugar snap peas" is long for a list's end; "give or take depending on pan" is a note.
  const isLong = words.length > 5;
  if (isLong && (words.length > 7 || /\b(?:a|an|the|such|as|do|not|give|take|depending|mixture|if|you)\b/.test(clause)))
    return false;
  return !words.every((w) => KIND_WORDS.has(w));
}

/** "or similar hard cheese", "or other oil": another food after the name, which stays in it. */
export function isOtherFood(clause: string): boolean {
  return OR_FOOD.test(clause);
}
