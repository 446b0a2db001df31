/**
 * The p-maximal order of f from those of its p-adic parts, for a reduction (which needs the order,
 * where the check needs only the index). With f = F_1 ⋯ F_m over Z_p (padicSplit.ts: the parts are
 * coprime mod p), Z_p[α] = ⊕ e_i·Z_p[α] for the idempotents e_i ≡ 1 (mod F_i), ≡ 0 (mod f/F_i),
 * and the p-maximal order is ⊕ e_i·O_i with O_i that of Z_p[x]/(F_i). Round 2 on a part of degree
 * d costs about (d/n)^4 of a step on f, so a degree-24 f whose repeated factors mod p are apart
 * climbs each part alone, and the parts' orders are joined here: numerators e_i(α)·N(α) over the
 * largest denominator, exact modulo Z[α] once e_i is known modulo that denominator.
 */

import { identityMatrix } from '../arith/matrix';
import { divModMonic, mulM, subM } from '../arith/polyModM';
import { valuation } from '../arith/valuation';
import { dedekindAtPrime } from './dedekind';
import { hermiteModD } from './lattice';
import type { RepeatedPart } from './padicSplit';
import { closedUnderProducts, polygonOrder } from './polygonOrder';
import { divmodFp, invMod, modp, mulFp, type PolyFp, reduceFp, subFp } from './polyModP';
import { normalize, type Order, round2 } from './round2';

/**
 * The order, or null when a part's Round 2 outruns `budget` or the joined lattice fails its check.
 * `shares`: each part's index when known (Montes' algorithm at its factor), where Round 2 stops.
 */
export function orderFromParts(
  f: readonly bigint[],
  p: bigint,
  parts: readonly RepeatedPart[],
  shares: readonly (number | null)[],
  budget: number,
): { order: Order; indexExponent: number } | null {
  const n = f.length - 1;
  const orders: { part: bigint[]; order: Order; k: number }[] = [];
  for (const [i, { part }] of parts.entries()) {
    const local = partOrder(part, p, budget, shares[i] ?? null);
    if (local === null) return null;
    orders.push({ part, ...local });
  }
  const E = Math.max(...orders.map((o) => o.order.e));
  const indexExponent = orders.reduce((s, o) => s + o.k, 0);
  if (E === 0) return null;
  const M = p ** BigInt(E);
  const fM = f.map((c) => modp(c, M));
  const gens: bigint[][] = [];
  for (const { part, order } of orders) {
    const F = part.map((c) => modp(c, M));
    const G = divModMonic(fM, F, M).q;
    const e = divModMonic(mulM(G, inverseMod(G, F, p, E), M), fM, M).r;
    const scale = p ** BigInt(E - order.e);
    for (const N of order.H) {
      const g = divModMonic(mulM(e, N, M), fM, M).r;
      gens.push(Array.from({ length: n }, (_, k) => modp((g[k] ?? 0n) * scale, M)));
    }
  }
  const order = normalize({ e: E, H: hermiteModD(gens, M, n) }, p);
  const found = order.H.reduce((s, row, i) => s + order.e - valuation(row[i]!, p), 0);
  return found === indexExponent && closedUnderProducts(order, f, p) ? { order, indexExponent } : null;
}

/** A part's p-maximal order (over p^e, numerators mod the part) and its index, by Round 2. */
function partOrder(
  part: bigint[],
  p: bigint,
  budget: number,
  share: number | null,
): { order: Order; k: number } | null {
  const n = part.length - 1;
  const start = dedekindAtPrime(part, p);
  if (start.m === 0 || share === 0) return { order: { e: 0, H: identityMatrix(n) }, k: 0 };
  const polygon = polygonOrder(part, p);
  if (polygon !== null && polygon.indexExponent === share) return { order: polygon.order, k: share };
  const from = polygon !== null && polygon.indexExponent > start.m ? polygon : start;
  const r = round2(part, p, budget, from, { indexExponent: share });
  return r.indexExponent === null ? null : { order: r.order!, k: r.indexExponent };
}

/** G⁻¹ modulo F and p^E (G invertible mod (F, p)): Euclid over F_p, then Newton's u(2 − G·u). */
function inverseMod(G: bigint[], F: bigint[], p: bigint, E: number): bigint[] {
  const Fp = reduceFp(F, p);
  let u = xgcdInverse(divmodFp(reduceFp(G, p), Fp, p).r, Fp, p);
  for (let k = 1; k < E; ) {
    k = Math.min(2 * k, E);
    const Mk = p ** BigInt(k);
    const Fk = F.map((c) => modp(c, Mk));
    const Gu = divModMonic(mulM(G, u, Mk), Fk, Mk).r;
    const two = subM([2n], Gu, Mk);
    u = divModMonic(mulM(u, two, Mk), Fk, Mk).r;
  }
  return u;
}

/** a⁻¹ mod (m, p) for a coprime to m over F_p. */
function xgcdInverse(a: PolyFp, m: PolyFp, p: bigint): PolyFp {
  let r0: PolyFp = m;
  let r1: PolyFp = a;
  let t0: PolyFp = [];
  let t1: PolyFp = [1n];
  while (r1.length > 1) {
    const { q, r } = divmodFp(r0, r1, p);
    [r0, r1] = [r1, r];
    [t0, t1] = [t1, subFp(t0, mulFp(q, t1, p), p)];
  }
  // r1 is a nonzero constant c: t1·a ≡ c.
  const c = invMod(r1[0]!, p);
  return t1.map((x) => modp(x * c, p));
}
