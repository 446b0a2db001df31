/**
 * d_K = disc(f) / [O_K : Z[α]]² for an irreducible monic f (field/types.ts says what is credited).
 * Only a prime whose square divides disc f can divide the index. Each known such prime gets
 * Dedekind's criterion (dedekind.ts) and, when Z[α] is not p-maximal there, Round 2 (round2.ts).
 *
 * Exactness rests on the cofactor c of |disc f| left once every known prime is removed with its
 * multiplicity: c = 1, c a (probable) prime, or c free of primes up to the trial bound B, below B³
 * and not a square (then c = q or q·q′ with q ≠ q′: squarefree) leave no unknown index prime, and
 * the value is exact. Anything else is 'mixed_disc': the index at the known primes only, so the
 * value is an upper bound, with c named. A known prime whose Round 2 outruns the work bound counts
 * as unknown (its power joins c).
 */

import { isProbablePrime } from '../arith/millerRabin';
import { bitLength } from '../arith/poly';
import { isqrt } from '../disc/discriminant';
import { dedekind } from './dedekind';
import { round2 } from './round2';
import type { FieldDiscriminant } from './types';

/** Cofactors above this many bits get no primality test here (primes/primes.ts, same bound). */
const MAX_TEST_BITS = 512;
/** Products of two basis elements allowed for one prime: 64 Round 2 iterations at degree 24. */
export const DEFAULT_FIELD_WORK = 64 * 2 * 24 * 24;

export interface FieldOptions {
  /** The trial division bound the known primes came from (every prime up to it is known). */
  trialBound?: number;
  /** Round 2 work bound (products of basis elements) for each prime. */
  maxWork?: number;
  /** A cofactor already known to be composite (its primality test is not repeated). */
  knownComposite?: bigint | null;
}

/**
 * f monic irreducible (lowest degree first), discAbs = |disc f| > 0, knownPrimes: primes found
 * for it (any order; those not dividing discAbs are ignored).
 */
export function fieldDiscriminant(
  f: readonly bigint[],
  discAbs: bigint,
  knownPrimes: readonly bigint[],
  opts: FieldOptions = {},
): FieldDiscriminant {
  const B = BigInt(opts.trialBound ?? 100_000);
  const budget = opts.maxWork ?? DEFAULT_FIELD_WORK;
  const primes = [...new Set(knownPrimes)].filter((p) => p > 1n && discAbs % p === 0n).sort(cmp);
  let c = discAbs;
  const valuations = new Map<bigint, number>();
  for (const p of primes) {
    let v = 0;
    while (c % p === 0n) {
      c /= p;
      v++;
    }
    valuations.set(p, v);
  }
  // A square cofactor whose root is prime (a hint can leave one): that root is known too.
  if (c > 1n && bitLength(c) <= 2 * MAX_TEST_BITS) {
    const s = isqrt(c);
    if (s * s === c && s > B && isProbablePrime(s)) {
      valuations.set(s, 2);
      primes.push(s);
      c = 1n;
    }
  }
  let exact = cofactorSquarefree(c, B, opts.knownComposite ?? null);
  let unknown = exact ? 1n : c;
  let index = 1n;
  for (const p of primes) {
    const v = valuations.get(p)!;
    if (v < 2) continue;
    const start = dedekind(f, p);
    if (start.m === 0) continue;
    // v_p(d_K) = v − 2·v_p(index) ≥ 0 and the index has at least p^m: at most one p is left.
    if (v - 2 * start.m <= 1) {
      index *= p ** BigInt(start.m);
      continue;
    }
    const r = round2(f, p, budget, start);
    if (r.indexExponent === null) {
      exact = false;
      unknown *= p ** BigInt(v);
      continue;
    }
    index *= p ** BigInt(r.indexExponent);
  }
  return {
    fieldDiscAbs: (discAbs / (index * index)).toString(),
    index: index.toString(),
    discSource: exact ? 'exact_nfdisc' : 'mixed_disc',
    unfactored: exact ? null : unknown.toString(),
  };
}

/** Whether c (no prime factor up to B) is certainly squarefree; see the module comment. */
function cofactorSquarefree(c: bigint, B: bigint, knownComposite: bigint | null): boolean {
  if (c === 1n) return true;
  const square = isqrt(c) ** 2n === c;
  if (square) return false;
  if (c < B * B * B) return true;
  return c !== knownComposite && bitLength(c) <= MAX_TEST_BITS && isProbablePrime(c);
}

const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
