/**
 * One day of a plan: a recipe per slot so that the day's calories land in the goal's window, its
 * protein reaches the minimum, and the choices are the most wanted. With a calorie goal this is a
 * small knapsack over the day's slots (dynamic programming over calorie bands, keeping the exact sum
 * of the best path in each band); the protein minimum is met by weighting protein more until the
 * best day reaches it (a Lagrangian relaxation: cheap, and exact enough for whole grams).
 */
import type { TCalorieWindow, TPlanMeal } from "./plan-options.ts";

export interface TDayChoice {
  index: number;
  /** Preference plus what sharing the week's foods is worth. */
  score: number;
  /** Whole calories; NaN when unknown (only allowed without a calorie goal). */
  calories: number;
  /** Grams; 0 when unknown. */
  protein: number;
  isLeftover: boolean;
}

export interface TDaySlotChoices {
  meal: TPlanMeal;
  choices: TDayChoice[];
}

export type TDaySearchResult =
  | { isFound: true; picks: TDayChoice[] }
  | { isFound: false; reason: "calories" | "protein"; bestProtein: number; nearestCalories: number | null };

/** Protein weights tried in turn, per gram; the first is none, so protein only counts when it must. */
const proteinWeights = [0, 0.01, 0.03, 0.1, 0.3, 1, 10];
/** What being off the goal's centre costs: the whole window's edge is worth 0.3 of preference. */
const centreWeight = 3;
/** Calorie bands of the knapsack; more is finer and slower. */
const calorieBands = 320;

export function searchDay(
  slots: readonly TDaySlotChoices[],
  window: TCalorieWindow | null,
  proteinTarget: number | null,
): TDaySearchResult {
  let lists = slots.map((slot) => slot.choices);
  // A recipe suited to two meals may win both; it is then withdrawn from the later one and the day searched again.
  for (let attempt = 0; attempt <= slots.length; attempt++) {
    const result = searchWithProtein(lists, window, proteinTarget);
    if (!result.isFound) return result;
    const twice = findRepeatedPick(result.picks);
    if (twice < 0) return result;
    const repeated = result.picks[twice].index;
    lists = lists.map((list, s) => (s === twice ? list.filter((choice) => choice.index !== repeated) : list));
  }
  return { isFound: false, reason: "calories", bestProtein: 0, nearestCalories: null };
}

function findRepeatedPick(picks: readonly TDayChoice[]): number {
  for (let s = 1; s < picks.length; s++) {
    for (let t = 0; t < s; t++) if (picks[t].index === picks[s].index) return s;
  }
  return -1;
}

function searchWithProtein(
  lists: readonly TDayChoice[][],
  window: TCalorieWindow | null,
  proteinTarget: number | null,
): TDaySearchResult {
  const weights = proteinTarget === null ? [0] : proteinWeights;
  let bestProtein = 0;
  for (const weight of weights) {
    const picks = window ? searchKnapsack(lists, window, weight) : searchGreedy(lists, weight);
    if (!picks.isFound) return { ...picks, bestProtein: 0 };
    const protein = picks.picks.reduce((sum, pick) => sum + pick.protein, 0);
    bestProtein = Math.max(bestProtein, protein);
    if (proteinTarget === null || protein >= proteinTarget) return picks;
  }
  return { isFound: false, reason: "protein", bestProtein, nearestCalories: null };
}

type TPicks =
  | { isFound: true; picks: TDayChoice[] }
  | { isFound: false; reason: "calories"; nearestCalories: number | null };

function searchGreedy(lists: readonly TDayChoice[][], proteinWeight: number): TPicks {
  const picks: TDayChoice[] = [];
  for (const list of lists) {
    let best: TDayChoice | null = null;
    for (const choice of list) {
      if (!best || choice.score + proteinWeight * choice.protein > best.score + proteinWeight * best.protein) {
        best = choice;
      }
    }
    if (!best) return { isFound: false, reason: "calories", nearestCalories: null };
    picks.push(best);
  }
  return { isFound: true, picks };
}

/** The best path per calorie band after each slot: its value, exact sum, last choice and band before. */
interface TLayer {
  value: Float64Array;
  sum: Int32Array;
  choice: Int32Array;
  from: Int32Array;
}

function createLayer(bands: number): TLayer {
  return {
    value: new Float64Array(bands).fill(Number.NEGATIVE_INFINITY),
    sum: new Int32Array(bands),
    choice: new Int32Array(bands).fill(-1),
    from: new Int32Array(bands).fill(-1),
  };
}

/**
 * Calorie bands keep one path each, so two paths a few calories apart can merge and the one that
 * would have reached the window be lost: when banded sums find no day, exact sums decide.
 */
function searchKnapsack(lists: readonly TDayChoice[][], window: TCalorieWindow, proteinWeight: number): TPicks {
  const width = Math.max(1, Math.ceil((window.max + 1) / calorieBands));
  const banded = searchKnapsackIn(lists, window, proteinWeight, width);
  return banded.isFound || width === 1 ? banded : searchKnapsackIn(lists, window, proteinWeight, 1);
}

function searchKnapsackIn(
  lists: readonly TDayChoice[][],
  window: TCalorieWindow,
  proteinWeight: number,
  width: number,
): TPicks {
  const bands = Math.floor(window.max / width) + 1;
  let previous = createLayer(bands);
  previous.value[0] = 0;
  const layers: TLayer[] = [];
  for (const list of lists) {
    const next = createLayer(bands);
    for (let band = 0; band < bands; band++) {
      const base = previous.value[band];
      if (base === Number.NEGATIVE_INFINITY) continue;
      const sum = previous.sum[band];
      for (let c = 0; c < list.length; c++) {
        const choice = list[c];
        const total = sum + choice.calories;
        if (!(total <= window.max)) continue;
        const to = Math.floor(total / width);
        const value = base + choice.score + proteinWeight * choice.protein;
        if (value > next.value[to]) {
          next.value[to] = value;
          next.sum[to] = total;
          next.choice[to] = c;
          next.from[to] = band;
        }
      }
    }
    layers.push(next);
    previous = next;
  }
  let bestBand = -1;
  let bestValue = Number.NEGATIVE_INFINITY;
  let nearest: number | null = null;
  for (let band = 0; band < bands; band++) {
    if (previous.value[band] === Number.NEGATIVE_INFINITY) continue;
    const sum = previous.sum[band];
    if (nearest === null || Math.abs(sum - window.goal) < Math.abs(nearest - window.goal)) nearest = sum;
    if (sum < window.min) continue;
    const value = previous.value[band] - (centreWeight * Math.abs(sum - window.goal)) / window.goal;
    if (value > bestValue) {
      bestValue = value;
      bestBand = band;
    }
  }
  if (bestBand < 0) return { isFound: false, reason: "calories", nearestCalories: nearest };
  const picks: TDayChoice[] = new Array(lists.length);
  for (let s = lists.length - 1, band = bestBand; s >= 0; s--) {
    picks[s] = lists[s][layers[s].choice[band]];
    band = layers[s].from[band];
  }
  return { isFound: true, picks };
}
