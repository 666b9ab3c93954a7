/**
 * Splits the text after the amount into the food's name, its preparation and a comment: asides
 * and notes come out first, then the text is cut into clauses at commas; the first clause is the
 * name (with any list of foods that follows it), the others are preparations or comments.
 */
import { classifyClause } from "./classify-clause.ts";
import { clean, joinParts } from "./clean-text.ts";
import { findListEnd, isOtherFood } from "./find-food-list.ts";
import { PREP_VERBS } from "./preparation-words.ts";
import { refineName } from "./refine-name.ts";
import { takeBracketedAsides, takeTrailingNotes } from "./take-asides.ts";

/** Words about the food that a comma may set off before its name: "skinless, boneless chicken thighs". */
// biome-ignore format: a list reads better packed
const LEADING_ADJECTIVES = new Set([
  "dried", "fresh", "hot", "small", "large", "shelled", "skinned", "flaked", "deboned", "smoked", "frozen", "unsalted",
  "salted", "plain", "strong", "short", "mild", "firm", "ripe", "soft", "sweet", "raw", "lean", "organic", "crisp",
  "crusty", "day-old", "stale", "cold", "warm", "unsweetened", "sweetened", "seedless", "thick", "thin", "good",
  "tinned", "canned", "low-sodium", "reduced-sodium", "low-fat", "full-fat", "reduced-fat", "fat-free", "light",
]);

/**
 * Where the food's name stops inside its clause: "mixed with …", "made from …" prepare it;
 * "plus 3 yolks", "or 2 shallots" (another food with its own amount), "e.g. …", "weighing …" comment on it.
 */
const NAME_TAIL =
  /\s(?:((?:mixed|made|dissolved|blended|diluted|whisked|beaten|combined|soaked|simmered|fried|dredged|tied|steeped|marinated)\s+(?:with|from|in|up|into)\b)|(?:at\s+)?room[- ]temperature\b|(?:or\s+)?to\s+(?:finish|season|serve|garnish|dust|cover|taste|make|drizzle|decorate|sprinkle|glaze|brush|fry|coat|grease)\b|plus\s|or\s+(?=[\d½¼¾⅓⅔⅛])|or\s+(?:less|more)\b|e\.g\.?\s|such\s+as\s|weighing\s|for\s+(?!example\b)|in\s+(?:their|the|its)\s+shells?\b)/i;

const WITH_JUICE = /^(?:with|including)\s+(?:its\s+|their\s+|the\s+)?(?:juices?|liquid)$/i;
/** "cream cheese, full fat": how rich it is names the product. */
const FAT_CONTENT = /^(?:full|low|half|reduced)[- ]fat$/i;

export interface TRestParts {
  name: string | null;
  preparation: string | null;
  comment: string | null;
  size: string | null;
}

interface TSorted {
  name: string;
  preparations: string[];
  comments: string[];
}

function isLeadingAdjectivePhrase(clause: string): boolean {
  return (
    /^[a-z-]+(?: [a-z-]+)?$/i.test(clause) &&
    clause.split(" ").every((w) => PREP_VERBS.has(w.toLowerCase()) || LEADING_ADJECTIVES.has(w.toLowerCase()))
  );
}

/** "or other long, thin pasta", "rustic, crusty bread": a comma between two words about the same food. */
const COORDINATE_ADJECTIVE =
  /\b(?:small|large|long|short|soft|coarse|rustic|dry|thin|thick|firm|ripe|ripest|mild|fresh|crisp|crusty|lean|plain|sweet)$/i;

function isCoordinateComma(clause: string, next: string): boolean {
  return COORDINATE_ADJECTIVE.test(clause) && /^[a-z-]+\s+[a-z]/i.test(next) && classifyClause(next) === "other";
}

/** Cuts the text into clauses at commas, semicolons and spaced dashes. */
function splitClauses(text: string): string[] {
  const clauses = text.split(/\s*[,;]\s*|\s+-\s+/).filter(Boolean);
  for (let i = 0; i < clauses.length - 1; i++) {
    if (!isCoordinateComma(clauses[i], clauses[i + 1])) continue;
    clauses.splice(i, 2, `${clauses[i]} ${clauses[i + 1]}`);
    i--;
  }
  // "skinless, boneless chicken thighs": leading adjectives set off by commas still belong to the name.
  while (clauses.length > 1 && isLeadingAdjectivePhrase(clauses[0])) {
    const first = clauses.shift()!;
    clauses[0] = `${first} ${clauses[0]}`;
  }
  return clauses;
}

/** Cuts "mixed with …", "plus 3 yolks", "or 2 shallots" off the end of the name's clause. */
function takeNameTail(clause: string): TSorted & { hasTail: boolean } {
  const tail = NAME_TAIL.exec(clause);
  if (!tail || tail.index <= 0) return { name: clause, preparations: [], comments: [], hasTail: false };
  const aside = clause.slice(tail.index).trim();
  const name = clause.slice(0, tail.index);
  return tail[1]
    ? { name, preparations: [aside], comments: [], hasTail: true }
    : { name, preparations: [], comments: [aside], hasTail: true };
}

/**
 * Sorts the clauses after the name: further foods right after it stay in the name ("parmesan, or
 * similar hard cheese", "salt, pepper"); the others are preparations or comments.
 */
function sortClauses(first: TSorted & { hasTail: boolean }, clauses: string[]): TSorted {
  const { preparations, comments } = first;
  let name = first.name;
  let isNameOpen = !first.hasTail;
  for (let i = 0; i < clauses.length; i++) {
    const clause = clauses[i];
    if (isNameOpen && isOtherFood(clause)) {
      name = `${name}, ${clause}`;
      continue;
    }
    const kind = classifyClause(clause);
    // "brandy, sherry, or rum": bare foods up to one that closes the list with "or"/"and".
    const listEnd = isNameOpen && kind === "other" ? findListEnd(clauses, i) : -1;
    if (listEnd >= 0) {
      name = [name, ...clauses.slice(i, listEnd + 1)].join(", ");
      i = listEnd;
      continue;
    }
    // "diced tomatoes, with juice": what comes in the can is part of what to use.
    if (i === 0 && isNameOpen && (WITH_JUICE.test(clause) || FAT_CONTENT.test(clause))) {
      name = `${name} ${clause}`;
      continue;
    }
    isNameOpen = false;
    if (kind === "preparation") preparations.push(clause);
    else comments.push(clause);
  }
  return { name, preparations, comments };
}

/**
 * Splits the text after the amount into name, preparation and comment, and a size found in the name.
 * `isCounted`: the amount counts pieces, with no unit ("6 cooked prawns").
 */
export function splitRest(rest: string, isCounted = false): TRestParts {
  const asides = takeBracketedAsides(rest);
  const notes = takeTrailingNotes(asides.text);
  const clauses = splitClauses(notes.text);
  const sorted = sortClauses(takeNameTail(clauses.shift() ?? ""), clauses);
  const refined = refineName(sorted.name, isCounted);
  return {
    name: clean(refined.name),
    preparation: joinParts([...refined.preparations, ...sorted.preparations]),
    comment: joinParts([...notes.notes, ...asides.comments, ...sorted.comments]),
    size: refined.size,
  };
}
