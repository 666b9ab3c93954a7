/**
 * The few hundred recipes per meal the day search weighs, out of however many the rules allow:
 * the best by preference (saved and followed first, then a seeded draw), plus the best few at every
 * calorie level (so a calorie goal can always be composed) and the richest in protein (so a protein
 * minimum can). A week of three meals then costs the same over 1,000 recipes as over 100,000.
 */
import type { TPlanPool } from "./plan-pool.ts";
import { drawUnit } from "./seeded-random.ts";

export const shortlistSizes = {
  /** Best by preference. */
  top: 120,
  /** Best few per calorie band (50 kcal) up to 3,000 kcal, beyond the plan's days (a band may be all a goal can use). */
  extraPerCalorieBand: 2,
  calorieBand: 50,
  calorieBands: 60,
  /** Richest in protein, and in protein per calorie. */
  protein: 30,
} as const;

/** The `k` indices with the highest `scoreOf`, best first; NaN scores are left out. */
export function selectTop(indices: ArrayLike<number>, k: number, scoreOf: (index: number) => number): number[] {
  const heapIndex: number[] = [];
  const heapScore: number[] = [];
  const isWorse = (a: number, b: number) => heapScore[a] < heapScore[b];
  const swap = (a: number, b: number) => {
    [heapIndex[a], heapIndex[b]] = [heapIndex[b], heapIndex[a]];
    [heapScore[a], heapScore[b]] = [heapScore[b], heapScore[a]];
  };
  const siftDown = (start: number) => {
    let at = start;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < heapIndex.length && isWorse(left, worst)) worst = left;
      if (right < heapIndex.length && isWorse(right, worst)) worst = right;
      if (worst === at) return;
      swap(at, worst);
      at = worst;
    }
  };
  for (let n = 0; n < indices.length; n++) {
    const index = indices[n];
    const score = scoreOf(index);
    if (Number.isNaN(score)) continue;
    if (heapIndex.length < k) {
      heapIndex.push(index);
      heapScore.push(score);
      for (let at = heapIndex.length - 1; at > 0; ) {
        const parent = (at - 1) >> 1;
        if (!isWorse(at, parent)) break;
        swap(at, parent);
        at = parent;
      }
    } else if (score > heapScore[0]) {
      heapIndex[0] = index;
      heapScore[0] = score;
      siftDown(0);
    }
  }
  return heapIndex
    .map((index, at) => ({ index, score: heapScore[at] }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.index);
}

export interface TShortlistNeeds {
  seedHash: number;
  /** How much a recipe is wanted before the week's foods count: where it comes from, then the seed. */
  findPreference: (index: number) => number;
  hasCalorieGoal: boolean;
  hasProteinTarget: boolean;
  /** How many days the plan has: a calorie band keeps that many recipes and a few more. */
  days: number;
}

/** The shortlist of one meal on one kind of day, from the recipes the rules allow there. */
export function buildShortlist(pool: TPlanPool, eligible: Int32Array, needs: TShortlistNeeds): Int32Array {
  const sizes = shortlistSizes;
  const preference = needs.findPreference;
  const chosen = new Set(selectTop(eligible, sizes.top, preference));
  if (needs.hasCalorieGoal) {
    const bands: number[][] = Array.from({ length: sizes.calorieBands }, () => []);
    const bandScores: number[][] = Array.from({ length: sizes.calorieBands }, () => []);
    for (const index of eligible) {
      const band = Math.min(sizes.calorieBands - 1, Math.floor(pool.calories[index] / sizes.calorieBand));
      if (!(band >= 0)) continue;
      insertBest(bands[band], bandScores[band], index, preference(index), needs.days + sizes.extraPerCalorieBand);
    }
    for (const band of bands) for (const index of band) chosen.add(index);
  }
  if (needs.hasProteinTarget) {
    // A seeded hair's breadth breaks ties between equal protein figures, whatever the pool's order.
    const tieBreak = (i: number) => drawUnit(needs.seedHash, pool.idHash[i]) * 1e-6;
    const protein = (i: number) => pool.protein[i] + tieBreak(i);
    const perCalorie = (i: number) => pool.protein[i] / Math.max(50, pool.calories[i]) + tieBreak(i);
    for (const index of selectTop(eligible, sizes.protein, protein)) chosen.add(index);
    for (const index of selectTop(eligible, sizes.protein, perCalorie)) chosen.add(index);
  }
  return Int32Array.from(chosen);
}

/** Keeps the `k` best of a band in a short sorted list. */
function insertBest(list: number[], scores: number[], index: number, score: number, k: number): void {
  if (list.length === k && score <= scores[k - 1]) return;
  let at = list.length;
  while (at > 0 && scores[at - 1] < score) at--;
  list.splice(at, 0, index);
  scores.splice(at, 0, score);
  if (list.length > k) {
    list.pop();
    scores.pop();
  }
}
