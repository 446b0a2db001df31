/**
 * v_p of the index read off Newton polygons, by Ore's theorem, when f's repeated factors mod p
 * are all linear. For φ = x − a with a a root of f mod p of multiplicity e, write f(x + a) = Σ g_i·x^i;
 * the φ-Newton polygon's principal part N is the lower convex hull of the points (i, v_p(g_i)),
 * 0 ≤ i ≤ e. Each side of slope −h/e′ (h, e′ coprime) and degree d (its length over e′) has a
 * residual polynomial R(y) = Σ_j (g_(s+je′) / p^(u−jh) mod p)·y^j over its points (s + je′, u − jh)
 * (a point above the side adds 0). When every R is separable — f is p-regular — Ore's theorem
 * gives v_p([O_K : Z[α]]) = Σ over the repeated roots of ind(N), the number of points of integer
 * coordinates on or below N with x > 0 and y > 0 (Ore 1928; Montes and Nart, "On a theorem of
 * Ore", J. Algebra 146, 1992, Theorem 1.1 with deg φ = 1; Guàrdia, Montes and Nart, "Newton
 * polygons of higher order in algebraic number theory", Trans. AMS 364, 2012, §1). A p-regular f
 * costs a Taylor shift per repeated root and no order at all, where Round 2 climbs the index one
 * p-radical at a time (v_p(disc f) runs into the hundreds for f ≡ (x − a)^24 mod p). Otherwise:
 * null, and Round 2 decides; what it leaves is a side of non-integer slope with an inseparable
 * residual polynomial, where Montes' polygons of order 2 would continue.
 */

import { taylorShift } from '../arith/poly';
import { valuation } from '../arith/valuation';
import { factorModPWord } from '../factor/factorWord';
import { derivFp, divmodFp, gcdFp, monicFp, type PolyFp, radicalFp, reduceFp } from './polyModP';

/** Largest p whose factorization mod p is computed here (factorWord.ts's word range). */
const MAX_P = 2 ** 20;
/** Better lifts of a root tried before giving up (each costs a Taylor shift). */
const MAX_REFINEMENTS = 12;

/**
 * v_p([O_K : Z[α]]) for f monic irreducible (lowest degree first) with some repeated factor mod
 * p, or null when a repeated factor is not linear, p is out of range, or f is not p-regular.
 */
export function oreIndexExponent(
  f: readonly bigint[],
  p: bigint,
  /** Better lifts tried per root (the tests compare with none). */
  maxRefinements = MAX_REFINEMENTS,
): number | null {
  if (p >= BigInt(MAX_P)) return null;
  const fb = reduceFp(f, p);
  // f / rad(f) mod p: its distinct factors are f's repeated ones.
  const repeated = divmodFp(fb, radicalFp(fb, p), p).q;
  const roots = linearRoots(radicalFp(repeated, p), p);
  if (roots === null) return null;
  let index = 0;
  for (const a of roots) {
    const local = polygonIndex(f, a, p, maxRefinements);
    if (local === null) return null;
    index += local;
  }
  return index;
}

/**
 * The share of v_p(index) of f's p-adic factor at a repeated factor g of f mod p (residues,
 * monic): ind(N) of x − a or of a better lift when g = x − a, or null when g is not linear or f
 * is not regular there.
 */
export function oreAtFactor(f: readonly bigint[], g: readonly number[], p: bigint): number | null {
  return g.length === 2 && p < BigInt(MAX_P) ? polygonIndex(f, rootOfLinear(g, p), p, MAX_REFINEMENTS) : null;
}

/** a for the monic x − a given by its residues [−a mod p, 1]. */
const rootOfLinear = (g: readonly number[], p: bigint): bigint => (p - BigInt(g[0]!)) % p;

/** The roots of a squarefree monic r mod p when it splits into linear factors, else null. */
function linearRoots(r: PolyFp, p: bigint): bigint[] | null {
  const degree = r.length - 1;
  if (degree === 0) return [];
  if (p === 2n) {
    const at = (a: bigint) => (a === 0n ? r[0]! : r.reduce((s, c) => s + c, 0n)) % 2n;
    const roots = [0n, 1n].filter((a) => at(a) === 0n);
    return roots.length === degree ? roots : null;
  }
  const P = Number(p);
  const factors = factorModPWord(r.map(Number), P);
  if (factors.some((g) => g.length !== 2)) return null;
  return factors.map((g) => rootOfLinear(g, p));
}

