/**
 * The classical constructions whose Galois group is known by design (docs/igp24.md, "Discovery"):
 *
 * - the composition f(g(x)), deg f · deg g = n: its roots are the roots of g(x) − β for each root β
 *   of f, so the group lies in Gal(g − β) ≀ Gal(f) — for a generic g, S_(deg g) ≀ Gal(f);
 * - the compositum of two fields through their composed sum, the polynomial whose roots are
 *   α_i + β_j (the resultant Res_y(f1(y), f2(x − y)) up to sign): the group is a subdirect product
 *   of the two, the direct product when the fields are disjoint, and r = r1 · r2.
 *
 * The composed sum is taken from power sums (Bostan, Flajolet, Salvy and Schost, "Fast computation
 * of special resultants", 2006): p_k(α + β) = Σ_m C(k, m) p_m(α) p_(k−m)(β), then Newton's identities
 * back to coefficients; every division there is exact for monic integer polynomials.
 */
import { divExact, mul, type Poly, trim } from '../arith/poly';

/** f(g(x)) by Horner's rule. */
export function compose(f: Poly, g: Poly): Poly {
  let acc: Poly = [];
  for (let i = f.length - 1; i >= 0; i--) {
    acc = mul(acc, g);
    acc[0] = (acc[0] ?? 0n) + f[i]!;
    acc = trim(acc);
  }
  return acc;
}

/** p_1..p_k of the roots of a monic f (Newton's identities). */
export function powerSums(f: Poly, k: number): bigint[] {
  const n = f.length - 1;
  if (f[n] !== 1n) throw new RangeError('powerSums needs a monic polynomial');
  // e_i = (−1)^i · a_(n−i): the elementary symmetric functions of the roots.
  const e = (i: number) => (i > n ? 0n : (i % 2 === 0 ? 1n : -1n) * f[n - i]!);
  const p: bigint[] = [BigInt(n)];
  for (let m = 1; m <= k; m++) {
    let s = (m % 2 === 1 ? 1n : -1n) * BigInt(m) * e(m);
    for (let i = 1; i < m; i++) s += (i % 2 === 1 ? 1n : -1n) * e(i) * p[m - i]!;
    p.push(s);
  }
  return p;
}

/** The monic polynomial of degree n with power sums p_0 = n, p_1..p_n. */
export function fromPowerSums(p: readonly bigint[], n: number): Poly {
  const e: bigint[] = [1n];
  for (let k = 1; k <= n; k++) {
    let s = 0n;
    for (let i = 1; i <= k; i++) s += (i % 2 === 1 ? 1n : -1n) * e[k - i]! * p[i]!;
    if (s % BigInt(k) !== 0n) throw new RangeError('the power sums are not those of an integer polynomial');
    e.push(s / BigInt(k));
  }
  const f: Poly = new Array(n + 1);
  for (let k = 0; k <= n; k++) f[n - k] = (k % 2 === 0 ? 1n : -1n) * e[k]!;
  return f;
}

/** The monic polynomial whose roots are α_i + β_j for the roots α of f1 and β of f2. */
export function composedSum(f1: Poly, f2: Poly): Poly {
  const n = (f1.length - 1) * (f2.length - 1);
  const a = powerSums(f1, n);
  const b = powerSums(f2, n);
  const p: bigint[] = [];
  for (let k = 0; k <= n; k++) {
    let s = 0n;
    let binom = 1n;
    for (let m = 0; m <= k; m++) {
      s += binom * a[m]! * b[k - m]!;
      binom = (binom * BigInt(k - m)) / BigInt(m + 1);
    }
    p.push(s);
  }
  return fromPowerSums(p, n);
}

/** The n-th cyclotomic polynomial Φ_n (x^n − 1 divided by Φ_d for every proper divisor d). */
export function cyclotomic(n: number): Poly {
  let f: Poly = [-1n, ...new Array<bigint>(n - 1).fill(0n), 1n];
  for (let d = 1; d < n; d++) if (n % d === 0) f = divExact(f, cyclotomic(d))!;
  return f;
}

/**
 * The minimal polynomial of 2·cos(2π/n), n ≥ 3: its roots are 2·cos(2πk/n) for k < n/2 prime to n,
 * the maximal real subfield of Q(ζ_n) — cyclic when (Z/n)^× is, and totally real. From Φ_n by
 * x^(−d)·Φ_n(x) = ψ(x + 1/x), d = φ(n)/2, peeling the top power of y = x + 1/x at a time.
 */
export function realCyclotomic(n: number): Poly {
  const phi = cyclotomic(n);
  const d = (phi.length - 1) / 2;
  // Laurent coefficients c_j of x^j, j = −d..d, stored at j + d.
  const c = [...phi];
  const psi: bigint[] = new Array(d + 1).fill(0n);
  for (let k = d; k >= 0; k--) {
    const top = c[k + d]!;
    psi[k] = top;
    // Subtract top · (x + 1/x)^k = top · Σ C(k, i) x^(k − 2i).
    let binom = 1n;
    for (let i = 0; i <= k; i++) {
      c[k - 2 * i + d]! -= top * binom;
      binom = (binom * BigInt(k - i)) / BigInt(i + 1);
    }
  }
  return psi;
}
