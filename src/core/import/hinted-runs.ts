/**
 * Parts of a page found by what their elements are named rather than by a heading: runs of
 * consecutive blocks whose class, id or stray itemprop says "ingredient" or "instructions".
 */
import type { TPage } from "./page-blocks.ts";
import { isSectionHeading, type TGroup, type TSection } from "./page-sections.ts";
import { cleanHeading } from "./recipe-words.ts";

/** First and last block of a run. */
export interface TRun {
  start: number;
  end: number;
}

/** Runs of consecutive blocks inside elements whose class, id or itemprop matches the hint. */
export function findHintedRuns(page: TPage, hint: RegExp, exclude: RegExp | null): TRun[] {
  const runs: TRun[] = [];
  page.blocks.forEach((block, i) => {
    const isHinted = hint.test(block.hints) && !exclude?.test(block.hints);
    if (!isHinted) return;
    const last = runs[runs.length - 1];
    if (last && last.end === i - 1) last.end = i;
    else runs.push({ start: i, end: i });
  });
  return runs;
}

/** A run's lines as a section: headings inside it name groups, section headings are dropped. */
export function readRunSection(page: TPage, run: TRun): TSection {
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
export function pickBestRuns<T>(
  page: TPage,
  runs: TRun[],
  score: (value: T) => number,
  read: (run: TRun) => T | null,
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
