/**
 * The phrasings the request parser knows, as a table: a pattern over the lowercased request and
 * what a match means. Rules run in this order and never read words an earlier rule took, so the
 * specific phrase wins ("no leftovers" before "no …", "30 minutes" before "quick").
 */
import { planLimits } from "../plan-options.ts";
import type { TRequestChip } from "./request-chip.ts";
import { countPattern, readCalories, readCount } from "./request-words.ts";

/** A count that is not a bare article: "a day" and "for a change" are no counts. */
const count = countPattern.replace("|a|an|", "|");

/** A chip before it has its label and source. `isVague` marks a guess ("quick") that an exact figure replaces. */
export type TReading = {
  [K in TRequestChip["kind"]]: { kind: K; value: Extract<TRequestChip, { kind: K }>["value"]; isVague?: boolean };
}[TRequestChip["kind"]];

export type TRuleResult = TReading[] | { reason: string };

export interface TRequestRule {
  pattern: RegExp;
  read(match: RegExpExecArray): TRuleResult;
}

/** A whole-word pattern. */
function words(pattern: string): RegExp {
  return new RegExp(`(?<![a-z0-9])(?:${pattern})(?![a-z0-9])`, "g");
}

function rule(pattern: string, read: (match: RegExpExecArray) => TRuleResult): TRequestRule {
  return { pattern: words(pattern), read };
}

function always(...readings: TReading[]): (match: RegExpExecArray) => TRuleResult {
  return () => readings;
}

function inRange(value: number, min: number, max: number, reading: TReading, what: string): TRuleResult {
  if (Number.isFinite(value) && value >= min && value <= max) return [reading];
  return { reason: `${what} run from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}` };
}

const perDay = "(?:\\s*(?:a|per|each|every|/)\\s*day|\\s*daily)?";
const calorieFigure = "(\\d{1,2}(?:,\\d{3}|\\d{3})|\\d{3}|\\d(?:\\.\\d)?\\s?k)";
const minutesWord = "(?:minutes?|mins?|m)";

/** Leftovers, diets and phrases containing "no", read before exclusions. */
export const rulesBeforeExclusions: TRequestRule[] = [
  rule(
    "(?:no|without|hate|skip|not) leftovers?|fresh(?:ly cooked)? every (?:day|meal)|no repeats?|nothing twice",
    always({ kind: "allowLeftovers", value: false }),
  ),
  rule(
    "(?:(?:with|allow(?:ing)?|ok with|okay with|happy with|fine with|don't mind|love|use up|using) )?leftovers?(?: (?:are |is )?(?:ok|okay|fine|welcome|allowed|please))?|cook once,? eat twice|batch[- ]?cook(?:ing|ed)?|meal[- ]?prep(?:ping)?",
    always({ kind: "allowLeftovers", value: true }),
  ),
  rule(
    "(?:but |and )?(?:fish|seafood) (?:is |are )?(?:ok|okay|fine|allowed)|no meat but (?:fish|seafood)|(?:fish|seafood) but no meat",
    always({ kind: "diet", value: "pescatarian", isVague: true }),
  ),
  rule("vegan|plant[- ]based|plant[- ]only", always({ kind: "diet", value: "vegan" })),
  rule("vegetarian|veggie|meat[- ]?free|meatless|lacto[- ]ovo", always({ kind: "diet", value: "vegetarian" })),
  rule("pesc[ae]tarian|pescy", always({ kind: "diet", value: "pescatarian" })),
  rule("gluten[- ]?free|c(?:o)?eliac|gf", always({ kind: "diet", value: "gluten-free" })),
  rule("dairy[- ]?free|non[- ]dairy|lactose[- ](?:free|intolerant)", always({ kind: "diet", value: "dairy-free" })),
  rule(
    "(?:tree[- ])?nut[- ]?free|nut allerg(?:y|ies|ic)|allergic to (?:tree )?nuts",
    always({ kind: "diet", value: "nut-free" }),
  ),
  rule("no time|short on time|in a (?:hurry|rush)", always({ kind: "maxPrepMinutes", value: 30, isVague: true })),
];

