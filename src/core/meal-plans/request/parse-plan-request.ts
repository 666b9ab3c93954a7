/**
 * A plan request in the cook's words → the constraints it names, as chips the page shows back:
 * "quick high-protein dinners, no mushrooms, vegetarian, 1800 calories" gives Under 30 minutes,
 * 100 g protein a day, Dinners, No mushrooms, Vegetarian and 1,800 calories a day. Words that no
 * rule reads and that are not sentence glue come back as not understood, never dropped.
 *
 * Stages: normalise (same length, so every chip can point at the words it came from), the rules
 * before exclusions, exclusions, the other rules, then tidy (an exact figure replaces a vague
 * word, "vegetarian … fish is fine" is pescatarian, one chip per value).
 */

import { readExclusions, type TSpanReading } from "./read-exclusions.ts";
import { labelChip, type TNotUnderstood, type TParsedRequest, type TRequestChip } from "./request-chip.ts";
import { rulesAfterExclusions, rulesBeforeExclusions, type TReading, type TRequestRule } from "./request-rules.ts";
import { fillerWords } from "./request-words.ts";

export const maxRequestLength = 500;

/** Lowercase with plain quotes and dashes, one character for one, so positions match the original. */
function normalizeRequest(text: string): string {
  let normal = "";
  for (const char of text) {
    const lower = char.toLowerCase();
    const plain = lower.replace(/[\u2018\u2019\u02bc]/, "'").replace(/[\u2013\u2014\u2212]/, "-");
    normal += plain.length === char.length ? plain : char;
  }
  return normal;
}

type TFound = TSpanReading & { isVague: boolean };

export function parsePlanRequest(request: string): TParsedRequest {
  const original = request.slice(0, maxRequestLength);
  const text = normalizeRequest(original);
  const taken = new Uint8Array(text.length);
  const isTaken = (start: number, end: number) => taken.subarray(start, end).some((flag) => flag === 1);
  const found: TFound[] = [];
  const notUnderstood: TNotUnderstood[] = [];
  const take = (start: number, end: number) => taken.fill(1, start, end);

  const runRules = (rules: readonly TRequestRule[]) => {
    for (const rule of rules) {
      for (const match of text.matchAll(rule.pattern)) {
        const start = match.index;
        const end = start + match[0].length;
        if (end === start || isTaken(start, end)) continue;
        take(start, end);
        const result = rule.read(match as RegExpExecArray);
        if ("reason" in result) notUnderstood.push({ text: original.slice(start, end), start, reason: result.reason });
        else found.push({ start, end, readings: result, isVague: result.some((reading) => reading.isVague === true) });
      }
    }
  };
  runRules(rulesBeforeExclusions);
  for (const exclusion of readExclusions(text, isTaken)) {
    if (isTaken(exclusion.start, exclusion.end)) continue;
    take(exclusion.start, exclusion.end);
    found.push({ ...exclusion, isVague: false });
  }
  runRules(rulesAfterExclusions);
  notUnderstood.push(...findLeftoverWords(original, text, taken));

  const chips = tidyChips(
    found.flatMap((span) =>
      span.readings.map((reading) => toChip(reading, original.slice(span.start, span.end), span.start)),
    ),
  );
  return { chips, notUnderstood: notUnderstood.sort((a, b) => a.start - b.start) };
}

function toChip(reading: TReading, source: string, start: number): TRequestChip & { isVague: boolean } {
  return {
    kind: reading.kind,
    value: reading.value,
    label: labelChip(reading),
    source,
    start,
    isVague: reading.isVague === true,
  } as TRequestChip & { isVague: boolean };
}

/** Runs of words no rule took and that are not glue, as typed. */
function findLeftoverWords(original: string, text: string, taken: Uint8Array): TNotUnderstood[] {
  const runs: TNotUnderstood[] = [];
  let run: { start: number; end: number } | null = null;
  const close = () => {
    if (run) runs.push({ text: original.slice(run.start, run.end), start: run.start, reason: null });
    run = null;
  };
  for (const match of text.matchAll(/[a-z0-9][a-z0-9'%.-]*|[^\s,;:.!?()"']/g)) {
    const start = match.index;
    const end = start + match[0].length;
    const word = match[0].replace(/[.'-]+$/, "");
    const isLeftover = taken[start] === 0 && !fillerWords.has(word) && /[a-z0-9]/.test(word);
    if (!isLeftover) {
      if (taken[start] === 1 || fillerWords.has(word)) close();
      continue;
    }
    if (run) run.end = end;
    else run = { start, end };
  }
  close();
  return runs;
}

function tidyChips(chips: (TRequestChip & { isVague: boolean })[]): TRequestChip[] {
  const exactKinds = new Set(chips.filter((chip) => !chip.isVague).map((chip) => chip.kind));
  const hasFishIsFine = chips.some((chip) => chip.kind === "diet" && chip.value === "pescatarian" && chip.isVague);
  const hasTimeLimit = chips.some((chip) => chip.kind === "maxPrepMinutes");
  const kept: TRequestChip[] = [];
  for (const chip of chips.sort((a, b) => a.start - b.start)) {
    // "quick … 20 minutes": the figure says how quick. A diet is never vague in that sense.
    if (chip.isVague && chip.kind !== "diet" && exactKinds.has(chip.kind)) continue;
    // "vegetarian, but fish is fine" asks for pescatarian, not for both.
    if (hasFishIsFine && chip.kind === "diet" && chip.value === "vegetarian") continue;
    // "every day" says where a time limit holds; without one it asks for nothing more.
    if (chip.kind === "timeLimitDays" && !hasTimeLimit) continue;
    const single = isSingleValued(chip.kind);
    const twin = kept.findIndex((other) => other.kind === chip.kind && (single || other.value === chip.value));
    const { isVague: _, ...plain } = chip;
    if (twin < 0) kept.push(plain);
    else if (single) kept[twin] = plain;
  }
  return kept;
}

/** Kinds the options hold one value of: a later mention wins. Diets, exclusions and meals add up. */
function isSingleValued(kind: TRequestChip["kind"]): boolean {
  return kind !== "diet" && kind !== "exclude" && kind !== "meal";
}
