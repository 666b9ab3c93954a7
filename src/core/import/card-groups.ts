/**
 * Ingredient groups recovered from the page. Structured data lists the ingredients flat, but the
 * recipe card printed on the page shows them under headings ("For the crust:", "Glaze"), whatever
 * plugin or theme printed it. The structured lines are found in order among the page's list items
 * and lines; a short heading-like line between two of them starts a new group.
 *
 * Only the stretch of HTML that holds the ingredients is parsed: a page's structured data is read
 * without building a tree, and parsing a few kilobytes instead of the whole page keeps it so.
 */
import type { TIngredientGroupOut } from "./extracted-recipe.ts";
import { decodeEntities } from "./html-text.ts";
import { parseHtml, type THtmlElement, textOf } from "./html-tree.ts";
import { INGREDIENT_HEADING, METHOD_HEADING, STOP_HEADING, TIME_WORDS, YIELD_LABEL } from "./recipe-words.ts";

interface TCardLine {
  text: string;
  tag: string;
  /** A list item whose whole text is a heading or bold ("<li><strong>Sauce</strong></li>"). */
  isItemHeading: boolean;
  /** The element's class names, lower case. */
  hints: string;
  element: THtmlElement;
}

/** Not shown as text (unlike the page reader, asides stay: some sites print the recipe card in one). */
const SKIPPED = new Set(
  "script style noscript template svg button select option textarea input iframe img picture figure".split(" "),
);
const BLOCK_LIKE = new Set(["li", "p", "h1", "h2", "h3", "h4", "h5", "h6", "dt", "dd", "td", "th", "label"]);
const HEADING_TAG = /^h[1-6]$/;
const EMPHASIS = new Set(["strong", "b", "em", "u"]);
const VULGAR: Record<string, string> = {
  "½": "1/2",
  "⅓": "1/3",
  "⅔": "2/3",
  "¼": "1/4",
  "¾": "3/4",
  "⅛": "1/8",
  "⅜": "3/8",
  "⅝": "5/8",
  "⅞": "7/8",
};

