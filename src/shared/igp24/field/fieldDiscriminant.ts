/**
 * d_K = disc(f) / [O_K : Z[α]]² for an irreducible monic f (field/types.ts says what is credited).
 * Only a prime whose square divides disc f can divide the index. Each known such prime gets
 * Dedekind's criterion (dedekind.ts), after a root divisible by a power of p is divided out
 * (rootScale.ts) and a non-monic polynomial's monic form is taken back to it (nonMonic.ts); where
 * Z[α] is not p-maximal, Montes' algorithm (montes.ts) reads the index off Newton polygons of
 * higher order. Where it falls short (rare: precision, or a residual polynomial it cannot split),
 * Round 2 (round2.ts) climbs to the p-maximal order on f's p-adic factors (padicSplit.ts); where
 * the order itself is asked (a reduction's integral basis), Round 2 climbs from the polygon's order
 * (polygonOrder.ts) or Dedekind's and stops at the index Montes gave.
 *
 * Exactness rests on the cofactor c of |disc f| left once every known prime is removed with its
 * multiplicity: cofactor.ts finds primes in it, proves parts of it squarefree, or proves an order
 * that settles a square part without factoring it. What it cannot settle makes the value
 * 'mixed_disc': exact at the known primes, an upper bound, with that part named. A known prime
 * whose Round 2 outruns the work bound counts as unknown (its power joins that part).
 */

import { splitPower } from '../arith/valuation';
import type { FactorResult } from '../primes/primes';
import { resolveCofactor } from './cofactor';
import { dedekindAtPrime } from './dedekind';
import { montesAtFactor, montesIndexExponent } from './montes';
import { monicFormOrder, monicFormScale, reversedMonic, ringIndexExponent } from './nonMonic';
import { repeatedParts } from './padicSplit';
import { orderFromParts } from './partsOrder';
import { polygonOrder } from './polygonOrder';
import { inAlpha, powerBasisOrder, rootScale, scaledPolynomial, scaleIndexExponent } from './rootScale';
import { dedekindOrder, type Order, round2 } from './round2';
import type { FieldDiscriminant, OrderBasis } from './types';

/** Products of two basis elements allowed for one prime: 64 Round 2 iterations at degree 24. */
export const DEFAULT_FIELD_WORK = 64 * 2 * 24 * 24;

export interface FieldOptions {
  /** The trial division bound the known primes came from (every prime up to it is known). */
  trialBound?: number;
  /** Round 2 work bound (products of basis elements) for each prime. */
  maxWork?: number;
  /** A cofactor already known to be composite (its primality test is not repeated). */
  knownComposite?: bigint | null;
  /**
   * Split an unfactored part that is no power by the zero divisors of Dedekind's criterion
   * modulo it (Buchmann–Lenstra). Slower on random lines, so the check leaves it out; a reduction
   * gains a maximal order at the primes it finds.
   */
  splitCofactor?: boolean;
}

/**
 * d_K from what factoring |disc f| found (factorSmall's answer) and more primes known otherwise
 * (a line's `poly_disc_primes` hint): the check, the Sandbox's verifier and the data checks all
 * start from there.
 */
export function fieldDiscriminantOf(
  f: readonly bigint[],
  discAbs: bigint,
  factored: FactorResult,
  morePrimes: readonly (string | number | bigint)[] = [],
  opts: Omit<FieldOptions, 'knownComposite'> = {},
): FieldDiscriminant {
  return fieldDiscriminant(f, discAbs, [...factored.primes, ...morePrimes].map(BigInt), {
    ...opts,
    knownComposite: factored.cofactor === 'composite' ? BigInt(factored.unfactored!) : null,
  });
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
  return walk(f, discAbs, knownPrimes, opts, false).field;
}

/**
 * The field discriminant and the orders that gave each part of the index: at each prime the
 * p-maximal order (Dedekind's when it is final, else Round 2's), at each settled square part the
 * order modulo its root. Their sum is the order a reduction works in (reduce/integralBasis.ts):
 * O_K itself when the value is exact.
 */
