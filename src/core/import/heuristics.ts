/**
 * The last resort for pages with no structured data and no known recipe card. The page is read as
 * a sequence of visible blocks (headings, list items, lines of text), then:
 *
 * - ingredients: the lines after an "Ingredients" heading (in the languages we see), else the
 *   elements whose class, id or stray itemprop says "ingredient", else the list whose lines read
 *   like ingredients (a quantity or unit up front, by `parseIngredient`);
 * - method: the lines after a "Method"/"Directions"/"Zubereitung"… heading, else elements named
 *   for instructions or steps, else the sentences that follow the ingredient list;
 * - a heading's section ends where the smallest element around it that holds its content ends,
 *   at a heading of the same rank, or at a "Notes"/"Comments" heading;
 * - yields and times from labelled text ("Serves 4", "Prep time: 15 mins", "Totale tijd 20 min");
 * - title from the h1 when it agrees with og:title/<title>, else og:title without the site name;
 * - data a single-page app ships in scripts (see app-state.ts) beats all of the above.
 */
import { parseIngredient } from "#core/ingredients/parse-ingredient.ts";
import { readAppState } from "./app-state.ts";
import {
  emptyRecipe,
  type TExtractedRecipe,
  type TIngredientGroupOut,
  type TInstructionSection,
} from "./extracted-recipe.ts";
import { cleanText, toAbsoluteUrl } from "./html-text.ts";
import type { THtmlElement } from "./html-tree.ts";
import { linearize, type TBlock, type TBlockKind, type TPage } from "./page-blocks.ts";
import { readFacts } from "./page-facts.ts";
import { stripSiteName, type TPageMeta } from "./page-meta.ts";
import {
  cleanHeading,
  INGREDIENT_HEADING,
  INGREDIENT_HINT,
  METHOD_HEADING,
  METHOD_HINT,
  STOP_HEADING,
  TIME_WORDS,
} from "./recipe-words.ts";
import { flattenSections } from "./schema-recipe.ts";
import { normalizeYields } from "./yields.ts";

export interface THeuristicsContext {
  html: string;
  url: string;
  meta: TPageMeta;
}

// --- Sections ----------------------------------------------------------------------------------

/** Lines under one name: an ingredient group ("For the sauce") or a part of the method. */
interface TGroup {
  name: string | null;
  lines: TBlock[];
}

interface TSection {
  groups: TGroup[];
  /** Index of the section's last block. */
  end: number;
}

function isSectionHeading(block: TBlock): boolean {
  const text = cleanHeading(block.text);
  if (TIME_WORDS.test(text) && /\d|[:：]\s*$/.test(block.text)) return false;
  return INGREDIENT_HEADING.test(text) || METHOD_HEADING.test(text) || STOP_HEADING.test(text);
}

/** A heading that names a group rather than a new part of the page: "For the sauce", "Glaze:". */
function isGroupHeading(text: string): boolean {
  return /[:：]\s*$/.test(text) || /^(?:for|für|pour|per|voor|para)\b/i.test(text);
}

/** Index of the first block after `index` that is not a heading. */
function nextContent(blocks: TBlock[], index: number): number {
  let i = index + 1;
  while (i < blocks.length && blocks[i].kind === "heading") i++;
  return i;
}

/**
 * Where the part of the page a heading introduces ends: the last block of the smallest element
 * around the heading that also holds content after it ("<div><h4>Method</h4><ol>…</ol></div>").
 */
function scopeEnd(page: TPage, index: number, from: THtmlElement): number {
  const content = nextContent(page.blocks, index);
  for (let element: THtmlElement | null = from; element; element = element.parent) {
    const range = page.ranges.get(element);
    if (range && range[1] >= content) return range[1];
  }
  return page.blocks.length - 1;
}

