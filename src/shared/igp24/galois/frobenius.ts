/**
 * Frobenius cycle types: for a prime p not dividing disc(f) (f monic, so f mod p is squarefree of
 * degree 24), the degrees of the irreducible factors of f mod p — given by the distinct-degree
 * factorization — are the cycle type of a Frobenius element of the Galois group. The primes are
 * taken in ascending order from 2, skipping those where f mod p is not squarefree, so the same
 * polynomial always gives the same primes.
 */
import { ddfPattern, squarefreeModP } from '../factorModP';
import type { Poly } from '../poly';
import { partitionIndex } from './partitions';

/** ddf works for primes below 2^20 (factorModP.ts); far more than any ranking needs. */
const PRIME_LIMIT = 1 << 20;

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

export interface FrobeniusSample {
  /** The good primes used, ascending. */
  primes: number[];
  /** How often each cycle type (PARTITIONS index) occurred. */
  counts: Map<number, number>;
}

/** Cycle types of f at its first `count` good primes. */
export function frobeniusTypes(f: Poly, count: number): FrobeniusSample {
  const primes: number[] = [];
  const counts = new Map<number, number>();
  for (let i = 0; primes.length < count; i++) {
    const p = primeAt(i);
    if (p >= PRIME_LIMIT) break;
    if (!squarefreeModP(f, p)) continue;
    primes.push(p);
    const type = partitionIndex(ddfPattern(f, p));
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return { primes, counts };
}