export function fieldWithOrders(
  f: readonly bigint[],
  discAbs: bigint,
  knownPrimes: readonly bigint[],
  opts: FieldOptions = {},
): { field: FieldDiscriminant; orders: OrderBasis[] } {
  return walk(f, discAbs, knownPrimes, opts, true);
}

/** keepOrders false (the check): no Hermite basis is built for an order only the index needs. */
function walk(
  f: readonly bigint[],
  discAbs: bigint,
  knownPrimes: readonly bigint[],
  opts: FieldOptions,
  keepOrders: boolean,
): { field: FieldDiscriminant; orders: OrderBasis[] } {
  const B = BigInt(opts.trialBound ?? 100_000);
  const budget = opts.maxWork ?? DEFAULT_FIELD_WORK;
  const primes = [...new Set(knownPrimes)].filter((p) => p > 1n && discAbs % p === 0n).sort(cmp);
  const valuations = new Map<bigint, number>();
  let c = discAbs;
  const take = (p: bigint) => {
    const { v, rest } = splitPower(c, p);
    c = rest;
    valuations.set(p, v);
  };
  for (const p of primes) take(p);
  // The cofactor: primes found in it join the known ones; orders proved without factoring it
  // contribute their index (cofactor.ts).
  const cofactor = resolveCofactor(f, c, B, opts.knownComposite ?? null, opts.splitCofactor);
  for (const q of cofactor.primes) {
    take(q);
    primes.push(q);
  }
  const orders = keepOrders ? cofactor.orders.map((o) => basisOf(dedekindOrder(f, o.s, o.U), o.s)) : [];
  let exact = cofactor.unresolved === 1n;
  let unknown = cofactor.unresolved;
  let index = cofactor.index;
  for (const p of primes) {
    const v = valuations.get(p)!;
    if (v < 2) continue;
    const local = atPrime(f, p, v, budget, keepOrders);
    if (local === null) {
      exact = false;
      unknown *= p ** BigInt(v);
      continue;
    }
    index *= p ** BigInt(local.exponent);
    if (local.order) orders.push(local.order);
  }
  const field: FieldDiscriminant = {
    fieldDiscAbs: (discAbs / (index * index)).toString(),
    index: index.toString(),
    discSource: exact ? 'exact_nfdisc' : 'mixed_disc',
    unfactored: exact ? null : unknown.toString(),
  };
  return { field, orders };
}

/**
 * v_p([O_K : Z[α]]) (null when Round 2 outruns the budget) and, with keepOrders, the p-maximal
 * order. A root divisible by p^s (rootScale.ts) is divided out first: Dedekind and Round 2 then
 * start from Z[α/p^s], whose index over Z[α] is known; then the monic form of a non-monic
 * polynomial (nonMonic.ts), Dedekind, Montes' algorithm (montes.ts), and where that falls short or
 * the order is asked, Round 2 (on f's p-adic factors, padicSplit.ts, when only the index is).
 */