/**
 * ind(N) for φ = x − a, a a repeated root of f mod p (g = f(x + a) has g_0 ≠ 0: f is irreducible
 * of degree > 1), or null when f is not φ-regular and no better lift is found. Ore's theorem
 * holds for every lift a of the root, and regularity depends on it: a side of integer slope −h
 * whose residual polynomial has a repeated root c ∈ F_p is the image of roots of f near a + c·p^h,
 * and the lift a + c·p^h often makes f regular (the refinement step of Montes' algorithm for a
 * linear φ; Guàrdia, Montes and Nart 2012, §3.2).
 */
function polygonIndex(f: readonly bigint[], a: bigint, p: bigint, refinements: number): number | null {
  // refinements: how many better lifts may still be tried.
  const g = taylorShift(f, a);
  let e = 0;
  while (g[e]! % p === 0n) e++;
  const points: [number, number][] = [];
  for (let i = 0; i <= e; i++) if (g[i] !== 0n) points.push([i, valuation(g[i]!, p)]);
  let index = 0;
  const hull = lowerHull(points);
  for (let k = 1; k < hull.length; k++) {
    const [x1, y1] = hull[k - 1]!;
    const [x2, y2] = hull[k]!;
    const d = gcd(x2 - x1, y1 - y2);
    const run = (x2 - x1) / d;
    const fall = (y1 - y2) / d;
    if (d > 1) {
      const R = residualPolynomial(g, p, x1, y1, run, fall, d);
      const repeated = gcdFp(R, derivFp(R, p), p);
      if (repeated.length > 1) {
        const c = run === 1 && refinements > 0 ? rootOf(repeated, p) : null;
        return c === null ? null : polygonIndex(f, a + c * p ** BigInt(fall), p, refinements - 1);
      }
    }
    // Points (x, y), x1 < x ≤ x2, 0 < y ≤ N(x) = y1 − (x − x1)·fall/run.
    for (let x = x1 + 1; x <= x2; x++) index += Math.floor((y1 * run - (x - x1) * fall) / run);
  }
  return index;
}

/** Some root in F_p of r (monic, degree ≥ 1), for p small enough to try every residue; else null. */
function rootOf(r: PolyFp, p: bigint): bigint | null {
  if (r.length === 2) return (p - r[0]!) % p;
  if (p > 1000n) return null;
  for (let c = 1n; c < p; c++) if (r.reduceRight((s, k) => (s * c + k) % p, 0n) === 0n) return c;
  return null;
}

/** R(y) = Σ_j (g_(x1+j·run) / p^(y1−j·fall) mod p)·y^j, monic, over F_p. */
function residualPolynomial(
  g: readonly bigint[],
  p: bigint,
  x1: number,
  y1: number,
  run: number,
  fall: number,
  d: number,
): PolyFp {
  const R: bigint[] = [];
  for (let j = 0; j <= d; j++) {
    const c = g[x1 + j * run]!;
    const y = y1 - j * fall;
    // On the side when v_p(c) = y exactly; above it (or c = 0) the coefficient is 0 mod p.
    R.push(c !== 0n && c % p ** BigInt(y) === 0n ? (c / p ** BigInt(y)) % p : 0n);
  }
  return monicFp(reduceFp(R, p), p);
}

/** The lower convex hull of points sorted by x (monotone chain), from the first to the last. */
export function lowerHull(points: readonly [number, number][]): [number, number][] {
  const hull: [number, number][] = [];
  for (const q of points) {
    while (hull.length >= 2) {
      const [ax, ay] = hull[hull.length - 2]!;
      const [bx, by] = hull[hull.length - 1]!;
      // b on or above the segment a–q: not a vertex of the lower hull.
      if ((by - ay) * (q[0] - ax) >= (q[1] - ay) * (bx - ax)) hull.pop();
      else break;
    }
    hull.push(q);
  }
  return hull;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}