function collectSection(page: TPage, start: number, isMethod: boolean): TSection {
  const { blocks } = page;
  const head = blocks[start];
  const last = scopeEnd(page, start, head.parent);
  const groups: TGroup[] = [{ name: null, lines: [] }];
  let end = start;
  for (let i = start + 1; i <= last; i++) {
    const block = blocks[i];
    if (block.kind === "heading") {
      // The next part of the page: "Method" after "Ingredients", a "Notes" heading, a heading as
      // important as ours ("Variations" after "Method"), or a sentence set as a heading.
      const text = cleanHeading(block.text);
      const isAsImportant = block.rank <= head.rank && block.rank <= 6 && !isGroupHeading(block.text);
      if (isSectionHeading(block) || isAsImportant || text.length > 80) break;
      // A method's part names are shown as written ("Cooking Procedure:"); group names lose the colon.
      groups.push({ name: isMethod ? block.text : text, lines: [] });
      continue;
    }
    groups[groups.length - 1].lines.push(block);
    end = i;
  }
  return { groups: groups.filter((g) => g.lines.length > 0), end };
}

// --- Lines -------------------------------------------------------------------------------------

/** List marks typed into the text; "*" is left alone, as it marks footnotes ("*or hot sauce"). */
const BULLET = /^[•·▪■◦●○►▸✓✔☐□–—-]\s*/;
const BARE_NUMBER = /^\d+(?:[.,]\d+)?[.)]?$/;
const STEP_COUNTER = /^(?:step|schritt|étape|etape|paso|passo|stap|trin|steg|krok|lépés|adım)?\s*\d{1,2}\s*[.:)]?$/i;

function looksLikeIngredient(text: string): boolean {
  if (text.length > 120 || text.length < 2) return false;
  // Two sentences, a numbered sentence ("2- Add the cheese.") or a long one are steps.
  if (/[.!?]\s+\p{Lu}.*[.!?]$/u.test(text)) return false;
  if (/^\d{1,2}\s*[-.)]\s+\p{Lu}/u.test(text) || (/[.!]$/.test(text) && text.split(" ").length >= 6)) return false;
  const parsed = parseIngredient(text.replace(BULLET, ""));
  return (parsed.quantity !== null || parsed.unit !== null) && !!parsed.name;
}

function looksLikeStep(text: string): boolean {
  return text.length >= 15 && text.split(/\s+/).length >= 3 && !looksLikeIngredient(text);
}

/** What every line of a list ends with, when all do: a "shopping list" or "add" link. */
function commonTail(lines: string[]): string {
  if (lines.length < 3) return "";
  const words = lines.map((l) => l.split(" "));
  const tail: string[] = [];
  for (let k = 1; k <= 3; k++) {
    const word = words[0][words[0].length - k];
    if (!word || !words.every((w) => w.length > k && w[w.length - k] === word)) break;
    tail.unshift(word);
  }
  return tail.join(" ");
}

/** "For the sauce:", "Pour l'appareil": names of the groups inside one list. */
function isIngredientGroupName(text: string, kind: TBlockKind): boolean {
  if (/\d/.test(text) || text.split(/\s+/).length > 6) return false;
  if (/^(?:for|für|pour|per|voor|para)\s/i.test(text) && !/^pour\s+(?:the|in|over)\b/i.test(text)) return true;
  return kind !== "item" ? parseIngredient(text).isGroupHeader === true : /[:：]$/.test(text);
}

