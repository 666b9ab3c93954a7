/**
 * Finding the method, three ways in order of trust: the lines after a "Method"/"Directions"/
 * "Zubereitung"… heading, the elements named for instructions or steps, and the steps nobody
 * labelled, beside or after the ingredient list.
 */
import type { TIngredientsFound } from "./find-ingredients.ts";
import { findHintedRuns, pickBestRuns, readRunSection } from "./hinted-runs.ts";
import { looksLikeStep } from "./line-shapes.ts";
import { isPlausibleMethod, readMethod, type TMethod, trimAfterLastItem } from "./method-steps.ts";
import type { TBlock, TPage } from "./page-blocks.ts";
import { collectSection, findScopeEnd, isHeadingFor } from "./page-sections.ts";
import { INGREDIENT_HINT, METHOD_HEADING, METHOD_HINT } from "./recipe-words.ts";

/** The first plausible method under a method heading, looking after the ingredients first. */
function findMethodByHeading(page: TPage, after: number): TMethod | null {
  const { blocks } = page;
  const order = [...blocks.keys()].filter((i) => i > after).concat([...blocks.keys()].filter((i) => i <= after));
  for (const i of order) {
    if (!isHeadingFor(blocks[i], METHOD_HEADING)) continue;
    const section = collectSection(page, i, true);
    const method = readMethod(trimAfterLastItem(section.groups));
    if (isPlausibleMethod(method)) return method;
  }
  return null;
}

/** The most steps in elements named for instructions (and not ingredients), joined across a recipe's parts. */
function findMethodByHint(page: TPage): TMethod | null {
  const found = pickBestRuns<TMethod>(
    page,
    findHintedRuns(page, METHOD_HINT, INGREDIENT_HINT),
    (method) => method.sections.reduce((sum, s) => sum + s.steps.length, 0),
    (run) => {
      const method = readMethod(trimAfterLastItem(readRunSection(page, run).groups));
      return isPlausibleMethod(method) ? method : null;
    },
  );
  if (found.length === 0) return null;
  return { sections: found.flatMap((m) => m.sections), yields: found.find((m) => m.yields)?.yields ?? null };
}

/**
 * The ingredients in one column and the steps beside them: lines between the ingredient lines, to
 * the end of the element that holds the last of them.
 */
function findStepsBesideIngredients(page: TPage, found: TIngredientsFound): TMethod | null {
  const { blocks } = page;
  const own = new Set(found.lines);
  // Bold lines among the steps ("Keep warm in the oven.") are steps too, not headings.
  const isStepLine = (b: TBlock) => !own.has(b) && (b.kind !== "heading" || b.rank >= 7);
  const between = blocks.slice(found.start, found.end + 1).filter(isStepLine);
  if (between.filter((b) => looksLikeStep(b.text)).length < 2) return null;
  const lastLine = found.lines[found.lines.length - 1];
  const last = findScopeEnd(page, found.end, lastLine.parent);
  const tail = blocks.slice(found.end + 1, last + 1).filter(isStepLine);
  const method = readMethod([{ name: null, lines: [...between, ...tail] }]);
  return isPlausibleMethod(method) ? method : null;
}

/** A run of sentences right after the ingredient list, past at most two other lines. */
function findSentencesAfterIngredients(page: TPage, found: TIngredientsFound): TMethod | null {
  const { blocks } = page;
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
  const method = readMethod([{ name: null, lines: steps }]);
  return isPlausibleMethod(method) ? method : null;
}

export function findMethod(page: TPage, ingredients: TIngredientsFound | null): TMethod | null {
  const after = ingredients?.end ?? -1;
  return (
    findMethodByHeading(page, after) ??
    findMethodByHint(page) ??
    (ingredients
      ? (findStepsBesideIngredients(page, ingredients) ?? findSentencesAfterIngredients(page, ingredients))
      : null)
  );
}
