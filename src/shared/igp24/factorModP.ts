/**
 * Polynomials over F_p for small primes p (< 2^26, so float64 products are exact) and the
 * distinct-degree factorization (DDF) pattern of a squarefree polynomial mod p.
 * Residue polynomials are `number[]`, ascending, without trailing zeros.
 */
import type { Poly } from './poly';

export type PolyP = number[];

const trimP = (a: PolyP): PolyP => {
  let n = a.length;
  while (n > 0 && a[n - 1] === 0) n--;
  a.length = n;
  return a;
};

function inv(a: number, p: number): number {
  let [r0, r1, s0, s1] = [a % p, p, 1, 0];
  while (r1 !== 0) {
    const q = Math.floor(r0 / r1);
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  return ((s0 % p) + p) % p;
}

export function reduceModP(f: Poly, p: number): PolyP {
  const P = BigInt(p);
  return trimP(
    f.map((c) => {
      const r = Number(c % P);
      return r < 0 ? r + p : r;
    }),
  );
}

export function derivativeP(a: PolyP, p: number): PolyP {
  const r: PolyP = [];
  for (let i = 1; i < a.length; i++) r.push(((i % p) * a[i]!) % p);
  return trimP(r);
}

export function makeMonic(a: PolyP, p: number): PolyP {
  if (a.length === 0) return a;
  const c = inv(a[a.length - 1]!, p);
  return a.map((x) => (x * c) % p);
}

/** Remainder of a modulo b (b nonzero). */
export function remP(a: PolyP, b: PolyP, p: number): PolyP {
  const r = a.slice();
  const db = b.length - 1;
  const c = inv(b[db]!, p);
  for (let i = r.length - 1; i >= db; i--) {
    const q = (r[i]! * c) % p;
    if (q === 0) continue;
    for (let j = 0; j <= db; j++) {
      const v = (r[i - db + j]! - ((q * b[j]!) % p)) % p;
      r[i - db + j] = v < 0 ? v + p : v;
    }
  }
  r.length = Math.min(r.length, db);
  return trimP(r);
}

/** Quotient a / b (exact division assumed, b nonzero). */
export function divP(a: PolyP, b: PolyP, p: number): PolyP {
  const r = a.slice();
  const db = b.length - 1;
  const c = inv(b[db]!, p);
  const q: PolyP = new Array(Math.max(0, a.length - db)).fill(0);
  for (let i = r.length - 1; i >= db; i--) {
    const t = (r[i]! * c) % p;
    q[i - db] = t;
    if (t === 0) continue;
    for (let j = 0; j <= db; j++) {
      const v = (r[i - db + j]! - ((t * b[j]!) % p)) % p;
      r[i - db + j] = v < 0 ? v + p : v;
    }
  }
  return trimP(q);
}

export function gcdP(a: PolyP, b: PolyP, p: number): PolyP {
  let u = a;
  let v = b;
  while (v.length > 0) {
    const r = remP(u, v, p);
    u = v;
    v = r;
  }
  return makeMonic(u, p);
}

function mulModP(a: PolyP, b: PolyP, m: PolyP, p: number): PolyP {
  if (a.length === 0 || b.length === 0) return [];
  const r: PolyP = new Array(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    const ai = a[i]!;
    if (ai === 0) continue;
    for (let j = 0; j < b.length; j++) r[i + j] = (r[i + j]! + ai * b[j]!) % p;
  }
  return remP(trimP(r), m, p);
}

/** True when f mod p keeps its degree and is squarefree. */
export function squarefreeModP(f: Poly, p: number): boolean {
  const fp = reduceModP(f, p);
  if (fp.length !== f.length) return false;
  const d = derivativeP(fp, p);
  if (d.length === 0) return false;
  return gcdP(fp, d, p).length === 1;
}

/**
 * DDF degree pattern of f mod p (f squarefree mod p, p ∤ lc f): the multiset of degrees of the
 * irreducible factors, ascending. Uses the Frobenius matrix Q (x^(p·i) mod f) so that each
 * x^(p^d) mod f costs one matrix-vector product.
 */
export function ddfPattern(f: Poly, p: number): number[] {
  const F = makeMonic(reduceModP(f, p), p);
  const n = F.length - 1;
  if (n <= 0) return [];
  // x^p mod F by square-and-multiply.
  let xp: PolyP = [1];
  let base: PolyP = remP([0, 1], F, p);
  for (let e = p; e > 0; e = Math.floor(e / 2)) {
    if (e & 1) xp = mulModP(xp, base, F, p);
    if (e > 1) base = mulModP(base, base, F, p);
  }
  const Q: PolyP[] = [[1]];
  for (let i = 1; i < n; i++) Q.push(mulModP(Q[i - 1]!, xp, F, p));
  const frob = (h: PolyP): PolyP => {
    const r: PolyP = new Array(n).fill(0);
    for (let i = 0; i < h.length; i++) {
      const hi = h[i]!;
      if (hi === 0) continue;
      const row = Q[i]!;
      for (let j = 0; j < row.length; j++) r[j] = (r[j]! + hi * row[j]!) % p;
    }
    return trimP(r);
  };
  const pattern: number[] = [];
  let g = F;
  let h: PolyP = remP([0, 1], F, p);
  for (let d = 1; 2 * d <= g.length - 1; d++) {
    h = frob(h);
    const hx = h.slice();
    while (hx.length < 2) hx.push(0);
    hx[1] = (hx[1]! - 1 + p) % p;
    const c = gcdP(g, trimP(hx), p);
    const dc = c.length - 1;
    if (dc > 0) {
      for (let k = 0; k < dc / d; k++) pattern.push(d);
      g = divP(g, c, p);
    }
  }
  if (g.length > 1) pattern.push(g.length - 1);
  return pattern;
}

/** Subset sums of a degree pattern: out[k] is true when some sub-multiset sums to k. */
export function subsetSums(pattern: number[]): boolean[] {
  const total = pattern.reduce((a, b) => a + b, 0);
  const out: boolean[] = new Array(total + 1).fill(false);
  out[0] = true;
  for (const d of pattern) for (let k = total; k >= d; k--) if (out[k - d]) out[k] = true;
  return out;
}

/** Roots of a (nonzero) residue polynomial in F_p by exhaustive evaluation (small p only). */
export function rootsModP(a: PolyP, p: number): number[] {
  const out: number[] = [];
  for (let x = 0; x < p; x++) {
    let acc = 0;
    for (let i = a.length - 1; i >= 0; i--) acc = (acc * x + a[i]!) % p;
    if (acc === 0) out.push(x);
  }
  return out;
}