/** Ingredient lines from a section's blocks: list items when it has any, else its lines. */
function ingredientGroups(section: TSection): TIngredientGroupOut[] {
  const all = section.groups.flatMap((g) => g.lines);
  const hasItems = all.some((b) => b.kind === "item");
  const groups: TIngredientGroupOut[] = [];
  let current: TIngredientGroupOut | null = null;
  const open = (name: string | null) => {
    current = { purpose: name, ingredients: [] };
    groups.push(current);
  };
  for (const group of section.groups) {
    open(group.name);
    group.lines.forEach((block, index) => {
      const text = block.text.replace(BULLET, "").trim();
      if (!text) return;
      if (hasItems && block.kind !== "item") {
        // A line between lists names the next one ("hand-cut potato chips"); after the last list it is a note.
        const isBeforeItems = group.lines.slice(index + 1).some((b) => b.kind === "item");
        if (isBeforeItems && text.length < 60) open(cleanHeading(text));
        return;
      }
      if (BARE_NUMBER.test(text) || /^total\b/i.test(text)) return;
      if (block.kind === "line" && /\blabel\b|-label\b/.test(block.ownHints)) {
        if (/group|heading|title/.test(block.ownHints)) open(cleanHeading(text));
        return;
      }
      if (isIngredientGroupName(text, block.kind)) {
        open(cleanHeading(text));
        return;
      }
      current?.ingredients.push(text);
    });
  }
  const filled = groups.filter((g) => g.ingredients.length > 0);
  const tail = commonTail(filled.flatMap((g) => g.ingredients));
  if (tail) {
    for (const group of filled) group.ingredients = group.ingredients.map((l) => l.slice(0, -tail.length).trim());
  }
  return filled;
}

interface TMethod {
  sections: TInstructionSection[];
  yields: string | null;
}

const TRAILING_YIELD = /\s*\b((?:serves|makes|yields?)\s+\d+(?:\s*[-–]\s*\d+)?(?:\s+[a-z]+)?)\.?$/i;
const STEP_NUMBER = /^\d{1,2}[.)]\s+/;
/** "Step 2 Preheat…", "Passo 1: Em uma tigela…": the label only numbers the step. */
const STEP_LABEL =
  /^(?:step|schritt|étape|etape|paso|passo|stap|trin|steg|krok|lépés|adım)\s*\d{1,2}\s*[:.)–-]?\s+(?=\S)/i;
/**
 * "Prep: 15 min", "Cook time 1 hr", "Serves 4" among the steps are facts about the recipe, read
 * elsewhere; "Bake 40 minutes." is a step.
 */
const FACT_LINE =
  /^(?:(?:prep(?:aration)?|cook(?:ing)?|total|bak(?:e|ing))(?:\s+time\s*[:：]?|\s*[:：])|serves|servings\s*[:：]?|yields?\s*[:：]?|makes)\s*\d[^.]{0,20}\.?$/i;

function stepText(block: TBlock): string {
  let text = block.text.replace(BULLET, "").replace(STEP_LABEL, "");
  // "1. Mix" on one line of a <br>-split paragraph: the number only stood in for a list.
  if (block.isBrokenLine) text = text.replace(STEP_NUMBER, "");
  return text;
}

function isStepNoise(text: string): boolean {
  return (
    !text || STEP_COUNTER.test(text) || BARE_NUMBER.test(text) || FACT_LINE.test(text) || !/[\p{L}\p{N}]/u.test(text)
  );
}

function methodFrom(groups: TGroup[]): TMethod {
  let yields: string | null = null;
  let lastName: string | null = null;
  const sections = groups.map((group) => {
    // A "Step 3" heading over each step, or the same group name twice in a row, names nothing.
    let name = group.name && !STEP_COUNTER.test(group.name) ? group.name : null;
    if (name && name === lastName) name = null;
    lastName = name ?? lastName;
    return { name, steps: group.lines.map(stepText).filter((text) => !isStepNoise(text)) };
  });
  // "… serve with the dip. Serves 4": the yield written at the end of the method.
  const lastSection = sections[sections.length - 1];
  const lastStep = lastSection?.steps[lastSection.steps.length - 1];
  const trailing = lastStep?.match(TRAILING_YIELD);
  if (lastSection && lastStep && trailing) {
    yields = normalizeYields(trailing[1]);
    const rest = lastStep.slice(0, trailing.index).trim();
    if (rest) lastSection.steps[lastSection.steps.length - 1] = rest;
    else lastSection.steps.pop();
  }
  return { sections: sections.filter((s) => s.steps.length > 0), yields };
}