/** Letters and digits only, lower case, fractions spelled out: how a line is compared. */
export function squashLine(line: string): string {
  return line
    .replace(/[½⅓⅔¼¾⅛⅜⅝⅞]/g, (c) => VULGAR[c] ?? c)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

function hasBlockChild(element: THtmlElement): boolean {
  return element.children.some(
    (c) =>
      typeof c !== "string" &&
      !SKIPPED.has(c.tag) &&
      (BLOCK_LIKE.has(c.tag) || c.tag === "div" || c.tag === "ul" || c.tag === "ol" || hasBlockChild(c)),
  );
}

/** The only non-empty child element, when the element holds nothing else. */
function soleChild(element: THtmlElement): THtmlElement | null {
  const elements = element.children.filter((c): c is THtmlElement => typeof c !== "string");
  const hasText = element.children.some((c) => typeof c === "string" && c.trim() !== "");
  return elements.length === 1 && !hasText ? elements[0] : null;
}

/** Visible lines in page order: list items, headings, paragraphs and text-only boxes. */
function readLines(root: THtmlElement): TCardLine[] {
  const lines: TCardLine[] = [];
  const visit = (element: THtmlElement) => {
    for (const child of element.children) {
      if (typeof child === "string" || SKIPPED.has(child.tag)) continue;
      const isLeafBox =
        !hasBlockChild(child) && (BLOCK_LIKE.has(child.tag) || child.tag === "div" || child.tag === "span");
      if (child.tag === "li" || isLeafBox) {
        const text = textOf(child);
        if (!text) continue;
        const inner = soleChild(child);
        const isItemHeading = child.tag === "li" && !!inner && (HEADING_TAG.test(inner.tag) || EMPHASIS.has(inner.tag));
        lines.push({
          text,
          tag: child.tag,
          isItemHeading,
          hints: (child.attrs.class ?? "").toLowerCase(),
          element: child,
        });
        continue;
      }
      visit(child);
    }
  };
  visit(root);
  return lines;
}

function isSameLine(page: string, wanted: string): boolean {
  if (page === wanted) return true;
  if (page.length === 0 || wanted.length === 0) return false;
  const [short, long] = page.length < wanted.length ? [page, wanted] : [wanted, page];
  return short.length >= 8 && short.length >= long.length * 0.6 && long.includes(short);
}

/** Units a card may spell out where the structured data abbreviates, or the other way round. */
const UNIT_WORDS: Record<string, string> = {
  teaspoon: "tsp",
  teaspoons: "tsp",
  tsps: "tsp",
  tablespoon: "tbsp",
  tablespoons: "tbsp",
  tbs: "tbsp",
  tbl: "tbsp",
  ounce: "oz",
  ounces: "oz",
  pound: "lb",
  pounds: "lb",
  lbs: "lb",
  cups: "cup",
  grams: "g",
  gram: "g",
};

const wordsOf = (text: string) => (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []).map((w) => UNIT_WORDS[w] ?? w);

/** The same ingredient written a little differently: "2 tsp garlic, minced" and "2 teaspoons garlic (minced)". */
export function isSameIngredient(pageText: string, wanted: string): boolean {
  if (isSameLine(squashLine(pageText), squashLine(wanted))) return true;
  const want = wordsOf(wanted);
  const have = new Set(wordsOf(pageText));
  if (want.length < 2 || have.size === 0) return false;
  const shared = want.filter((w) => have.has(w)).length;
  return shared >= want.length * 0.7 && shared >= have.size * 0.6;
}

/** Could this line name a group? Short, not an amount, not a label of the card's other parts. */
export function looksLikeGroupName(line: TCardLine): boolean {
  const { text } = line;
  if (text.length > 70 || /^[\d½⅓⅔¼¾⅛]/.test(text)) return false;
  if (text.split(/\s+/).length > 9) return false;
  if (METHOD_HEADING.test(text) || STOP_HEADING.test(text) || YIELD_LABEL.test(text)) return false;
  if (TIME_WORDS.test(text) && /\d/.test(text)) return false;
  // A list item between two matched lines is not one of the structured ingredients; it names a
  // group when it is marked as a heading, ends with a colon or reads "For the …".
  if (line.tag === "li")
    return line.isItemHeading || /[:：]$/.test(text) || HEADING_HINT.test(line.hints) || GROUP_PREFIX.test(text);
  return true;
}

const HEADING_HINT = /group|heading|header|title|subtitle|section/;
const GROUP_PREFIX = /^(?:for|für|pour|voor|para|per)\s/i;

const isIngredientsHeading = (text: string) => INGREDIENT_HEADING.test(text) && text.length <= 30;

const isListItem = (line: TCardLine) => line.tag === "li" && !line.isItemHeading;

/** Where an ingredient is printed: one line, or an amount and the name on two ("250 g" / "curd cheese"). */
interface TPrintedAt {
  start: number;
  end: number;
}

/** "250 g", "1 ks", "0.25 TL", "2 sztuki": an amount with at most a unit, printed apart from the name. */
const AMOUNT_ONLY = /^[\d½⅓⅔¼¾⅛.,/\s–-]+(?:\p{L}[\p{L}.]{0,11})?$/u;

const isHeadingLine = (line: TCardLine) => HEADING_TAG.test(line.tag) || line.isItemHeading;

const STARTS_WITH_AMOUNT = /^[\d½⅓⅔¼¾⅛]/;
/** An amount up front, with or without a unit word: "20 g ", "1 ", "0.25 TL ". */
const LEADING_AMOUNT = /^[\d½⅓⅔¼¾⅛][\d½⅓⅔¼¾⅛.,/–-]*\s*/u;
const LEADING_UNIT = /^\p{L}[\p{L}.]{0,11}\s+/u;

/** "20 g Butter" for "Butter": the page prints the amount the structured line leaves out. */
export function isAmountAndLine(pageText: string, wanted: string): boolean {
  const amount = pageText.match(LEADING_AMOUNT);
  if (!amount || STARTS_WITH_AMOUNT.test(wanted)) return false;
  const rest = pageText.slice(amount[0].length);
  const target = squashLine(wanted);
  return squashLine(rest) === target || squashLine(rest.replace(LEADING_UNIT, "")) === target;
}

/**
 * Where `wanted` is printed at or after `from`: a heading only when it reads exactly the same
 * ("Homemade Tzatziki Sauce" over the line "Tzatziki Sauce" is the group's name, not the line).
 */
function findPrinted(lines: TCardLine[], wanted: string, from: number): TPrintedAt | null {
  const isAmountFirst = STARTS_WITH_AMOUNT.test(wanted);
  for (let i = from; i < Math.min(lines.length, from + 6); i++) {
    const line = lines[i];
    const isSame = isSameIngredient(line.text, wanted) || isAmountAndLine(line.text, wanted);
    if (isSame && (!isHeadingLine(line) || squashLine(line.text) === squashLine(wanted))) return { start: i, end: i };
    // The amount the structured line starts with, printed in a box of its own before the name.
    const next = lines[i + 1];
    if (next && isAmountFirst && AMOUNT_ONLY.test(line.text) && isSameIngredient(`${line.text} ${next.text}`, wanted))
      return { start: i, end: i + 1 };
  }
  return null;
}

/**
 * Lines matched to the ingredients in order; null when too few are found. A line the page words
 * differently ("2 tbsp" for "2 tablespoons") is matched by place: the next list item, when the
 * lines around it match; a few of those are allowed.
 */
function matchInOrder(lines: TCardLine[], ingredients: string[], start: number): TPrintedAt[] | null {
  const at: TPrintedAt[] = [];
  let cursor = start;
  let byPlace = 0;
  for (const wanted of ingredients) {
    let found = findPrinted(lines, wanted, cursor);
    if (!found && cursor < lines.length && isListItem(lines[cursor])) {
      found = { start: cursor, end: cursor };
      byPlace++;
    }
    if (!found) return null;
    at.push(found);
    cursor = found.end + 1;
  }
  return byPlace <= Math.max(1, Math.floor(ingredients.length / 6)) ? at : null;
}

/**
 * Above the first ingredient a line must also look like a heading (a heading element, a colon, a
 * class naming a group or title): cards print other short lines there ("Cook mode", "Servings").
 */
function isMarkedHeading(line: TCardLine): boolean {
  return HEADING_TAG.test(line.tag) || line.isItemHeading || /[:：]$/.test(line.text) || HEADING_HINT.test(line.hints);
}

/** The line naming the group that starts after `from`: the last heading-like line before `to`. */
function nameBetween(lines: TCardLine[], from: number, to: number): TCardLine | null | undefined {
  for (let i = to - 1; i > from; i--) {
    const line = lines[i];
    if (isIngredientsHeading(line.text)) return null;
    if (looksLikeGroupName(line)) return line;
  }
  return undefined;
}

/** Where each ingredient line is printed among the page's lines; null when they are not all there in order. */
function locateLines(lines: TCardLine[], ingredients: string[]): TPrintedAt[] | null {
  for (let start = 0; start < lines.length; start++) {
    if (findPrinted(lines, ingredients[0], start)?.start !== start) continue;
    const at = matchInOrder(lines, ingredients, start);
    if (at) return at;
  }
  return null;
}

/** The groups the printed lines fall into: null when no heading separates them. */
function groupsAt(lines: TCardLine[], at: TPrintedAt[], ingredients: string[]): TIngredientGroupOut[] | null {
  const groups: TIngredientGroupOut[] = [{ purpose: null, ingredients: [ingredients[0]] }];
  const nameLines: TCardLine[] = [];
  for (let k = 1; k < at.length; k++) {
    const named = at[k].start - at[k - 1].end > 1 ? nameBetween(lines, at[k - 1].end, at[k].start) : undefined;
    if (named !== undefined) {
      groups.push({ purpose: named?.text ?? null, ingredients: [] });
      if (named) nameLines.push(named);
    }
    groups[groups.length - 1].ingredients.push(ingredients[k]);
  }
  if (groups.length === 1) return null;
  // The first group's name sits just above the first line, below the "Ingredients" heading if
  // any; it looks like a heading, or like the names of the other groups.
  const above = at[0].start > 0 ? lines[at[0].start - 1] : null;
  const isLikeOthers = (line: TCardLine) => nameLines.some((n) => n.tag === line.tag && n.hints === line.hints);
  if (
    above &&
    !isIngredientsHeading(above.text) &&
    looksLikeGroupName(above) &&
    (isMarkedHeading(above) || isLikeOthers(above))
  )
    groups[0].purpose = above.text;
  return groups;
}

/** A word to look for in the raw HTML: the line's longest plain word. */
function searchWordOf(line: string): string | null {
  const words = line.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  let best: string | null = null;
  for (const word of words) if (!best || word.length > best.length) best = word;
  return best;
}

const MAX_STRETCH = 60_000;
/** Room left after the stretch for each last line that has no word to look for. */
const UNANCHORED_LINE_CHARS = 1500;
/** A word that occurs more often than this ("salt" in a long article) is not worth anchoring on. */
const MAX_ANCHORS = 300;

/**
 * Where each word is shown on the page, in order: one pass of one case-insensitive pattern over
 * the page, skipping the head and what scripts and styles hold.
 */
function findVisible(html: string, words: string[]): number[][] {
  // Longest first, so "buttermilk" is not read as "butter".
  const positions: number[][] = words.map(() => []);
  const linesOfWord = new Map<string, number[]>();
  for (const [i, word] of words.entries()) linesOfWord.set(word, [...(linesOfWord.get(word) ?? []), i]);
  // Case-sensitive with the first letter either way ("[Ss]alt") runs several times faster than the
  // "i" flag, and tags are written in lower case all but always.
  const alternatives = [...linesOfWord.keys()]
    .sort((x, y) => y.length - x.length)
    .map((w) => `[${w[0]}${w[0].toUpperCase()}]${w.slice(1)}`);
  const pattern = new RegExp(`<body\\b|<(?:script|style)\\b|</(?:script|style)\\s*>|${alternatives.join("|")}`, "g");
  let isInBody = !html.includes("<body");
  let isInScript = false;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const text = match[0][0] === "<" ? match[0] : match[0].toLowerCase();
    if (text.startsWith("<body")) isInBody = true;
    else if (text.startsWith("</")) isInScript = false;
    else if (text.startsWith("<")) isInScript = true;
    else if (isInBody && !isInScript) for (const line of linesOfWord.get(text) ?? []) positions[line].push(match.index);
  }
  return positions;
}

