/**
 * disc(f) = (-1)^(n(n-1)/2) · Res(f, f') / lc(f), exactly, by two independent methods:
 * (a) `discriminantSubresultant`: resultant from the subresultant PRS in BigInt;
 * (b) `discriminantModular`: resultant by Euclid modulo word-size primes (< 2^26), combined by
 *     CRT up to a Hadamard bound on the Sylvester matrix, symmetric remainder for the sign.
 * `discriminant` is the production choice (see `PRODUCTION_METHOD`); the other is for tests.
 */
import { crtSymmetric, limbsMod, log2Norm, modPrime, resultantModP, toLimbs } from '../arith/modular';
import { derivative, lc, type Poly } from '../arith/poly';
import { subresultantPrs } from './subresultant';

const signFactor = (n: number): bigint => ((((n * (n - 1)) / 2) & 1) === 1 ? -1n : 1n);

export function discriminantSubresultant(f: Poly): bigint {
  const n = f.length - 1;
  if (n < 1) throw new RangeError('discriminant needs degree ≥ 1');
  if (n === 1) return 1n;
  const { resultant } = subresultantPrs(f, derivative(f));
  return (signFactor(n) * resultant) / lc(f);
}

/** Res(f, f') by the multimodular method. */
export function resultantWithDerivativeModular(f: Poly): bigint {
  const n = f.length - 1;
  const df = derivative(f);
  // Hadamard: |Res(f, f')| ≤ ||f||^(n-1) · ||f'||^n.
  const boundBits = Math.ceil((n - 1) * log2Norm(f) + n * log2Norm(df) + 1e-9 * n) + 2;
  const fl = f.map(toLimbs);
  const dl = df.map(toLimbs);
  const residues: number[] = [];
  let bits = 0;
  for (let i = 0; bits < boundBits + 2; i++) {
    const p = modPrime(i);
    const fp = fl.map((x) => limbsMod(x, p));
    const dp = dl.map((x) => limbsMod(x, p));
    if (fp[n] === 0 || dp[n - 1] === 0) throw new RangeError('unlucky prime divides a leading coefficient');
    residues.push(resultantModP(fp, dp, p));
    bits += Math.log2(p);
  }
  return crtSymmetric(residues, boundBits);
}

export function discriminantModular(f: Poly): bigint {
  const n = f.length - 1;
  if (n < 1) throw new RangeError('discriminant needs degree ≥ 1');
  if (n === 1) return 1n;
  return (signFactor(n) * resultantWithDerivativeModular(f)) / lc(f);
}

export const PRODUCTION_METHOD: 'subresultant' | 'modular' = 'subresultant';

export function discriminant(f: Poly): bigint {
  return PRODUCTION_METHOD === 'subresultant' ? discriminantSubresultant(f) : discriminantModular(f);
}

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