/** Lines after a method's list are credits and notes ("Recipe adapted from …"), not steps. */
function trimAfterLastItem(groups: TGroup[]): TGroup[] {
  const lines = groups.flatMap((g) => g.lines);
  const lastItem = lines.findLastIndex((b) => b.kind === "item");
  if (lastItem < 0) return groups;
  const keep = new Set(lines.slice(0, lastItem + 1));
  return groups.map((g) => ({ name: g.name, lines: g.lines.filter((b) => keep.has(b)) }));
}

/** A method must read like steps: a list of amounts under a "Method" tab is the ingredients again. */
function isPlausibleMethod(method: TMethod): boolean {
  const steps = method.sections.flatMap((s) => s.steps);
  if (steps.length === 0) return false;
  // Tab labels ("FODMAP tips", "Dairy free tips") are short and never end like a sentence.
  const isSentence = (step: string) => /[.!?)]$/.test(step) || step.split(/\s+/).length >= 5;
  const labels = steps.filter((step) => !isSentence(step)).length;
  const ingredientLike = steps.filter(looksLikeIngredient).length;
  return steps.some(isSentence) && ingredientLike + labels <= steps.length * 0.5;
}

// --- Finding the ingredients -------------------------------------------------------------------

interface TIngredientsFound {
  groups: TIngredientGroupOut[];
  start: number;
  end: number;
  /** Blocks holding the lines, for interleaved layouts. */
  lines: TBlock[];
}

function isHeadingFor(block: TBlock, pattern: RegExp): boolean {
  return block.kind === "heading" && pattern.test(cleanHeading(block.text)) && isSectionHeading(block);
}

/** How much a found list reads like ingredients: lines with amounts count most, the rest a little. */
function ingredientScore(found: TIngredientsFound): number {
  const lines = found.groups.flatMap((g) => g.ingredients);
  return lines.filter(looksLikeIngredient).length + lines.length * 0.1;
}

/**
 * Every "Ingredients" heading's list, best first. Blogs often have an "Ingredients" section of
 * notes ("Butter – use unsalted…") above the recipe's real list, so the first is not always it.
 */
function byHeading(page: TPage): TIngredientsFound | null {
  let best: TIngredientsFound | null = null;
  for (let i = 0; i < page.blocks.length; i++) {
    if (!isHeadingFor(page.blocks[i], INGREDIENT_HEADING)) continue;
    const section = collectSection(page, i, false);
    const groups = ingredientGroups(section);
    if (groups.length === 0) continue;
    const found = { groups, start: i, end: section.end, lines: section.groups.flatMap((g) => g.lines) };
    if (!best || ingredientScore(found) > ingredientScore(best)) best = found;
  }
  return best;
}

/** Runs of consecutive blocks inside elements whose class, id or itemprop matches the hint. */
function hintedRuns(page: TPage, hint: RegExp, exclude: RegExp | null): { start: number; end: number }[] {
  const runs: { start: number; end: number }[] = [];
  page.blocks.forEach((block, i) => {
    const isHinted = hint.test(block.hints) && !exclude?.test(block.hints);
    if (!isHinted) return;
    const last = runs[runs.length - 1];
    if (last && last.end === i - 1) last.end = i;
    else runs.push({ start: i, end: i });
  });
  return runs;
}

function sectionOfRun(page: TPage, run: { start: number; end: number }): TSection {
  const groups: TGroup[] = [{ name: null, lines: [] }];
  for (let i = run.start; i <= run.end; i++) {
    const block = page.blocks[i];
    if (block.kind === "heading") {
      if (!isSectionHeading(block)) groups.push({ name: cleanHeading(block.text), lines: [] });
    } else groups[groups.length - 1].lines.push(block);
  }
  return { groups: groups.filter((g) => g.lines.length > 0), end: run.end };
}

/**
 * The runs that read most like the thing sought, together with the runs in elements of the same
 * kind: recipes in parts repeat "ingredients, steps" per part ("dough", "sauce", "topping").
 */
