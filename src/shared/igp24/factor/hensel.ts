/**
 * Multifactor Hensel lifting of a factorization f ≡ u_1 ⋯ u_r (mod p) of a monic f to the least
 * p^k ≥ a bound, by a balanced factor tree and quadratic two-factor steps (von zur Gathen–Gerhard,
 * Algorithm 15.10). The exponents go k₀ = 1, …, ⌈k/4⌉, ⌈k/2⌉, k (each at most twice the previous),
 * so the last, costliest step is never taken past the bound. Polynomials mod M are `bigint[]`, ascending, coefficients in [0, M).
 */

import type { Poly } from '../arith/poly';
import { addM, divModMonic, mulM, reduceM, subM } from '../arith/polyModM';
import { bezoutWord } from './bezoutWord';
import { mulP, type PolyP } from './polyModP';

const toBig = (a: PolyP): Poly => a.map((x) => BigInt(x));

interface Lifted {
  g: Poly;
  h: Poly;
}

/** Exponents 1 < … < k, each at most twice the previous, ending at the least k with p^k ≥ bound. */
function exponents(p: number, bound: bigint): number[] {
  let k = 1;
  for (let m = BigInt(p); m < bound; m *= BigInt(p)) k++;
  const ks = [k];
  while (ks[ks.length - 1]! > 1) ks.push(Math.ceil(ks[ks.length - 1]! / 2));
  return ks.reverse().slice(1);
}

/**
 * s, t with s·g + t·h ≡ 1 (mod p), deg s < deg h, deg t < deg g: the word-size extended Euclid the
 * word-size lift uses (bezoutWord.ts; the pair is unique), trimmed to `PolyP`.
 */
function bezoutPair(g: PolyP, h: PolyP, p: number): { s: PolyP; t: PolyP } {
  const dg = g.length - 1;
  const dh = h.length - 1;
  const s = new Float64Array(dh);
  const t = new Float64Array(dg);
  bezoutWord(g, dg, h, dh, p, s, t);
  const trimmed = (a: Float64Array): PolyP => {
    let n = a.length;
    while (n > 0 && a[n - 1] === 0) n--;
    return Array.from(a.subarray(0, n));
  };
  return { s: trimmed(s), t: trimmed(t) };
}

/** Lifts f ≡ g·h (mod p), g and h monic and coprime mod p, to modulus liftModulus(p, bound). */
function liftPair(f: Poly, g0: PolyP, h0: PolyP, p: number, bound: bigint): { lifted: Lifted; M: bigint } {
  const { s: s0, t: t0 } = bezoutPair(g0, h0, p);
  let g = toBig(g0);
  let h = toBig(h0);
  let s = toBig(s0);
  let t = toBig(t0);
  let m = BigInt(p);
  for (const k of exponents(p, bound)) {
    const M = BigInt(p) ** BigInt(k);
    const e = subM(reduceM(f, M), mulM(g, h, M), M);
    const { q, r } = divModMonic(mulM(s, e, M), h, M);
    const g1 = addM(addM(g, mulM(t, e, M), M), mulM(q, g, M), M);
    const h1 = addM(h, r, M);
    const b = subM(addM(mulM(s, g1, M), mulM(t, h1, M), M), [1n], M);
    const { q: c, r: d } = divModMonic(mulM(s, b, M), h1, M);
    s = subM(s, d, M);
    t = subM(subM(t, mulM(t, b, M), M), mulM(c, g1, M), M);
    g = g1;
    h = h1;
    m = M;
  }
  return { lifted: { g, h }, M: m };
}

/** The modulus p^k (least k with p^k ≥ bound) that liftFactors reaches. */
export function liftModulus(p: number, bound: bigint): bigint {
  let m = BigInt(p);
  while (m < bound) m *= BigInt(p);
  return m;
}

/**
 * Lifts the monic factors `us` of monic f mod p to monic factors mod M = liftModulus(p, bound),
 * in the same order.
 */
export function liftFactors(f: Poly, us: PolyP[], p: number, bound: bigint): Poly[] {
  const M = liftModulus(p, bound);
  if (us.length === 1) return [reduceM(f, M)];
  const half = us.length >> 1;
  const A = us.slice(0, half);
  const B = us.slice(half);
  const g = A.reduce((x, y) => mulP(x, y, p), [1] as PolyP);
  const h = B.reduce((x, y) => mulP(x, y, p), [1] as PolyP);
  const { lifted } = liftPair(f, g, h, p, bound);
  return [...liftFactors(lifted.g, A, p, bound), ...liftFactors(lifted.h, B, p, bound)];
}

export { mulM, reduceM };
