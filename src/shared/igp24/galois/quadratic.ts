/**
 * The quadratic subfields of K = Q[x]/f, from the polynomial: an upper bound on their number that
 * is never below the true number, and whether Q(√disc f) can be one of them.
 *
 * A quadratic subfield Q(√d) splits the 24 roots into two blocks of 12, and Frob_p swaps the blocks
 * exactly when (d/p) = −1. So at a good odd prime p: if Frob_p has a cycle of odd length, (d/p) = +1;
 * if no sub-multiset of its cycle lengths sums to 12, (d/p) = −1. Both are F2-linear conditions on the
 * exponent vector of d = ±2^a·Π q^e over the candidate primes q. A true Q(√d) passes every condition,
 * so the true subfields (with d = 1) form a subspace of the solutions: the bound never undercounts.
 * The candidate primes are exact too: disc(Q(√d))^12 divides disc(K), which divides disc(f), so an odd
 * q | d has q^12 | disc(f), and 2 | disc(Q(√d)) needs 2^24 | disc(f) (2^36 when 2 | d).
 */

import { isProbablePrime } from '../arith/millerRabin';
import { bitLength } from '../arith/poly';
import { isSquare } from '../disc/discriminant';
import { perfectPowerRoot } from '../primes/perfectPower';
import { factorSmall, MAX_COFACTOR_BITS } from '../primes/primes';
import type { FrobeniusSample } from './frobenius';
import { PARTITIONS } from './partitions';

/** Primes below this are found by trial division; a cofactor with only larger primes and below
 * TRIAL^12 cannot hold a q with q^12 | disc, so it adds no candidate. */
const TRIAL = 10_000;

export interface QuadraticBound {
  /** The number of quadratic subfields Q(√d) that pass the test (0, 1, 3, 7, …), d over the candidate
   * primes found. When `exact`, never below the true number. */
  bound: number;
  /** Whether every candidate prime was found. Otherwise a large unsplit cofactor of |disc f| (index
   * primes, usually) might hide a q with q^12 | disc, and `bound` only counts the d without it. */
  exact: boolean;
  /** Whether Q(√disc f) passes the test (when `exact`, false means it is not a subfield); null when
   * disc f is a square. */
  discMayBeSubfield: boolean | null;
}

/** Per cycle type: 1 = has an odd cycle length, 2 = no sub-multiset sums to 12. */
let typeFlags: Uint8Array | null = null;
function flagsOf(type: number): number {
  if (typeFlags === null) {
    typeFlags = new Uint8Array(PARTITIONS.length);
    PARTITIONS.forEach((parts, i) => {
      let sums = 1; // bit k: some sub-multiset sums to k
      let odd = 0;
      for (const k of parts) {
        sums |= (sums << k) & 0x1ffffff;
        if (k % 2 === 1) odd = 1;
      }
      typeFlags![i] = odd | ((sums >> 12) & 1 ? 0 : 2);
    });
  }
  return typeFlags[type]!;
}

/** Legendre symbol (a/p) for an odd prime p ∤ a, as 0 (+1) or 1 (−1). */
function legendreBit(a: number, p: number): number {
  let x = a % p;
  if (x < 0) x += p;
  let n = p;
  let s = 0;
  while (x !== 0) {
    while (x % 2 === 0) {
      x /= 2;
      if (n % 8 === 3 || n % 8 === 5) s ^= 1;
    }
    [x, n] = [n, x];
    if (x % 4 === 3 && n % 4 === 3) s ^= 1;
    x %= n;
  }
  return s;
}

/** Row reduction over F2 of `rows` (bit masks over the columns); returns the reduced rows. */
function reduce(rows: bigint[]): bigint[] {
  const basis: bigint[] = [];
  for (let r of rows) {
    for (const b of basis) {
      const top = highBit(b);
      if ((r >> top) & 1n) r ^= b;
    }
    if (r !== 0n) basis.push(r);
  }
  return basis;
}
function highBit(x: bigint): bigint {
  return BigInt(x.toString(2).length - 1);
}

/**
 * What the test needs from disc f alone: the candidate primes (columns) and the conditions that do
 * not depend on the primes sampled. Made once per polynomial; an adaptive ranking (adaptive.ts)
 * applies it to growing samples without factoring the disc again.
 */
export interface QuadraticPrep {
  disc: bigint;
  exact: boolean;
  exps: Map<bigint, number>;
  /** |disc| with the found primes divided out. */
  rest: bigint;
  cols: bigint[];
  /** Each column as a number when it fits (0 otherwise: reduced as a bigint). */
  small: number[];
  /** The conditions on d that hold at every sample (d odd, d ≡ 1 mod 4). */
  baseZero: bigint[];
}

export function quadraticBound(disc: bigint, sample: FrobeniusSample): QuadraticBound {
  return quadraticBoundFrom(quadraticPrep(disc), sample);
}

