/**
 * The order of Ore's theorem for f ≡ (x − a)^n (mod p), built from the Newton polygon: p-maximal
 * when f is p-regular (its index is then the one Montes' algorithm finds, montes.ts; this gives its
 * basis, which the reduction needs), and otherwise a start for Round 2 above Dedekind's order.
 *
 * With θ = α − a, g(x) = f(x + a) = Σ g_k·x^k and N the lower convex hull of the points
 * (k, v_p(g_k)), the quotients Q_i(θ) = Σ_(j ≤ i) g_(n−i+j)·θ^j = −Σ_(k < n−i) g_k·θ^(k−n+i) have
 * valuation at least N(n − i) at every root (the first sum bounds it for roots of small valuation,
 * the second for large ones, the hull's convexity joining them), so Q_i(θ)/p^⌊N(n−i)⌋ is integral;
 * their span contains Z[α] with index p^ind(N), ind(N) = Σ_(1≤k≤n) ⌊N(k)⌋ (Montes and Nart, "On a
 * theorem of Ore", J. Algebra 146, 1992; Guàrdia, Montes and Nart, "Newton polygons of higher order
 * in algebraic number theory", Trans. AMS 364, 2012). That the span is closed under products is
 * checked on the basis (modulo Z[α]) rather than assumed: a span that were not is refused.
 */

import { taylorShift } from '../arith/poly';
import { valuation } from '../arith/valuation';
import { hermiteModD } from './lattice';
import { floorsUnder, lowerHull } from './newtonPolygon';
import { modp, radicalFp, reduceFp } from './polyModP';
import { latticeCoords, mulMod, normalize, type Order } from './round2';

/** The order and v_p([O : Z[α]]), or null when f mod p has more than one root or O is Z[α]. */
export function polygonOrder(
  f: readonly bigint[],
  p: bigint,
): { order: Order; indexExponent: number } | null {
  const n = f.length - 1;
  const r = radicalFp(reduceFp(f, p), p);
  if (r.length !== 2) return null;
  const a = (p - r[0]!) % p;
  const g = taylorShift(f, a);
  const points: [number, number][] = [];
  for (let k = 0; k <= n; k++) if (g[k] !== 0n) points.push([k, valuation(g[k]!, p)]);
  const floors = floorsUnder(lowerHull(points));
  // c_i = ⌊N(n − i)⌋, the power of p under Q_i.
  const c = Array.from({ length: n }, (_, i) => floors[n - i]!);
  const indexExponent = c.reduce((s, x) => s + x, 0);
  if (indexExponent === 0) return null;
  const E = Math.max(...c);
  // θ^j = (x − a)^j in α's power basis.
  const powers: bigint[][] = [[1n]];
  for (let j = 1; j < n; j++) {
    const q = powers[j - 1]!;
    powers.push([...q.map((x) => -a * x), 0n].map((x, k) => x + (k > 0 ? q[k - 1]! : 0n)));
  }
  const gens = c.map((ci, i) => {
    const row = new Array<bigint>(n).fill(0n);
    const scale = p ** BigInt(E - ci);
    for (let j = 0; j <= i; j++) {
      const coef = g[n - i + j]! * scale;
      if (coef === 0n) continue;
      for (const [k, x] of powers[j]!.entries()) row[k] = row[k]! + coef * x;
    }
    return row;
  });
  const order = normalize({ e: E, H: hermiteModD(gens, p ** BigInt(E), n) }, p);
  return closedUnderProducts(order, f, p) ? { order, indexExponent } : null;
}

/**
 * Whether every product ω_i·ω_j of the basis lies in its span. Modulo Z[α] is enough (the span
 * contains Z[α]), so the numerators' products are taken modulo p^(2e) and f.
 */
export function closedUnderProducts(o: Order, f: readonly bigint[], p: bigint): boolean {
  const n = f.length - 1;
  const pe = p ** BigInt(o.e);
  const M = pe * pe;
  const fM = f.map((x) => modp(x, M));
  for (let i = 0; i < n; i++)
    for (let j = i; j < n; j++) {
      const prod = mulMod(o.H[i]!, o.H[j]!, fM, M);
      if (prod.some((x) => x % pe !== 0n)) return false;
      if (
        latticeCoords(
          o.H,
          prod.map((x) => x / pe),
        ) === null
      )
        return false;
    }
  return true;
}
