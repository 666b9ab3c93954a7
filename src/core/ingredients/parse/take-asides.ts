/**
 * Takes the asides out of the text after the amount: bracketed notes ("(see note)", "[optional]")
 * and trailing notes without a comma ("to taste", "for garnish"). Short other names in brackets
 * ("fish sauce (nam pla)") stay in the text.
 */
import { clean } from "./clean-text.ts";
import { PREP_VERBS } from "./preparation-words.ts";

/** Words that make a parenthesised aside a note, not another name for the food. */
const NOTE_WORDS =
  /\b(?:optional|see|notes?|about|approx|such|preferably|available|use|using|if|not|each|from|for|like|any|homemade|store|bought|recipe|page|divided|total|plus|more|taste|etc|e\.g|ie|i\.e|your|you|we|our|instead|works|substitute|sub|alternatively|found|fine|only|below|above|ideally|at|in|with|to|made|weight|cold|boiled|also|called|will|do|depending|size|approximately|roughly|recipes?|follow|preferred|other|another|alternative|regular|combination|mixture|something|similar|whatever|both|either|reserved|separate|kept|on|off|removed|left|scant|generous|heaped|level|packed|less|per|aka|a|an|approximate|lean|large|small|medium|half|without|reserve|peeling|unnecessary|optionally|include|including|is|are|no|heaping|great|good|best|room|temperature|warm|hot|chilled|frozen|thawed|fresh)\b/i;

/** "(nam pla)", "(or peanut oil)": a short other name or alternative for the food, kept in the name. */
function isOtherName(aside: string): boolean {
  if (/[\d,;:!?*./]/.test(aside)) return false;
  // "(or similar soft blue cheese)" reads as ", or similar soft blue cheese" does: another food.
  if (/^or\s+(?:a\s+)?similar\s+[a-z]+(?:\s+[a-z-]+){0,4}$/i.test(aside)) return true;
  const body = aside.replace(/^or\s+/i, "");
  const words = body.split(" ");
  if (words.length > 3 || NOTE_WORDS.test(body)) return false;
  return !words.some((w) => PREP_VERBS.has(w.toLowerCase()) || /^\w+(?:ed|ly)$/i.test(w));
}

/** Parentheses (one level of nesting) or square brackets. */
const BRACKETED = /\(([^()]*(?:\([^()]*\)[^()]*)*)\)|\[([^\]]*)\]/g;

/** Trailing "to taste", "optional", "for garnish" without a comma. */
const TRAILING_NOTE =
  /\s+((?:or\s+)?to taste|optional|to serve|to garnish|for (?:the )?[a-z]+(?: [a-z]+){0,2}|as needed|if desired|or more to taste|plus (?:more|extra) [^,]*)$/i;

/**
 * Parenthesised asides are comments ("(see note)", "(optional)"); "chicken(s)" only marks a plural.
 * Returns the text without them, with one space between words, and the comments in order.
 */
export function takeBracketedAsides(rest: string): { text: string; comments: string[] } {
  const comments: string[] = [];
  const text = rest
    .replace(/(\w)\((?:s|es)\)/gi, "$1")
    .replace(BRACKETED, (_m, inner: string | undefined, square: string | undefined, offset: number) => {
      const aside = clean(inner ?? square);
      const before = rest.slice(0, offset);
      // Only inside the food's own clause: "fish sauce (nam pla)", not "eggs, beaten (room temperature)".
      if (aside && /[\p{L}'’]\s*$/u.test(before) && !/[,;]/.test(before) && isOtherName(aside)) return ` (${aside}) `;
      if (aside) comments.push(aside);
      return " ";
    });
  return { text: text.replace(/\s+/g, " ").trim(), comments };
}

/** Takes up to three trailing notes off the end: "salt to taste", "parsley for garnish"; returns them in order. */
export function takeTrailingNotes(text: string): { text: string; notes: string[] } {
  const notes: string[] = [];
  let left = text;
  for (let guard = 0; guard < 3; guard++) {
    const match = TRAILING_NOTE.exec(left);
    if (!match) break;
    notes.unshift(match[1]);
    left = left.slice(0, match.index).trim();
  }
  return { text: left, notes };
}
