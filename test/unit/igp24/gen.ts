/** Seeded random polynomials for the IGP24 tests (no external data). */
import { mul } from '../../../src/shared/igp24/arith/poly';

export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Uniform-ish integer in [-bound, bound]. */
export function randBig(rand: () => number, bound: bigint): bigint {
  const digits = bound.toString().length + 2;
  let x = 0n;
  for (let i = 0; i < digits; i += 9) x = x * 1_000_000_000n + BigInt(Math.floor(rand() * 1e9));
  x %= 2n * bound + 1n;
  return x - bound;
}

/** Monic polynomial of the given degree with a nonzero constant term. */
export function randMonic(rand: () => number, degree: number, bound: bigint): bigint[] {
  const f: bigint[] = [];
  for (let i = 0; i < degree; i++) f.push(randBig(rand, bound));
  if (f[0] === 0n) f[0] = 1n;
  f.push(1n);
  return f;
}

export const toLine = (f: bigint[]): string => f.map(String).join(',');

/**
 * A²·B + p^k·C with A, B, C random monic of the given degrees (C's below A²·B's): f ≡ A²·B
 * (mod p), so A's factors mod p are repeated and B's mostly simple.
 */
export function squaredTimes(
  rand: () => number,
  p: bigint,
  [a, b, c]: readonly [number, number, number],
  k: bigint,
): bigint[] {
  const A = randMonic(rand, a, 3n);
  const B = randMonic(rand, b, 3n);
  const C = randMonic(rand, c, 3n);
  return mul(mul(A, A), B).map((x, i) => x + (i <= c ? p ** k * C[i]! : 0n));
}
