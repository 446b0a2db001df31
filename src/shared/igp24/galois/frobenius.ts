/**
 * Frobenius cycle types: for a prime p not dividing disc(f) (f monic, so f mod p is squarefree of
 * degree 24), the degrees of the irreducible factors of f mod p — given by the distinct-degree
 * factorization — are the cycle type of a Frobenius element of the Galois group. The primes are
 * taken in ascending order from 2, skipping those where f mod p is not squarefree, so the same
 * polynomial always gives the same primes. Each prime's type is kept as well as the counts: the
 * ranking needs only the counts, but the quadratic-subfield test (quadratic.ts) pairs each type with
 * a Legendre symbol at the same prime, so both come from this one pass.
 * Speed: the coefficients are split into word-size limbs once, and each prime's factorization runs
 * in float64 buffers reused across primes and polynomials (ddfWord.ts): no BigInt and no allocation
 * per prime (the type's index is computed from the degrees, not looked up by a key text); where the
 * process has switched it on, the WebAssembly kernel takes the factorization (ddfKernel.ts). When the
 * discriminant is given, a prime is good when it divides neither disc f nor the leading coefficient
 * — the same primes as the squarefree test mod p, which it replaces, for one limb reduction.
 */

import { isSmallPrime } from '../arith/modular';
import type { Poly } from '../arith/poly';
import { polyLimbs, residuesInto } from '../arith/wordModP';
import { cycleType } from '../factor/ddfKernel';
import { DDF_PRIME_LIMIT, DdfWorkspace } from '../factor/ddfWord';
import { partitionIndexAscending } from './partitions';

const PRIMES: number[] = [];
function primeAt(i: number): number {
  let c = PRIMES.length === 0 ? 2 : PRIMES[PRIMES.length - 1]! + 1;
  while (PRIMES.length <= i) {
    if (isSmallPrime(c)) PRIMES.push(c);
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

export interface FrobeniusSample {
  /** The good primes used, ascending. */
  primes: number[];
  /** How often each cycle type (PARTITIONS index) occurred. */
  counts: Map<number, number>;
  /** The cycle type (PARTITIONS index) at each prime of `primes`, in the same order. */
  types: Uint16Array;
}

/**
 * Cycle types of f at its good primes, taken in blocks: `extend(n)` adds the next good primes until
 * `n` are held, so an adaptive ranking (adaptive.ts) samples more only when it needs them and the
 * primes are still the first `n` good ones, whatever the block sizes were.
 */
export class FrobeniusSampler {
  readonly primes: number[] = [];
  private readonly typeList: number[] = [];
  readonly counts = new Map<number, number>();
  private readonly ws: DdfWorkspace | null;
  private readonly limbs: ReturnType<typeof polyLimbs> | null;
  private readonly residues: Float64Array;
  /** disc f in limbs (as a constant polynomial), or null when not given. */
  private readonly disc: ReturnType<typeof polyLimbs> | null;
  private readonly discResidue = new Float64Array(1);
  private readonly degrees: Int32Array;
  /** Index (in the list of all primes) of the next prime to try. */
  private next = 0;
  private exhausted = false;

  /** `disc`: the discriminant of f, when known (it saves the squarefree test at every prime). */
  constructor(f: Poly, disc?: bigint) {
    this.ws = f.length < 2 ? null : workspace(f.length - 1);
    this.limbs = f.length < 2 ? null : polyLimbs(f);
    this.residues = new Float64Array(f.length);
    this.disc = disc === undefined ? null : polyLimbs([disc]);
    this.degrees = new Int32Array(Math.max(1, f.length - 1));
  }

  /** Samples until `count` good primes are held (fewer only past DDF_PRIME_LIMIT). */
  extend(count: number): void {
    const ws = this.ws;
    const limbs = this.limbs;
    if (ws === null || limbs === null) return;
    while (this.primes.length < count && !this.exhausted) {
      const p = primeAt(this.next++);
      if (p >= DDF_PRIME_LIMIT) {
        this.exhausted = true;
        break;
      }
      const squarefree = this.disc !== null;
      if (squarefree) {
        residuesInto(this.disc!, p, this.discResidue);
        if (this.discResidue[0] === 0) continue;
      }
      residuesInto(limbs, p, this.residues);
      const count = cycleType(ws, this.residues, p, this.degrees, squarefree);
      if (count < 0) continue;
      this.primes.push(p);
      const type = partitionIndexAscending(this.degrees, count);
      this.typeList.push(type);
      this.counts.set(type, (this.counts.get(type) ?? 0) + 1);
    }
  }

  /** The primes sampled so far, as a sample (copies: later `extend` calls do not change it). */
  sample(): FrobeniusSample {
    return { primes: [...this.primes], counts: new Map(this.counts), types: Uint16Array.from(this.typeList) };
  }
}

/** Cycle types of f at its first `count` good primes, prime by prime and counted (`disc`: as for
 * FrobeniusSampler). */
export function frobeniusTypes(f: Poly, count: number, disc?: bigint): FrobeniusSample {
  const sampler = new FrobeniusSampler(f, disc);
  sampler.extend(count);
  return sampler.sample();
}

/** The first `n` primes of a sample (the sample itself when it has no more). */
export function samplePrefix(sample: FrobeniusSample, n: number): FrobeniusSample {
  if (n >= sample.primes.length) return sample;
  const types = sample.types.subarray(0, n);
  const counts = new Map<number, number>();
  for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
  return { primes: sample.primes.slice(0, n), counts, types };
}