function bestRuns<T>(
  page: TPage,
  runs: { start: number; end: number }[],
  score: (run: T) => number,
  read: (run: { start: number; end: number }) => T | null,
): T[] {
  const entries = runs.map((run) => ({ run, value: read(run) }));
  let best: (typeof entries)[number] | null = null;
  let bestScore = 0;
  for (const entry of entries) {
    const value = entry.value;
    const points = value ? score(value) : 0;
    if (points > bestScore) {
      best = entry;
      bestScore = points;
    }
  }
  if (!best) return [];
  const kind = page.blocks[best.run.start].hints;
  return entries
    .filter((e) => e === best || (e.value && page.blocks[e.run.start].hints === kind && score(e.value) > 0))
    .map((e) => e.value as T);
}

function byHint(page: TPage): TIngredientsFound | null {
  const found = bestRuns<TIngredientsFound>(page, hintedRuns(page, INGREDIENT_HINT, null), ingredientScore, (run) => {
    const section = sectionOfRun(page, run);
    const groups = ingredientGroups(section);
    return groups.length > 0
      ? { groups, start: run.start, end: run.end, lines: section.groups.flatMap((g) => g.lines) }
      : null;
  });
  if (found.length === 0) return null;
  return {
    groups: found.flatMap((f) => f.groups),
    start: found[0].start,
    end: found[found.length - 1].end,
    lines: found.flatMap((f) => f.lines),
  };
}

interface TCandidate {
  blocks: number[];
  signature: string;
}

function signatureOf(element: THtmlElement): string {
  const one = (e: THtmlElement | null) => (e ? `${e.tag}.${e.attrs.class ?? ""}` : "");
  return `${one(element)}|${one(element.parent)}`;
}

/** Lists, and runs of lines in one element, that could be an ingredient list nobody labelled. */
function unlabelledCandidates(page: TPage): TCandidate[] {
  const candidates: TCandidate[] = [];
  let current: TCandidate | null = null;
  let key: unknown = null;
  page.blocks.forEach((block, i) => {
    const blockKey = block.kind === "item" ? block.listId : block.kind === "line" ? block.parent : null;
    if (blockKey === null) {
      key = null;
      return;
    }
    if (key !== blockKey || !current) {
      current = { blocks: [], signature: signatureOf(block.parent) };
      candidates.push(current);
      key = blockKey;
    }
    current.blocks.push(i);
  });
  return candidates.filter((c) => c.blocks.length >= 2);
}

function byListShape(page: TPage): TIngredientsFound | null {
  const scored = unlabelledCandidates(page).map((candidate) => {
    const lines = candidate.blocks.map((i) => page.blocks[i].text);
    const good = lines.filter(looksLikeIngredient).length;
    return { candidate, good, isAccepted: good >= 2 && good >= lines.length * 0.6 };
  });
  let best: (typeof scored)[number] | null = null;
  for (const entry of scored) if (entry.isAccepted && (!best || entry.good > best.good)) best = entry;
  if (!best) return null;
  // Layouts that repeat the same list element around the steps (two-column recipes) split one list.
  const chosen = best;
  const parts = scored.filter(
    (e) => e === chosen || (e.isAccepted && e.candidate.signature === chosen.candidate.signature),
  );
  const singles = page.blocks
    .map((b, i) => ({ b, i }))
    .filter(
      ({ b, i }) =>
        b.kind === "line" &&
        signatureOf(b.parent) === chosen.candidate.signature &&
        BULLET.test(b.text) &&
        !parts.some((p) => p.candidate.blocks.includes(i)),
    )
    .map(({ i }) => i);
  const indexes = [...parts.flatMap((p) => p.candidate.blocks), ...singles].sort((a, b) => a - b);
  const lines = indexes.map((i) => page.blocks[i]);
  const groups = ingredientGroups({ groups: [{ name: null, lines }], end: indexes[indexes.length - 1] });
  if (groups.length === 0) return null;
  return { groups, start: indexes[0], end: indexes[indexes.length - 1], lines };
}

