/**
 * Test reference (not shipped): polynomials over F_p for small primes p (< 2^20) as `number[]`
 * (ascending, without trailing zeros), the distinct-degree factorization (DDF) and the equal-degree
 * factorization (EDF, Cantor–Zassenhaus) of a squarefree polynomial mod p, and the extended Euclid.
 * The app and the command line factor with src/shared/igp24/factor/factorWord.ts (word-size, in
 * reused buffers), take Bézout pairs from bezoutWord.ts and cycle types from ddfWord.ts (or the
 * WebAssembly kernel); the tests compare those with this simpler, independent code.
 */
import type { Poly } from '../../../../src/shared/igp24/arith/poly';
import { invMod } from '../../../../src/shared/igp24/arith/wordModP';
import { modP, mulP, mulRaw, type PolyP, trimP } from '../../../../src/shared/igp24/factor/polyModP';

// The F_p basics (representation, reduction, product) are the shipped ones; what this reference
// checks independently is the factorization built on them.
export { modP, mulP, type PolyP };

/** a⁻¹ mod p for a prime p and a ≠ 0 mod p. */
function inv(a: number, p: number): number {
  return a === 1 ? 1 : invMod(a % p, p);
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
    const top = modP(r[i]!, p);
    if (top === 0) continue;
    const q = modP(top * c, p);
    const off = i - db;
    for (let j = 0; j < db; j++) r[off + j] = r[off + j]! - q * b[j]!;
  }
  r.length = Math.min(r.length, db);
  for (let j = 0; j < r.length; j++) {
    r[j] = modP(r[j]!, p);
  }
  return trimP(r);
}