/** Everything else, read after exclusions. */
export const rulesAfterExclusions: TRequestRule[] = [
  rule(
    `(?:(?:under|below|less than|max(?:imum)?|at most|up to|around|about|roughly|approx(?:imately)?|~)\\s*)?${calorieFigure}\\s*(?:k?cals?|calories|kcals?)${perDay}`,
    readCalorieGoal,
  ),
  rule(`calorie (?:goal|target|limit) (?:of )?${calorieFigure}`, readCalorieGoal),
  rule(
    "low[- ]cal(?:orie)?s?|light meals?|calorie[- ]conscious",
    always({ kind: "caloriesPerDay", value: 1500, isVague: true }),
  ),
  rule(
    `(?:(?:at least|min(?:imum)?|over|more than|>=?)\\s*)?(\\d{1,3})\\s*(?:g|grams?)\\s*(?:of\\s+)?protein${perDay}`,
    readProteinMinimum,
  ),
  rule("protein (?:of |min(?:imum)? )?(?:at least )?(\\d{1,3})\\s*(?:g|grams?)", readProteinMinimum),
  rule(
    "high[- ]protein|protein[- ](?:packed|rich|heavy)|(?:lots of|plenty of|more|extra) protein|muscle[- ]building",
    always({ kind: "proteinMin", value: 100, isVague: true }),
  ),
  rule(
    `(?:ready in|under|in|within|less than|no more than|max(?:imum)?|at most|up to|<)\\s*(\\d{1,3})\\s*${minutesWord}(?: or less| max| tops)?`,
    (match) => readMinutes(match),
  ),
  rule(`(\\d{1,3})[- ]?${minutesWord}(?: or less| max| tops| meals?)?`, (match) => readMinutes(match)),
  rule(
    "(?:(?:under|in|within|less than) )?(?:half an hour|half-hour|30 mins)",
    always({ kind: "maxPrepMinutes", value: 30 }),
  ),
  rule(
    "(?:(?:under|in|within|less than|no more than) )?(?:an|one|1) hour(?: or less)?",
    always({ kind: "maxPrepMinutes", value: 60 }),
  ),
  rule("(?:under|in|within|less than|no more than) (\\d) hours?", (match) => readMinutes(match, 60)),
  rule(
    "(?:super|very|really|extra)[- ]?(?:quick|fast)|lightning[- ]fast",
    always({ kind: "maxPrepMinutes", value: 15, isVague: true }),
  ),
  rule(
    "quick(?:er)?|fast|speedy|rapid|no[- ]fuss|fuss[- ]free|hassle[- ]free",
    always({ kind: "maxPrepMinutes", value: 30, isVague: true }),
  ),
  rule(
    "every ?day|each day|all week(?: long)?|weekends? too|including (?:the )?weekends?|7 days a week",
    always({ kind: "timeLimitDays", value: "every-day" }),
  ),
  rule(`(?:for |over |next |the next )?${count}[- ]days?`, (match) =>
    inRange(readCount(match[1]), 1, planLimits.maxDays, { kind: "days", value: readCount(match[1]) }, "Plans"),
  ),
  rule("(?:two|2) weeks|fortnight", always({ kind: "days", value: 14 })),
  rule(
    "(?:for |over )?(?:the |this |next )?(?:work ?week|weekdays|weeknights?|mon(?:day)?[- ](?:to[- ])?fri(?:day)?)",
    always({ kind: "days", value: 5 }),
  ),
  rule(
    "(?:for |over )?(?:(?:a|one|1|this|next|the|whole|full|entire|the whole|the coming|the next) )?week(?:'s worth|ly)?",
    always({ kind: "days", value: 7 }),
  ),
  rule(
    "(?:the |this |next )?weekends?",
    always({ kind: "days", value: 2 }, { kind: "startWeekday", value: "saturday" }),
  ),
  rule("tonight|today|tomorrow", always({ kind: "days", value: 1 })),
  rule(`${count} adults? and ${count} (?:kids|children|teens?|little ones)`, (match) => {
    const people = readCount(match[1]) + readCount(match[2]);
    return inRange(people, 1, planLimits.maxPeople, { kind: "people", value: people }, "Households");
  }),
  rule(`family of ${count}`, readPeople),
  // "5 vegetarian dinners": one a day, so a count of meals is the number of days. Only the count is
  // taken, so the diet and the meal between are read by their own rules.
  rule(`${count}(?=(?: [a-z-]+){0,3} (?:breakfasts|lunches|dinners|suppers)(?![a-z]))`, (match) =>
    inRange(readCount(match[1]), 1, planLimits.maxDays, { kind: "days", value: readCount(match[1]) }, "Plans"),
  ),
  rule(
    `(?:serves?|serving|feeds?|feeding|for) ${count}(?: (?:people|persons?|adults|of us|guests|servings?))?`,
    readPeople,
  ),
  rule(`${count} (?:people|persons|adults|servings|of us|guests)`, readPeople),
  rule(
    "for (?:me and my|my) (?:partner|wife|husband|boyfriend|girlfriend|spouse|flatmate|roommate)|(?:for )?(?:the )?two of us|(?:for )?a couple",
    always({ kind: "people", value: 2 }),
  ),
  rule("just me|for one|for myself|for me|solo|one person|single person", always({ kind: "people", value: 1 })),
  rule(
    "(?:all|three|3) (?:main )?meals(?: a day)?|full days?|breakfast,? lunch,? (?:and|&) dinner",
    always({ kind: "meal", value: "breakfast" }, { kind: "meal", value: "lunch" }, { kind: "meal", value: "dinner" }),
  ),
  rule("breakfasts?|brekkie", always({ kind: "meal", value: "breakfast" })),
  rule("lunch(?:es|box(?:es)?)?", always({ kind: "meal", value: "lunch" })),
  rule("dinners?|suppers?|evening meals?", always({ kind: "meal", value: "dinner" })),
  rule("snacks?|snacking", always({ kind: "meal", value: "snack" })),
];

function readCalorieGoal(match: RegExpExecArray): TRuleResult {
  const calories = readCalories(match[1]);
  const reading: TReading = { kind: "caloriesPerDay", value: calories };
  return inRange(calories, planLimits.minCalories, planLimits.maxCalories, reading, "Calorie goals");
}

function readProteinMinimum(match: RegExpExecArray): TRuleResult {
  const grams = Number(match[1]);
  return inRange(grams, 1, planLimits.maxProtein, { kind: "proteinMin", value: grams }, "Protein minimums");
}

function readMinutes(match: RegExpExecArray, minutesEach = 1): TRuleResult {
  const minutes = Number(match[1]) * minutesEach;
  const reading: TReading = { kind: "maxPrepMinutes", value: minutes };
  return inRange(minutes, planLimits.minMinutes, planLimits.maxMinutes, reading, "Time limits (minutes)");
}

function readPeople(match: RegExpExecArray): TRuleResult {
  const people = readCount(match[1]);
  return inRange(people, 1, planLimits.maxPeople, { kind: "people", value: people }, "Households");
}
