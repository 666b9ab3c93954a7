/** The small vocabulary the request parser reads numbers and sentence glue with. */

const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  "a couple of": 2,
  "couple of": 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
};

/** A count as digits or words ("4", "four", "a couple of"); used inside the rules' patterns. */
export const countPattern = `(\\d{1,3}|a couple of|couple of|${Object.keys(numberWords)
  .filter((word) => !word.includes(" "))
  .join("|")})`;

export function readCount(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : (numberWords[trimmed] ?? Number.NaN);
}

/** "1,800", "1800", "1.8k", "2k" → 1800, 1800, 1800, 2000. */
export function readCalories(text: string): number {
  const compact = text.replace(/[\s,]/g, "");
  if (compact.endsWith("k")) return Math.round(Number(compact.slice(0, -1)) * 1000);
  return Number(compact);
}

/**
 * Sentence glue: words that ask for a plan without saying what kind. Left over after the rules,
 * they are not reported as misunderstood; anything else left over is.
 */
export const fillerWords = new Set(
  `a an the and or but with for of to in on at as by from so
  me my i i'd i'm im we us our you your it its it's this that these those which
  please thanks thank want wants wanted need needs would like love some any make made give get
  plan plans planning planned meal meals recipe recipes idea ideas food foods menu menus dish dishes
  option options something anything stuff are is be can could should help create generate build put
  together just also mostly mainly only all lots plenty per each day daily days eat eating cook cooking
  hi hello hey ok okay good nice great really very more`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words that start another constraint: an exclusion list ("no mushrooms, olives or capers") stops
 * before them, so "no mushrooms, vegetarian" excludes mushrooms and asks for vegetarian.
 */
export const constraintWords = new Set(
  `breakfast breakfasts brekkie lunch lunches lunchbox dinner dinners supper suppers snack snacks
  vegan vegetarian veggie pescatarian pescetarian plant meatless keto paleo
  quick quicker fast speedy rapid easy simple cheap healthy light high low rich protein calorie calories kcal cal cals
  minute minutes min mins hour hours day days week weeks weekend weekends weeknight weeknights weekday weekdays fortnight
  people person persons adults adult kids children family serves serving servings
  for under over within less more than at least most around about up max maximum minimum
  leftovers leftover repeats repeat time fuss hassle stress budget
  please thanks then also and or but with a an the every each daily tonight today tomorrow`
    .split(/\s+/)
    .filter(Boolean),
);

export function isNumberWord(word: string): boolean {
  return /^\d/.test(word) || word in numberWords;
}