/** Quotient a / b (remainder dropped; b nonzero). */
export function divP(a: PolyP, b: PolyP, p: number): PolyP {
  const r = a.slice();
  const db = b.length - 1;
  const c = inv(b[db]!, p);
  const q: PolyP = new Array(Math.max(0, a.length - db)).fill(0);
  for (let i = r.length - 1; i >= db; i--) {
    const top = modP(r[i]!, p);
    if (top === 0) continue;
    const t = modP(top * c, p);
    q[i - db] = t;
    const off = i - db;
    for (let j = 0; j < db; j++) r[off + j] = r[off + j]! - t * b[j]!;
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
  return remP(mulRaw(a, b), m, p);
}

/** True when f mod p keeps its degree and is squarefree. */
export function squarefreeModP(f: Poly, p: number): boolean {
  const fp = reduceModP(f, p);
  if (fp.length !== f.length) return false;
  const d = derivativeP(fp, p);
  if (d.length === 0) return false;
  return gcdP(fp, d, p).length === 1;
}

/** x^p mod F and the Frobenius matrix rows x^(p·i) mod F, i < deg F (F monic mod p). */
function frobeniusRows(F: PolyP, p: number): PolyP[] {
  const n = F.length - 1;
  let xp: PolyP = [1];
  let base: PolyP = remP([0, 1], F, p);
  for (let e = p; e > 0; e = Math.floor(e / 2)) {
    if (e & 1) xp = mulModP(xp, base, F, p);
    if (e > 1) base = mulModP(base, base, F, p);
  }
  const Q: PolyP[] = [[1]];
  for (let i = 1; i < n; i++) Q.push(mulModP(Q[i - 1]!, xp, F, p));
  return Q;
}

/** One distinct-degree component: the product of all irreducible factors of degree `degree`. */
export interface DdfComponent {
  degree: number;
  product: PolyP;
}

/**
 * Distinct-degree factorization of f mod p (f squarefree mod p, p ∤ lc f) into monic components.
 * Uses the Frobenius matrix Q (x^(p·i) mod f) so that each x^(p^d) mod f costs one matrix-vector
 * product.
 */
export function ddf(f: Poly, p: number): DdfComponent[] {
  const F = makeMonic(reduceModP(f, p), p);
  const n = F.length - 1;
  if (n <= 0) return [];
  const Q = frobeniusRows(F, p);
  const frob = (h: PolyP): PolyP => {
    const r: PolyP = new Array(n).fill(0);
    for (let i = 0; i < h.length; i++) {
      const hi = h[i]!;
      if (hi === 0) continue;
      const row = Q[i]!;
      for (let j = 0; j < row.length; j++) r[j] = r[j]! + hi * row[j]!;
    }
    for (let j = 0; j < n; j++) r[j] = modP(r[j]!, p);
    return trimP(r);
  };
  const out: DdfComponent[] = [];
  let g = F;
  let h: PolyP = remP([0, 1], F, p);
  for (let d = 1; 2 * d <= g.length - 1; d++) {
    h = frob(h);
    const hx = h.slice();
    while (hx.length < 2) hx.push(0);
    hx[1] = (hx[1]! - 1 + p) % p;
    const c = gcdP(g, trimP(hx), p);
    if (c.length > 1) {
      out.push({ degree: d, product: c });
      g = divP(g, c, p);
    }
  }
  if (g.length > 1) out.push({ degree: g.length - 1, product: g });
  return out;
}

/** DDF degree pattern of f mod p (f squarefree mod p, p ∤ lc f), ascending. */
export function ddfPattern(f: Poly, p: number): number[] {
  const pattern: number[] = [];
  for (const c of ddf(f, p))
    for (let k = 0; k < (c.product.length - 1) / c.degree; k++) pattern.push(c.degree);
  return pattern;
}

/**
 * Equal-degree factorization (Cantor–Zassenhaus, odd p) of a monic product of irreducible factors
 * of degree d. The "random" elements come from a fixed seed, so the result is deterministic.
 */
export function edf(g: PolyP, d: number, p: number): PolyP[] {
  const n = g.length - 1;
  if (n <= d) return [g];
  const e = (BigInt(p) ** BigInt(d) - 1n) / 2n;
  let seed = 0x9e3779b9 ^ (n * 7919 + p);
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % p;
  };
  for (;;) {
    const a: PolyP = [];
    for (let i = 0; i < n; i++) a.push(next());
    trimP(a);
    if (a.length <= 1) continue;
    // b = a^((p^d - 1)/2) mod g
    let b: PolyP = [1];
    let base = a;
    for (let k = e; k > 0n; k >>= 1n) {
      if (k & 1n) b = mulModP(b, base, g, p);
      if (k > 1n) base = mulModP(base, base, g, p);
    }
    const bm = b.length === 0 ? [p - 1] : b.slice();
    bm[0] = (bm[0]! - 1 + p) % p;
    const u = gcdP(g, trimP(bm), p);
    const du = u.length - 1;
    if (du > 0 && du < n) return [...edf(u, d, p), ...edf(divP(g, u, p), d, p)];
  }
}

/** Monic irreducible factors of f mod p (odd p, f squarefree mod p, p ∤ lc f). */
export function factorModP(f: Poly, p: number): PolyP[] {
  const out: PolyP[] = [];
  for (const c of ddf(f, p)) out.push(...edf(c.product, c.degree, p));
  return out;
}

/** s, t with s·a + t·b = 1 mod p (a, b coprime mod p). */
export function extGcdP(a: PolyP, b: PolyP, p: number): { s: PolyP; t: PolyP } {
  let [r0, r1] = [a, b];
  let [s0, s1]: [PolyP, PolyP] = [[1], []];
  let [t0, t1]: [PolyP, PolyP] = [[], [1]];
  while (r1.length > 0) {
    const q = divP(r0.slice(0, r0.length), r1, p);
    const r = remP(r0, r1, p);
    [r0, r1] = [r1, r];
    [s0, s1] = [s1, subP(s0, mulP(q, s1, p), p)];
    [t0, t1] = [t1, subP(t0, mulP(q, t1, p), p)];
  }
  // r0 is a nonzero constant.
  const c = inv(r0[0]!, p);
  return { s: s0.map((x) => (x * c) % p), t: t0.map((x) => (x * c) % p) };
}

function subP(a: PolyP, b: PolyP, p: number): PolyP {
  const n = Math.max(a.length, b.length);
  const r: PolyP = new Array(n);
  for (let i = 0; i < n; i++) {
    const v = ((a[i] ?? 0) - (b[i] ?? 0)) % p;
    r[i] = v < 0 ? v + p : v;
  }
  return trimP(r);
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
