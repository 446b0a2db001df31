/**
 * disc(f) = (-1)^(n(n-1)/2) · Res(f, f') / lc(f), exactly, with the resultant from the subresultant
 * PRS in BigInt (subresultant.ts; the check itself goes through analyze.ts, which also has the
 * multimodular Sturm–Habicht path). An independent multimodular version for the tests' cross-checks
 * is test/unit/igp24/reference/discriminantModular.ts. Plus the perfect-square tests of a disc.
 */
import { derivative, lc, type Poly } from '../arith/poly';
import { subresultantPrs } from './subresultant';

export const signFactor = (n: number): bigint => ((((n * (n - 1)) / 2) & 1) === 1 ? -1n : 1n);

export function discriminantSubresultant(f: Poly): bigint {
  const n = f.length - 1;
  if (n < 1) throw new RangeError('discriminant needs degree ≥ 1');
  if (n === 1) return 1n;
  const { resultant } = subresultantPrs(f, derivative(f));
  return (signFactor(n) * resultant) / lc(f);
}

/** disc(f) exactly (f of degree ≥ 1). */
export const discriminant = discriminantSubresultant;

/** Integer square root: the largest s with s^2 ≤ n (n ≥ 0). */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('isqrt of a negative number');
  if (n < 2n) return n;
  // Newton from an over-estimate 2^ceil(bits/2).
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2));
  while (true) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** Exact test: n is a perfect square (negative numbers are not; 0 and 1 are). */
export function isSquare(n: bigint): boolean {
  if (n < 0n) return false;
  const s = isqrt(n);
  return s * s === n;
}

/**
 * For a squarefree real polynomial of degree n with r real roots, sign(disc) = (-1)^((n-r)/2).
 * Returns false when disc = 0 or the parity of n - r is odd.
 */
export function signConsistent(disc: bigint, n: number, r: number): boolean {
  if (disc === 0n || (n - r) % 2 !== 0) return false;
  const expected = ((n - r) / 2) % 2 === 0 ? 1n : -1n;
  return (disc > 0n ? 1n : -1n) === expected;
}
