/**
 * Per-recipe working arrays a request fills as it goes (the rules each recipe breaks, its seeded
 * preference), lent by the pool so that a plan over 100,000 recipes allocates and clears nothing:
 * each request starts a new epoch, and an entry counts only when stamped with the current one.
 * Plans are made synchronously, one at a time per process, so one set of arrays per pool will do.
 */
import type { TPlanPool } from "./plan-pool.ts";

export interface TStampedArray {
  has(index: number): boolean;
  get(index: number): number;
  set(index: number, value: number): void;
}

interface TScratch {
  epoch: number;
  stamps: Uint32Array;
  values: Float64Array;
}

const scratches = new WeakMap<TPlanPool, Map<string, TScratch>>();

/** A fresh (empty) array of one number per recipe of the pool, for the request now running. */
export function borrowStampedArray(pool: TPlanPool, name: string): TStampedArray {
  let byName = scratches.get(pool);
  if (!byName) {
    byName = new Map();
    scratches.set(pool, byName);
  }
  let scratch = byName.get(name);
  if (!scratch || scratch.epoch >= 0xfffffffe) {
    scratch = { epoch: 0, stamps: new Uint32Array(pool.size), values: new Float64Array(pool.size) };
    byName.set(name, scratch);
  }
  scratch.epoch++;
  const { stamps, values } = scratch;
  const epoch = scratch.epoch;
  return {
    has: (index) => stamps[index] === epoch,
    get: (index) => values[index],
    set(index, value) {
      stamps[index] = epoch;
      values[index] = value;
    },
  };
}