/** The first position at or after `from`; -1 when none. */
function nextAt(positions: number[], from: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (positions[mid] < from) low = mid + 1;
    else high = mid;
  }
  return low < positions.length ? positions[low] : -1;
}

/**
 * Where the visible ingredient list may be, shortest first: stretches of the page outside scripts
 * in which a word of each of a few lines appears, in the lines' order.
 */
function findListStretches(html: string, ingredients: string[]): [number, number][] {
  const lineWords = ingredients.map((line) => searchWordOf(decodeEntities(line)));
  const words = lineWords.filter((w): w is string => !!w);
  if (words.length < 2) return [];
  // Lines after the last one with a word to look for ("sól", "mąka") are printed after the stretch.
  let unanchored = 0;
  while (!lineWords[lineWords.length - 1 - unanchored]) unanchored++;
  const after = 600 + unanchored * UNANCHORED_LINE_CHARS;
  const positions = findVisible(html, words);
  const stretches: [number, number][] = [];
  for (const a of positions[0].slice(0, MAX_ANCHORS)) {
    let b = a + words[0].length;
    for (let k = 1; k < words.length && b !== -1; k++) {
      b = nextAt(positions[k], b);
      if (b !== -1) b += words[k].length;
    }
    if (b !== -1 && b - a <= MAX_STRETCH) stretches.push([a, b]);
  }
  return stretches
    .sort((x, y) => x[1] - x[0] - (y[1] - y[0]))
    .map(([from, to]) => [Math.max(0, html.lastIndexOf("<", from - 2500)), Math.min(html.length, to + after)]);
}

