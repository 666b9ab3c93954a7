/**
 * Finding the ingredient list, three ways in order of trust: the lines after an "Ingredients"
 * heading (in the languages we see), the elements whose class, id or stray itemprop says
 * "ingredient", and the list whose lines read like ingredients (a quantity or unit up front).
 */
import type { TIngredientGroupOut } from "./extracted-recipe.ts";
import { findHintedRuns, pickBestRuns, readRunSection } from "./hinted-runs.ts";
import type { THtmlElement } from "./html-tree.ts";
import { readIngredientGroups } from "./ingredient-groups.ts";
import { BULLET, looksLikeIngredient } from "./line-shapes.ts";
import type { TBlock, TPage } from "./page-blocks.ts";
import { collectSection, isHeadingFor } from "./page-sections.ts";
import { INGREDIENT_HEADING, INGREDIENT_HINT } from "./recipe-words.ts";

export interface TIngredientsFound {
  groups: TIngredientGroupOut[];
  start: number;
  end: number;
  /** Blocks holding the lines, for interleaved layouts. */
  lines: TBlock[];
}

/** How much a found list reads like ingredients: lines with amounts count most, the rest a little. */
export function scoreIngredients(found: TIngredientsFound): number {
  const lines = found.groups.flatMap((g) => g.ingredients);
  return lines.filter(looksLikeIngredient).length + lines.length * 0.1;
}

/**
 * Every "Ingredients" heading's list, best first. Blogs often have an "Ingredients" section of
 * notes ("Butter – use unsalted…") above the recipe's real list, so the first is not always it.
 */
function findIngredientsByHeading(page: TPage): TIngredientsFound | null {
  let best: TIngredientsFound | null = null;
  for (let i = 0; i < page.blocks.length; i++) {
    if (!isHeadingFor(page.blocks[i], INGREDIENT_HEADING)) continue;
    const section = collectSection(page, i, false);
    const groups = readIngredientGroups(section);
    if (groups.length === 0) continue;
    const found = { groups, start: i, end: section.end, lines: section.groups.flatMap((g) => g.lines) };
    if (!best || scoreIngredients(found) > scoreIngredients(best)) best = found;
  }
  return best;
}

/** The best list in elements named for ingredients, joined with the lists of a recipe in parts. */
function findIngredientsByHint(page: TPage): TIngredientsFound | null {
  const runs = findHintedRuns(page, INGREDIENT_HINT, null);
  const found = pickBestRuns<TIngredientsFound>(page, runs, scoreIngredients, (run) => {
    const section = readRunSection(page, run);
    const groups = readIngredientGroups(section);
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
  /** The element's and its parent's tag and class: lists built by the same template share it. */
  signature: string;
}

interface TScoredCandidate {
  candidate: TCandidate;
  /** Lines that read like ingredients. */
  good: number;
  isAccepted: boolean;
}

function toSignature(element: THtmlElement): string {
  const one = (e: THtmlElement | null) => (e ? `${e.tag}.${e.attrs.class ?? ""}` : "");
  return `${one(element)}|${one(element.parent)}`;
}

/** Lists, and runs of lines in one element, that could be an ingredient list nobody labelled. */
function findUnlabelledCandidates(page: TPage): TCandidate[] {
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
      current = { blocks: [], signature: toSignature(block.parent) };
      candidates.push(current);
      key = blockKey;
    }
    current.blocks.push(i);
  });
  return candidates.filter((c) => c.blocks.length >= 2);
}

/** A candidate is accepted when most of its lines, and at least two, read like ingredients. */
function scoreCandidates(page: TPage): TScoredCandidate[] {
  return findUnlabelledCandidates(page).map((candidate) => {
    const lines = candidate.blocks.map((i) => page.blocks[i].text);
    const good = lines.filter(looksLikeIngredient).length;
    return { candidate, good, isAccepted: good >= 2 && good >= lines.length * 0.6 };
  });
}

/** Bullet lines alone in an element like the chosen list's, outside every part already taken. */
function findLooseBulletLines(page: TPage, signature: string, parts: TScoredCandidate[]): number[] {
  return page.blocks
    .map((b, i) => ({ b, i }))
    .filter(
      ({ b, i }) =>
        b.kind === "line" &&
        toSignature(b.parent) === signature &&
        BULLET.test(b.text) &&
        !parts.some((p) => p.candidate.blocks.includes(i)),
    )
    .map(({ i }) => i);
}

function findIngredientsByListShape(page: TPage): TIngredientsFound | null {
  const scored = scoreCandidates(page);
  let best: TScoredCandidate | null = null;
  for (const entry of scored) if (entry.isAccepted && (!best || entry.good > best.good)) best = entry;
  if (!best) return null;
  // Layouts that repeat the same list element around the steps (two-column recipes) split one list.
  const { signature } = best.candidate;
  const chosen = best;
  const parts = scored.filter((e) => e === chosen || (e.isAccepted && e.candidate.signature === signature));
  const singles = findLooseBulletLines(page, signature, parts);
  const indexes = [...parts.flatMap((p) => p.candidate.blocks), ...singles].sort((a, b) => a - b);
  const lines = indexes.map((i) => page.blocks[i]);
  const groups = readIngredientGroups({ groups: [{ name: null, lines }], end: indexes[indexes.length - 1] });
  if (groups.length === 0) return null;
  return { groups, start: indexes[0], end: indexes[indexes.length - 1], lines };
}

/** A heading's list unless elements named for ingredients hold a list that reads much more like one. */
export function findIngredients(page: TPage): TIngredientsFound | null {
  const heading = findIngredientsByHeading(page);
  const hinted = findIngredientsByHint(page);
  if (heading && hinted) return scoreIngredients(hinted) > scoreIngredients(heading) + 1 ? hinted : heading;
  return heading ?? hinted ?? findIngredientsByListShape(page);
}
