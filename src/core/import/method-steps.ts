/**
 * Steps read from the lines of a method: cleaned of bullets, "Step 2" labels and counters, with
 * facts such as "Prep: 15 min" left out and a trailing "Serves 4" taken as the yield. A method
 * must read like steps to be kept.
 */
import type { TInstructionSection } from "./extracted-recipe.ts";
import { BARE_NUMBER, BULLET, looksLikeIngredient } from "./line-shapes.ts";
import type { TBlock } from "./page-blocks.ts";
import type { TGroup } from "./page-sections.ts";
import { normalizeYields } from "./yields.ts";

export interface TMethod {
  sections: TInstructionSection[];
  yields: string | null;
}

/** "Step 3" or "3." alone: a counter over a step, not a step. */
const STEP_COUNTER = /^(?:step|schritt|étape|etape|paso|passo|stap|trin|steg|krok|lépés|adım)?\s*\d{1,2}\s*[.:)]?$/i;
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

export function readStepText(block: TBlock): string {
  let text = block.text.replace(BULLET, "").replace(STEP_LABEL, "");
  // "1. Mix" on one line of a <br>-split paragraph: the number only stood in for a list.
  if (block.isBrokenLine) text = text.replace(STEP_NUMBER, "");
  return text;
}

/** Lines among the steps that are not steps: counters, bare numbers, facts, punctuation alone. */
export function isStepNoise(text: string): boolean {
  return (
    !text || STEP_COUNTER.test(text) || BARE_NUMBER.test(text) || FACT_LINE.test(text) || !/[\p{L}\p{N}]/u.test(text)
  );
}

/** "… serve with the dip. Serves 4": the yield written at the end of the method, taken off its last step. */
function takeTrailingYield(sections: TInstructionSection[]): string | null {
  const lastSection = sections[sections.length - 1];
  const lastStep = lastSection?.steps[lastSection.steps.length - 1];
  const trailing = lastStep?.match(TRAILING_YIELD);
  if (!lastSection || !lastStep || !trailing) return null;
  const rest = lastStep.slice(0, trailing.index).trim();
  if (rest) lastSection.steps[lastSection.steps.length - 1] = rest;
  else lastSection.steps.pop();
  return normalizeYields(trailing[1]);
}

/** The steps of each group, named by the group unless the name only counts steps or repeats. */
export function readMethod(groups: TGroup[]): TMethod {
  let lastName: string | null = null;
  const sections = groups.map((group) => {
    // A "Step 3" heading over each step, or the same group name twice in a row, names nothing.
    let name = group.name && !STEP_COUNTER.test(group.name) ? group.name : null;
    if (name && name === lastName) name = null;
    lastName = name ?? lastName;
    return { name, steps: group.lines.map(readStepText).filter((text) => !isStepNoise(text)) };
  });
  const yields = takeTrailingYield(sections);
  return { sections: sections.filter((s) => s.steps.length > 0), yields };
}

/** Lines after a method's list are credits and notes ("Recipe adapted from …"), not steps. */
export function trimAfterLastItem(groups: TGroup[]): TGroup[] {
  const lines = groups.flatMap((g) => g.lines);
  const lastItem = lines.findLastIndex((b) => b.kind === "item");
  if (lastItem < 0) return groups;
  const keep = new Set(lines.slice(0, lastItem + 1));
  return groups.map((g) => ({ name: g.name, lines: g.lines.filter((b) => keep.has(b)) }));
}

/** A method must read like steps: a list of amounts under a "Method" tab is the ingredients again. */
export function isPlausibleMethod(method: TMethod): boolean {
  const steps = method.sections.flatMap((s) => s.steps);
  if (steps.length === 0) return false;
  // Tab labels ("FODMAP tips", "Dairy free tips") are short and never end like a sentence.
  const isSentence = (step: string) => /[.!?)]$/.test(step) || step.split(/\s+/).length >= 5;
  const labels = steps.filter((step) => !isSentence(step)).length;
  const ingredientLike = steps.filter(looksLikeIngredient).length;
  return steps.some(isSentence) && ingredientLike + labels <= steps.length * 0.5;
}