function atPrime(
  f0: readonly bigint[],
  p: bigint,
  v0: number,
  budget: number,
  keepOrders: boolean,
  /** f0 is a p-adic factor known mod p^k (padicSplit.ts): v0 unknown, and only Dedekind and Round 2. */
  lifted = false,
): { exponent: number; order: OrderBasis | null } | null {
  const n = f0.length - 1;
  const s = lifted ? 0 : rootScale(f0, p);
  const f = s > 0 ? scaledPolynomial(f0, p, s) : f0;
  const shift = scaleIndexExponent(n, s);
  const v = v0 - 2 * shift;
  const found = (exponent: number, order: OrderBasis | null) => ({
    exponent: shift + exponent,
    order: keepOrders && (order || s > 0) ? inAlpha(order ?? powerBasisOrder(n), p, s) : null,
  });
  if (v < 2) return found(0, null);
  // The monic form of a non-monic g: the index of g's ring at once, then what it lacks — from the
  // reversed polynomial's own index when only the index is asked, else by Round 2 from the ring.
  const t = lifted ? 0 : monicFormScale(f, p);
  if (t > 0) {
    const h = keepOrders ? null : reversedMonic(f, p, t);
    if (h !== null) {
      const ring = ringIndexExponent(n, t);
      const local = atPrime(h, p, v - 2 * ring, budget, false);
      return local === null ? null : found(ring + local.exponent, null);
    }
    const from = monicFormOrder(f, p, t);
    if (v - 2 * from.indexExponent < 2)
      return found(from.indexExponent, keepOrders ? basisOf(from.order, p) : null);
    const r = round2(f, p, budget, from, { discValuation: v, indexExponent: montesIndexExponent(f, p, v) });
    if (r.indexExponent === null) return null;
    return found(r.indexExponent, keepOrders ? basisOf(r.order!, p) : null);
  }
  const start = dedekindAtPrime(f, p);
  if (start.m === 0) return found(0, null);
  // v_p(d_K) = v − 2·v_p(index) ≥ 0 and the index has at least p^m: at most one p is left.
  if (v - 2 * start.m <= 1)
    return found(start.m, keepOrders ? basisOf(dedekindOrder(f, p, start.U!), p) : null);
  if (keepOrders) {
    // The order asked too. Several factors mod p: each repeated part's order alone, up to Montes'
    // share of the index there (montes.ts), joined (partsOrder.ts); the index is the shares' sum.
    // One: the polygon's order (polygonOrder.ts, f ≡ (x − a)^n) when its index is Montes'; else
    // Round 2 from it or Dedekind's, up to that index.
    const parts = lifted ? null : repeatedParts(f, p, v);
    const shares = parts?.map(({ factor }) => montesAtFactor(f, factor.map(BigInt), p, v)) ?? null;
    const known =
      lifted || shares?.includes(null)
        ? null
        : (shares?.reduce<number>((a, b) => a + b!, 0) ?? montesIndexExponent(f, p, v));
    const joined = parts === null ? null : orderFromParts(f, p, parts, shares!, budget);
    if (joined !== null) return found(joined.indexExponent, basisOf(joined.order, p));
    const polygon = polygonOrder(f, p);
    if (polygon !== null && polygon.indexExponent === known) return found(known, basisOf(polygon.order, p));
    const from = polygon !== null && polygon.indexExponent > start.m ? polygon : start;
    const r = round2(f, p, budget, from, { discValuation: v, indexExponent: known });
    return r.indexExponent === null ? null : found(r.indexExponent, basisOf(r.order!, p));
  }
  // Only the index asked: read off Newton polygons of higher order (montes.ts), where they apply.
  const known = lifted ? null : montesIndexExponent(f, p, v);
  if (known !== null) return found(known, null);
  // Montes' algorithm fell short: at each repeated factor of f mod p, Montes where it applies and
  // Round 2 on f's p-adic factor there (padicSplit.ts) where not.
  const parts = lifted ? null : repeatedParts(f, p, v);
  if (parts !== null) {
    let exponent = 0;
    for (const { factor, part } of parts) {
      let local = montesAtFactor(f, factor.map(BigInt), p, v);
      local ??= atPrime(part, p, Number.POSITIVE_INFINITY, budget, false, true)?.exponent ?? null;
      if (local === null) return null;
      exponent += local;
    }
    return found(exponent, null);
  }
  // Round 2 on f, from the polygon's order when it is above Dedekind's.
  const above = polygonOrder(f, p);
  const from = above !== null && above.indexExponent > start.m ? above : start;
  const r = round2(f, p, budget, from, { discValuation: v });
  return r.indexExponent === null ? null : found(r.indexExponent, null);
}

const basisOf = (o: Order, p: bigint): OrderBasis => ({ den: p ** BigInt(o.e), H: o.H });

const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
