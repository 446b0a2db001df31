/**
 * Seeded random choices: pure-rand's xoroshiro128+ (a small, well-kept generator with the same
 * sequence on every platform), seeded from (seed, index): the IGP24 search's candidate i is the
 * same whichever shard, resume point or machine computes it, and a sweep's problem order and
 * expected-case simulation are the same everywhere.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

export interface Rng {
  /** A uniform integer in [lo, hi]. */
  int(lo: number, hi: number): number;
  /** One element, uniformly. */
  pick<T>(xs: readonly T[]): T;
}

/** A 32-bit mix of seed and index (murmur3's finalizer twice): neighbouring indexes far apart. */
export function candidateSeed(seed: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ index;
  for (let i = 0; i < 2; i++) {
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h | 0;
}

export function rngFor(seed: number, index: number): Rng {
  const g: RandomGenerator = xoroshiro128plus(candidateSeed(seed, index));
  const int = (lo: number, hi: number) => uniformInt(g, lo, hi);
  return { int, pick: (xs) => xs[int(0, xs.length - 1)]! };
}

/** A uniform float in [0, 1) from 53 random bits. */
export function uniform(r: Rng): number {
  return (r.int(0, 2 ** 26 - 1) * 2 ** 27 + r.int(0, 2 ** 27 - 1)) / 2 ** 53;
}

/** A Fisher–Yates shuffle of 0..n-1. */
export function shuffledIndexes(r: Rng, n: number): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = r.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
