/**
 * Frobenius cycle types: for a prime p not dividing disc(f) (f monic, so f mod p is squarefree of
 * degree 24), the degrees of the irreducible factors of f mod p — given by the distinct-degree
 * factorization — are the cycle type of a Frobenius element of the Galois group. The primes are
 * taken in ascending order from 2, skipping those where f mod p is not squarefree, so the same
 * polynomial always gives the same primes. Each prime's type is kept as well as the counts: the
 * ranking needs only the counts, but the quadratic-subfield test (quadratic.ts) pairs each type with
 * a Legendre symbol at the same prime, so both come from this one pass.
 * Speed: the coefficients are split into word-size limbs once, and each prime's factorization runs
 * in float64 buffers reused across primes and polynomials (ddfWord.ts): no BigInt per prime.
 */
import { DDF_PRIME_LIMIT, DdfWorkspace } from '../ddfWord';
import type { Poly } from '../poly';
import { polyLimbs, residuesInto } from '../wordModP';
import { partitionIndex } from './partitions';

const PRIMES: number[] = [];
function primeAt(i: number): number {
  let c = PRIMES.length === 0 ? 2 : PRIMES[PRIMES.length - 1]! + 1;
  while (PRIMES.length <= i) {
    let prime = c >= 2;
    for (let d = 2; d * d <= c; d++)
      if (c % d === 0) {
        prime = false;
        break;
      }
    if (prime) PRIMES.push(c);
    c++;
  }
  return PRIMES[i]!;
}

/** One workspace per degree, reused by every ranking in this thread. */
const WORKSPACES = new Map<number, DdfWorkspace>();
function workspace(n: number): DdfWorkspace {
  let ws = WORKSPACES.get(n);
  if (!ws) {
    ws = new DdfWorkspace(n);
    WORKSPACES.set(n, ws);
  }
  return ws;
}

/** Cycle type index per pattern text: the same few types come back prime after prime. */
const TYPE_INDEX = new Map<string, number>();
function typeIndex(pattern: number[]): number {
  const key = pattern.join(',');
  let t = TYPE_INDEX.get(key);
  if (t === undefined) {
    t = partitionIndex(pattern);
    TYPE_INDEX.set(key, t);
  }
  return t;
}

export interface FrobeniusSample {
  /** The good primes used, ascending. */
  primes: number[];
  /** How often each cycle type (PARTITIONS index) occurred. */
  counts: Map<number, number>;
  /** The cycle type (PARTITIONS index) at each prime of `primes`, in the same order. */
  types: Uint16Array;
}

/** Cycle types of f at its first `count` good primes, prime by prime and counted. */
export function frobeniusTypes(f: Poly, count: number): FrobeniusSample {
  const primes: number[] = [];
  const types: number[] = [];
  const counts = new Map<number, number>();
  if (f.length < 2) return { primes, counts, types: new Uint16Array(0) };
  const ws = workspace(f.length - 1);
  const limbs = polyLimbs(f);
  const residues = new Float64Array(f.length);
  for (let i = 0; primes.length < count; i++) {
    const p = primeAt(i);
    if (p >= DDF_PRIME_LIMIT) break;
    residuesInto(limbs, p, residues);
    const pattern = ws.pattern(residues, p);
    if (pattern === null) continue;
    primes.push(p);
    const type = typeIndex(pattern);
    types.push(type);
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return { primes, counts, types: Uint16Array.from(types) };
}
