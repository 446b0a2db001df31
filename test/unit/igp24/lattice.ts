/**
 * Exact lattice helpers shared by the LLL tests: matrix products, Bareiss determinants, and the
 * LLL conditions checked in rational arithmetic (integral Gram–Schmidt, Cohen Algorithm 2.6.7).
 */
import { expect } from 'vitest';

export type Mat = bigint[][];

/** Uniform integer in [-2^bits, 2^bits]. */
export function randBig(next: () => number, bits: number): bigint {
  let x = 0n;
  for (let b = 0; b < bits + 1; b += 16) x = (x << 16n) | BigInt(Math.floor(next() * 65536));
  x &= (1n << BigInt(bits + 1)) - 1n;
  return x - (1n << BigInt(bits));
}

export const randInt = (next: () => number, lo: number, hi: number): number =>
  lo + Math.floor(next() * (hi - lo + 1));

export function mul(A: Mat, B: Mat): Mat {
  return A.map((row) => B[0]!.map((_, j) => row.reduce((acc, a, k) => acc + a * B[k]![j]!, 0n)));
}
export const transpose = (A: Mat): Mat => A[0]!.map((_, j) => A.map((row) => row[j]!));
export const gramOf = (B: Mat): Mat => mul(B, transpose(B));

export function bitLength(x: bigint): number {
  return x === 0n ? 0 : (x < 0n ? -x : x).toString(2).length;
}
export const maxBits = (M: Mat): number => Math.max(...M.flat().map(bitLength));

/** Determinant by fraction-free (Bareiss) elimination: every division is exact. */
export function det(M: Mat): bigint {
  const A = M.map((r) => [...r]);
  const n = A.length;
  let sign = 1n;
  let prev = 1n;
  for (let k = 0; k < n - 1; k++) {
    if (A[k]![k] === 0n) {
      const p = A.findIndex((row, i) => i > k && row[k] !== 0n);
      if (p < 0) return 0n;
      [A[k], A[p]] = [A[p]!, A[k]!];
      sign = -sign;
    }
    for (let i = k + 1; i < n; i++)
      for (let j = k + 1; j < n; j++) A[i]![j] = (A[i]![j]! * A[k]![k]! - A[i]![k]! * A[k]![j]!) / prev;
    prev = A[k]![k]!;
  }
  return sign * A[n - 1]![n - 1]!;
}

/**
 * The exact LLL conditions of a Gram matrix: |μ_kj| ≤ 52/100 and (98/100)·r_{k-1} ≤ r_k + μ²·r_{k-1}.
 * Integral Gram–Schmidt: dd[j+1] = leading (j+1)-minor, lam[k][j] = dd[j+1]·μ_kj, r_k = dd[k+1]/dd[k].
 */
export function expectReduced(g: Mat, deltaPct = 98n): void {
  const n = g.length;
  const dd: bigint[] = [1n];
  const lam: Mat = [];
  for (let k = 0; k < n; k++) {
    lam[k] = [];
    for (let j = 0; j <= k; j++) {
      let u = g[k]![j]!;
      for (let i = 0; i < j; i++) u = (dd[i + 1]! * u - lam[k]![i]! * lam[j]![i]!) / dd[i]!;
      if (j < k) lam[k]![j] = u;
      else dd[k + 1] = u;
    }
    expect(dd[k + 1]! > 0n).toBe(true);
    for (let j = 0; j < k; j++) {
      const l = lam[k]![j]!;
      expect(100n * (l < 0n ? -l : l) <= 52n * dd[j + 1]!, `|mu[${k}][${j}]| <= 0.52`).toBe(true);
    }
    if (k > 0) {
      const l = lam[k]![k - 1]!;
      const ok = deltaPct * dd[k]! * dd[k]! <= 100n * dd[k + 1]! * dd[k - 1]! + 100n * l * l;
      expect(ok, `Lovasz at ${k}`).toBe(true);
    }
  }
}

/** The smallest nonzero x·g·xᵀ over x ∈ [-3,3]^d. */
export function bruteShortest(g: Mat): bigint {
  const d = g.length;
  let best = -1n;
  const x = new Array<bigint>(d).fill(-3n);
  for (;;) {
    if (x.some((c) => c !== 0n)) {
      let q = 0n;
      for (let i = 0; i < d; i++) for (let j = 0; j < d; j++) q += x[i]! * g[i]![j]! * x[j]!;
      if (best < 0n || q < best) best = q;
    }
    let i = 0;
    while (i < d && x[i] === 3n) x[i++] = -3n;
    if (i === d) return best;
    x[i] = x[i]! + 1n;
  }
}

/** A random unimodular matrix: the identity under `steps` row additions with multipliers up to 2^bits. */
export function randomUnimodular(next: () => number, d: number, steps: number, bits: number): Mat {
  const V: Mat = Array.from({ length: d }, (_, i) =>
    Array.from({ length: d }, (_, j) => (i === j ? 1n : 0n)),
  );
  for (let s = 0; s < steps; s++) {
    const i = randInt(next, 0, d - 1);
    const j = (i + randInt(next, 1, d - 1)) % d;
    const c = randBig(next, bits);
    V[i] = V[i]!.map((v, t) => v + c * V[j]![t]!);
  }
  return V;
}

/**
 * A short near-orthogonal basis B0 (10·I plus small entries) hidden behind a random unimodular
 * transform of `bits`-bit multipliers: a reduction should come back to vectors as short as B0's.
 */
export function hiddenBasis(
  next: () => number,
  d: number,
  bits: number,
): { B0: Mat; B: Mat; longest: bigint } {
  const B0 = Array.from({ length: d }, (_, i) =>
    Array.from({ length: d }, (_, j) => (i === j ? 10n : 0n) + randBig(next, 2)),
  );
  const B = mul(randomUnimodular(next, d, 4 * d, bits), B0);
  return { B0, B, longest: longestSquared(B0) };
}

/** The largest |b_i|² of a basis: what a reduction of its lattice should come back within. */
export const longestSquared = (B: Mat): bigint =>
  gramOf(B)
    .map((row, i) => row[i]!)
    .reduce((a, b) => (a > b ? a : b));
