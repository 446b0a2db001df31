/**
 * A root divisible by p^s. When p^((n−k)·s) divides every coefficient a_k of f (k < n) — every
 * slope of f's p-adic Newton polygon is at least s, so every root has valuation at least s — then
 * β = α/p^s is a root of the monic integer polynomial g(x) = f(p^s·x)/p^(n·s), and
 * Z[β] ⊇ Z[α] with [Z[β] : Z[α]] = p^(s·n(n−1)/2) (the basis β^k = α^k/p^(sk)).
 *
 * That is the shape of f = p^n·h(x/p) and of a polynomial built from a root times p^s: its index
 * at p is huge (p^276 for s = 1, n = 24), and Round 2 would climb it one step at a time, where
 * the substitution takes all of it at once and leaves Round 2 only what g itself lacks.
 */

import { identityMatrix } from '../arith/matrix';
import { valuation } from '../arith/valuation';
import type { OrderBasis } from './types';

/** The largest s ≥ 0 with p^((n−k)·s) | a_k for every k < n (f monic, lowest degree first). */
export function rootScale(f: readonly bigint[], p: bigint): number {
  const n = f.length - 1;
  let s = Number.POSITIVE_INFINITY;
  for (let k = 0; k < n && s > 0; k++) {
    const a = f[k]!;
    if (a === 0n) continue;
    s = Math.min(s, Math.floor(valuation(a, p, s * (n - k)) / (n - k)));
  }
  return Number.isFinite(s) ? s : 0; // f = x^n is not irreducible; no scale then
}

/** g(x) = f(p^s·x) / p^(n·s): a_k / p^((n−k)·s). */
export function scaledPolynomial(f: readonly bigint[], p: bigint, s: number): bigint[] {
  const n = f.length - 1;
  return f.map((a, k) => a / p ** BigInt((n - k) * s));
}

/** v_p([Z[β] : Z[α]]) = s·n(n−1)/2. */
export const scaleIndexExponent = (n: number, s: number): number => (s * n * (n - 1)) / 2;

/**
 * An order given in β's power basis, in α's: H_i(β)/den = Σ_k H_ik·p^(s(n−1−k))·α^k / (den·p^(s(n−1))).
 * Still lower triangular, and its numerators still contain den′·Z^n.
 */
export function inAlpha(o: OrderBasis, p: bigint, s: number): OrderBasis {
  const n = o.H.length;
  const scale = Array.from({ length: n }, (_, k) => p ** BigInt(s * (n - 1 - k)));
  return { den: o.den * scale[0]!, H: o.H.map((row) => row.map((x, k) => x * scale[k]!)) };
}

/** Z[β] itself in α's basis (the order when g is already p-maximal). */
export function powerBasisOrder(n: number): OrderBasis {
  return {
    den: 1n,
    H: identityMatrix(n),
  };
}