// --- Finding the method ------------------------------------------------------------------------

function methodByHeading(page: TPage, after: number): TMethod | null {
  const { blocks } = page;
  const order = [...blocks.keys()].filter((i) => i > after).concat([...blocks.keys()].filter((i) => i <= after));
  for (const i of order) {
    if (!isHeadingFor(blocks[i], METHOD_HEADING)) continue;
    const section = collectSection(page, i, true);
    const method = methodFrom(trimAfterLastItem(section.groups));
    if (isPlausibleMethod(method)) return method;
  }
  return null;
}

function methodByHint(page: TPage): TMethod | null {
  const found = bestRuns<TMethod>(
    page,
    hintedRuns(page, METHOD_HINT, INGREDIENT_HINT),
    (method) => method.sections.reduce((sum, s) => sum + s.steps.length, 0),
    (run) => {
      const method = methodFrom(trimAfterLastItem(sectionOfRun(page, run).groups));
      return isPlausibleMethod(method) ? method : null;
    },
  );
  if (found.length === 0) return null;
  return { sections: found.flatMap((m) => m.sections), yields: found.find((m) => m.yields)?.yields ?? null };
}

/**
 * Steps nobody labelled. Two layouts: the ingredients in one column and the steps beside them
 * (lines between the ingredient lines, to the end of the element that holds the last of them), or
 * a run of sentences right after the ingredient list.
 */
function methodAfterIngredients(page: TPage, found: TIngredientsFound): TMethod | null {
  const { blocks } = page;
  const own = new Set(found.lines);
  // Bold lines among the steps ("Keep warm in the oven.") are steps too, not headings.
  const isStepLine = (b: TBlock) => !own.has(b) && (b.kind !== "heading" || b.rank >= 7);
  const between = blocks.slice(found.start, found.end + 1).filter(isStepLine);
  if (between.filter((b) => looksLikeStep(b.text)).length >= 2) {
    const lastLine = found.lines[found.lines.length - 1];
    const last = scopeEnd(page, found.end, lastLine.parent);
    const tail = blocks.slice(found.end + 1, last + 1).filter(isStepLine);
    const method = methodFrom([{ name: null, lines: [...between, ...tail] }]);
    if (isPlausibleMethod(method)) return method;
  }
  const steps: TBlock[] = [];
  let skipped = 0;
  for (let i = found.end + 1; i < blocks.length; i++) {
    const block = blocks[i];
    if (block.kind !== "heading" && looksLikeStep(block.text)) {
      steps.push(block);
      continue;
    }
    if (steps.length > 0 || ++skipped > 2) break;
  }
  const method = methodFrom([{ name: null, lines: steps }]);
  return isPlausibleMethod(method) ? method : null;
}

// --- Title and image ---------------------------------------------------------------------------

const SITE_CHROME = /site-?(?:header|title|branding|logo)|masthead|navbar|navigation|menu|logo/;

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}

/** Share of the smaller title's words that the other also has. */
function overlap(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  if (left.size === 0 || right.size === 0) return 0;
  let common = 0;
  for (const word of left) if (right.has(word)) common++;
  return common / Math.min(left.size, right.size);
}

function firstTitleHeading(page: TPage): { text: string; index: number } | null {
  for (let i = 0; i < page.blocks.length; i++) {
    const block = page.blocks[i];
    if (block.kind === "heading" && block.rank === 1 && block.text.length < 200 && !SITE_CHROME.test(block.hints))
      return { text: block.text, index: i };
  }
  return null;
}

/**
 * The page's own heading when the head's title agrees with it (it keeps the site's casing and
 * leaves out SEO words), else the head's title without the site name.
 */