/** How many stretches are parsed before giving up: the card is nearly always among the shortest. */
const STRETCHES_TRIED = 3;
/** Beyond those, a few more whose markup names ingredients: a post may retell the list in prose first. */
const NAMED_STRETCHES_TRIED = 2;
const INGREDIENT_MARKUP = /class\s*=\s*["'][^"']*ingredient/gi;

/** The stretches worth parsing, in order: the shortest few, then the shortest that hold markup named for ingredients. */
function* stretchesToTry(html: string, stretches: [number, number][]): Generator<[number, number]> {
  yield* stretches.slice(0, STRETCHES_TRIED);
  const rest = stretches.slice(STRETCHES_TRIED);
  if (rest.length === 0) return;
  const named = [...html.matchAll(INGREDIENT_MARKUP)].map((m) => m.index);
  let tried = 0;
  for (const [from, to] of rest) {
    if (tried === NAMED_STRETCHES_TRIED) return;
    const at = nextAt(named, from);
    if (at === -1 || at > to) continue;
    tried++;
    yield [from, to];
  }
}

/** The page's lines around the printed ingredient list, and where each ingredient is among them. */
interface TPrintedList {
  lines: TCardLine[];
  at: TPrintedAt[];
}

/** Where the page prints these ingredient lines, in order; null when it does not print them all. */
function locatePrintedList(html: string, ingredients: string[]): TPrintedList | null {
  if (ingredients.length < 2) return null;
  for (const [from, to] of stretchesToTry(html, findListStretches(html, ingredients))) {
    const lines = readLines(parseHtml(html.slice(from, to)));
    const at = locateLines(lines, ingredients);
    if (at) return { lines, at };
  }
  return null;
}

/**
 * Groups for a flat list of structured ingredient lines, read from the headings the page prints
 * between them; null when the page shows none.
 */
export function recoverIngredientGroups(html: string, ingredients: string[]): TIngredientGroupOut[] | null {
  const printed = locatePrintedList(html, ingredients);
  return printed ? groupsAt(printed.lines, printed.at, ingredients) : null;
}

const hasAmount = (line: string) => /[\d½⅓⅔¼¾⅛]/.test(line);

/** How far past the last name's heading its lines may run, and how many lines a group may hold. */
const LAST_GROUP_CHARS = 6000;
const MAX_GROUP_LINES = 40;
/** A line longer than this is a step or a paragraph, not an ingredient. */
const MAX_INGREDIENT_CHARS = 120;

function isInside(element: THtmlElement, box: THtmlElement | null): boolean {
  for (let at: THtmlElement | null = element; at; at = at.parent) if (at === box) return true;
  return false;
}

/** The smallest element that holds a heading and the line after it: that group's box. */
function boxAround(heading: THtmlElement, next: THtmlElement): THtmlElement | null {
  let box = heading.parent;
  while (box && !isInside(next, box)) box = box.parent;
  return box;
}

/** The printed lines under each named heading, in order; null when a name is not a heading there. */
function linesUnderHeadings(lines: TCardLine[], names: string[]): TIngredientGroupOut[] | null {
  const at: number[] = [];
  for (const name of names) {
    const target = squashLine(name);
    const from = at.length > 0 ? at[at.length - 1] + 1 : 0;
    const found = lines.findIndex((line, i) => i >= from && isHeadingLine(line) && squashLine(line.text) === target);
    if (found === -1) return null;
    at.push(found);
  }
  const last = at[at.length - 1];
  const lastBox = lines[last + 1] ? boxAround(lines[last].element, lines[last + 1].element) : null;
  const groups = names.map((name, k) => {
    const isLast = k + 1 === at.length;
    const ingredients: string[] = [];
    const end = isLast ? lines.length : at[k + 1];
    for (let i = at[k] + 1; i < end && ingredients.length < MAX_GROUP_LINES; i++) {
      const line = lines[i];
      // After the last group the page goes on (equipment, the method, notes): the box that holds
      // the last heading and its first line ends the list, and so does the next heading.
      const isPast =
        isHeadingLine(line) ||
        METHOD_HEADING.test(line.text) ||
        STOP_HEADING.test(line.text) ||
        (isLast && !isInside(line.element, lastBox));
      if (isPast && isLast) break;
      if (!isPast) ingredients.push(line.text);
    }
    return { purpose: name, ingredients };
  });
  const all = groups.flatMap((g) => g.ingredients);
  const isIngredientList =
    groups.every((g) => g.ingredients.length > 0) &&
    all.every((line) => line.length <= MAX_INGREDIENT_CHARS) &&
    all.filter((line) => STARTS_WITH_AMOUNT.test(line)).length * 2 >= all.length;
  return isIngredientList ? groups : null;
}

/**
 * Structured "ingredients" that are only the names of the page's ingredient groups ("Décor",
 * "Biscuit Joconde", …: no amount in any of them): the lines the page prints under each of those
 * headings, as groups named by them. Null unless every name is printed as a heading, in order,
 * each over lines that read like ingredients (short, most starting with an amount).
 */
export function readLinesUnderGroupNames(html: string, names: string[]): TIngredientGroupOut[] | null {
  if (names.length < 2 || names.some(hasAmount)) return null;
  for (const [from, to] of stretchesToTry(html, findListStretches(html, names))) {
    const lines = readLines(parseHtml(html.slice(from, Math.min(html.length, to + LAST_GROUP_CHARS))));
    const groups = linesUnderHeadings(lines, names);
    if (groups) return groups;
  }
  return null;
}

/**
 * The structured lines with the amounts the page prints for them, where the structured data left
 * the amounts out ("Butter" printed as "20 g Butter", or "ziemniaki" over "1 kilogram"); null
 * when most lines have amounts already or the page prints none.
 */
export function restorePrintedAmounts(html: string, ingredients: string[]): string[] | null {
  if (ingredients.filter(hasAmount).length * 2 > ingredients.length) return null;
  const printed = locatePrintedList(html, ingredients);
  if (!printed) return null;
  const { lines, at } = printed;
  // Each line as printed, with the amount a separate element shows after the name.
  const texts = at.map(({ start, end }, k) => {
    const text = lines
      .slice(start, end + 1)
      .map((l) => l.text)
      .join(" ");
    const after = lines[end + 1];
    const isBeforeNext = k + 1 >= at.length || end + 1 < at[k + 1].start;
    return after && isBeforeNext && AMOUNT_ONLY.test(after.text) && !hasAmount(text) ? `${text} ${after.text}` : text;
  });
  const restored = ingredients.map((line, k) =>
    !hasAmount(line) && hasAmount(texts[k]) && squashLine(texts[k]).includes(squashLine(line)) ? texts[k] : line,
  );
  const count = restored.filter((line, k) => line !== ingredients[k]).length;
  return count * 2 >= ingredients.length ? restored : null;
}
