/**
 * Suggestions that work. A failure's suggestions come from counting recipes and weighing single
 * days, and a whole week can still fail with them: a calorie goal one light day can meet, seven
 * days of different recipes cannot. So each suggestion is tried (the request planned again with
 * that change and nothing else) and offered only when it makes a plan. A number that fails (a
 * calorie goal, a protein minimum, a time limit, a number of days) is moved on towards a value
 * known to be easier, by halving the distance, to the nearest value that works.
 */
import { planLimits, type TPlanOptions } from "./plan-options.ts";
import type { TPlanChange, TPlanFailure, TPlanRelaxation } from "./plan-result.ts";
import { composeMessage, relaxBy } from "./plan-wording.ts";

export interface TRelaxationDraft extends TPlanRelaxation {
  /**
   * For a suggestion that sets a number: the farthest value to look at when the one suggested does
   * not make a plan (the goal of an average day, 5 g of protein, the slowest recipe's time, 1 day).
   */
  reach?: number;
}

/** A failure before its suggestions are tried. */
export interface TFailureDraft extends Omit<TPlanFailure, "message" | "relaxations"> {
  /** What cannot be met: "No vegan day comes within 10% of 1,000 calories (the lightest has 1,500)". */
  subject: string;
  relaxations: TRelaxationDraft[];
}

/**
 * Plans tried per failure, at most: a failing request over 100,000 recipes then costs a few times a
 * plan (a tried change that keeps the rules reuses what the request compiled, see ./plan-context.ts).
 */
export const maxTrials = 12;

type TNumberChange = Extract<TPlanChange, { kind: "caloriesPerDay" | "proteinMin" | "maxPrepMinutes" | "days" }>;

/** The grid each number moves on, and the values a request may ask for. */
const numbers: Record<TNumberChange["kind"], { step: number; min: number; max: number }> = {
  caloriesPerDay: { step: 50, min: planLimits.minCalories, max: planLimits.maxCalories },
  proteinMin: { step: 5, min: 5, max: planLimits.maxProtein },
  maxPrepMinutes: { step: 5, min: planLimits.minMinutes, max: planLimits.maxMinutes },
  days: { step: 1, min: 1, max: planLimits.maxDays },
};

function isNumberChange(change: TPlanChange): change is TNumberChange & { value: number } {
  return change.kind in numbers && typeof change.value === "number";
}

function clamp(kind: TNumberChange["kind"], value: number): number {
  return Math.min(numbers[kind].max, Math.max(numbers[kind].min, value));
}

/**
 * The failure with only the suggestions that make a plan. `makesPlan` plans the request with some
 * changes applied; when no suggestion works, dropping the calorie goal or the protein minimum, or
 * allowing leftovers, is tried in their place.
 */
export function finishFailure(
  draft: TFailureDraft,
  options: TPlanOptions,
  makesPlan: (changes: readonly TPlanChange[]) => boolean,
): TPlanFailure {
  const { subject, relaxations: drafts, ...rest } = draft;
  const known = new Map<string, boolean>();
  let trials = 0;
  const works = (changes: readonly TPlanChange[]): boolean => {
    const key = JSON.stringify(changes);
    const answer = known.get(key);
    if (answer !== undefined) return answer;
    // Out of trials: not offered, since it was not seen to work.
    if (trials >= maxTrials) return false;
    trials++;
    const isPlanned = makesPlan(changes);
    known.set(key, isPlanned);
    return isPlanned;
  };

  const relaxations: TPlanRelaxation[] = [];
  const keep = (relaxation: TPlanRelaxation | null) => {
    if (relaxation && !relaxations.some((kept) => kept.label === relaxation.label)) relaxations.push(relaxation);
  };
  for (const relaxation of drafts) keep(findWorking(relaxation, options, works));
  if (relaxations.length === 0) {
    const fallbacks: TPlanChange[] = [];
    if (options.caloriesPerDay !== null) fallbacks.push({ kind: "caloriesPerDay", value: null });
    if (options.proteinMin !== null) fallbacks.push({ kind: "proteinMin", value: null });
    if (!options.allowLeftovers) fallbacks.push({ kind: "allowLeftovers", value: true });
    for (const change of fallbacks) keep(findWorking(relaxBy([change]), options, works));
  }
  return { ...rest, message: composeMessage(subject, relaxations), relaxations };
}

/** The relaxation as suggested when it makes a plan, else the nearest value of its number that does, else null. */
function findWorking(
  relaxation: TRelaxationDraft,
  options: TPlanOptions,
  works: (changes: readonly TPlanChange[]) => boolean,
): TPlanRelaxation | null {
  const at = relaxation.changes.findIndex(isNumberChange);
  const change = relaxation.changes[at];
  if (!change || !isNumberChange(change)) {
    return works(relaxation.changes) ? { label: relaxation.label, changes: relaxation.changes } : null;
  }
  const { kind } = change;
  const withValue = (value: number) =>
    relaxation.changes.map((c, k) => (k === at ? ({ kind, value } as TPlanChange) : c));
  // A value the request may not ask for, or the one it already asks for, is no suggestion.
  const isChange = (value: number) => value !== options[kind];
  const suggested = clamp(kind, change.value);
  if (isChange(suggested) && works(withValue(suggested))) {
    return suggested === change.value
      ? { label: relaxation.label, changes: relaxation.changes }
      : relaxBy(withValue(suggested));
  }
  if (relaxation.reach === undefined) return null;
  const reach = clamp(kind, relaxation.reach);
  if (reach === suggested || !isChange(reach)) return null;
  // Halve the distance between a value that fails and the reach, on the number's grid. The reach is
  // tried last, only when nothing nearer works: a plan that is found costs the most to try.
  const step = numbers[kind].step * Math.sign(reach - suggested);
  let failing = suggested;
  let working = reach;
  while (Math.abs(working - failing) > Math.abs(step)) {
    const between = Math.max(1, Math.floor(Math.round((working - failing) / step) / 2));
    const middle = failing + between * step;
    if (isChange(middle) && works(withValue(middle))) working = middle;
    else failing = middle;
  }
  if (working === reach && !works(withValue(reach))) return null;
  return relaxBy(withValue(working));
}
