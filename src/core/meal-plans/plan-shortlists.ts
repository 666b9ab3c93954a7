/**
 * The few hundred recipes per meal the day search weighs, out of however many the rules allow:
 * the best by preference (saved and followed first, then a seeded draw), plus the best few at every
 * calorie level (so a calorie goal can always be composed) and the richest in protein (so a protein
 * minimum can). A week of three meals then costs the same over 1,000 recipes as over 100,000.
 * One pass over a meal's recipes fills the shortlists of days with and without the time limit.
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

/** The `k` highest-scoring indices offered to it (a min-heap of the best so far). */
export class TopScores {
  private readonly indices: number[] = [];
  private readonly scores: number[] = [];

  constructor(private readonly k: number) {}

  offer(index: number, score: number): void {
    const { indices, scores } = this;
    if (Number.isNaN(score)) return;
    if (indices.length < this.k) {
      indices.push(index);
      scores.push(score);
      this.siftUp(indices.length - 1);
    } else if (score > scores[0]) {
      indices[0] = index;
      scores[0] = score;
      this.siftDown(0);
    }
  }

  /** Best first. */
  list(): number[] {
    return this.indices
      .map((index, at) => ({ index, score: this.scores[at] }))
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .map((entry) => entry.index);
  }

  private swap(a: number, b: number): void {
    const { indices, scores } = this;
    [indices[a], indices[b]] = [indices[b], indices[a]];
    [scores[a], scores[b]] = [scores[b], scores[a]];
  }

  private siftUp(start: number): void {
    for (let at = start; at > 0; ) {
      const parent = (at - 1) >> 1;
      if (this.scores[at] >= this.scores[parent]) return;
      this.swap(at, parent);
      at = parent;
    }
  }

  private siftDown(start: number): void {
    const { scores } = this;
    for (let at = start; ; ) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < scores.length && scores[left] < scores[worst]) worst = left;
      if (right < scores.length && scores[right] < scores[worst]) worst = right;
      if (worst === at) return;
      this.swap(at, worst);
      at = worst;
    }
  }
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

/** One shortlist being filled: the best overall, per calorie band, and by protein. */
class ShortlistBuilder {
  private readonly top = new TopScores(shortlistSizes.top);
  private readonly bands: TopScores[];
  private readonly protein = new TopScores(shortlistSizes.protein);
  private readonly proteinPerCalorie = new TopScores(shortlistSizes.protein);

  constructor(
    private readonly pool: TPlanPool,
    private readonly needs: TShortlistNeeds,
  ) {
    const perBand = needs.days + shortlistSizes.extraPerCalorieBand;
    this.bands = needs.hasCalorieGoal
      ? Array.from({ length: shortlistSizes.calorieBands }, () => new TopScores(perBand))
      : [];
  }

  offer(index: number, preference: number): void {
    const { pool, needs } = this;
    this.top.offer(index, preference);
    if (needs.hasCalorieGoal) {
      const band = Math.min(
        shortlistSizes.calorieBands - 1,
        Math.floor(pool.calories[index] / shortlistSizes.calorieBand),
      );
      if (band >= 0) this.bands[band].offer(index, preference);
    }
    if (needs.hasProteinTarget) {
      // A seeded hair's breadth breaks ties between equal protein figures, whatever the pool's order.
      const tieBreak = drawUnit(needs.seedHash, pool.idHash[index]) * 1e-6;
      this.protein.offer(index, pool.protein[index] + tieBreak);
      this.proteinPerCalorie.offer(index, pool.protein[index] / Math.max(50, pool.calories[index]) + tieBreak);
    }
  }

  build(): Int32Array {
    const chosen = new Set(this.top.list());
    for (const band of this.bands) for (const index of band.list()) chosen.add(index);
    for (const index of this.protein.list()) chosen.add(index);
    for (const index of this.proteinPerCalorie.list()) chosen.add(index);
    return Int32Array.from(chosen);
  }
}

/**
 * The shortlists of one meal for days without the time limit (from `free`) and with it (the recipes
 * of `free` that `isQuickEnough` allows), in one pass.
 */
export function buildShortlists(
  pool: TPlanPool,
  free: Int32Array,
  isQuickEnough: (index: number) => boolean,
  needs: TShortlistNeeds,
): { free: Int32Array; limited: Int32Array } {
  const freeList = new ShortlistBuilder(pool, needs);
  const limitedList = new ShortlistBuilder(pool, needs);
  for (const index of free) {
    const preference = needs.findPreference(index);
    freeList.offer(index, preference);
    if (isQuickEnough(index)) limitedList.offer(index, preference);
  }
  return { free: freeList.build(), limited: limitedList.build() };
}
