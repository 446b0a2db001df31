/**
 * The monic form of a non-monic polynomial. A participant who has g = c_n·x^n + … with c_n = p^t
 * and wants a monic line writes F(x) = p^(t(n−1))·g(x/p^t) = x^n + c_(n−1)·x^(n−1) +
 * p^t·c_(n−2)·x^(n−2) + … + p^(t(n−1))·c_0: a root α = p^t·γ (γ a root of g), and an index
 * p^(t(n−1)(n−2)/2) at p that Round 2 would climb one step at a time (70× PARI's time).
 *
 * The ring of g (Birch and Merriman 1972; Nakagawa 1989; D. Simon, "The index of nonmonic
 * polynomials", 2001) is that much of it at once: R_g = Z + Z·ω_1 + … + Z·ω_(n−1) with
 * ω_k = c_n·γ^k + c_(n−1)·γ^(k−1) + … + c_(n−k+1)·γ, an order of discriminant disc(g), containing
 * Z[α]. Round 2 then starts from R_g and adds only what g itself lacks.
 *
 * F has this shape at p exactly when p^(t(n−1−k)) divides F_k for every k ≤ n − 2 (F_(n−1) is
 * free); the largest such t is taken.
 *
 * When p does not divide c_0, R_g is Z_p[1/γ] locally (R_g is the same for g and its reverse
 * g*(x) = x^n·g(1/x), whose leading coefficient c_0 is then a unit at p): Dedekind's criterion
 * and Round 2 run on the monic h(y) = c_0^(n−1)·g*(y/c_0), root c_0/γ, whose index at p is what
 * R_g lacks — in float64 most often, where R_g's basis has denominators p^(t(n−2)). That gives
 * the index, not an order in α's basis, so a reduction (which needs the order) takes R_g.
 */

import { taylorShift } from '../arith/poly';
import { valuation } from '../arith/valuation';
import type { Order } from './round2';
import { normalize } from './round2';

/** The largest t ≥ 0 with p^(t(n−1−k)) | F_k for every k ≤ n − 2 (F monic, lowest degree first). */
export function monicFormScale(F: readonly bigint[], p: bigint): number {
  const n = F.length - 1;
  let t = Number.POSITIVE_INFINITY;
  for (let k = 0; k <= n - 2 && t > 0; k++) {
    const a = F[k]!;
    if (a === 0n) continue;
    t = Math.min(t, Math.floor(valuation(a, p, t * (n - 1 - k)) / (n - 1 - k)));
  }
  return Number.isFinite(t) ? t : 0;
}

/**
 * R_g in α's power basis, with its index exponent t(n−1)(n−2)/2 over Z[α]: over the denominator
 * p^(t(n−1)), ω_k's numerator has c_(n−k+m)·p^(t(n−1−m)) at α^m (1 ≤ m ≤ k), where
 * c_j = F_j / p^(t(n−1−j)) and c_n = p^t.
 */
export function monicFormOrder(
  F: readonly bigint[],
  p: bigint,
  t: number,
): { order: Order; indexExponent: number } {
  const n = F.length - 1;
  const pt = (k: number) => p ** BigInt(t * k);
  const c = (j: number) => (j === n ? pt(1) : F[j]! / pt(n - 1 - j));
  const H: bigint[][] = [];
  for (let k = 0; k < n; k++) {
    const row = new Array<bigint>(n).fill(0n);
    if (k === 0) row[0] = pt(n - 1);
    for (let m = 1; m <= k; m++) row[m] = c(n - k + m) * pt(n - 1 - m);
    H.push(row);
  }
  return { order: normalize({ e: t * (n - 1), H }, p), indexExponent: ringIndexExponent(n, t) };
}

/** v_p([R_g : Z[α]]) = t(n−1)(n−2)/2. */
export const ringIndexExponent = (n: number, t: number): number => (t * (n - 1) * (n - 2)) / 2;

/**
 * A monic h with v_p([O_K : Z[α]]) = t(n−1)(n−2)/2 + v_p([O_K : Z[root of h]]) and
 * v_p(disc h) = v_p(disc g), or null. R_g is the same for g(x + k) (a translation is in GL_2(Z)),
 * so k is chosen with p ∤ g(k) (the first of 0 … min(p, 8) − 1): the reverse of g(x + k) then
 * has the unit leading coefficient c = g(k), and h(y) = c^(n−1)·rev(y/c), root c/(γ − k). Null
 * when g(k) ≡ 0 (mod p) for each k tried.
 */
export function reversedMonic(F: readonly bigint[], p: bigint, t: number): bigint[] | null {
  const n = F.length - 1;
  const pt = (k: number) => p ** BigInt(t * k);
  const g = F.map((a, j) => (j === n ? pt(1) : a / pt(n - 1 - j)));
  const tries = p < 8n ? Number(p) : 8;
  for (let k = 0; k < tries; k++) {
    const gk = k === 0 ? g : taylorShift(g, BigInt(k));
    const c = gk[0]!;
    if (c % p === 0n) continue;
    // rev(x) = Σ gk[n − j]·x^j; h_j = gk[n − j]·c^(n−1−j) for j < n.
    const h: bigint[] = [];
    for (let j = 0; j < n; j++) h.push(gk[n - j]! * c ** BigInt(n - 1 - j));
    h.push(1n);
    return h;
  }
  return null;
}
