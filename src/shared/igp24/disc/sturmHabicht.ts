/**
 * r and disc of one polynomial by the multimodular Sturm–Habicht sequence: per word-size prime p
 * (p ∤ lc f), every principal subresultant coefficient psc_j(f, f') mod p comes from one Euclidean
 * remainder sequence (pscModP); Chinese remaindering up to each psc_j's own Hadamard bound gives its
 * sign, and psc_0 = Res(f, f') exactly. Then
 *   disc = (-1)^(n(n-1)/2) · Res(f, f') / lc f,
 *   r = PmV(sth_n, …, sth_0), sth_j = ε_{n-j} · psc_j with ε_k = (-1)^(k(k-1)/2)
 * (Basu, Pollack, Roy, "Algorithms in Real Algebraic Geometry": the number of distinct real roots is
 * the permanences minus variations of the Sturm–Habicht principal coefficients, where a zero block
 * between nonzero s_i and s_j counts ε_{i-j}·sign(s_i s_j) when i - j is odd and nothing when even).
 * Counted work only: the number of primes is fixed by the coefficient sizes.
 */
import {
  crtSign,
  ensurePrimes,
  mixedRadix,
  mixedRadixValue,
  primesForBits,
  wordPrime,
  wordRecip,
} from '../arith/crtWord';
import { log2Norm } from '../arith/modular';
import { derivative, type Poly } from '../arith/poly';
import { polyLimbs, residuesInto } from '../arith/wordModP';
import { pscModP } from './pscModP';

export interface Analysis {
  /** Number of distinct real roots. */
  r: number;
  /** disc(f) = (-1)^(n(n-1)/2) Res(f, f') / lc(f). */
  disc: bigint;
}

/** ε_k = (-1)^(k(k-1)/2): +1 for k ≡ 0, 1 (mod 4). */
const epsilon = (k: number): number => ((k & 3) < 2 ? 1 : -1);

/**
 * Permanences minus variations of s[top..0] (s[top] ≠ 0), the Cauchy-index count of Sturm–Habicht
 * sequences with zero blocks.
 */
export function permanencesMinusVariations(s: ArrayLike<number>, top: number): number {
  let count = 0;
  let i = top;
  for (let j = top - 1; j >= 0; j--) {
    if (s[j] === 0) continue;
    if (((i - j) & 1) === 1) count += epsilon(i - j) * s[i]! * s[j]!;
    i = j;
  }
  return count;
}

/** null when one of the primes divides lc f (the caller then takes the BigInt route). */
export function analyzeModular(f: Poly): Analysis | null {
  const n = f.length - 1;
  if (n < 1) throw new RangeError('analyze needs degree ≥ 1');
  if (n === 1) return { r: 1, disc: 1n };
  const lf = f[n]!;
  // Hadamard: |psc_j| ≤ ||f||^(n-1-j) · ||f'||^(n-j) (rows of the Sylvester submatrix); a small
  // margin covers the rounding of the float logarithms.
  const a = log2Norm(f);
  const b = log2Norm(derivative(f));
  const counts = new Int32Array(n);
  for (let j = 0; j < n; j++) counts[j] = primesForBits((n - 1 - j) * a + (n - j) * b + 1);
  const k = counts[0]!;
  // Residue table: row j holds psc_j mod p_0..p_{k-1}. The CRT caches assume exactly these
  // primes, so a prime dividing lc f (rare: lc f would need a factor near 2^26) gives up.
  const limbs = polyLimbs(f);
  const fp = new Float64Array(n + 1);
  const table = new Float64Array(n * k);
  for (let i = 0; i < k; i++) {
    ensurePrimes(i + 1);
    const p = wordPrime(i);
    residuesInto(limbs, p, fp);
    if (fp[n] === 0) return null;
    pscModP(fp, n, p, wordRecip(i), table, i, k);
  }
  const digits = new Float64Array(k);
  const sth = new Int8Array(n + 1);
  sth[n] = lf > 0n ? 1 : -1;
  sth[n - 1] = sth[n]!;
  for (let j = n - 2; j >= 1; j--) sth[j] = epsilon(n - j) * crtSign(table, j * k, counts[j]!).sign;
  // psc_0 = Res(f, f') exactly, over only as many primes as its sign search proved enough.
  const zeroth = crtSign(table, 0, k);
  mixedRadix(table, 0, zeroth.primes, digits);
  const res = mixedRadixValue(digits, zeroth.primes);
  sth[0] = epsilon(n) * (res > 0n ? 1 : res < 0n ? -1 : 0);
  const sgn = (((n * (n - 1)) / 2) & 1) === 1 ? -1n : 1n;
  return { r: permanencesMinusVariations(sth, n), disc: (sgn * res) / lf };
}