export function quadraticPrep(disc: bigint): QuadraticPrep {
  const n = disc < 0n ? -disc : disc;
  if (n === 0n) throw new RangeError('disc f = 0: f is not squarefree');
  // Exponents of the primes of |disc|; the rest (cofactor) has only primes above TRIAL.
  const fact = factorSmall(n, { trialBound: TRIAL, rhoIterations: 0 });
  let rest = n;
  const exps = new Map<bigint, number>();
  for (const text of fact.primes) {
    const q = BigInt(text);
    let e = 0;
    while (rest % q === 0n) {
      rest /= q;
      e++;
    }
    exps.set(q, e);
  }
  let exact = true;
  if (rest >= BigInt(TRIAL) ** 12n) {
    // Large primes left. Split it when it is a prime or a prime power; otherwise it stays unsplit.
    const q = primePowerBase(rest);
    if (q === null) exact = false;
    else {
      let e = 0;
      while (rest % q === 0n) {
        rest /= q;
        e++;
      }
      exps.set(q, e);
    }
  }
  // Columns: −1, 2, then the odd primes with exponent ≥ 12 (each as a bigint column value).
  const cols: bigint[] = [-1n, 2n];
  for (const [q, e] of exps) if (q !== 2n && e >= 12) cols.push(q);
  const v2 = exps.get(2n) ?? 0;
  // Homogeneous conditions (χ_p(d) = 0) and affine ones (χ_p(d) = 1), as bit masks over cols.
  const zero: bigint[] = [];
  if (v2 < 36) zero.push(1n << 1n); // d odd
  if (v2 < 24) {
    // d ≡ 1 mod 4: the sign and the primes ≡ 3 mod 4 have an even total.
    let m = 1n;
    cols.forEach((q, i) => {
      if (i >= 2 && q % 4n === 3n) m |= 1n << BigInt(i);
    });
    zero.push(m);
  }
  const small = cols.map((q) => (q > 0n && q < 2n ** 50n ? Number(q) : 0));
  return { disc, exact, exps, rest, cols, small, baseZero: zero };
}

export function quadraticBoundFrom(prep: QuadraticPrep, sample: FrobeniusSample): QuadraticBound {
  const { disc, exact, exps, rest, cols, small } = prep;
  const zero = [...prep.baseZero];
  const one: bigint[] = [];
  for (let i = 0; i < sample.primes.length; i++) {
    const p = sample.primes[i]!;
    if (p === 2) continue;
    const flags = flagsOf(sample.types[i]!);
    if (flags === 0) continue;
    let row = 0n;
    for (let c = 0; c < cols.length; c++) {
      const a = c === 0 ? -1 : small[c]! > 0 ? small[c]! % p : Number(cols[c]! % BigInt(p));
      if (legendreBit(a, p) === 1) row |= 1n << BigInt(c);
    }
    if (flags & 1) zero.push(row);
    if (flags & 2) one.push(row);
  }
  const solvesAll = (d: bigint) =>
    zero.every((r) => parity(r & d) === 0) && one.every((r) => parity(r & d) === 1);
  const base = reduce(zero);
  let bound: number;
  if (one.length === 0) bound = 2 ** (cols.length - base.length) - 1;
  else {
    // Two distinct subfields d1, d2 would give d1·d2 with χ_p = 0 at a p where both have χ_p = 1:
    // at most one subfield, and one exactly when the affine system has a solution.
    const aug = reduce([...zero.map((r) => r << 1n), ...one.map((r) => (r << 1n) | 1n)]);
    bound = aug.some((r) => r === 1n) ? 0 : 1;
  }
  // Q(√disc): its square class must be a combination of the columns (odd-exponent primes all columns).
  let discMayBeSubfield: boolean | null = null;
  if (!isSquare(disc)) {
    let d = disc < 0n ? 1n : 0n;
    // An unsplit rest with an odd exponent somewhere keeps √disc outside the candidates' classes.
    let outside = exact && rest > 1n && !isSquare(rest);
    for (const [q, e] of exps) {
      if (e % 2 === 0) continue;
      const i = cols.indexOf(q);
      if (i < 0) outside = true;
      else d |= 1n << BigInt(i);
    }
    discMayBeSubfield = !outside && solvesAll(d);
  }
  return { bound, exact, discMayBeSubfield };
}

/**
 * q when n = q^k for a (probable) prime q of at most MAX_COFACTOR_BITS bits, else null. n has no
 * prime factor up to TRIAL, so every root of n is above TRIAL (> 13.28 bits).
 */
function primePowerBase(n: bigint): bigint | null {
  const { root } = perfectPowerRoot(n, 13);
  return bitLength(root) <= MAX_COFACTOR_BITS && isProbablePrime(root) ? root : null;
}

function parity(x: bigint): number {
  let p = 0;
  for (let y = x; y > 0n; y &= y - 1n) p ^= 1;
  return p;
}