function guessTitle(page: TPage, meta: TPageMeta, url: string): { text: string | null; index: number } {
  const h1 = firstTitleHeading(page);
  const siteName = meta.meta.get("og:site_name") ?? null;
  const titles = [meta.meta.get("og:title"), meta.meta.get("twitter:title"), meta.title ?? undefined]
    .filter((t): t is string => !!t)
    .map((t) => stripSiteName(cleanText(t), siteName, url))
    .filter((t): t is string => !!t);
  if (h1 && (titles.length === 0 || titles.some((t) => overlap(h1.text, t) >= 0.6))) return h1;
  return { text: titles[0] ?? h1?.text ?? null, index: h1?.index ?? 0 };
}

const NOT_A_PHOTO = /logo|icon|avatar|gravatar|sprite|spacer|pixel|badge|emoji|placeholder|banner|\.svg|\.gif/i;

/** The recipe's photo when the head names none: the first sizeable image by the title or ingredients. */
function guessImages(page: TPage, url: string, titleAt: number, ingredientsAt: number): string[] {
  const usable = page.images.filter((image) => !NOT_A_PHOTO.test(image.src) && !NOT_A_PHOTO.test(image.hints));
  const near = usable.filter((image) => image.at >= titleAt && image.at <= ingredientsAt + 1);
  const chosen = near.find((image) => /photo|recipe|featured|hero|post-image|main/.test(image.hints)) ?? near[0];
  const absolute = chosen ? toAbsoluteUrl(chosen.src, url) : null;
  return absolute ? [absolute] : [];
}

// --- Putting it together -----------------------------------------------------------------------

/** A heading's list unless elements named for ingredients hold a list that reads much more like one. */
function findIngredients(page: TPage): TIngredientsFound | null {
  const heading = byHeading(page);
  const hinted = byHint(page);
  if (heading && hinted) return ingredientScore(hinted) > ingredientScore(heading) + 1 ? hinted : heading;
  return heading ?? hinted ?? byListShape(page);
}

function findMethod(page: TPage, ingredients: TIngredientsFound | null): TMethod | null {
  const after = ingredients?.end ?? -1;
  return (
    methodByHeading(page, after) ??
    methodByHint(page) ??
    (ingredients ? methodAfterIngredients(page, ingredients) : null)
  );
}

export function readByHeuristics(root: THtmlElement, context: THeuristicsContext): TExtractedRecipe | null {
  const page = linearize(root);
  const ingredients = findIngredients(page);
  const method = findMethod(page, ingredients);
  const app = readAppState(context.html);
  if (!ingredients && !method && !app) return null;
  const recipe = emptyRecipe("heuristic");
  recipe.ingredientGroups = ingredients?.groups ?? [];
  recipe.ingredients = recipe.ingredientGroups.flatMap((g) => g.ingredients);
  recipe.instructionSections = method?.sections ?? [];
  recipe.instructions = flattenSections(recipe.instructionSections);
  const title = guessTitle(page, context.meta, context.url);
  recipe.title = title.text;
  const ingredientsAt = ingredients?.start ?? page.blocks.length;
  const facts = readFacts(page, { titleAt: title.index, ingredients });
  recipe.yields = method?.yields ?? facts.yields;
  recipe.totalTime = facts.totalTime;
  recipe.prepTime = facts.prepTime;
  recipe.cookTime = facts.cookTime;
  recipe.images = guessImages(page, context.url, title.index, ingredientsAt);
  if (app) applyAppState(recipe, app);
  return recipe;
}

/** App data is structured, so it wins over what was read from the visible text. */
function applyAppState(recipe: TExtractedRecipe, app: NonNullable<ReturnType<typeof readAppState>>) {
  recipe.ingredients = app.ingredients;
  recipe.ingredientGroups = [{ purpose: null, ingredients: app.ingredients }];
  recipe.instructions = app.instructions;
  recipe.instructionSections = [{ name: null, steps: app.instructions }];
  recipe.yields = app.yields ?? recipe.yields;
  recipe.totalTime = app.totalTime ?? recipe.totalTime;
  recipe.prepTime = app.prepTime ?? recipe.prepTime;
  recipe.cookTime = app.cookTime ?? recipe.cookTime;
}
