/**
 * The Frobenius cycle types of f prime by prime: the same good primes and types as frobeniusTypes
 * (frobenius.ts), but with the type of each prime kept, because the quadratic-subfield test
 * (quadratic.ts) pairs each type with a Legendre symbol at the same prime.
 */
import { ddfPattern, squarefreeModP } from '../factorModP';
import type { Poly } from '../poly';
import type { FrobeniusSample } from './frobenius';
import { partitionIndex } from './partitions';

/** As frobenius.ts: ddf works for primes below 2^20. */
const PRIME_LIMIT = 1 << 20;

let sieved: Int32Array = new Int32Array(0);
/** The primes below `bound`, ascending (sieved once, grown when a larger bound is asked). */
function primesBelow(bound: number): Int32Array {
  if (sieved.length > 0 && sieved[sieved.length - 1]! >= bound) return sieved;
  const limit = Math.min(PRIME_LIMIT, Math.max(4096, bound * 2));
  const composite = new Uint8Array(limit);
  const out: number[] = [];
  for (let i = 2; i < limit; i++) {
    if (composite[i]) continue;
    out.push(i);
    for (let j = i * i; j < limit; j += i) composite[j] = 1;
  }
  sieved = Int32Array.from(out);
  return sieved;
}

export interface FrobeniusByPrime extends FrobeniusSample {
  /** The cycle type (PARTITIONS index) at each prime of `primes`, in the same order. */
  types: Uint16Array;
}

/** Cycle types of f at its first `count` good primes, kept prime by prime. */
export function frobeniusByPrime(f: Poly, count: number): FrobeniusByPrime {
  const primes: number[] = [];
  const types: number[] = [];
  const counts = new Map<number, number>();
  // The count-th prime is below ~ count·(ln count + ln ln count) + a margin for bad primes.
  let all = primesBelow(Math.max(64, Math.ceil(2 * count * Math.log(count + 2)) + 64));
  for (let i = 0; primes.length < count; i++) {
    if (i >= all.length) {
      if (all[all.length - 1]! >= PRIME_LIMIT - 2) break;
      all = primesBelow(all[all.length - 1]! * 2);
    }
    const p = all[i]!;
    if (p >= PRIME_LIMIT) break;
    if (!squarefreeModP(f, p)) continue;
    const type = partitionIndex(ddfPattern(f, p));
    primes.push(p);
    types.push(type);
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return { primes, counts, types: Uint16Array.from(types) };
}
