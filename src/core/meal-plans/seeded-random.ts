/**
 * Seeded randomness for plans. The generator draws one number per recipe from (seed, recipe id)
 * rather than from a running sequence, so a plan depends on the seed and the recipes, never on the
 * order the pool happens to list them in.
 */
import { hashString } from "./plan-pool.ts";

/** A 32-bit seed from a number or a string; the same input always gives the same seed. */
export function toSeedHash(seed: number | string): number {
  return hashString(typeof seed === "number" ? `n:${seed}` : `s:${seed}`);
}

/** Two 32-bit values mixed into one (murmur3's finaliser over a combined key). */
export function mixHashes(a: number, b: number): number {
  let h = (a ^ Math.imul(b, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A number in [0, 1) fixed by the seed and the key. */
export function drawUnit(seedHash: number, key: number): number {
  return mixHashes(seedHash, key) / 4294967296;
}

/** A sequence of numbers in [0, 1) (mulberry32), for tests and benchmarks that build pools. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
